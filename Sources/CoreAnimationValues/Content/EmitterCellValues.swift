import Foundation

/// One `CAEmitterCell` as the render server sees it: how its particles are
/// born, move, turn, grow and change colour, and what they draw, with
/// Apple's defaults (no births, white, scale 1, the whole image).
///
/// Values given as a mean and a range are drawn per particle uniformly from
/// [mean − range/2, mean + range/2]; speeds are per second. `cells` are the
/// sub-cells whose particles each of this cell's particles emits; their
/// `timing` runs in the emitting particle's age (a top-level cell's in the
/// emitter layer's local time). A value type: safe on any thread.
package struct EmitterCellValues: Sendable, Equatable {
    package var name: String?
    package var isEnabled = true
    package var birthRate: Float = 0
    package var lifetime: Float = 0
    package var lifetimeRange: Float = 0
    package var emissionLatitude: CGFloat = 0
    package var emissionLongitude: CGFloat = 0
    package var emissionRange: CGFloat = 0
    package var velocity: CGFloat = 0
    package var velocityRange: CGFloat = 0
    package var xAcceleration: CGFloat = 0
    package var yAcceleration: CGFloat = 0
    package var zAcceleration: CGFloat = 0
    package var scale: CGFloat = 1
    package var scaleRange: CGFloat = 0
    package var scaleSpeed: CGFloat = 0
    package var spin: CGFloat = 0
    package var spinRange: CGFloat = 0
    /// Nil draws as opaque white.
    package var color: CGColor? = CGColor.white
    package var redRange: Float = 0
    package var greenRange: Float = 0
    package var blueRange: Float = 0
    package var alphaRange: Float = 0
    package var redSpeed: Float = 0
    package var greenSpeed: Float = 0
    package var blueSpeed: Float = 0
    package var alphaSpeed: Float = 0
    /// The particle's image; nil draws nothing (the particles still live and emit).
    package var contents: LayerContents?
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsScale: CGFloat = 1
    package var minificationFilter: CALayerContentsFilter = .linear
    package var magnificationFilter: CALayerContentsFilter = .linear
    package var minificationFilterBias: Float = 0
    /// When the cell emits: `beginTime`, `duration` (0: for ever) and `speed`.
    package var timing = MediaTimingValues()
    package var cells: [EmitterCellValues] = []

    package init() {}

    /// Whether the cell emits at `time` (its parent's time: the emitter's
    /// local time, or the emitting particle's age): after `beginTime`, within
    /// `duration` when one is set, with a speed that is not 0.
    package func emits(at time: Double) -> Bool {
        guard isEnabled, timing.speed != 0 else { return false }
        let elapsed = (time - timing.beginTime) * Double(timing.speed) + timing.timeOffset
        return elapsed >= 0 && (timing.duration <= 0 || elapsed < timing.duration)
    }

    /// The sub-cell at `names` (a path of names through `cells`), or nil.
    package func cell(at names: ArraySlice<String>) -> EmitterCellValues? {
        guard let first = names.first, let match = cells.first(where: { $0.name == first }) else { return nil }
        return names.count == 1 ? match : match.cell(at: names.dropFirst())
    }

    /// Replaces the sub-cell at `names` with `change` applied; false when there is none.
    package mutating func updateCell(at names: ArraySlice<String>, _ change: (inout EmitterCellValues) -> Bool) -> Bool {
        guard let first = names.first, let index = cells.firstIndex(where: { $0.name == first }) else { return false }
        if names.count == 1 { return change(&cells[index]) }
        return cells[index].updateCell(at: names.dropFirst(), change)
    }
}
