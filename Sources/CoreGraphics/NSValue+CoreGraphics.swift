import Foundation

/// Boxing CoreGraphics values in `NSValue`, as UIKit's `NSValue(cgPoint:)` family.
///
/// On Linux `NSValue(bytes:objCType:)` crashes for struct encodings (`{…}`),
/// so points, sizes and rectangles use Foundation's own `NSValue(point:)`,
/// `NSValue(size:)` and `NSValue(rect:)`, while transforms and vectors are
/// stored as C arrays of doubles (`[6d]`, `[2d]`), which copy, compare with
/// `==` and read back with `getValue(_:)`.
///
/// Each accessor checks the value's `objCType` first (as `typeEncoding`, which does not leak). Read from a value of
/// another type it returns the zero value (`.zero`, or `.identity` for a
/// transform) instead of reinterpreting bytes or trapping.
extension NSValue {
    /// Boxes a point, as Foundation's `NSValue(point:)` does.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// Boxes a size, as Foundation's `NSValue(size:)` does.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// Boxes a rectangle, as Foundation's `NSValue(rect:)` does.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Boxes a vector as two doubles (`[2d]`).
    public convenience init(cgVector vector: CGVector) {
        let components = [Double(vector.dx), Double(vector.dy)]
        self.init(bytes: components, objCType: CoreGraphicsValueEncoding.vector)
    }

    /// Boxes a transform as six doubles (`[6d]`), `a` through `ty`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        let components = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init)
        self.init(bytes: components, objCType: CoreGraphicsValueEncoding.affineTransform)
    }

    /// The boxed point; `.zero` when the value holds something else.
    public var cgPointValue: CGPoint {
        hasEncoding(CoreGraphicsValueEncoding.point) ? pointValue : .zero
    }

    /// The boxed size; `.zero` when the value holds something else.
    public var cgSizeValue: CGSize {
        hasEncoding(CoreGraphicsValueEncoding.size) ? sizeValue : .zero
    }

    /// The boxed rectangle; `.zero` when the value holds something else.
    public var cgRectValue: CGRect {
        hasEncoding(CoreGraphicsValueEncoding.rect) ? rectValue : .zero
    }

    /// The boxed vector; `.zero` when the value holds something else.
    public var cgVectorValue: CGVector {
        guard let c = doubles(count: 2, encoding: CoreGraphicsValueEncoding.vector) else { return .zero }
        return CGVector(dx: CGFloat(c[0]), dy: CGFloat(c[1]))
    }

    /// The boxed transform; `.identity` when the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let c = doubles(count: 6, encoding: CoreGraphicsValueEncoding.affineTransform) else { return .identity }
        return CGAffineTransform(a: CGFloat(c[0]), b: CGFloat(c[1]), c: CGFloat(c[2]),
                                 d: CGFloat(c[3]), tx: CGFloat(c[4]), ty: CGFloat(c[5]))
    }

    private func hasEncoding(_ encoding: String) -> Bool {
        typeEncoding == encoding
    }

    private func doubles(count: Int, encoding: String) -> [Double]? {
        guard hasEncoding(encoding) else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values
    }
}

/// The `objCType` strings of the boxed CoreGraphics values.
package enum CoreGraphicsValueEncoding {
    package static let point = String(cString: NSValue(point: .zero).objCType)
    package static let size = String(cString: NSValue(size: .zero).objCType)
    package static let rect = String(cString: NSValue(rect: .zero).objCType)
    package static let vector = "[2d]"
    package static let affineTransform = "[6d]"
}
