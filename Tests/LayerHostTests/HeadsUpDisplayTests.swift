import Foundation
@testable import LayerHost
import XCTest

/// The heads-up display's figures, graph, corner and rest, from frame reports.
final class HeadsUpDisplayTests: XCTestCase {
    private func report(frame: Int, apply: Double = 0.5, build: Double = 2, encode: Double = 1, render: Double = 3,
                        present: Double = 1.5, refreshInterval: Double = 1.0 / 60, missed: Int? = nil,
                        gpuReason: String? = "llvmpipe: timer queries measure only the last tile",
                        pacing: String = "vsync: X Present, 60.00 Hz (display mode (RandR))",
                        redrawn: Int = 921_600, whole: String? = "first frame") -> LayerWindow.FrameReport {
        LayerWindow.FrameReport(
            framesDrawn: frame, frameTime: Double(frame) / 60, completionTime: Double(frame) / 60, layerCount: 12,
            drawCalls: 4, offscreenPasses: 1, commitCount: 1, applyMilliseconds: apply, buildMilliseconds: build,
            renderMilliseconds: render, encodeMilliseconds: encode, presentMilliseconds: present,
            gpuMilliseconds: nil, gpuTimeUnavailableReason: gpuReason, refreshTime: Double(frame - 1) / 60,
            refreshInterval: refreshInterval, missedRefreshes: missed ?? frame % 3, presentedFrame: nil,
            presentedTime: nil, pacing: pacing, presentPath: "EGL", damageMilliseconds: 0.01, framePixels: 921_600,
            damagedPixels: redrawn, redrawnPixels: redrawn, wholeFrameReason: whole)
    }

    private func text(_ report: LayerWindow.FrameReport, missed: Int = 0, atRest: Bool = false) -> String {
        HeadsUpDisplay.text(for: report, framesPerSecond: 59.9, missedInLastSecond: missed, atRest: atRest) as? String ?? ""
    }

    func testPhasesSplitTheRenderShareIntoEncodeAndWait() {
        XCTAssertEqual(HeadsUpDisplay.phases(of: report(frame: 1)), [0.5, 2, 1, 2, 1.5])
        XCTAssertEqual(HeadsUpDisplay.phases(of: report(frame: 1, encode: 4, render: 3))[3], 0, "never negative")
    }

    func testTextNamesTheCountsAndWhyAFigureIsMissing() {
        let shown = text(report(frame: 1), missed: 3)
        XCTAssertTrue(shown.contains("59.9 fps"), shown)
        XCTAssertTrue(shown.contains("cpu  7.00 ms"), shown)
        XCTAssertTrue(shown.contains("layers 12   draws 4   offscreen 1"), shown)
        XCTAssertTrue(shown.contains("gpu n/a (llvmpipe)"), shown)
        XCTAssertTrue(shown.contains("\nvsync 60.0 Hz\n"), shown)
        XCTAssertTrue(shown.contains("missed 3 refreshes in the last second"), shown)
        XCTAssertTrue(text(report(frame: 1), missed: 1).contains("missed 1 refresh in the last second"))
        let noQueries = text(report(frame: 1, gpuReason: "no GL_EXT_disjoint_timer_query on Mesa"))
        XCTAssertTrue(noQueries.contains("gpu n/a (no timer queries)"), noQueries)
        XCTAssertTrue(text(report(frame: 1, gpuReason: nil)).contains("gpu n/a (not measured)"))
        XCTAssertTrue(shown.contains("gpu n/a (llvmpipe)  drawn all"), shown)
        let spinner = text(report(frame: 2, redrawn: 2_304, whole: nil))
        XCTAssertTrue(spinner.contains("drawn 0.2%"), "a 48-pixel square of 1280 × 720: \(spinner)")
        let timer = text(report(frame: 1, pacing: "timer: 60.00 Hz (no display clock: Present is missing)"))
        XCTAssertTrue(timer.contains("\ntimer 60.0 Hz (no display clock)\n"), timer)
        let asked = text(report(frame: 1, pacing: "timer: 30.00 Hz (asked for (CA_VSYNC=0))"))
        XCTAssertTrue(asked.contains("timer 60.0 Hz (asked for: CA_VSYNC=0)\n"), asked)
        let unpaced = text(report(frame: 1, refreshInterval: 0, pacing: "unthrottled"))
        XCTAssertTrue(unpaced.contains("\nunthrottled\n"), unpaced)
        let xvfb = text(report(frame: 1, pacing: "timer: 60.00 Hz (the display has no refresh timings (Xvfb); CA_VSYNC=1 uses its Present vblanks)"))
        XCTAssertTrue(xvfb.contains("\ntimer 60.0 Hz (no refresh timings)\n"), xvfb)
        for line in xvfb.split(separator: "\n") {
            XCTAssertLessThanOrEqual(line.count, 40, "fits the panel: \(line)")
        }
    }

    func testAtRestTheFiguresSaySoInsteadOfTheLastFramesTime() {
        let shown = text(report(frame: 1), atRest: true)
        XCTAssertTrue(shown.hasPrefix("idle: nothing drawn for 1 s\n"), shown)
        XCTAssertFalse(shown.contains("cpu"), shown)
    }

