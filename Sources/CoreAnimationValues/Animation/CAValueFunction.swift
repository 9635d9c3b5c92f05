import Foundation

/// A named function that turns an animation's interpolated numbers into a `CATransform3D`.
///
/// A property animation with a value function interpolates plain numbers (an angle, or the
/// three factors of a scale) and passes them through the function to get the transform it
/// sets, so that `rotateZ` from 0 to 2π turns a full circle where interpolating matrices
/// would not move. Create one with `init(name:)`; names outside Apple's list give nil.
///
/// Immutable and `Sendable`: one instance may be shared by the main and render threads.
/// Two functions with the same name are equal. Not archivable (no `NSSecureCoding` here).
public final class CAValueFunction: NSObject, Sendable {
    /// The name this function was created with.
    public let name: CAValueFunctionName

    private let kind: Kind

    /// The function called `name`, or nil when `name` is not one of Apple's value functions.
    public convenience init?(name: CAValueFunctionName) {
        guard let kind = Kind(name) else { return nil }
        self.init(name: name, kind: kind)
    }

    private init(name: CAValueFunctionName, kind: Kind) {
        self.name = name
        self.kind = kind
        super.init()
    }

    /// True when `object` is a `CAValueFunction` with the same ``name``.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CAValueFunction)?.name == name
    }

    /// The hash of ``name``, so that equal functions hash alike.
    public override var hash: Int { name.hashValue }

    /// `<CAValueFunction: name>`, such as `<CAValueFunction: rotateZ>`.
    public override var description: String { "<CAValueFunction: \(name.rawValue)>" }

    /// The transform for the animation's interpolated `values`.
    ///
    /// Rotations and single-axis functions read `values[0]`; `scale` and `translate` read
    /// `(x, y, z)` from `values[0…2]`. Missing values take the identity's (0 for angles and
    /// distances, 1 for scale factors), and values past those the function reads are ignored.
    ///
    /// - Complexity: O(1).
    package func transform(for values: [Double]) -> CATransform3D {
        func value(_ index: Int, default fallback: Double) -> CGFloat {
            CGFloat(index < values.count ? values[index] : fallback)
        }
        switch kind {
        case .rotateX: return CATransform3DMakeRotation(value(0, default: 0), 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(value(0, default: 0), 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(value(0, default: 0), 0, 0, 1)
        case .scale:
            return CATransform3DMakeScale(value(0, default: 1), value(1, default: 1), value(2, default: 1))
        case .scaleX: return CATransform3DMakeScale(value(0, default: 1), 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, value(0, default: 1), 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, value(0, default: 1))
        case .translate:
            return CATransform3DMakeTranslation(value(0, default: 0), value(1, default: 0), value(2, default: 0))
        case .translateX: return CATransform3DMakeTranslation(value(0, default: 0), 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, value(0, default: 0), 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, value(0, default: 0))
        }
    }

    /// How many input values the function reads: 3 for `scale` and `translate`, else 1.
    package var inputCount: Int {
        switch kind {
        case .scale, .translate: 3
        default: 1
        }
    }

    private enum Kind: Sendable {
        case rotateX, rotateY, rotateZ
        case scale, scaleX, scaleY, scaleZ
        case translate, translateX, translateY, translateZ

        init?(_ name: CAValueFunctionName) {
            switch name {
            case .rotateX: self = .rotateX
            case .rotateY: self = .rotateY
            case .rotateZ: self = .rotateZ
            case .scale: self = .scale
            case .scaleX: self = .scaleX
            case .scaleY: self = .scaleY
            case .scaleZ: self = .scaleZ
            case .translate: self = .translate
            case .translateX: self = .translateX
            case .translateY: self = .translateY
            case .translateZ: self = .translateZ
            default: return nil
            }
        }
    }
}
