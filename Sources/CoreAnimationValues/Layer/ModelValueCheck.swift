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
        case let color as CGColor:
            return AnimatableValue.color(color).nonFiniteProblem
        case let path as CGPath:
            return AnimatableValue.path(path).nonFiniteProblem
        default:
            return nil
        }
    }

    /// Why an accepted `value` cannot be drawn, or nil: a number beyond the
    /// largest `Float` (about 3.4e38), which the GPU's 32-bit vertices and
    /// the rasterizers turn into infinity. Apple accepts such values too;
    /// the layer is reported, once per shape of report, instead of vanishing silently.
    package static func drawingProblem(with value: Any) -> String? {
        let limit = CGFloat(Float.greatestFiniteMagnitude)
        // Checked on every set: no arrays made.
        func fits(_ v: CGFloat) -> Bool { abs(v) <= limit }
        func fits(_ p: CGPoint) -> Bool { fits(p.x) && fits(p.y) }
        let drawable: Bool
        switch value {
        case let v as CGFloat: drawable = fits(v)
        case let v as Double: drawable = fits(CGFloat(v))
        case let p as CGPoint: drawable = fits(p)
        case let s as CGSize: drawable = fits(s.width) && fits(s.height)
        case let r as CGRect: drawable = fits(r.origin) && fits(r.width) && fits(r.height)
        case let t as CATransform3D:
            drawable = fits(t.m11) && fits(t.m12) && fits(t.m13) && fits(t.m14)
                && fits(t.m21) && fits(t.m22) && fits(t.m23) && fits(t.m24)
                && fits(t.m31) && fits(t.m32) && fits(t.m33) && fits(t.m34)
                && fits(t.m41) && fits(t.m42) && fits(t.m43) && fits(t.m44)
        case let path as CGPath:
            drawable = path.elements.allSatisfy { $0.allStoredPoints(fits) }
        default: drawable = true
        }
        return drawable ? nil : "beyond ±3.4e38, the largest number drawing works with: the layer is not drawn as it should be"
    }
}
