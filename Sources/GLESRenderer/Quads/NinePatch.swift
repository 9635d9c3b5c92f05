import CoreAnimationValues
import CoreGraphics
import Foundation

/// An opaque layer with rounded corners, a border or anti-aliased edges,
/// cut into the pieces that need the layer program and the inside that does
/// not.
///
/// ```
///   ┌────┬──────────────┬────┐   corners (cx × cy) and edge bands (ex, ey):
///   │ C  │  top edge    │ C  │   the layer program (signed distances,
///   │    ├──────────────┤    │   border, anti-aliasing); 8 rim pieces
///   ├──┬─┘   inside     └─┬──┤
///   │E │                  │ E│   inside: one plain colour, drawn by the
///   │  │                  │  │   sprite program as an occluder (opaque,
///   ├──┴─┐              ┌─┴──┤   depth written, before everything else of
///   │    ├──────────────┤    │   the draw); up to 3 rectangles
///   │ C  │  bottom edge │ C  │
///   └────┴──────────────┴────┘
/// ```
///
/// **Why the inside is exact.** Past the corner squares the rounded
/// rectangle's distance is a straight edge's, and a pixel whose centre is at
/// least the border plus half a pixel (in the shader's own measure,
/// |∇ distance| per pixel) from the edge gets full coverage and no border:
/// the layer program's colour there is `background × opacity`, which is what
/// the sprite writes. The bands are the border plus 1.5 pixels, measured
/// at the worst of the four corners through the full transform
/// (perspective included: the layer → pixel Jacobian's inverse); pieces
/// share vertices exactly (`layer_quad.vert`, `sprite_quad.vert`), so each
/// pixel is drawn by one piece.
///
/// **When.** The layer is fully opaque (background alpha 1, opacity 1, no
/// contents, not additive), in front of the eye at all four corners, not
/// seen so obliquely that a layer unit spans more than 8 pixels' worth of
/// units per pixel, and its inside is at least 16 pixels each way: smaller
/// layers gain nothing from the pieces.
///
/// Layer space, as `QuadInstance`. A plain value; safe on any thread.
struct NinePatch: Equatable {
    /// The bounds size.
    var width: CGFloat
    var height: CGFloat
    /// The corner squares' size along x and y.
    var cornerWidth: CGFloat
    var cornerHeight: CGFloat
    /// The left and right edge bands' width, and the top and bottom bands' height.
    var edgeWidth: CGFloat
    var edgeHeight: CGFloat

    /// The fewest pixels the inside must span each way for the split to pay.
    static let minimumInsidePixels: CGFloat = 16
    /// Layer units per pixel beyond which the layer is too oblique to split.
    static let maximumUnitsPerPixel: CGFloat = 8

    /// The split of `instance` drawn into a `width` × `height` pixel target;
    /// nil when it does not qualify (see the type's comment).
    init?(_ instance: QuadInstance, drawsContents: Bool, targetWidth: Int, targetHeight: Int) {
        guard !drawsContents, !instance.blendsAdditively, instance.opacity >= 1,
              instance.backgroundColor.alpha >= 1
        else { return nil }
        let size = instance.size
        guard let units = Self.unitsPerPixel(
            size: size, toClip: instance.transform, width: targetWidth, height: targetHeight),
            units.x <= Self.maximumUnitsPerPixel, units.y <= Self.maximumUnitsPerPixel
        else { return nil }
        let border = instance.hasVisibleBorder ? max(0, instance.borderWidth) : 0
        // The corner squares hold each corner's curve, wherever it reaches along the sides.
        let radius = instance.corners.reach(in: size)
        edgeWidth = border + 1.5 * units.x
        edgeHeight = border + 1.5 * units.y
        cornerWidth = max(radius, edgeWidth)
        cornerHeight = max(radius, edgeHeight)
        width = size.width
        height = size.height
        guard (width - 2 * edgeWidth) / units.x >= Self.minimumInsidePixels,
              (height - 2 * cornerHeight) / units.y >= Self.minimumInsidePixels,
              width - 2 * cornerWidth > 0
        else { return nil }
    }

