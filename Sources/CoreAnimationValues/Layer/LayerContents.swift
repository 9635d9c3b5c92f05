import Foundation

/// What a layer's `contents` holds, in a form that can cross to the render thread.
///
/// `CALayer.contents` is `Any?` as on Apple's platforms; only a `CGImage`
/// draws. A value type wrapping immutable objects: safe on any thread.
package enum LayerContents: Sendable, Equatable {
    case image(CGImage)

    /// The image to draw.
    package var image: CGImage {
        switch self {
        case .image(let image): return image
        }
    }

    /// The address of the image in the contents at `contents` (nil for no
    /// contents), read without taking a reference to it: a reference taken
    /// per layer by threads that share one image between thousands of
    /// layers (a particle system, a sprite field) makes them contend for its
    /// count. The address names the image while the contents hold it.
    ///
    /// Reads the optional's bits: a single-case enum over a class reference
    /// is laid out as that reference, nil as zero (a test pins it).
    package static func imageAddress(at contents: UnsafePointer<LayerContents?>) -> UnsafeRawPointer? {
        UnsafeRawPointer(contents).load(as: UnsafeRawPointer?.self)
    }

    /// Stops the build when a case is added: with two cases the enum's bits
    /// are no longer the image's address alone (`imageAddress(at:)`).
    private static func layoutHasOneCase(_ contents: LayerContents) {
        switch contents {
        case .image: break
        }
    }

    /// Contents are equal when they draw the same image object.
    package static func == (lhs: LayerContents, rhs: LayerContents) -> Bool {
        lhs.image === rhs.image
    }
}
