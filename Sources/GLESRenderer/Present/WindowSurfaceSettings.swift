import Foundation

/// What a window surface is told from other threads: its size in pixels
/// (and, once a window's scale changed, its pixels per point, which go with
/// the size) and the swap interval asked for, which the thread holding the GL context
/// applies when it next makes the surface current (`intervalToApply()`).
///
/// Thread-safe: state under a lock.
package final class WindowSurfaceSettings: @unchecked Sendable {
    private let lock = NSLock()
    private var width: Int
    private var height: Int
    private var pointsToPixels: CGFloat?
    private var swapIntervalWanted: Int?
    private var swapIntervalApplied: Int?

    package init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    package var size: (width: Int, height: Int) { lock.withLock { (width, height) } }

    package func resize(width: Int, height: Int) {
        lock.withLock {
            self.width = max(1, width)
            self.height = max(1, height)
        }
    }

    /// The size and pixels per point together (a window whose scale
    /// changed): a frame planned after this has both.
    package func resize(width: Int, height: Int, scale: CGFloat) {
        lock.withLock {
            self.width = max(1, width)
            self.height = max(1, height)
            pointsToPixels = scale
        }
    }

    /// The size, and the pixels per point when a scale was set here (nil:
    /// the renderer's own), read together.
    package var geometry: (width: Int, height: Int, scale: CGFloat?) { lock.withLock { (width, height, pointsToPixels) } }

    package func setSwapInterval(_ interval: Int) {
        lock.withLock { swapIntervalWanted = max(0, interval) }
    }

    /// The swap interval to set now (asked for and not yet set), marked as set; nil when none.
    package func intervalToApply() -> Int? {
        lock.withLock {
            guard let wanted = swapIntervalWanted, wanted != swapIntervalApplied else { return nil }
            swapIntervalApplied = wanted
            return wanted
        }
    }
}
