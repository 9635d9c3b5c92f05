import Synchronization

/// The most one frame draws, whatever the layer tree asks for: limits for the
/// whole tree, so that what multiplies (replicators inside replicators,
/// emitters inside replicators, particles that emit particles) cannot keep a
/// frame from coming.
///
/// Not part of Apple's API: Core Animation on Apple's platforms has private
/// limits of its own. Each limit holds for each frame of each window (and each
/// `CARenderer` or `render(in:)` frame), across every layer in it. What is past
/// a limit is left out of that frame and reported once per layer, naming the
/// limit; the frame still comes.
///
/// ```swift
/// FrameBudget.particles = 20_000    // a small device: fewer particles in all
/// ```
///
/// Threads: any thread; each limit is an atomic, read by the render server at
/// the start of its use in a frame. A change takes effect from the next frame.
public enum FrameBudget {
    /// The most layers and replicator copies one frame's draw list holds: a
    /// replicator stops writing copies at this many, so nested replicators
    /// (2,000 copies of 2,000 copies of 2,000) do not make billions. 250,000
    /// unless set; at least 1.
    public static var layersAndCopies: Int {
        get { layersAndCopiesLimit.load(ordering: .relaxed) }
        set { layersAndCopiesLimit.store(max(1, newValue), ordering: .relaxed) }
    }

    /// The most particles alive at once in all the emitter layers of one frame
    /// together (replicated emitters and sub-cells' particles included): past
    /// it, no more are born until some die. 100,000 unless set; at least 0.
    public static var particles: Int {
        get { particlesLimit.load(ordering: .relaxed) }
        set { particlesLimit.store(max(0, newValue), ordering: .relaxed) }
    }

    /// The most pixels of offscreen images one frame holds at once: the
    /// images of group opacity, masks, transitions and subtree shadows drawn
    /// for one frame (nested ones are held together), and of `shouldRasterize`
    /// layers that do not fit their own cache (two and a half screens). Past it, a
    /// layer that needs one more is drawn straight into its parent instead
    /// (its group opacity on each layer, its mask left out). 64 Mi pixels
    /// (256 MiB at four bytes a pixel, eight 4K screens) unless set; at least 1.
    public static var offscreenPixels: Int {
        get { offscreenPixelsLimit.load(ordering: .relaxed) }
        set { offscreenPixelsLimit.store(max(1, newValue), ordering: .relaxed) }
    }

    /// The most bytes of image textures the renderer keeps (four a pixel):
    /// layer contents, drawn shapes, gradients and text, particle images.
    /// Past it, the textures of images that the current frame does not draw
    /// are deleted first, least recently drawn first (uploaded again when
    /// drawn again); an image that still does not fit is drawn as nothing in
    /// that frame. 1 GiB unless set; at least 1.
    public static var textureBytes: Int {
        get { textureBytesLimit.load(ordering: .relaxed) }
        set { textureBytesLimit.store(max(1, newValue), ordering: .relaxed) }
    }

    private static let layersAndCopiesLimit = Atomic<Int>(250_000)
    private static let particlesLimit = Atomic<Int>(100_000)
    private static let offscreenPixelsLimit = Atomic<Int>(1 << 26)
    private static let textureBytesLimit = Atomic<Int>(1 << 30)
}
