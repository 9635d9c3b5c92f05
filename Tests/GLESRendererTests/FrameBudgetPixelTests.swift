import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
import XCTest

/// `FrameBudget.offscreenPixels` on the GL side: a group that would take the
/// frame's offscreen images past the budget is drawn layer by layer into
/// its parent instead, said once; the frame still comes.
final class FrameBudgetPixelTests: LayerTreePixelTestCase {
    private var savedBudget = 0

    override func setUpWithError() throws {
        try super.setUpWithError()
        savedBudget = FrameBudget.offscreenPixels
    }

    override func tearDown() {
        FrameBudget.offscreenPixels = savedBudget
        super.tearDown()
    }

    /// A parent at opacity 0.5 over a red square and a blue one overlapping at (24, 24)–(40, 40).
    private func overlappingPair(in root: CALayer) {
        let parent = layer(CGRect(x: 8, y: 8, width: 48, height: 48), nil, in: root)
        parent.opacity = 0.5
        layer(CGRect(x: 0, y: 0, width: 32, height: 32), .testRed, in: parent)
        layer(CGRect(x: 16, y: 16, width: 32, height: 32), .testBlue, in: parent)
    }

    func testAGroupPastTheBudgetIsDrawnLayerByLayerAndSaidOnce() throws {
        let root = rootLayer()
        overlappingPair(in: root)
        let pixels = try draw(root)
        XCTAssertTrue(pixels[30, 30].isClose(to: RGBA(0, 0, 128, 128)), "within the budget, one image: \(pixels[30, 30])")

        FrameBudget.offscreenPixels = 1
        let (frames, reports) = try Diagnostics.capture { [try draw(root), try draw(root)] }
        for drawn in frames {
            // 0.5 blue over 0.5 red, as without group opacity: (0.25, 0, 0.5, 0.75).
            XCTAssertTrue(drawn[30, 30].isClose(to: RGBA(64, 0, 128, 191)), "layer by layer: \(drawn[30, 30])")
            XCTAssertTrue(drawn[12, 12].isClose(to: RGBA(128, 0, 0, 128)), "\(drawn[12, 12])")
        }
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 0)
        XCTAssertEqual(reports.count, 1, "one report for two frames: \(reports)")
        XCTAssertTrue(reports.first?.contains("FrameBudget.offscreenPixels (1 pixels)") ?? false, "\(reports)")
    }

    func testNestedGroupsTakeTheBudgetOutermostFirst() throws {
        let root = rootLayer()
        var parent = root
        for _ in 0..<4 {
            let level = layer(CGRect(x: 0, y: 0, width: 64, height: 64), nil, in: parent)
            level.allowsGroupOpacity = true
            level.opacity = 0.999
            parent = level
        }
        layer(CGRect(x: 16, y: 16, width: 32, height: 32), .testBlue, in: parent)
        // Room for two 64 × 64 images at once: the two outer groups get theirs.
        FrameBudget.offscreenPixels = 2 * 64 * 64
        let (pixels, reports) = try Diagnostics.capture { try draw(root) }
        XCTAssertGreaterThan(pixels[32, 32].b, 200, "the leaf shows through every level: \(pixels[32, 32])")
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 2)
        XCTAssertEqual(reports.count, 1, "\(reports)")
    }
}
