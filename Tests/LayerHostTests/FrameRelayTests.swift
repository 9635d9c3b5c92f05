@testable import LayerHost
import RenderServer
import XCTest

/// What the render thread leaves for the main thread each frame: the frame
/// is recorded, and its report made only when someone asks.
final class FrameRelayTests: XCTestCase {
    func testAReportIsMadeOnlyWhenAskedAndDescribesTheLatestFrame() {
        var pacingAsked = 0
        let relay = FrameRelay(pacing: { pacingAsked += 1; return "timer" }, presentPath: "test") { _, _ in }
        XCTAssertNil(relay.latestReport)
        for frame in 1...10 {
            var report = FrameReport()
            report.layers = frame
            report.commits = frame % 2
            relay.frameDrawn(report)
        }
        XCTAssertEqual(pacingAsked, 0, "no report made while nobody asks")

        let latest = relay.latestReport
        XCTAssertEqual(latest?.framesDrawn, 10)
        XCTAssertEqual(latest?.layerCount, 10)
        XCTAssertEqual(latest?.commitCount, 0)
        XCTAssertEqual(latest?.pacing, "timer")
        XCTAssertEqual(latest?.presentPath, "test")
        XCTAssertEqual(relay.latestReport?.framesDrawn, 10)
        XCTAssertEqual(pacingAsked, 1, "made once, then kept until the next frame")

        var next = FrameReport()
        next.layers = 11
        relay.frameDrawn(next)
        XCTAssertEqual(relay.latestReport?.framesDrawn, 11, "a newer frame replaces the report made before")
        XCTAssertEqual(relay.latestReport?.layerCount, 11)
    }
}
