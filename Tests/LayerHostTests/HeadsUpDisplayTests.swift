import Foundation
@testable import LayerHost
import XCTest

/// The heads-up display's figures and graph, from frame reports.
final class HeadsUpDisplayTests: XCTestCase {
    private func report(frame: Int, apply: Double = 0.5, build: Double = 2, encode: Double = 1, render: Double = 3,
                        present: Double = 1.5) -> LayerWindow.FrameReport {
        LayerWindow.FrameReport(
            framesDrawn: frame, frameTime: Double(frame) / 60, completionTime: Double(frame) / 60, layerCount: 12,
            drawCalls: 4, offscreenPasses: 1, commitCount: 1, applyMilliseconds: apply, buildMilliseconds: build,
            renderMilliseconds: render, encodeMilliseconds: encode, presentMilliseconds: present,
            gpuMilliseconds: nil, gpuTimeUnavailableReason: "llvmpipe", refreshTime: Double(frame - 1) / 60,
            refreshInterval: 1.0 / 60, missedRefreshes: frame % 3, presentedFrame: nil, presentedTime: nil,
            pacing: "vsync: X Present, 60.00 Hz (display mode (RandR))", presentPath: "EGL")
    }

    func testPhasesSplitTheRenderShareIntoEncodeAndWait() {
        XCTAssertEqual(HeadsUpDisplay.phases(of: report(frame: 1)), [0.5, 2, 1, 2, 1.5])
        XCTAssertEqual(HeadsUpDisplay.phases(of: report(frame: 1, encode: 4, render: 3))[3], 0, "never negative")
    }

    func testTextNamesTheCounts() {
        let text = HeadsUpDisplay.text(for: report(frame: 1), framesPerSecond: 59.9) as? String ?? ""
        XCTAssertTrue(text.contains("59.9 fps"), text)
        XCTAssertTrue(text.contains("cpu  7.00 ms"), text)
        XCTAssertTrue(text.contains("layers 12"), text)
        XCTAssertTrue(text.contains("draws 4"), text)
        XCTAssertTrue(text.contains("offscreen 1"), text)
        XCTAssertTrue(text.contains("gpu n/a"), text)
        XCTAssertTrue(text.contains("vsync 60.0 Hz   missed 1"), text)
    }

    func testTheDisplayRedrawsAFewTimesASecondAndNotForItsOwnFrames() {
        let display = HeadsUpDisplay(width: 400)
        for frame in 1...15 { display.show(report(frame: frame), now: Double(frame) / 60) }
        XCTAssertEqual(display.redraws, 1, "a quarter of a second of frames: one redraw")
        display.show(report(frame: 16), now: 0.3)
        XCTAssertEqual(display.redraws, 2, "a quarter of a second on")
        // The app went idle: the only frame since is the one the redraw caused.
        display.show(report(frame: 17), now: 0.32)
        display.redrawIfNew(now: 0.56)
        XCTAssertEqual(display.redraws, 2, "its own frame alone is no reason to redraw (nor to draw again)")
        display.show(report(frame: 19), now: 0.6)
        XCTAssertEqual(display.redraws, 3)
    }

    func testBarsStackThePhasesNewestOnTheRight() {
        let paths = HeadsUpDisplay.bars([report(frame: 1), report(frame: 2, build: 10)])
        XCTAssertEqual(paths.count, 5)
        let scale = HeadsUpDisplay.graphSize.height / CGFloat(HeadsUpDisplay.graphMilliseconds)
        let build = paths[1].boundingBoxOfPath
        XCTAssertEqual(build.maxX, HeadsUpDisplay.graphSize.width - 0.5, accuracy: 0.01, "the newest bar ends at the right")
        XCTAssertEqual(build.height, 10 * scale, accuracy: 0.01, "the taller of the two build bars")
        let apply = paths[0].boundingBoxOfPath
        XCTAssertEqual(apply.maxY, HeadsUpDisplay.graphSize.height, accuracy: 0.01, "apply sits at the bottom")
    }

    func testBarsAreCutAtTheTopOfTheGraph() {
        let paths = HeadsUpDisplay.bars([report(frame: 1, build: 500)])
        let total = paths.map { $0.isEmpty ? 0 : $0.boundingBoxOfPath.height }.reduce(0, +)
        XCTAssertLessThanOrEqual(total, HeadsUpDisplay.graphSize.height + 0.01)
    }
}
