import Foundation
@testable import LayerHost
import RenderServer
import XCTest

/// The gate between a window's render server and its GL renderer: a failed
/// frame (a swap to a destroyed window, say) stops the drawing until the
/// main thread says why, and is passed on to the render server only when X
/// does not explain it.
final class WindowFrameGateTests: XCTestCase {
    /// Counts frames; fails them while `failure` is set.
    private final class FakeRenderer: Renderer {
        var frames = 0
        var exits = 0
        var failure: Error?
        func beginFrame() -> PlanTarget {
            PlanTarget(width: 1, height: 1, pointsToPixels: 1)
        }
        func renderFrame(_ plan: FramePlan, report: inout FrameReport) throws {
            frames += 1
            if let failure { throw failure }
        }
        func renderThreadWillExit() { exits += 1 }
    }

    private struct SwapFailed: Error, Equatable {}

    private final class Failures: @unchecked Sendable {
        var errors: [Error] = []
    }

    /// What each frame reports (the fake fills nothing in).
    private var report = FrameReport()
    private let list = FramePlan(list: DrawList(time: 0, items: []), frame: RenderPass(
        purpose: .frame, rect: PixelRect(x: 0, y: 0, width: 1, height: 1), pointsToPixels: 1, clipBase: 0))

    func testFramesPassThroughWhileNothingFails() throws {
        let renderer = FakeRenderer()
        let gate = WindowFrameGate(renderer: renderer) { _ in XCTFail("nothing failed") }
        try gate.renderFrame(list, report: &report)
        XCTAssertTrue(gate.lastFrameWasDrawn)
        try gate.renderFrame(list, report: &report)
        XCTAssertEqual(renderer.frames, 2)
        gate.renderThreadWillExit()
        XCTAssertEqual(renderer.exits, 1)
    }

    /// A failure is not thrown to the render server (which would report it
    /// in EGL's words) but handed over once; no frame is drawn meanwhile,
    /// nor after the window is found gone.
    func testAFailedFrameIsHandedOverOnceAndNothingIsDrawnUntilTheVerdict() throws {
        let renderer = FakeRenderer()
        let failures = Failures()
        let gate = WindowFrameGate(renderer: renderer) { failures.errors.append($0) }
        renderer.failure = SwapFailed()
        XCTAssertNoThrow(try gate.renderFrame(list, report: &report))
        XCTAssertFalse(gate.lastFrameWasDrawn)
        XCTAssertEqual(failures.errors.count, 1)
        XCTAssertNoThrow(try gate.renderFrame(list, report: &report))
        XCTAssertEqual(renderer.frames, 1, "no GL call while the main thread looks at X")

        gate.windowIsGone()
        renderer.failure = nil
        for _ in 0..<3 { XCTAssertNoThrow(try gate.renderFrame(list, report: &report)) }
        XCTAssertEqual(renderer.frames, 1, "none after the window is gone")
        XCTAssertFalse(gate.lastFrameWasDrawn)
        XCTAssertEqual(failures.errors.count, 1, "handed over once")
        gate.renderThreadWillExit()
        XCTAssertEqual(renderer.exits, 1, "the render thread still lets its context go")
    }

    /// A failure X does not explain reaches the render server at the next
    /// frame, once; nothing is drawn after it.
    func testAFailureXDoesNotExplainIsThrownAtTheNextFrame() throws {
        let renderer = FakeRenderer()
        let failures = Failures()
        let gate = WindowFrameGate(renderer: renderer) { failures.errors.append($0) }
        renderer.failure = SwapFailed()
        try gate.renderFrame(list, report: &report)
        gate.passFailureOn(try XCTUnwrap(failures.errors.first))
        XCTAssertThrowsError(try gate.renderFrame(list, report: &report)) { XCTAssertEqual($0 as? SwapFailed, SwapFailed()) }
        XCTAssertNoThrow(try gate.renderFrame(list, report: &report))
        XCTAssertEqual(renderer.frames, 1)
    }

    /// A window found gone before any failure shuts the gate all the same.
    func testAWindowGoneShutsTheGateBeforeAnyFailure() throws {
        let renderer = FakeRenderer()
        let gate = WindowFrameGate(renderer: renderer) { _ in XCTFail("nothing was drawn to fail") }
        gate.windowIsGone()
        try gate.renderFrame(list, report: &report)
        gate.passFailureOn(SwapFailed())
        try gate.renderFrame(list, report: &report)
        XCTAssertEqual(renderer.frames, 0)
    }
}
