import Foundation

/// Rectangles, ellipses and rounded rectangles, as immutable paths and as
/// subpaths added to a mutable one.
///
/// All three run the same way round: from the minimum-y edge towards
/// increasing x first, which is counterclockwise with y up and clockwise on a
/// flipped iOS screen, as Apple documents for its shapes. Each is one closed
/// subpath. A null rectangle adds nothing.
extension CGPath {
    /// An immutable rectangle path: a move, three lines and a close.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: ShapeElements.rectangle(rect).transformed(by: CGAffineTransform(pointer: transform)))
    }

    /// An immutable ellipse inscribed in `rect`: a move, four cubic Béziers and a close.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: ShapeElements.ellipse(in: rect).transformed(by: CGAffineTransform(pointer: transform)))
    }

    /// An immutable rounded rectangle whose corners are quarter ellipses of
    /// `cornerWidth` by `cornerHeight`.
    ///
    /// Apple's CoreGraphics stops with an assertion when a corner is larger than
    /// half the rectangle; this one clamps it to half, as `UIBezierPath` does.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let elements = ShapeElements.roundedRectangle(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(elements: elements.transformed(by: CGAffineTransform(pointer: transform)))
    }
}

extension CGMutablePath {
    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: ShapeElements.rectangle(rect).transformed(by: transform))
    }

    /// Adds each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic Béziers.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: ShapeElements.ellipse(in: rect).transformed(by: transform))
    }

    /// Adds a rounded rectangle as a closed subpath; see `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let shape = ShapeElements.roundedRectangle(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        elements.append(contentsOf: shape.transformed(by: transform))
    }
}

/// The element sequences of the standard shapes, in user space. Pure functions.
package enum ShapeElements {
    /// `4/3·tan(π/8)`: the control arm, as a fraction of the radius, of a quarter-circle cubic.
    package static let quarterArc: CGFloat = 4 / 3 * tan(CGFloat.pi / 8)

    package static func rectangle(_ rect: CGRect) -> [PathElement] {
        guard !rect.isNull else { return [] }
        return [
            .move(CGPoint(x: rect.minX, y: rect.minY)),
            .line(CGPoint(x: rect.maxX, y: rect.minY)),
            .line(CGPoint(x: rect.maxX, y: rect.maxY)),
            .line(CGPoint(x: rect.minX, y: rect.maxY)),
            .close,
        ]
    }

    /// Starts at (maxX, midY) and passes (midX, maxY), (minX, midY), (midX, minY).
    package static func ellipse(in rect: CGRect) -> [PathElement] {
        guard !rect.isNull else { return [] }
        let rx = rect.width / 2, ry = rect.height / 2
        let kx = quarterArc * rx, ky = quarterArc * ry
        let (minX, midX, maxX) = (rect.minX, rect.midX, rect.maxX)
        let (minY, midY, maxY) = (rect.minY, rect.midY, rect.maxY)
        return [
            .move(CGPoint(x: maxX, y: midY)),
            .cubic(CGPoint(x: maxX, y: midY + ky), CGPoint(x: midX + kx, y: maxY), to: CGPoint(x: midX, y: maxY)),
            .cubic(CGPoint(x: midX - kx, y: maxY), CGPoint(x: minX, y: midY + ky), to: CGPoint(x: minX, y: midY)),
            .cubic(CGPoint(x: minX, y: midY - ky), CGPoint(x: midX - kx, y: minY), to: CGPoint(x: midX, y: minY)),
            .cubic(CGPoint(x: midX + kx, y: minY), CGPoint(x: maxX, y: midY - ky), to: CGPoint(x: maxX, y: midY)),
            .close,
        ]
    }

    /// Starts at (minX + cornerWidth, minY); straight edges of zero length are left out.
    ///
    /// Corners are clamped to `0...half` the rectangle's size; a zero corner gives `rectangle(_:)`.
    package static func roundedRectangle(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) -> [PathElement] {
        guard !rect.isNull else { return [] }
        let cw = min(max(cornerWidth.isNaN ? 0 : cornerWidth, 0), rect.width / 2)
        let ch = min(max(cornerHeight.isNaN ? 0 : cornerHeight, 0), rect.height / 2)
        guard cw > 0, ch > 0 else { return rectangle(rect) }
        let kx = quarterArc * cw, ky = quarterArc * ch
        let (minX, maxX, minY, maxY) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        var result: [PathElement] = [.move(CGPoint(x: minX + cw, y: minY))]
        func edge(to point: CGPoint) {
            if result.last?.endPoint != point { result.append(.line(point)) }
        }
        edge(to: CGPoint(x: maxX - cw, y: minY))
        result.append(.cubic(CGPoint(x: maxX - cw + kx, y: minY), CGPoint(x: maxX, y: minY + ch - ky),
                             to: CGPoint(x: maxX, y: minY + ch)))
        edge(to: CGPoint(x: maxX, y: maxY - ch))
        result.append(.cubic(CGPoint(x: maxX, y: maxY - ch + ky), CGPoint(x: maxX - cw + kx, y: maxY),
                             to: CGPoint(x: maxX - cw, y: maxY)))
        edge(to: CGPoint(x: minX + cw, y: maxY))
        result.append(.cubic(CGPoint(x: minX + cw - kx, y: maxY), CGPoint(x: minX, y: maxY - ch + ky),
                             to: CGPoint(x: minX, y: maxY - ch)))
        edge(to: CGPoint(x: minX, y: minY + ch))
        result.append(.cubic(CGPoint(x: minX, y: minY + ch - ky), CGPoint(x: minX + cw - kx, y: minY),
                             to: CGPoint(x: minX + cw, y: minY)))
        result.append(.close)
        return result
    }
}

extension Array where Element == PathElement {
    /// Every element mapped through `t`; the array itself when `t` is the identity.
    package func transformed(by t: CGAffineTransform) -> [PathElement] {
        t.isIdentity ? self : map { $0.applying(t) }
    }
}
