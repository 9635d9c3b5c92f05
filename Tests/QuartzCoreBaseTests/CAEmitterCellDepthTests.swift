import XCTest
@testable import QuartzCoreBase

/// What an emitter layer takes of its cells' tree: at most
/// `CAEmitterCell.maximumDepth` levels and `maximumCells` cells, whatever
/// the app built (deep chains, shared cells, a cell inside itself).
final class CAEmitterCellDepthTests: XCTestCase {

    /// The number of levels and of cells in `cells`' values.
    private func measure(_ cells: [EmitterCellValues]) -> (depth: Int, count: Int) {
        var depth = 0, count = 0
        var level = cells
        while !level.isEmpty {
            depth += 1
            count += level.count
            level = level.flatMap(\.cells)
        }
        return (depth, count)
    }

    private func named(_ name: String) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = name
        cell.birthRate = 1
        return cell
    }

    func testAChainTwoThousandDeepIsTakenSixteenLevelsDeepWithOneReport() {
        let top = named("top")
        var cell = top
        for index in 1..<2_000 {
            let inner = named("c\(index)")
            cell.emitterCells = [inner]
            cell = inner
        }
        let emitter = CAEmitterLayer()
        let reports = Diagnostics.capture { emitter.emitterCells = [top] }.1
        let taken = measure(emitter.takenCells)
        XCTAssertEqual(taken.depth, CAEmitterCell.maximumDepth)
        XCTAssertEqual(taken.count, CAEmitterCell.maximumDepth)
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("nested more than 16 levels") ?? false, "\(reports)")
        XCTAssertTrue(cell.emitterCells == nil && top.emitterCells?.count == 1, "the app's cells are left as they were")
        // The presentation copy is made from the values: as deep as they are.
        let presented = CAEmitterCell(values: emitter.takenCells[0])
        var levels = 1
        var node = presented
        while let next = node.emitterCells?.first { levels += 1; node = next }
        XCTAssertEqual(levels, CAEmitterCell.maximumDepth)
    }

    func testACellInsideItselfIsTakenToTheDepthLimit() {
        let cell = named("self")
        cell.emitterCells = [cell]
        let emitter = CAEmitterLayer()
        let reports = Diagnostics.capture { emitter.emitterCells = [cell] }.1
        XCTAssertEqual(measure(emitter.takenCells).depth, CAEmitterCell.maximumDepth)
        XCTAssertEqual(reports.count, 1, "\(reports)")
    }

    func testSharedCellsCannotMultiplyPastTheCellLimit() {
        // Each level holds the next twice: 2¹⁵ places for the innermost cell alone.
        var cell = named("leaf")
        for index in 0..<15 {
            let parent = named("level\(index)")
            parent.emitterCells = [cell, cell]
            cell = parent
        }
        let emitter = CAEmitterLayer()
        let reports = Diagnostics.capture { emitter.emitterCells = [cell] }.1
        XCTAssertEqual(measure(emitter.takenCells).count, CAEmitterCell.maximumCells)
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("more than 1000") ?? false, "\(reports)")
    }

    func testAnOrdinaryTreeIsTakenWhole() {
        let spark = named("spark")
        let rocket = named("rocket")
        rocket.emitterCells = [spark, named("smoke")]
        let emitter = CAEmitterLayer()
        let reports = Diagnostics.capture { emitter.emitterCells = [rocket, named("dust")] }.1
        XCTAssertEqual(reports, [])
        let taken = measure(emitter.takenCells)
        XCTAssertEqual(taken.depth, 2)
        XCTAssertEqual(taken.count, 4)
    }
}

private extension CAEmitterLayer {
    /// The cells' values the layer carries (what commits send to the render server).
    var takenCells: [EmitterCellValues] { LayerTreeLock.shared.withLock { state.emitterValues.cells } }
}
