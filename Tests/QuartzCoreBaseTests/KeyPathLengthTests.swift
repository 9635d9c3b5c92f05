import Foundation
@testable import QuartzCoreBase
import XCTest

/// Key paths of any length: `value(forKeyPath:)` and `setValue(_:forKeyPath:)`
/// walk a path of n components in O(n) and in a loop, through layers held
/// under keys and through named emitter cells, so a long path neither takes
/// quadratic time nor the stack.
final class KeyPathLengthTests: XCTestCase {
    /// `count` layers, each held by the one before under the key "next"; the first and the last.
    private func chain(_ count: Int) -> (first: CALayer, last: CALayer) {
        let first = CALayer()
        var last = first
        for _ in 1..<count {
            let next = CALayer()
            last.setValue(next, forKey: "next")
            last = next
        }
        return (first, last)
    }

    /// "next.next.….next.<key>" reaching the last of `count` layers.
    private func path(_ count: Int, to key: String) -> String {
        (Array(repeating: "next", count: count - 1) + [key]).joined(separator: ".")
    }

    func testAPathThroughLayersReachesTheLastOne() {
        let (first, last) = chain(50)
        first.setValue(0.25, forKeyPath: path(50, to: "opacity"))
        XCTAssertEqual(last.opacity, 0.25)
        XCTAssertEqual(first.value(forKeyPath: path(50, to: "opacity")) as? Float, 0.25)
        first.setValue(12, forKeyPath: path(50, to: "position.x"))
        XCTAssertEqual(last.position.x, 12, "a structure component at the end")
        XCTAssertEqual(first.value(forKeyPath: path(50, to: "position.x")) as? CGFloat, 12)
    }

    func testALongPathIsReadAndWrittenWithoutTakingTheStack() {
        // Twenty thousand components: a walk that recursed per component
        // would need a frame for each on the calling thread.
        let (first, last) = chain(20_000)
        let long = path(20_000, to: "zPosition")
        first.setValue(3, forKeyPath: long)
        XCTAssertEqual(last.zPosition, 3)
        XCTAssertEqual(first.value(forKeyPath: long) as? CGFloat, 3)
    }

    func testTheCostOfAPathGrowsLinearly() {
        // The quickest of three at n and at 10·n, in one process: linear work
        // grows about 10×, the old split-and-rejoin per component about 100×.
        func seconds(_ count: Int) -> Double {
            let (first, _) = chain(count)
            let long = path(count, to: "opacity")
            return (0..<3).map { _ in
                let start = Date()
                first.setValue(0.5, forKeyPath: long)
                _ = first.value(forKeyPath: long)
                return Date().timeIntervalSince(start)
            }.min() ?? 0
        }
        let small = max(seconds(500), 0.0005), large = seconds(5_000)
        XCTAssertLessThan(large / small, 40, String(format: "500 components: %.4f s, 5,000: %.4f s", small, large))
    }

    func testNestedEmitterCellsAreFollowedByName() {
        let emitter = CAEmitterLayer()
        let top = CAEmitterCell()
        top.name = "c"
        var cell = top
        // As deep as a layer takes cells (CAEmitterCellDepthTests: deeper ones are left out).
        let depth = CAEmitterCell.maximumDepth
        for _ in 1..<depth {
            let inner = CAEmitterCell()
            inner.name = "c"
            cell.emitterCells = [inner]
            cell = inner
        }
        emitter.emitterCells = [top]
        let long = "emitterCells." + Array(repeating: "c", count: depth).joined(separator: ".emitterCells.") + ".birthRate"
        emitter.setValue(7, forKeyPath: long)
        XCTAssertEqual(cell.birthRate, 7, "the innermost cell takes the change")
        XCTAssertEqual(emitter.value(forKeyPath: long) as? Float, 7)
        let (missing, reports) = Diagnostics.capture { emitter.value(forKeyPath: "emitterCells.c.emitterCells.nobody.birthRate") }
        XCTAssertNil(missing)
        XCTAssertEqual(reports.count, 1, "\(reports)")
    }
}
