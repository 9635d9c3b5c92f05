import CoreGraphics
import Foundation
import GLESRenderer
import PlatformInput
import RenderServer

/// One window of a platform (`HostPlatform`), as the window host drives it:
/// its identity, its GL objects (`graphics`), the clock that paces its
/// frames, its events, and its end.
///
/// Events arrive in batches on the main queue between `startEvents` and
/// `stopEvents` (or `close`), in pixels, in the order they happened; the
/// host brings them to points. A platform window reports a new size, a new
/// scale, a close request, its destruction by another program and the
/// connection's loss as `PlatformEvent`s, and otherwise obeys.
///
/// Main thread only, except `frameClock` and `vblankClock`, which the render
/// thread drives once the host hands them to its render server.
package protocol HostWindow: AnyObject {
    /// The window's identity in its events.
    var id: PlatformWindowID { get }
    /// Its title, for reports.
    var title: String { get }
    /// Its GL context and surface, made by the platform; released by
    /// `close()` or handed to another thread by `closeAfterLoss()`.
    var graphics: WindowGraphics { get }
    /// What paces its frames (a display's vblanks, or a timer).
    var frameClock: FrameClock { get }
    /// The frame clock when it counts vblanks, whose presentations feed
    /// the frame reports; nil for a timer.
    var vblankClock: VblankFrameClock? { get }
    /// The smallest size in pixels the user may resize it to; nil for none.
    var minimumPixelSize: (width: Int, height: Int)? { get set }
    /// Whether the connection to the display server still works.
    var isConnected: Bool { get }
    /// Shows the window.
    func show()
    /// Sets the icon task bars show (nil: none); false when the platform
    /// cannot take this image (too large).
    func setIcon(_ icon: CGImage?) -> Bool
    /// Covers the whole screen, or goes back to its size and place before;
    /// the new size comes as `.resized`.
    func setFullScreen(_ fullScreen: Bool)
    /// Asks for a new size in pixels (after a scale change); the platform
    /// answers with `.resized` once it has it.
    func requestPixelSize(width: Int, height: Int)
    /// Starts handing events to `handler` on the main queue, in batches.
    func startEvents(_ handler: @escaping ([PlatformEvent]) -> Void)
    /// Stops handing events (safe to call more than once).
    func stopEvents()
    /// What the display server knows now, after a round trip: a frame
    /// failed, and this says whether the window is gone.
    func eventsAfterRoundTrip() -> [PlatformEvent]
    /// A frame was presented (told on the main thread): events a present
    /// read off a shared connection are handed on.
    func surfaceDidPresent()
    /// Whether `surfaceDidPresent` has anything to do after the next
    /// present (main thread): presents share a connection with the window's
    /// events, or the window manager waits for a frame. When false, presents
    /// tell the main thread only now and then (`PresentNotices`).
    var wantsPresentNotices: Bool { get }
    /// Closes the window and releases its GL objects here, after the
    /// render server stopped and let go of its renderer.
    func close()
    /// Closes the window after its display was lost, leaving its GL objects
    /// (and whatever they still use) to `graphics.releaseAfterLoss()` on
    /// another thread once the render thread has ended.
    func closeAfterLoss()
}
