import CoreAnimationValues
import Foundation
import RenderServer

/// One layer as the layer quad program draws it: plain values, resolved by
/// the render server (world transform, contents gravity, colours).
///
/// Layer space is the layer's bounds in points: (0, 0) is the top-left
/// corner of the bounds, y grows down, and `size` is the bottom-right corner.
///
/// A plain value; safe to build on any thread.
package struct QuadInstance: Equatable, Sendable {
    /// Layer space → homogeneous clip space, perspective included (row
    /// vectors, as `CATransform3D`): the layer's world transform followed by
    /// the target's `pixelToClipTransform`.
    package var transform: CATransform3D
    /// The bounds size in points. An empty size draws nothing.
    package var size: CGSize
    package var backgroundColor: PremultipliedColor
    /// The rounded corners (`LayerCorners`: radius, which corners, curve),
    /// drawn by their reach in the bounds.
    package var corners: LayerCorners
    /// Border width in points, drawn inside the bounds over the contents.
    package var borderWidth: CGFloat
    package var borderColor: PremultipliedColor
    /// Multiplies the whole layer (background, contents and border).
    package var opacity: Float
    /// The image and where it lands; nil for no contents.
    package var contents: Contents?
    /// Apple's `allowsEdgeAntialiasing`: whether the layer's outer edges are
    /// anti-aliased. Off (the default, as Apple), a plain layer is drawn with
    /// hard edges by the sprite program; rounded corners and borders are
    /// always anti-aliased (see `SpriteQuad`).
    package var allowsEdgeAntialiasing: Bool
    /// Whether the layer's pixels are added to what lies below instead of
    /// drawn over it (an additive emitter's particles).
    package var blendsAdditively = false
    /// Where the layer lies in the draw's depth order, in normalized device
    /// depth (nearer is smaller): set by the executor in painter's order
    /// when the target has a depth buffer; read only under the depth test
    /// (`LayerQuadRenderer.Occlusion`). 0 by default.
    package var depth: Float = 0
    /// The part of the circle the layer is when it is a shape layer's circle
    /// stroke (a round layer bordered by the line; `StrokeArc`): drawn by the
    /// layer program's arc variant, cut to the stroked part. Nil otherwise.
    package var strokeArc: StrokeArc?

    /// Whether the instance has contents (their texture may still be refused).
    /// Asked of the optional's case alone: comparing it with nil copies the contents first.
    package var hasContents: Bool {
        if case .some = contents { return true }
        return false
    }

    /// Where a layer's image is sampled and where it is drawn.
    package struct Contents: Equatable, Sendable {
        /// Index into the `textures` array passed with the instances.
        package var textureIndex: Int
        /// The part of the image shown, in unit coordinates with (0, 0) at the
        /// image's top-left (Apple's `contentsRect`).
        package var rect: CGRect
        /// Where that part is drawn, in layer space: the result of
        /// `contentsGravity` (the whole bounds for `.resize`).
        package var destination: CGRect
        /// Apple's `contentsCenter`, in unit coordinates of the part `rect`
        /// shows ((0, 0) at its top-left): the middle that stretches. The
        /// parts left of and above it (and right, below) keep `naturalSize`'s
        /// proportion of points, shrunk together when the destination is
        /// smaller than they are; the default (0, 0, 1, 1) stretches it all.
        package var center: CGRect
        /// The size in points of the part `rect` shows (pixels / contentsScale);
        /// only read when `center` is not the unit rectangle.
        package var naturalSize: CGSize
        /// How the image is sampled (Apple's minification and magnification filters).
        package var filters: ContentsFilters
        /// Multiplies every texel (premultiplied, so alpha 1 for a colour
        /// tint): a replicator's instance colour, a particle's colour. White for none.
        package var tint: PremultipliedColor = .white
        /// Apple's `masksToBounds` for the image: whether the layer's bounds,
        /// rounded corners included, cut it. Without it the image keeps its
        /// square corners ("the corner radius does not apply to the image in
        /// the layer's contents property") and shows wherever `contentsGravity`
        /// puts it, past the bounds too. True here by default; the quad
        /// builder sets it from the layer.
        package var masksToBounds = true

        /// Whether the image is drawn apart from the rounded bounds (the
        /// layer program's square-contents variant): it keeps square corners
        /// inside rounded ones, or reaches past the bounds.
        func isDrawnApart(in instance: QuadInstance) -> Bool {
            !masksToBounds
                && (instance.corners.isRounded
                    || !CGRect(origin: .zero, size: instance.size).contains(destination.standardized))
        }

        package init(textureIndex: Int, rect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), destination: CGRect,
                     center: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), naturalSize: CGSize = .zero,
                     filters: ContentsFilters = .linear) {
            self.textureIndex = textureIndex
            self.rect = rect
            self.destination = destination
            self.center = center
            self.naturalSize = naturalSize
            self.filters = filters
        }
    }

    package init(
        transform: CATransform3D, size: CGSize,
        backgroundColor: PremultipliedColor = .clear,
        corners: LayerCorners = .square,
        borderWidth: CGFloat = 0, borderColor: PremultipliedColor = .black,
        opacity: Float = 1, contents: Contents? = nil, allowsEdgeAntialiasing: Bool = false
    ) {
        self.transform = transform
        self.size = size
        self.backgroundColor = backgroundColor
        self.corners = corners
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.opacity = opacity
        self.contents = contents
        self.allowsEdgeAntialiasing = allowsEdgeAntialiasing
    }
}
