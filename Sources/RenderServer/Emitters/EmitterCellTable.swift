import CoreAnimationValues
import Foundation

/// An emitter's cells flattened for the simulation: every cell (sub-cells
/// included) by index, depth first, with its parent and children, so that
/// particles name their cell with a small integer.
///
/// Made from `EmitterValues` once per frame (and once per simulation step
/// for an animated emitter). A plain value; render thread.
struct EmitterCellTable {
    struct Cell {
        var values: EmitterCellValues
        /// The cell whose particles emit this one; nil for a top-level cell.
        var parent: Int?
        var children: [Int]
        /// The longest a particle of this cell and its descendants' particles can last, in seconds.
        var horizon: Double
    }

    private(set) var cells: [Cell] = []
    /// The top-level cells.
    private(set) var roots: [Int] = []
    /// The shape of the tree (each cell's name and parent): a simulation
    /// made with another shape cannot go on with this table.
    private(set) var shape: [ShapeEntry] = []

    struct ShapeEntry: Equatable {
        var name: String?
        var parent: Int?
    }

    /// Whether some cell has sub-cells.
    var hasSubcells: Bool { cells.contains { !$0.children.isEmpty } }

    /// The longest any particle (with the ones it emits) lasts, at most 600 seconds.
    var horizon: Double { min(roots.map { cells[$0].horizon }.max() ?? 0, 600) }

    init(_ emitter: EmitterValues) {
        let lifetimeScale = Double(max(emitter.lifetime, 0))
        for cell in emitter.cells {
            roots.append(add(cell, parent: nil, lifetimeScale: lifetimeScale))
        }
    }

    private mutating func add(_ values: EmitterCellValues, parent: Int?, lifetimeScale: Double) -> Int {
        let index = cells.count
        var stored = values
        stored.cells = []
        let longest = max(0, Double(values.lifetime) + abs(Double(values.lifetimeRange)) / 2) * lifetimeScale
        cells.append(Cell(values: stored, parent: parent, children: [], horizon: longest.isFinite ? longest : 0))
        shape.append(ShapeEntry(name: values.name, parent: parent))
        var longestChild = 0.0
        for child in values.cells {
            let childIndex = add(child, parent: index, lifetimeScale: lifetimeScale)
            cells[index].children.append(childIndex)
            longestChild = max(longestChild, cells[childIndex].horizon)
        }
        cells[index].horizon += longestChild
        return index
    }
}
