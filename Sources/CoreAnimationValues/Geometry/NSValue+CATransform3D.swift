import CoreGraphics
import Foundation

/// Boxing `CATransform3D` in `NSValue`, as Apple's Foundation additions do.
///
/// On Linux, `NSValue(bytes:objCType:)` cannot box a struct encoding (`{…}`), but it boxes
/// C arrays, copies their bytes, and compares and hashes them. A transform is therefore stored
/// as the C array `double[16]` (`objCType` `"[16d]"`) holding the entries row by row,
/// `m11, m12, …, m44`. Two values holding equal transforms are `==`, except where an entry
/// differs only in the sign of zero or is NaN (the comparison is bytewise).
///
/// `NSValue` is immutable; these values may be read on any thread.
extension NSValue {
    /// The `objCType` under which transforms are boxed.
    package static let caTransform3DObjCType = "[16d]"

    /// Creates a value object containing the transform `t`.
    public convenience init(caTransform3D t: CATransform3D) {
        let buffer = UnsafeMutablePointer<Double>.allocate(capacity: 16)
        defer { buffer.deallocate() }
        buffer.initialize(from: t.rowMajorEntries.map { Double($0) }, count: 16)
        self.init(bytes: buffer, objCType: NSValue.caTransform3DObjCType)
    }

    /// The transform this value contains.
    ///
    /// A value that was not made by `init(caTransform3D:)` (any other `objCType`) reads as
    /// `CATransform3DIdentity`, rather than reinterpreting foreign bytes.
    public var caTransform3DValue: CATransform3D {
        guard typeEncoding == NSValue.caTransform3DObjCType else {
            return CATransform3DIdentity
        }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(rowMajor: entries.map { CGFloat($0) })
    }
}
