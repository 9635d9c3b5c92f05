import Foundation

/// A model layer's values as a commit carried them, kept aside by the
/// first change after that commit (`CALayer.committedState`).
///
/// Immutable; guarded, as the layer's values are, by `LayerTreeLock`.
final class CommittedValues {
    let values: LayerProperties

    init(_ values: LayerProperties) {
        self.values = values
    }
}
