import Foundation

/// Geometry written as text and read back, as UIKit's `NSCoder` class
/// methods (`NSStringFromCGPoint` and its family in Objective-C).
///
/// The forms are Apple's: `{x, y}` for points, vectors, sizes and offsets,
/// `{{x, y}, {w, h}}` for rectangles, `[a, b, c, d, tx, ty]` for affine
/// transforms and `{top, left, bottom, right}` for edge insets, numbers
/// written with up to 17 significant digits (so they read back exactly).
/// Reading takes the numbers in order whatever the punctuation, as Apple's
/// parser does; a missing number reads as 0, so a malformed string gives
/// zeros rather than an error. Pure; any thread.
extension NSCoder {
    /// The point as `{x, y}`.
    public class func string(for point: CGPoint) -> String { braced(point.x, point.y) }
    /// The vector as `{dx, dy}`.
    public class func string(for vector: CGVector) -> String { braced(vector.dx, vector.dy) }
    /// The size as `{width, height}`.
    public class func string(for size: CGSize) -> String { braced(size.width, size.height) }
    /// The offset as `{horizontal, vertical}`.
    public class func string(for offset: UIOffset) -> String { braced(offset.horizontal, offset.vertical) }

    /// The rectangle as `{{x, y}, {width, height}}`, exactly as stored (not standardized).
    public class func string(for rect: CGRect) -> String {
        "{\(braced(rect.origin.x, rect.origin.y)), \(braced(rect.size.width, rect.size.height))}"
    }

    /// The transform as `[a, b, c, d, tx, ty]`.
    public class func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number)
            .joined(separator: ", ") + "]"
    }

    /// The insets as `{top, left, bottom, right}`.
    public class func string(for insets: UIEdgeInsets) -> String {
        braced(insets.top, insets.left, insets.bottom, insets.right)
    }

    /// The point whose x and y are the first two numbers in `string`; missing or non-finite numbers read as 0.
    public class func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }

    /// The vector whose dx and dy are the first two numbers in `string`; missing or non-finite numbers read as 0.
    public class func cgVector(for string: String) -> CGVector {
        let n = numbers(in: string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }

    /// The size whose width and height are the first two numbers in `string`; missing or non-finite numbers read as 0.
    public class func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }

    /// The rectangle from the first four numbers in `string` (x, y, width, height); missing or non-finite numbers read as 0.
    public class func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The transform from the first six numbers in `string` (a, b, c, d, tx, ty); missing or non-finite numbers read as 0.
    ///
    /// An empty or malformed string therefore gives the all-zero transform, not the identity.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(in: string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// The insets from the first four numbers in `string` (top, left, bottom, right); missing or non-finite numbers read as 0.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// The offset from the first two numbers in `string` (horizontal, vertical); missing or non-finite numbers read as 0.
    public class func uiOffset(for string: String) -> UIOffset {
        let n = numbers(in: string, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }

    private static func braced(_ values: CGFloat...) -> String {
        "{" + values.map(number).joined(separator: ", ") + "}"
    }

    /// `%.17g`: the shortest form for whole numbers, exact for the rest.
    private static func number(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    /// The first `count` numbers in `string`, padded with zeros.
    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        var result: [CGFloat] = []
        string.withCString { start in
            var cursor = start
            while cursor.pointee != 0, result.count < count {
                var end: UnsafeMutablePointer<CChar>?
                let value = strtod(cursor, &end)
                if let end, end != UnsafeMutablePointer(mutating: cursor) {
                    result.append(value.isFinite ? CGFloat(value) : 0)
                    cursor = UnsafePointer(end)
                } else {
                    cursor += 1
                }
            }
        }
        return result + Array(repeating: 0, count: count - result.count)
    }
}
