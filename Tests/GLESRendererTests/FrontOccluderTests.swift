import CoreGraphics
@testable import GLESRenderer
import XCTest

/// `LayerQuadRenderer.keepFrontOccluders`: which interior occluders a
/// frame keeps when they cover the target many times over.
final class FrontOccluderTests: XCTestCase {
    typealias Run = (texture: GLTextureName, interior: CGRect, first: Int, count: Int)

    private let a = GLTextureName(rawValue: 1), b = GLTextureName(rawValue: 2)
    private let inside = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)

    /// Runs of sprites 0–2 (texture a) and 5–6 (texture b), in painter's order.
    private func runs() -> [Run] {
        [(a, inside, 0, 3), (b, inside, 5, 2)]
    }

    /// `keepFrontOccluders` with the k-th occluder's pixels `areas[k]`.
    private func keep(_ runs: inout [Run], areas: [CGFloat], coverage: CGFloat) -> Int {
        LayerQuadRenderer.keepFrontOccluders(&runs, coverage: coverage) { areas[$0] }
    }

    private func firstsAndCounts(_ runs: [Run]) -> [[Int]] {
        runs.map { [Int($0.texture.rawValue), $0.first, $0.count] }
    }

    func testAllAreKeptWhileTheyCoverLessThanAsked() {
        var kept = runs()
        XCTAssertEqual(keep(&kept, areas: [10, 10, 10, 10, 10], coverage: 50), 5)
        XCTAssertEqual(firstsAndCounts(kept), [[1, 0, 3], [2, 5, 2]])
    }

    func testTheFrontmostAreKeptAndARunIsCutFromBehind() {
        var kept = runs()
        // From the front: 10 + 10 (run b), then 10 (sprite 2): 30; sprite 1 would make 40.
        XCTAssertEqual(keep(&kept, areas: [10, 10, 10, 10, 10], coverage: 35), 3)
        XCTAssertEqual(firstsAndCounts(kept), [[1, 2, 1], [2, 5, 2]])
    }

    func testARunBehindTheCoverageIsDroppedWhole() {
        var kept = runs()
        XCTAssertEqual(keep(&kept, areas: [10, 10, 10, 10, 10], coverage: 25), 2)
        XCTAssertEqual(firstsAndCounts(kept), [[2, 5, 2]])
    }

    func testAreasAreReadInPackingOrder() {
        var kept = runs()
        // The frontmost (sprite 6) alone is over the coverage: nothing is kept.
        XCTAssertEqual(keep(&kept, areas: [1, 1, 1, 1, 100], coverage: 50), 0)
        XCTAssertTrue(kept.isEmpty)
        kept = runs()
        // A large one at the back (sprite 0) is the only one cut.
        XCTAssertEqual(keep(&kept, areas: [100, 1, 1, 1, 1], coverage: 50), 4)
        XCTAssertEqual(firstsAndCounts(kept), [[1, 1, 2], [2, 5, 2]])
    }

    func testNoRunsKeepNothing() {
        var kept: [Run] = []
        XCTAssertEqual(keep(&kept, areas: [], coverage: 10), 0)
        XCTAssertTrue(kept.isEmpty)
    }
}