    /// A rectangle of layer space by its edges. Pieces are given by edges,
    /// not origin and size, so that neighbours share the very same numbers.
    struct Piece: Equatable {
        var minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
    }

    /// Calls `body` with each piece the layer program draws: four corners,
    /// then the top, bottom, left and right edge bands.
    func forEachRimPiece(_ body: (Piece) -> Void) {
        let (w, h, cx, cy, ex, ey) = (width, height, cornerWidth, cornerHeight, edgeWidth, edgeHeight)
        body(Piece(minX: 0, minY: 0, maxX: cx, maxY: cy))
        body(Piece(minX: w - cx, minY: 0, maxX: w, maxY: cy))
        body(Piece(minX: 0, minY: h - cy, maxX: cx, maxY: h))
        body(Piece(minX: w - cx, minY: h - cy, maxX: w, maxY: h))
        body(Piece(minX: cx, minY: 0, maxX: w - cx, maxY: ey))
        body(Piece(minX: cx, minY: h - ey, maxX: w - cx, maxY: h))
        body(Piece(minX: 0, minY: cy, maxX: ex, maxY: h - cy))
        body(Piece(minX: w - ex, minY: cy, maxX: w, maxY: h - cy))
    }

    /// Calls `body` with each rectangle of the inside, which the sprite
    /// program fills: the middle band between the corner rows, and (where
    /// the corners are taller than the edge bands) the parts between the
    /// corners above and below it.
    func forEachInsidePiece(_ body: (Piece) -> Void) {
        let (w, h, cx, cy, ex, ey) = (width, height, cornerWidth, cornerHeight, edgeWidth, edgeHeight)
        body(Piece(minX: ex, minY: cy, maxX: w - ex, maxY: h - cy))
        if cy > ey {
            body(Piece(minX: cx, minY: ey, maxX: w - cx, maxY: cy))
            body(Piece(minX: cx, minY: h - cy, maxX: w - cx, maxY: h - ey))
        }
    }

    /// The most layer units a pixel spans along the layer's x and y axes
    /// (the lengths of the rows of the inverse of the layer → pixel
    /// Jacobian, the shader's |∇ distance| for edges along those axes), at
    /// the worst of the bounds' four corners; nil when a corner is behind
    /// the eye or the mapping is degenerate there.
    static func unitsPerPixel(size: CGSize, toClip t: CATransform3D, width: Int, height: Int) -> (x: CGFloat, y: CGFloat)? {
        let halfWidth = CGFloat(width) / 2, halfHeight = CGFloat(height) / 2
        var worst = (x: CGFloat(0), y: CGFloat(0))
        for (px, py) in [(0, 0), (size.width, 0), (0, size.height), (size.width, size.height)] {
            let x = px * t.m11 + py * t.m21 + t.m41
            let y = px * t.m12 + py * t.m22 + t.m42
            let w = px * t.m14 + py * t.m24 + t.m44
            guard w > 1e-6, x.isFinite, y.isFinite, w.isFinite else { return nil }
            // Pixel coordinates (x/w, -y/w scaled): their derivatives along the layer axes.
            let dxdu = halfWidth * (t.m11 * w - x * t.m14) / (w * w)
            let dxdv = halfWidth * (t.m21 * w - x * t.m24) / (w * w)
            let dydu = -halfHeight * (t.m12 * w - y * t.m14) / (w * w)
            let dydv = -halfHeight * (t.m22 * w - y * t.m24) / (w * w)
            let det = dxdu * dydv - dxdv * dydu
            guard det.isFinite, abs(det) > 1e-12 else { return nil }
            // Inverse rows: ∇u = (dydv, −dxdv) / det, ∇v = (−dydu, dxdu) / det.
            let unitsX = (dydv * dydv + dxdv * dxdv).squareRoot() / abs(det)
            let unitsY = (dydu * dydu + dxdu * dxdu).squareRoot() / abs(det)
            worst = (max(worst.x, unitsX), max(worst.y, unitsY))
        }
        return worst.x.isFinite && worst.y.isFinite ? worst : nil
    }
}
