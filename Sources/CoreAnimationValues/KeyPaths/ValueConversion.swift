import CoreGraphics
import Foundation

/// Reads an `Any` in whatever form Apple code hands it over as a typed value.
///
/// On Linux an `Any` holding a `CGFloat` is not an `NSNumber` (and an
/// `NSNumber` does not cast to `CGFloat`), and structs are not `NSValue`s, so
/// every accepted form is converted explicitly: `Double`, `Float`, `CGFloat`,
/// `Int` and the other integer types, `Bool`, `NSNumber`, the geometry structs
/// and `NSValue`s wrapping them. Pure functions; safe on any thread.
package enum ValueConversion {
    /// `value` with optionals unwrapped: an `Any` that holds `Optional.none`
    /// (a nil `CGColor?` passed through `Any`) becomes nil.
    package static func flattened(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return flattened(mirror.children.first?.value)
    }

    /// A number from any numeric form, or nil.
    package static func double(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as Int32: return Double(v)
        case let v as Int64: return Double(v)
        case let v as UInt: return Double(v)
        case let v as UInt32: return Double(v)
        case let v as Bool: return v ? 1 : 0
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    package static func cgFloat(_ value: Any?) -> CGFloat? { double(value).map { CGFloat($0) } }

    package static func float(_ value: Any?) -> Float? { double(value).map { Float($0) } }

    package static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let v as Bool: return v
        case let v as NSNumber: return v.boolValue
        default: return double(value).map { $0 != 0 }
        }
    }

    package static func point(_ value: Any?) -> CGPoint? {
        switch value {
        case let v as CGPoint: return v
        case let v as NSValue where v.typeEncoding == CoreGraphicsValueEncoding.point: return v.pointValue
        default: return nil
        }
    }

    package static func size(_ value: Any?) -> CGSize? {
        switch value {
        case let v as CGSize: return v
        case let v as NSValue where v.typeEncoding == CoreGraphicsValueEncoding.size: return v.sizeValue
        default: return nil
        }
    }

    package static func rect(_ value: Any?) -> CGRect? {
        switch value {
        case let v as CGRect: return v
        case let v as NSValue where v.typeEncoding == CoreGraphicsValueEncoding.rect: return v.rectValue
        default: return nil
        }
    }

    /// A transform from `CATransform3D` or an `NSValue(caTransform3D:)` (objCType `[16d]`).
    package static func transform(_ value: Any?) -> CATransform3D? {
        switch value {
        case let v as CATransform3D: return v
        // An affine transform (real code animates `transform` from
        // CGAffineTransform values, which Swift boxes as NSValues on Apple's
        // platforms) is the 3D transform that acts the same in the plane.
        case let v as CGAffineTransform: return CATransform3DMakeAffineTransform(v)
        case let v as NSValue where v.typeEncoding == transform3DObjCType:
            var m = [Double](repeating: 0, count: 16)
            m.withUnsafeMutableBytes { v.getValue($0.baseAddress!) }
            return CATransform3D(
                m11: m[0], m12: m[1], m13: m[2], m14: m[3],
                m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                m31: m[8], m32: m[9], m33: m[10], m34: m[11],
                m41: m[12], m42: m[13], m43: m[14], m44: m[15])
        default: return nil
        }
    }

    package static func color(_ value: Any?) -> CGColor? { value as? CGColor }

    package static func path(_ value: Any?) -> CGPath? {
        guard let path = value as? CGPath else { return nil }
        return path.copy()
    }

    /// A string from `String` or `NSString`.
    package static func string(_ value: Any?) -> String? {
        switch value {
        case let v as String: return v
        case let v as NSString: return v as String
        default: return nil
        }
    }

    /// The objCType an `NSValue(caTransform3D:)` carries.
    package static let transform3DObjCType = "[16d]"
}
