import Foundation

extension LayerWindow {
    /// What the render thread measured for one frame it drew: where the
    /// frame's CPU time went, phase by phase, and the GPU time when the
    /// driver can measure it.
    ///
    /// Made on the render thread once per drawn frame; a plain value, read on
    /// the main thread through `LayerWindow.lastFrameReport` and `onFrame`.
    /// Frames are drawn only while something changed or animates, so reports
    /// stop while the window is idle.
    public struct FrameReport: Equatable, Sendable {
        /// Frames this window has drawn, this one included.
        public let framesDrawn: Int
        /// The media time the frame shows (`CACurrentMediaTime()` seconds):
        /// the time its animations were evaluated at.
        public let frameTime: CFTimeInterval
        /// When the render thread was done with the frame: drawn and handed to
        /// be presented (`CACurrentMediaTime()` seconds).
        public let completionTime: CFTimeInterval
        /// The layers in the frame's draw list.
        public let layerCount: Int
        /// GL draw calls the frame issued.
        public let drawCalls: Int
        /// Images the frame drew offscreen and composited (masks, group
        /// opacity, transition looks).
        public let offscreenPasses: Int
        /// The transactions that reached the render tree with this frame.
        public let commitCount: Int
        /// CPU milliseconds applying those commits to the render tree.
        public let applyMilliseconds: Double
        /// CPU milliseconds evaluating animations and building the draw list.
        public let buildMilliseconds: Double
        /// Milliseconds of the renderer's share on the render thread: waiting
        /// for the previous frame's present, then drawing and handing this one
        /// to be presented. Includes `encodeMilliseconds`.
        public let renderMilliseconds: Double
        /// CPU milliseconds encoding the frame's GL commands (packing,
        /// uploads, draw calls), without waiting for the GPU.
        public let encodeMilliseconds: Double
        /// Milliseconds presenting the previous frame (the swap to the X
        /// server), which ran on the present thread while this frame was
        /// applied and built.
        public let presentMilliseconds: Double
        /// GPU milliseconds of the layer drawing of a recent frame (timer
        /// query results arrive a few frames late); nil when not measured,
        /// with the reason in `gpuTimeUnavailableReason`.
        public let gpuMilliseconds: Double?
        /// Why `gpuMilliseconds` is nil: the driver has no timer queries,
        /// Mesa's llvmpipe (whose queries time only a tile), or no result yet.
        public let gpuTimeUnavailableReason: String?
        /// The display refresh (vblank) the frame was begun at, or the
        /// timer's tick where no display clock paces frames (media time).
        /// The frame shows at `frameTime`, the refresh after it.
        public let refreshTime: CFTimeInterval
        /// The display's refresh interval in seconds (0 when unthrottled).
        public let refreshInterval: CFTimeInterval
        /// Display refreshes that passed with no frame begun for them just
        /// before this frame: the frame before it took too long.
        public let missedRefreshes: Int
        /// The latest frame the X server said it showed (its `framesDrawn`),
        /// and when (media time): presents arrive a frame or two after the
        /// frame is drawn. Nil where the server does not report presents
        /// (Mesa's software path copies images with PutImage; Xvfb).
        public let presentedFrame: Int?
        /// When the X server showed ``presentedFrame``, in media time (seconds); nil when that is nil.
        public let presentedTime: CFTimeInterval?
        /// How frames are paced: "vsync: X Present, 60.00 Hz (display mode
        /// (RandR))", or "timer: 60.00 Hz (…why…)".
        public let pacing: String
        /// How frames reach the screen (the GL driver and its swap).
        public let presentPath: String
        /// CPU milliseconds working out which pixels the frame changed (its
        /// damage), within `renderMilliseconds`.
        public let damageMilliseconds: Double
        /// The window's pixels.
        public let framePixels: Int
        /// The pixels the frame changed: where layers moved, changed, came
        /// or went (all of them when ``wholeFrameReason`` is set).
        public let damagedPixels: Int
        /// The pixels redrawn and presented: the damage, or the whole frame
        /// where the window keeps no frame to draw over (0 for a frame that
        /// changed nothing).
        public let redrawnPixels: Int
        /// Why the whole frame was damaged ("first frame", "transition",
        /// "backdrop blur", "unbounded layer", "most of the frame", …); nil
        /// when only part of it was.
        public let wholeFrameReason: String?
    }
}
