import CX11
import CoreGraphics
import Foundation
import XCTest
import XvfbTestSupport

/// The samples outside `SampleSupport` (Petals, Transitions, DrawnLayers,
/// Emitters, ViewAnimations): each starts under a private Xvfb, draws a first
/// frame that matches its own headless export where nothing moves, and quits
/// cleanly on `--seconds`; each export matches reference frames at two
/// instants (re-record with `REFERENCE_IMAGES=record`).
final class MoreSampleTests: SampleTestCase {
    private func screenPixel(_ driver: XTestDriver, _ x: Int32, _ y: Int32) -> [Int]? {
        guard let image = XGetImage(driver.display, driver.root, x, y, 1, 1, XAllPlanes(), ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let value = image.pointee.f.get_pixel(image, 0, 0)
        return [Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF)]
    }

    /// Runs `name --seconds 1` under a private Xvfb; the screen must show,
    /// at `probe`, what frame 0 of the headless export shows there (a still
    /// part of the picture).
    private func assertLaunches(_ name: String, probe: (x: Int, y: Int), announces: Bool = true,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        guard XvfbServer.executablePath != nil else { throw XCTSkip("Xvfb is not installed") }
        let (folder, _) = try export(name, through: 0)
        let want = rgb(try frame(0, in: folder), probe.x, probe.y)
        let server = try XvfbServer.start(width: 1280, height: 800)
        defer { server.stop() }
        let driver = try XTestDriver(displayName: server.displayName)
        var seen: [Int]?
        let run = try self.run(try executable(name), ["--seconds", "1"], environment: ["DISPLAY": server.displayName],
                               timeout: 60) {
            if let pixel = screenPixel(driver, Int32(probe.x), Int32(probe.y)),
               zip(pixel, want).allSatisfy({ abs($0 - $1) <= 3 }) { seen = pixel }
        }
        XCTAssertFalse(run.timedOut, "\(name) --seconds 1 still ran after 60 s", file: file, line: line)
        XCTAssertEqual(run.status, 0, "\(name) exits cleanly: \(run.errors)", file: file, line: line)
        if announces {
            XCTAssertTrue(run.output.contains("\(name): first frame drawn"), "\(name) printed: \(run.output)",
                          file: file, line: line)
        }
        XCTAssertNotNil(seen, "\(name)'s window showed \(want) at \(probe)", file: file, line: line)
    }

    func testPetalsStartsDrawsAndQuits() throws {
        try assertLaunches("Petals", probe: (240, 585))
    }

    func testTransitionsStartsDrawsAndQuits() throws {
        try assertLaunches("Transitions", probe: (20, 20))
    }

    func testDrawnLayersStartsDrawsAndQuits() throws {
        try assertLaunches("DrawnLayers", probe: (110, 60))
    }

    func testEmittersStartsDrawsAndQuits() throws {
        try assertLaunches("Emitters", probe: (950, 532))
    }

    func testViewAnimationsStartsDrawsAndQuits() throws {
        try assertLaunches("ViewAnimations", probe: (10, 200), announces: false)
    }

    func testPetalsExport() throws {
        let (folder, run) = try export("Petals", through: 320)
        // Step 1, the basic fall: the scripted click at frame 10 sends the petal from (50, 150) to (380, 520)
        // in 5 s; the state bar counts the time. At the end it jumps back: its model position never moved.
        try assertFrame(100, in: folder, matchesReference: "Petals-100-falling")
        try assertFrame(320, in: folder, matchesReference: "Petals-320-jumped-back")
        XCTAssertTrue(run.output.contains("ended at (380, 520); back at the model position (50, 150)"), run.output)
    }

    func testPetalsPauseAndResumeStepExport() throws {
        let (folder, run) = try export("Petals", through: 380, arguments: ["--step", "4"])
        // Step 4: sent at frame 10, paused at frame 100 (1.5 s in) and resumed at frame 160, so it lands
        // at frame 370, where animationDidStop keeps it and pauses the turn.
        try assertFrame(130, in: folder, matchesReference: "Petals-step4-130-paused")
        try assertFrame(380, in: folder, matchesReference: "Petals-step4-380-landed")
        XCTAssertTrue(run.output.contains("moving to (380, 520)\npaused\nresumed\narrived at (380, 520)"), run.output)
    }

    func testTransitionsExport() throws {
        let (folder, _) = try export("Transitions", through: 90)
        // Frame 10 steps with moveIn from the right; frame 70 with push.
        try assertFrame(30, in: folder, matchesReference: "Transitions-30-moveIn")
        try assertFrame(90, in: folder, matchesReference: "Transitions-90-push")
    }

    func testDrawnLayersExport() throws {
        let (folder, _) = try export("DrawnLayers", through: 60)
        try assertFrame(20, in: folder, matchesReference: "DrawnLayers-20")
        try assertFrame(60, in: folder, matchesReference: "DrawnLayers-60")
        // The grid is centred: the same strip of background left of the first column and right of
        // the last (14 points each), the panels' faint white inside both.
        let page = try frame(60, in: folder)
        XCTAssertEqual(rgb(page, 7, 130), rgb(page, 952, 130), "background at both sides of the grid")
        XCTAssertEqual(rgb(page, 18, 130), rgb(page, 941, 130), "a panel's background at both ends of a row")
        XCTAssertNotEqual(rgb(page, 7, 130), rgb(page, 18, 130), "the panels stand out from the page")
    }

    func testEmittersExport() throws {
        let (folder, _) = try export("Emitters", through: 90)
        try assertFrame(30, in: folder, matchesReference: "Emitters-30")
        try assertFrame(90, in: folder, matchesReference: "Emitters-90")
    }

    func testViewAnimationsExport() throws {
        let (folder, _) = try export("ViewAnimations", through: 150)
        // Listing 4-1 half way through its fade, then listing 4-2 after the step at frame 120.
        try assertFrame(30, in: folder, matchesReference: "ViewAnimations-30")
        try assertFrame(150, in: folder, matchesReference: "ViewAnimations-150")
    }
}
