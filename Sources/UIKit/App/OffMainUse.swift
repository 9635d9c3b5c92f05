import Foundation

/// UIKit's one answer to being used off the main thread: nothing traps and
/// nothing is lost, and the first such use in the process is reported,
/// naming it. Views belong to the main thread on iOS too, where the Main
/// Thread Checker reports the same mistake.
///
/// Changes of the view tree (adding, removing, laying out) are moved to the
/// main thread's next turn (`deferred(_:_:)`): two threads changing one
/// view's subview list at once would corrupt it. Other calls (animation and
/// transition blocks, property changes, which the layer tree's lock guards)
/// are carried out in place (`note(_:)`). Any thread.
enum OffMainUse {
    static func note(_ what: @autoclosure () -> String) {
        guard !Thread.isMainThread else { return }
        report(what())
    }

    /// False on the main thread (the caller goes on). Elsewhere: reports the
    /// first such use, queues `change` for the main thread, and returns true
    /// (the caller returns; the change is made at the main thread's next turn).
    static func deferred(_ what: @autoclosure () -> String, _ change: @escaping @MainActor () -> Void) -> Bool {
        guard !Thread.isMainThread else { return false }
        report(what() + " (made on the main thread at its next turn)")
        DispatchQueue.main.async { MainActor.assumeIsolated { change() } }
        return true
    }

    private static func report(_ what: String) {
        Diagnostics.reportOnce(
            cause: "UIKit off the main thread",
            "\(what) was called off the main thread: views belong to the main thread (UIKit is not thread-safe). Move the call to DispatchQueue.main",
            subsystem: "UIKit")
    }
}
