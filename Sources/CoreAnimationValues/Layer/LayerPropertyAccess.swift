import Foundation

/// Reads and writes a layer's animatable properties on `LayerProperties` by
/// key path, in the engine's value form.
///
/// This is what lets the same animation code run on the main thread (building
/// `presentation()`) and on the render thread (which has only
/// `LayerProperties`, never a `CALayer`). Keys are Apple's KVC names
/// ("position", "hidden", "transform.rotation.z"…). Callers on hot paths keep
/// a `ResolvedKeyPath` instead. Pure; safe on any thread.
package enum LayerPropertyAccess {
    /// Whether `key` (the first component of a key path) is a property stored in `LayerProperties`.
    package static func isStored(_ key: String) -> Bool { ResolvedKeyPath.Slot(rawValue: key) != nil }

    /// The value at `keyPath`, or nil when the key is not stored here or the structure path does not exist.
    package static func value(at keyPath: KeyPathParts, in props: LayerProperties) -> AnimatableValue? {
        ResolvedKeyPath(keyPath).value(in: props)
    }

    /// Writes `value` at `keyPath`; false when the key is not stored here or the kinds differ.
    @discardableResult
    package static func set(_ value: AnimatableValue, at keyPath: KeyPathParts, in props: inout LayerProperties) -> Bool {
        ResolvedKeyPath(keyPath).set(value, in: &props)
    }
}
