import Foundation

/// Reads and writes a layer's animatable properties on `LayerProperties` by key
/// and key path, in the engine's value form.
///
/// This is what lets the same animation code run on the main thread (building
/// `presentation()`) and on the render thread (which has only
/// `LayerProperties`, never a `CALayer`). Keys are Apple's KVC names
/// ("position", "hidden", "transform.rotation.z"…). Pure; safe on any thread.
package enum LayerPropertyAccess {
    private struct Accessor: Sendable {
        let get: @Sendable (LayerProperties) -> AnimatableValue
        let set: @Sendable (inout LayerProperties, AnimatableValue) -> Bool
    }

    private static func number<T: BinaryFloatingPoint & Sendable>(_ kp: WritableKeyPath<LayerProperties, T> & Sendable) -> Accessor {
        Accessor(get: { .number(Double($0[keyPath: kp])) }, set: { props, value in
            guard case .number(let v) = value else { return false }
            props[keyPath: kp] = T(v)
            return true
        })
    }

    private static func flag(_ kp: WritableKeyPath<LayerProperties, Bool> & Sendable) -> Accessor {
        Accessor(get: { .flag($0[keyPath: kp]) }, set: { props, value in
            guard case .flag(let v) = value else { return false }
            props[keyPath: kp] = v
            return true
        })
    }

    private static func point(_ kp: WritableKeyPath<LayerProperties, CGPoint> & Sendable) -> Accessor {
        Accessor(get: { .point($0[keyPath: kp]) }, set: { props, value in
            guard case .point(let v) = value else { return false }
            props[keyPath: kp] = v
            return true
        })
    }

    private static func size(_ kp: WritableKeyPath<LayerProperties, CGSize> & Sendable) -> Accessor {
        Accessor(get: { .size($0[keyPath: kp]) }, set: { props, value in
            guard case .size(let v) = value else { return false }
            props[keyPath: kp] = v
            return true
        })
    }

    private static func rect(_ kp: WritableKeyPath<LayerProperties, CGRect> & Sendable) -> Accessor {
        Accessor(get: { .rect($0[keyPath: kp]) }, set: { props, value in
            guard case .rect(let v) = value else { return false }
            props[keyPath: kp] = v
            return true
        })
    }

    private static func transform(_ kp: WritableKeyPath<LayerProperties, CATransform3D> & Sendable) -> Accessor {
        Accessor(get: { .transform($0[keyPath: kp]) }, set: { props, value in
            guard case .transform(let v) = value, v.isFinite else { return false }
            props[keyPath: kp] = v
            return true
        })
    }

    private static func color(_ kp: WritableKeyPath<LayerProperties, CGColor?> & Sendable) -> Accessor {
        Accessor(get: { .color($0[keyPath: kp]) }, set: { props, value in
            guard case .color(let v) = value else { return false }
            props[keyPath: kp] = v
            return true
        })
    }

    private static let accessors: [String: Accessor] = [
        "bounds": rect(\.bounds),
        "position": point(\.position),
        "zPosition": number(\.zPosition),
        "anchorPoint": point(\.anchorPoint),
        "anchorPointZ": number(\.anchorPointZ),
        "transform": transform(\.transform),
        "sublayerTransform": transform(\.sublayerTransform),
        "hidden": flag(\.isHidden),
        "doubleSided": flag(\.isDoubleSided),
        "masksToBounds": flag(\.masksToBounds),
        "opacity": number(\.opacity),
        "backgroundColor": color(\.backgroundColor),
        "cornerRadius": number(\.cornerRadius),
        "borderWidth": number(\.borderWidth),
        "borderColor": color(\.borderColor),
        "shadowColor": color(\.shadowColor),
        "shadowOpacity": number(\.shadowOpacity),
        "shadowOffset": size(\.shadowOffset),
        "shadowRadius": number(\.shadowRadius),
        "shadowPath": Accessor(get: { .path($0.shadowPath) }, set: { props, value in
            guard case .path(let v) = value else { return false }
            props.shadowPath = v
            return true
        }),
        "contentsRect": rect(\.contentsRect),
        "contentsCenter": rect(\.contentsCenter),
        "contentsScale": number(\.contentsScale),
        "rasterizationScale": number(\.rasterizationScale),
        "minificationFilterBias": number(\.minificationFilterBias),
        "contents": Accessor(get: { .contents($0.contents) }, set: { props, value in
            guard case .contents(let v) = value else { return false }
            props.contents = v
            return true
        }),
    ]

    /// Whether `key` (the first component of a key path) is a property stored in `LayerProperties`.
    package static func isStored(_ key: String) -> Bool { accessors[key] != nil }

    /// The value at `keyPath` ("position", "position.x", "transform.rotation.z"), or nil
    /// when the key is not stored here or the structure path does not exist.
    package static func value(at keyPath: KeyPathParts, in props: LayerProperties) -> AnimatableValue? {
        guard let accessor = accessors[keyPath.key] else { return nil }
        let whole = accessor.get(props)
        if keyPath.rest.isEmpty { return whole }
        guard let base = whole.anyValue, let component = StructurePath.component(of: base, path: keyPath.rest[...]) else {
            return nil
        }
        return AnimatableValue(modelValue: component)
    }

    /// Writes `value` at `keyPath`; false when the key is not stored here or the kinds differ.
    @discardableResult
    package static func set(_ value: AnimatableValue, at keyPath: KeyPathParts, in props: inout LayerProperties) -> Bool {
        guard let accessor = accessors[keyPath.key] else { return false }
        if keyPath.rest.isEmpty { return accessor.set(&props, value) }
        guard let base = accessor.get(props).anyValue,
              let updated = StructurePath.replacing(keyPath.rest[...], of: base, with: value.anyValue)
        else { return false }
        return accessor.set(&props, AnimatableValue(modelValue: updated))
    }
}

/// A key path split into its first key and the structure path after it.
///
/// A plain value; safe on any thread.
package struct KeyPathParts: Hashable, Sendable {
    package let key: String
    package let rest: [String]

    package init(_ keyPath: String) {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        key = parts.first ?? ""
        rest = Array(parts.dropFirst())
    }

    package var description: String { ([key] + rest).joined(separator: ".") }
}
