import Foundation

/// Reads and writes the `TransformComponent`s of a transform, for key paths such as
/// `transform.rotation.z` and for animations of them.
///
/// Components are read from the `TransformDecomposition` of the matrix: rotation angles are
/// its x-then-y-then-z angles, and translation is `m41…m43 / m44`. Writing replaces one
/// component and recomposes the others unchanged, which is what Apple's
/// `setValue(_:forKeyPath:)` does for these paths. A matrix that does not decompose (such as
/// one with `m44 == 0`) reads as the identity's components, translation apart (read whenever
/// `m44` is nonzero), and writing starts from the identity. A value of the wrong kind (a size for a number component or the reverse)
/// leaves the transform unchanged.
///
/// Pure functions: usable on any thread. Each call is O(1).
package enum TransformKeyPath {
    /// The layer properties whose values are `CATransform3D` and carry component key paths.
    package static let transformProperties: Set<String> = ["transform", "sublayerTransform"]

    /// Splits a key path such as `"transform.rotation.z"` into its property and component;
    /// nil unless the property is `transform` or `sublayerTransform` and the rest is a
    /// component in Apple's table.
    package static func parse(_ keyPath: String) -> (property: String, component: TransformComponent)? {
        guard let dot = keyPath.firstIndex(of: ".") else { return nil }
        let property = String(keyPath[..<dot])
        guard transformProperties.contains(property),
              let component = TransformComponent(keyPathSuffix: String(keyPath[keyPath.index(after: dot)...]))
        else { return nil }
        return (property, component)
    }

    /// The value of `component` in `t`: radians for rotations, factors for scales (`scale`
    /// is the average of x, y and z), distances for translations (`translation` is a size).
    package static func value(of component: TransformComponent, in t: CATransform3D) -> TransformComponent.Value {
        if component == .rotationZ, let planar = PlanarTurn(t) { return .scalar(CGFloat(planar.angle)) }
        var parts = TransformDecomposition(t) ?? .identity
        if t.m44 != 0, t.isFinite {
            // Translation needs no decomposition, so it reads even where one fails.
            parts.translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43)) / Double(t.m44)
        }
        switch component {
        case .rotationX: return .scalar(CGFloat(parts.rotationAngles.x))
        case .rotationY: return .scalar(CGFloat(parts.rotationAngles.y))
        case .rotationZ: return .scalar(CGFloat(parts.rotationAngles.z))
        case .scaleX: return .scalar(CGFloat(parts.scale.x))
        case .scaleY: return .scalar(CGFloat(parts.scale.y))
        case .scaleZ: return .scalar(CGFloat(parts.scale.z))
        case .scale: return .scalar(CGFloat(parts.scale.sum() / 3))
        case .scaleXY: return .scalar(CGFloat((parts.scale.x + parts.scale.y) / 2))
        case .translationX: return .scalar(CGFloat(parts.translation.x))
        case .translationY: return .scalar(CGFloat(parts.translation.y))
        case .translationZ: return .scalar(CGFloat(parts.translation.z))
        case .translation: return .size(CGSize(width: parts.translation.x, height: parts.translation.y))
        }
    }

    /// `t` with `component` replaced by `value` and every other component kept.
    ///
    /// This is Apple's `setValue(_:forKeyPath:)` on `transform.<component>`, and the value
    /// of a non-additive animation of that key path: an angle interpolated as a number (so
    /// 0 to 2π turns once) becomes the rotation of the model's transform. `scale` sets all
    /// three factors, `scale.xy` the x and y factors. Translations are written straight into `m41…m43` (times `m44`), leaving
    /// every other entry bit for bit; as translation is read as `m41…m43 / m44`, it reads back
    /// as written even under perspective.
    package static func setting(_ component: TransformComponent, to value: TransformComponent.Value,
                                in t: CATransform3D) -> CATransform3D {
        edit(component, value, t, additive: false)
    }

    /// `t` with `value` added to `component`, as an additive animation of the key path does.
    ///
    /// Rotations add to the angle about their axis (the rotation concatenated within the
    /// decomposition), translations add to the distance, and scales add to the factor
    /// (`scale` adds to each of x, y and z), following Apple's rule that an additive
    /// animation of a number adds numbers.
    package static func apply(component: TransformComponent, value: TransformComponent.Value,
                              to t: CATransform3D) -> CATransform3D {
        edit(component, value, t, additive: true)
    }

    private static func edit(_ component: TransformComponent, _ value: TransformComponent.Value,
                             _ t: CATransform3D, additive: Bool) -> CATransform3D {
        let amount: SIMD3<Double>
        switch (component, value) {
        case (.translation, .size(let size)):
            amount = SIMD3(Double(size.width), Double(size.height), 0)
        case (.translation, .scalar), (_, .size):
            return t
        case (_, .scalar(let v)):
            amount = SIMD3(repeating: Double(v))
        }

        if let result = editTranslationDirectly(component, amount, t, additive: additive) {
            return result
        }
        if component == .rotationZ, let planar = PlanarTurn(t) {
            return planar.turned(to: additive ? planar.angle + amount.z : amount.z)
        }

        var parts = TransformDecomposition(t) ?? .identity
        func change(_ current: Double, _ amount: Double) -> Double {
            additive ? current + amount : amount
        }
        switch component {
        case .rotationX: parts.rotationAngles.x = change(parts.rotationAngles.x, amount.x)
        case .rotationY: parts.rotationAngles.y = change(parts.rotationAngles.y, amount.y)
        case .rotationZ: parts.rotationAngles.z = change(parts.rotationAngles.z, amount.z)
        case .scaleX: parts.scale.x = change(parts.scale.x, amount.x)
        case .scaleY: parts.scale.y = change(parts.scale.y, amount.y)
        case .scaleZ: parts.scale.z = change(parts.scale.z, amount.z)
        case .scale: parts.scale = additive ? parts.scale + amount : amount
        case .scaleXY:
            parts.scale.x = change(parts.scale.x, amount.x)
            parts.scale.y = change(parts.scale.y, amount.y)
        case .translationX: parts.translation.x = change(parts.translation.x, amount.x)
        case .translationY: parts.translation.y = change(parts.translation.y, amount.y)
        case .translationZ: parts.translation.z = change(parts.translation.z, amount.z)
        case .translation:
            parts.translation.x = change(parts.translation.x, amount.x)
            parts.translation.y = change(parts.translation.y, amount.y)
        }
        return parts.transform
    }

    /// Translations touch only `m41…m43` (scaled by `m44`): the scale, skew, rotation and
    /// perspective read from the matrix do not depend on them. Nil when the matrix does not
    /// decompose, so that the general path starts from the identity.
    private static func editTranslationDirectly(_ component: TransformComponent, _ amount: SIMD3<Double>,
                                                _ t: CATransform3D, additive: Bool) -> CATransform3D? {
        switch component {
        case .translationX, .translationY, .translationZ, .translation: break
        default: return nil  // before the finiteness test and the copy: a rotation or scale asks every frame
        }
        guard t.m44 != 0, t.isFinite else { return nil }
        let w = t.m44
        var r = t
        func change(_ entry: inout CGFloat, _ amount: Double) {
            entry = additive ? entry + CGFloat(amount) * w : CGFloat(amount) * w
        }
        switch component {
        case .translationX: change(&r.m41, amount.x)
        case .translationY: change(&r.m42, amount.y)
        case .translationZ: change(&r.m43, amount.z)
        case .translation:
            change(&r.m41, amount.x)
            change(&r.m42, amount.y)
        default: return nil
        }
        return r
    }
}
