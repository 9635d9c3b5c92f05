import GLESRenderer
import LayerHost

/// What FrameBench measures through: an X window (`LayerWindow`) or the
/// offscreen `HeadlessBenchHost`. Both run the same render server and
/// renderer and call FrameBench's frame observer after every frame.
///
/// - Note: Main thread only.
protocol BenchHost: AnyObject {
    /// The layer that fills the window or target.
    var rootLayer: CALayer { get }
    /// How frames are paced, in words.
    var pacingDescription: String { get }
    /// The error that stopped drawing, where the host can tell.
    var renderingError: Error? { get }
    /// What `present_ms` measures.
    func presentMeaning(synchronous: Bool) -> String
    /// The GL context the frames are drawn with (for its renderer and platform).
    var glContext: GLESContext? { get }
    func start()
    /// Stops drawing; throws when the host could not do its job to the end
    /// (the last frame's PNG could not be written).
    func close() throws
}

extension LayerWindow: BenchHost {
    var renderingError: Error? { nil }

    func presentMeaning(synchronous: Bool) -> String {
        synchronous
            ? "the swap (\(presentPath)) on the render thread"
            : "the previous frame's swap (\(presentPath)), waited for before this frame drew; "
                + "it ran on the present thread while this frame was evaluated and built"
    }
}

extension HeadlessBenchHost: BenchHost {
    func presentMeaning(synchronous: Bool) -> String { presentMeaning }
}
