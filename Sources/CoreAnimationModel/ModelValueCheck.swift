import Foundation

/// Decides whether a value may become a layer's model value.
///
/// Non-finite numbers (NaN, ±infinity) in geometry, transforms and timing are
/// refused so that one bad value never poisons a frame. Pure; safe on any thread.
package enum ModelValueCheck {
    /// Why `value` is refused, or nil when it is acceptable. With
    /// `allowsInfinity` (repeatCount, repeatDuration) only NaN is refused.
    package static func problem(with value: Any, allowsInfinity: Bool = false) -> String? {
        if allowsInfinity, let v = ValueConversion.double(value) {
            return v.isNaN ? "not a number" : nil
        }
        switch value {
        case let v as CGFloat: return v.isFinite ? nil : "not a finite number"
        case let v as Double: return v.isFinite ? nil : "not a finite number"
        case let v as Float: return v.isFinite ? nil : "not a finite number"
        case let p as CGPoint:
            return p.x.isFinite && p.y.isFinite ? nil : "a coordinate is not finite"
        case let s as CGSize:
            return s.width.isFinite && s.height.isFinite ? nil : "a dimension is not finite"
        case let r as CGRect:
            return r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite
                && r.size.height.isFinite ? nil : "a component is not finite"
        case let t as CATransform3D:
            return t.isFinite ? nil : "a matrix element is not finite"
        default:
            return nil
        }
    }
}
