import Foundation

/// What a `CAEmitterLayer` emits and from where, with Apple's defaults
/// (a point at the origin, volume mode, unordered, every multiplier 1).
///
/// `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply the
/// cells' values of the same names. `creationTime` (media time, set when
/// the layer is made) is when an emitter whose `beginTime` is 0 starts: it
/// is not pre-simulated back to the start of its time space. A value type:
/// safe on any thread.
package struct EmitterValues: Sendable, Equatable {
    package var cells: [EmitterCellValues] = []
    package var birthRate: Float = 1
    package var lifetime: Float = 1
    package var emitterPosition: CGPoint = .zero
    package var emitterZPosition: CGFloat = 0
    package var emitterSize: CGSize = .zero
    package var emitterDepth: CGFloat = 0
    package var emitterShape: CAEmitterLayerEmitterShape = .point
    package var emitterMode: CAEmitterLayerEmitterMode = .volume
    package var renderMode: CAEmitterLayerRenderMode = .unordered
    package var preservesDepth = false
    package var velocity: Float = 1
    package var scale: Float = 1
    package var spin: Float = 1
    package var seed: UInt32 = 0
    package var creationTime: Double = 0

    package init() {}

    /// The top-level cell at `names` (a path of names through `cells`), or nil.
    package func cell(at names: [String]) -> EmitterCellValues? {
        guard let first = names.first, let match = cells.first(where: { $0.name == first }) else { return nil }
        return names.count == 1 ? match : match.cell(at: names.dropFirst())
    }

    /// Applies `change` to the cell at `names`; false when there is none or `change` refuses.
    package mutating func updateCell(at names: [String], _ change: (inout EmitterCellValues) -> Bool) -> Bool {
        guard let first = names.first, let index = cells.firstIndex(where: { $0.name == first }) else { return false }
        if names.count == 1 { return change(&cells[index]) }
        return cells[index].updateCell(at: names.dropFirst(), change)
    }
}
