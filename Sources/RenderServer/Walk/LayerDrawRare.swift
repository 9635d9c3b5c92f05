import Foundation

/// What few drawn layers carry, kept out of line in their `LayerDraw`: a
/// running transition and a stroked arc.
///
/// Every frame makes an item for every drawn layer; these took 32 bytes in
/// each (an arc's 18 and a reference) where one reference now stands.
/// Immutable: a change makes another (items are copied freely). Safe on any thread.
package final class LayerDrawRare: Sendable {
    package let transition: TransitionDraw?
    package let strokeArc: StrokeArc?

    /// Nil when neither is set: an item with neither carries no reference.
    package init?(transition: TransitionDraw?, strokeArc: StrokeArc?) {
        guard transition != nil || strokeArc != nil else { return nil }
        self.transition = transition
        self.strokeArc = strokeArc
    }
}
