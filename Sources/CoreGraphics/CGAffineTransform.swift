import Foundation

/// A 2D affine transform `[a b 0; c d 0; tx ty 1]` acting on row vectors, as in Apple's CoreGraphics.
///
/// A point maps to `(a·x + c·y + tx, b·x + d·y + ty)`. A plain value; safe on any thread.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// How much x contributes to the transformed x.
    public var a: CGFloat
    /// How much x contributes to the transformed y.
    public var b: CGFloat
    /// How much y contributes to the transformed x.
    public var c: CGFloat
    /// How much y contributes to the transformed y.
    public var d: CGFloat
    /// Added to the transformed x, after the linear part.
    public var tx: CGFloat
    /// Added to the transformed y, after the linear part.
    public var ty: CGFloat

    /// All six values zero, as Apple's imported C struct gives: not the identity (use `.identity`).
    public init() { a = 0; b = 0; c = 0; d = 0; tx = 0; ty = 0 }

    /// A transform with the six values given.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// A transform from six unlabelled values, in the order `a`, `b`, `c`, `d`, `tx`, `ty`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A pure translation by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin by `sx` along x and `sy` along y; a negative factor mirrors.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn +x towards +y.
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), co = cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether all six values equal the identity's exactly (no tolerance).
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2` (Apple's `CGAffineTransformConcat(self, t2)`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse; a singular transform is returned unchanged, as Apple documents.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }

    /// Translation applied before `self` (Apple's `CGAffineTransformTranslate`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scale applied before `self` (Apple's `CGAffineTransformScale`).
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotation applied before `self` (Apple's `CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The six entries by label: `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

/// Mapping a point through a ``CGAffineTransform``.
extension CGPoint {
    /// The point mapped through `t`, translation included.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

/// Mapping a size through a ``CGAffineTransform``.
extension CGSize {
    /// The size's vector transformed without translation, as Apple does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

/// Mapping a rectangle through a ``CGAffineTransform``.
extension CGRect {
    /// The bounding box of the transformed rectangle's corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
