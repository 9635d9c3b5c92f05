import Foundation

/// A `UIImage`'s pixels turned upright, made once on first use and kept:
/// images are shared between threads, so a lock guards the slot.
final class UprightPixels: @unchecked Sendable {
    private let lock = NSLock()
    private var made: CGImage?

    /// The kept image, or the one `make` makes now (kept for next time).
    func image(_ make: () -> CGImage) -> CGImage {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let image = make()
        made = image
        return image
    }
}
