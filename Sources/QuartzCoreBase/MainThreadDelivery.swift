import Foundation

/// Runs app callbacks (animation delegates, transaction completions) on the
/// main thread, in the order they were enqueued.
///
/// Delivery goes through the main dispatch queue, which Foundation's
/// `RunLoop.main` drains, so `RunLoop.main.run(until:)` delivers callbacks
/// with or without a window. Safe to call from any thread.
enum MainThreadDelivery {
    static func enqueue(_ block: @escaping () -> Void) {
        DispatchQueue.main.async(execute: block)
    }
}
