import Foundation

/// One immutable value held by reference, so that the copies of a larger
/// value that hold it share one allocation instead of each carrying the
/// bytes: a layer's rare values (`RareLayerValuesReference`), a model
/// layer's committed values (`CALayer.committedState`). A change makes a
/// new one.
///
/// Immutable: safe on any thread.
@usableFromInline
package final class SharedValue<Value: Sendable>: Sendable {
    @usableFromInline package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}

extension SharedValue: Equatable where Value: Equatable {
    /// The same object, or equal values.
    @usableFromInline package static func == (a: SharedValue, b: SharedValue) -> Bool {
        a === b || a.value == b.value
    }
}