    func testMissedRefreshesAreThoseOfTheLastSecond() {
        let samples = (1...120).map { report(frame: $0, missed: $0 == 30 || $0 == 100 || $0 == 119 ? 2 : 0) }
        XCTAssertEqual(HeadsUpDisplay.missedInLastSecond(samples, now: samples.last!.completionTime), 4,
                       "frames 100 and 119 ended within the second, frame 30 did not")
    }

    func testTheDisplayRedrawsAFewTimesASecondAndNotForItsOwnFrames() {
        let display = HeadsUpDisplay()
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

    func testTheFiguresGoToRestASecondAfterTheLastFrame() {
        let display = HeadsUpDisplay()
        for frame in 1...30 { display.show(report(frame: frame), now: Double(frame) / 60) }
        let redraws = display.redraws
        display.restIfIdle(now: 0.9)
        XCTAssertFalse(display.isAtRest, "not yet a second")
        display.restIfIdle(now: 1.6)
        XCTAssertTrue(display.isAtRest)
        XCTAssertEqual(display.redraws, redraws + 1, "one redraw to show it")
        display.show(report(frame: 31), now: 1.62)
        display.redrawIfNew(now: 1.9)
        XCTAssertTrue(display.isAtRest, "the frame of that redraw itself does not wake it")
        display.show(report(frame: 40), now: 2.5)
        XCTAssertFalse(display.isAtRest, "frames of the app do")
    }

    func testTheScaleIsTwoBudgetsDoubledUntilTheTallestBarFits() {
        let budget = HeadsUpDisplay.budget(of: report(frame: 1, refreshInterval: 1.0 / 30))
        XCTAssertEqual(budget, 1000.0 / 30, accuracy: 1e-9, "the budget is a refresh of the display")
        XCTAssertEqual(HeadsUpDisplay.budget(of: report(frame: 1, refreshInterval: 0)), 1000.0 / 60, accuracy: 1e-9)
        let sixty = 1000.0 / 60
        XCTAssertEqual(HeadsUpDisplay.scale(for: [report(frame: 1)], budget: sixty).top, 2 * sixty, accuracy: 1e-9)
        XCTAssertEqual(HeadsUpDisplay.scale(for: [report(frame: 1, build: 50)], budget: sixty).top, 4 * sixty, accuracy: 1e-9)
        XCTAssertEqual(HeadsUpDisplay.scale(for: [report(frame: 1, build: 900)], budget: sixty).top, 8 * sixty,
                       accuracy: 1e-9, "at most eight budgets")
        XCTAssertEqual(HeadsUpDisplay.milliseconds(33.33), "33.3 ms")
        XCTAssertEqual(HeadsUpDisplay.milliseconds(133.3), "133 ms")
    }

    func testBarsStackThePhasesNewestOnTheRight() {
        let top = 1000.0 / 30
        let (paths, caps) = HeadsUpDisplay.bars([report(frame: 1), report(frame: 2, build: 10)], top: top)
        XCTAssertEqual(paths.count, 5)
        let scale = HeadsUpDisplay.graphSize.height / CGFloat(top)
        let build = paths[1].boundingBoxOfPath
        XCTAssertEqual(build.maxX, HeadsUpDisplay.graphSize.width - 0.5, accuracy: 0.01, "the newest bar ends at the right")
        XCTAssertEqual(build.height, 10 * scale, accuracy: 0.01, "the taller of the two build bars")
        let apply = paths[0].boundingBoxOfPath
        XCTAssertEqual(apply.maxY, HeadsUpDisplay.graphSize.height, accuracy: 0.01, "apply sits at the bottom")
        XCTAssertTrue(caps.isEmpty, "nothing was cut")
    }

    func testBarsAreCutAtTheTopOfTheGraphWithACap() {
        let (paths, caps) = HeadsUpDisplay.bars([report(frame: 1, build: 500)], top: 1000.0 / 30)
        let total = paths.map { $0.isEmpty ? 0 : $0.boundingBoxOfPath.height }.reduce(0, +)
        XCTAssertLessThanOrEqual(total, HeadsUpDisplay.graphSize.height + 0.01)
        XCTAssertEqual(caps.boundingBoxOfPath.minY, 0, accuracy: 0.01, "a cap marks the cut bar")
    }

    func testThePanelGoesToTheCornerAskedAndFollowsAResize() {
        let display = HeadsUpDisplay()
        let window = CGRect(x: 0, y: 0, width: 800, height: 600)
        let size = HeadsUpDisplay.size
        var seen: [CGPoint] = []
        var corner = HeadsUpDisplay.Corner.topLeft
        for _ in 0..<4 {
            display.place(in: window, corner: corner)
            seen.append(display.layer.frame.origin)
            corner = corner.next
        }
        XCTAssertEqual(seen, [CGPoint(x: 8, y: 8), CGPoint(x: 800 - 8 - size.width, y: 8),
                              CGPoint(x: 800 - 8 - size.width, y: 600 - 8 - size.height),
                              CGPoint(x: 8, y: 600 - 8 - size.height)], "clockwise from the top left")
        XCTAssertEqual(corner, .topLeft, "and round again")
        display.place(in: window, corner: .bottomRight)
        display.place(in: CGRect(x: 0, y: 0, width: 1000, height: 700))
        XCTAssertEqual(display.layer.frame.maxX, 992, "a resize keeps the corner")
        XCTAssertEqual(display.layer.frame.maxY, 692)
        display.place(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(display.layer.frame.origin, .zero, "a window smaller than the panel shows its top left")
    }
}
