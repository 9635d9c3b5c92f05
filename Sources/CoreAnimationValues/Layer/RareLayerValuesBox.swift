import Foundation

/// One `RareLayerValues`, held by reference so that the copies of a
/// layer's values holding the same ones share it; a change makes a new one
/// (`RareLayerValuesReference.set`).
///
/// Immutable: safe on any thread.
@usableFromInline
final class RareLayerValuesBox: Sendable, Equatable {
    @usableFromInline let values: RareLayerValues

    init(_ values: RareLayerValues) {
        self.values = values
    }

    @usableFromInline static func == (a: RareLayerValuesBox, b: RareLayerValuesBox) -> Bool {
        a === b || a.values == b.values
    }
}
