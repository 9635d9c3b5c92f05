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

    package init(transition: TransitionDraw?, strokeArc: StrokeArc?) {
        self.transition = transition
        self.strokeArc = strokeArc
    }

    /// `rare` with the transition replaced: nil when nothing is left.
    static func with(transition: TransitionDraw?, in rare: LayerDrawRare?) -> LayerDrawRare? {
        let strokeArc = rare?.strokeArc
        return transition == nil && strokeArc == nil ? nil : LayerDrawRare(transition: transition, strokeArc: strokeArc)
    }

    /// `rare` with the arc replaced: nil when nothing is left.
    static func with(strokeArc: StrokeArc?, in rare: LayerDrawRare?) -> LayerDrawRare? {
        let transition = rare?.transition
        return transition == nil && strokeArc == nil ? nil : LayerDrawRare(transition: transition, strokeArc: strokeArc)
    }
}
