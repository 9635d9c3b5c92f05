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

    /// Contents are equal when they draw the same image object.
    package static func == (lhs: LayerContents, rhs: LayerContents) -> Bool {
        lhs.image === rhs.image
    }
}
