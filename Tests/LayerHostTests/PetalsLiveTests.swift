import CX11
import Foundation
import XCTest
import XvfbTestSupport

/// The Petals sample run as a program under a private Xvfb and played by
/// XTest, at document 001's pause-and-resume step: a click sends the petal
/// towards it, a second click pauses it (it
/// stays put across frames), a third resumes it (it moves on). Frames are
/// read back from the X server.
final class PetalsLiveTests: XCTestCase {
    private var server: XvfbServer!
    private var driver: XTestDriver!
    private var process: Process?

    /// A sample executable next to the test bundle, or nil when it was not built.
    static func sampleExecutable(_ name: String) -> URL? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
        for folder in [bundle.deletingLastPathComponent(), bundle.deletingLastPathComponent().deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    override func setUpWithError() throws {
        guard XvfbServer.executablePath != nil else { throw XCTSkip("Xvfb is not installed") }
        server = try XvfbServer.start(width: 640, height: 700)
        driver = try XTestDriver(displayName: server.displayName)
    }

    override func tearDown() {
        process?.terminate()
        process?.waitUntilExit()
        driver = nil
        server?.stop()
        super.tearDown()
    }

    /// The centre of the petal's pink pixels in the window between the
    /// step panel (top, with its pink step dot) and the state bar (bottom),
    /// or nil when none show.
    private func petalCentre(_ window: Window) -> CGPoint? {
        guard let frame = driver.capture(window) else { return nil }
        var sum = CGPoint.zero, count = 0
        for y in min(100, frame.height)..<min(600, frame.height) {
            for x in 0..<frame.width {
                let i = (y * frame.width + x) * 3
                let (r, g, b) = (frame.rgb[i], frame.rgb[i + 1], frame.rgb[i + 2])
                // The petal: strong red, little green, some blue; the dusk sky never gets there.
                if r > 200 && g < 170 && b > 110 && Int(r) - Int(g) > 70 {
                    sum.x += CGFloat(x); sum.y += CGFloat(y); count += 1
                }
            }
        }
        return count >= 4 ? CGPoint(x: sum.x / CGFloat(count), y: sum.y / CGFloat(count)) : nil
    }

    private func wait(_ seconds: Double) { Thread.sleep(forTimeInterval: seconds) }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    func testClickSendsThePetalAndFurtherClicksPauseAndResumeIt() throws {
        guard let petals = Self.sampleExecutable("Petals") else {
            throw XCTSkip("the Petals executable is not built (swift build builds it)")
        }
        let process = Process()
        process.executableURL = petals
        // Step 4 (pause and resume): a click while the petal falls pauses it.
        process.arguments = ["--seconds", "30", "--step", "4"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.displayName
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        self.process = process

        // Its window, shown at the screen's origin (there is no window manager).
        var window: Window?
        for _ in 0..<200 where window == nil {
            window = driver.topLevelWindows().first { driver.attributes(of: $0)?.map_state == IsViewable }
            if window == nil { wait(0.05) }
        }
        let shown = try XCTUnwrap(window, "Petals never showed a window")
        var start: CGPoint?
        for _ in 0..<100 where start == nil {
            start = petalCentre(shown)
            if start == nil { wait(0.05) }
        }
        let first = try XCTUnwrap(start, "the petal never showed")
        XCTAssertEqual(first.x, 50, accuracy: 6, "the document's start position")
        XCTAssertEqual(first.y, 150, accuracy: 8)

        let target = CGPoint(x: 400, y: 560)
        let origin = driver.attributes(of: shown).map { CGPoint(x: CGFloat($0.x), y: CGFloat($0.y)) } ?? .zero
        func click(_ point: CGPoint) {
            driver.movePointer(rootX: Int(origin.x + point.x), rootY: Int(origin.y + point.y))
            driver.click(button: 1)
        }
        // No fixed sleeps: on a loaded machine (or under a sanitizer) the
        // sample may take a while to see a click, so each step waits for
        // what it expects, looking every 0.1 s, up to a generous deadline.
        func waitFor(_ seconds: Double, _ condition: () -> Bool) -> Bool {
            let deadline = Date(timeIntervalSinceNow: seconds)
            while Date() < deadline {
                if condition() { return true }
                wait(0.1)
            }
            return condition()
        }
        click(target)
        XCTAssertTrue(waitFor(10) { petalCentre(shown).map { distance($0, target) < distance(first, target) - 40 } ?? false },
                      "it moves towards the click")

        click(target)  // pause
        // Paused once two looks 0.3 s apart find it in the same place.
        var paused: CGPoint?
        XCTAssertTrue(waitFor(10) {
            guard let before = petalCentre(shown) else { return false }
            wait(0.3)
            guard let after = petalCentre(shown), distance(before, after) < 3 else { return false }
            paused = after
            return true
        }, "it stops")
        let stopped = try XCTUnwrap(paused)
        wait(1.0)
        let stillPaused = try XCTUnwrap(petalCentre(shown))
        XCTAssertLessThan(distance(stopped, stillPaused), 3, "paused, it stays where it is")

        click(target)  // resume
        XCTAssertTrue(waitFor(10) {
            petalCentre(shown).map { distance($0, target) < distance(stillPaused, target) - 30 } ?? false
        }, "resumed, it moves on")
    }
}
