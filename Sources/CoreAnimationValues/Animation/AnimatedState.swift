import Foundation

/// The values animations write into: a layer's stored properties plus any
/// custom keys (values set with `setValue(_:forKey:)` on the main thread).
///
/// The render thread uses it with no custom keys. A plain value; safe on any thread.
package struct AnimatedState: Sendable {
    package var properties: LayerProperties
    package var custom: [String: AnimatableValue]

    package init(properties: LayerProperties, custom: [String: AnimatableValue] = [:]) {
        self.properties = properties
        self.custom = custom
    }

    package func value(at keyPath: KeyPathParts) -> AnimatableValue? {
        value(at: ResolvedKeyPath(keyPath))
    }

    package mutating func set(_ value: AnimatableValue, at keyPath: KeyPathParts) {
        set(value, at: ResolvedKeyPath(keyPath))
    }

    package func value(at resolved: ResolvedKeyPath) -> AnimatableValue? {
        if resolved.slot != nil {
            return resolved.value(in: properties)
        }
        let keyPath = resolved.parts
        guard let whole = custom[keyPath.key] else { return nil }
        if keyPath.rest.isEmpty { return whole }
        guard let base = whole.anyValue, let component = StructurePath.component(of: base, path: keyPath.rest[...]) else {
            return nil
        }
        return AnimatableValue(modelValue: component)
    }

    package mutating func set(_ value: AnimatableValue, at resolved: ResolvedKeyPath) {
        if resolved.slot != nil {
            resolved.set(value, in: &properties)
            return
        }
        let keyPath = resolved.parts
        guard let whole = custom[keyPath.key] else { return }
        if keyPath.rest.isEmpty {
            custom[keyPath.key] = value
        } else if let base = whole.anyValue,
                  let updated = StructurePath.replacing(keyPath.rest[...], of: base, with: value.anyValue) {
            custom[keyPath.key] = AnimatableValue(modelValue: updated)
        }
    }
}
