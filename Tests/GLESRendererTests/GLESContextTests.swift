import CoreAnimationValues
import CoreGraphics
import Foundation
import GLESRenderer
import XCTest

final class GLESContextTests: GLESTestCase {
    func testSurfacelessContextIsOpenGLES3() {
        XCTAssertEqual(context.display?.platform, .surfaceless)
        XCTAssert(context.version.hasPrefix("OpenGL ES 3"), context.version)
        XCTAssertGreaterThanOrEqual(context.maxTextureSize, 2048)
        XCTAssert(context.isCurrent)
    }

    func testStateCacheBindsOnlyOnChange() throws {
        let state = context.state
        let target = try OffscreenRenderTarget(context: context, width: 8, height: 8)
        state.invalidate()
        state.resetCounters()
        target.bindForDrawing(state)
        XCTAssertEqual(state.issuedCalls, 2, "framebuffer and viewport")
        target.bindForDrawing(state)
        XCTAssertEqual(state.issuedCalls, 2, "the second bind is redundant")
        XCTAssertEqual(state.skippedCalls, 2, "framebuffer and viewport skipped")
        state.invalidate()
        target.bindForDrawing(state)
        XCTAssertEqual(state.issuedCalls, 4, "after invalidate() every call reaches GL again")
    }

    func testTimerQueriesAreNotTrustedOnLlvmpipe() throws {
        try XCTSkipUnless(context.isLlvmpipe, "only meaningful on llvmpipe (renderer: \(context.renderer))")
        let target = try OffscreenRenderTarget(context: context, width: 16, height: 16)
        renderer.draw([quad(CGRect(x: 0, y: 0, width: 8, height: 8))], textures: [], to: target, clearColor: .clear)
        XCTAssertNil(renderer.lastGPUTime.milliseconds)
        XCTAssertEqual(renderer.lastGPUTime.unavailableReason, "llvmpipe: timer queries measure only the last tile")
    }

    func testTimerQueryPathReturnsTimesWhenForced() throws {
        try XCTSkipUnless(context.extensions.contains("GL_EXT_disjoint_timer_query"), "no timer queries here")
        let timed = try LayerQuadRenderer(context: context, timeGPUOnLlvmpipe: true)
        let target = try OffscreenRenderTarget(context: context, width: 16, height: 16)
        for _ in 0..<6 {
            timed.draw([quad(CGRect(x: 0, y: 0, width: 8, height: 8))], textures: [], to: target, clearColor: .clear)
            context.finish()
        }
        XCTAssertNotNil(timed.lastGPUTime.milliseconds, timed.lastGPUTime.unavailableReason ?? "")
        XCTAssertNil(timed.lastGPUTime.unavailableReason)
    }
}
