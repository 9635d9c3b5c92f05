import CX11
import Foundation
import XCTest
import XvfbTestSupport

/// Each sample, run as a user would under a private Xvfb with `--seconds 1`:
/// it opens its window, draws its first frame (seen on the X server's
/// screen) and exits with status 0 on its own.
final class SampleLaunchTests: SampleTestCase {
    private var server: XvfbServer!
    private var driver: XTestDriver!

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard XvfbServer.executablePath != nil else {
            throw XCTSkip("Xvfb is not installed (Scripts/install-deps.sh installs it)")
        }
        server = try XvfbServer.start(width: 1280, height: 800)
        driver = try XTestDriver(displayName: server.displayName)
    }

    override func tearDown() {
        driver = nil
        server?.stop()
        super.tearDown()
    }

    /// Whether a top-level window is shown on the screen.
    private func anyWindowShown() -> Bool {
        guard let driver else { return false }
        return driver.topLevelWindows().contains { driver.attributes(of: $0)?.map_state == IsViewable }
    }

    /// The RGB of the screen pixel at (x, y) (the window opens at the screen's top left).
    private func screenPixel(_ x: Int32, _ y: Int32) -> [Int]? {
        guard let image = XGetImage(driver.display, driver.root, x, y, 1, 1, XAllPlanes(), ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let value = image.pointee.f.get_pixel(image, 0, 0)
        return [Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF)]
    }

    /// Runs sample `name` for a second and checks that the screen showed
    /// `color` (0…1 components) at (x, y) while it ran.
    private func assertLaunches(_ name: String, showing color: (Double, Double, Double), at x: Int32, _ y: Int32,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let executable = try executable(name)
        let want = [color.0, color.1, color.2].map { Int(($0 * 255).rounded()) }
        var seen: [Int]?
        let run = try self.run(executable, ["--seconds", "1"], environment: ["DISPLAY": server.displayName],
                               timeout: 60) {
            if let pixel = screenPixel(x, y), zip(pixel, want).allSatisfy({ abs($0 - $1) <= 3 }) { seen = pixel }
        }
        XCTAssertFalse(run.timedOut, "\(name) --seconds 1 was still running after 60 s", file: file, line: line)
        XCTAssertEqual(run.status, 0, "\(name) exits cleanly: \(run.errors)", file: file, line: line)
        XCTAssertTrue(run.output.contains("\(name): first frame drawn"), "\(name) printed: \(run.output)",
                      file: file, line: line)
        XCTAssertNotNil(seen, "\(name)'s window showed \(want) at (\(x), \(y))", file: file, line: line)
    }

    func testPathFollowerStartsDrawsAndQuits() throws {
        // The lit "linear" pill of the mode bar.
        try assertLaunches("PathFollower", showing: (0.2, 0.45, 0.95), at: 338, 31)
    }

    func testImplicitActionsStartsDrawsAndQuits() throws {
        // The middle of the blue colour layer.
        try assertLaunches("ImplicitActions", showing: (0, 0, 1), at: 380, 210)
    }

    func testLayerEffectsStartsDrawsAndQuits() throws {
        // The blue square of the zPosition card.
        try assertLaunches("LayerEffects", showing: (0.3, 0.45, 0.95), at: 893, 397)
    }

    func testTimingLabStartsDrawsAndQuits() throws {
        // The page's background below the last lane.
        try assertLaunches("TimingLab", showing: (0.93, 0.93, 0.95), at: 5, 695)
    }

    // MARK: - Input reaches the samples

    /// Runs sample `name` for `seconds`; once its first frame shows `before`
    /// at `probe`, plays `input` (the pointer and keyboard of the private
    /// server); then expects the screen to show `after` at `probe`. Returns
    /// what the sample printed.
    @discardableResult
    private func assertResponds(_ name: String, at probe: (x: Int32, y: Int32), before: (Double, Double, Double),
                                after: (Double, Double, Double), input: @escaping (XTestDriver) -> Void,
                                file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let executable = try executable(name)
        func matches(_ color: (Double, Double, Double)) -> Bool {
            guard let pixel = screenPixel(probe.x, probe.y) else { return false }
            return zip(pixel, [color.0, color.1, color.2]).allSatisfy { abs($0 - Int(($1 * 255).rounded())) <= 3 }
        }
        var played = false, changed = false
        let run = try self.run(executable, ["--seconds", "3"], environment: ["DISPLAY": server.displayName],
                               timeout: 60) {
            if !played, matches(before) {
                // Keys go to the focused window (there is no window manager): focus the shown one.
                let shown = driver.topLevelWindows().first { driver.attributes(of: $0)?.map_state == IsViewable }
                if let shown { driver.focus(shown) }
                input(driver)
                played = true
            } else if played, !changed {
                changed = matches(after)
            }
        }
        XCTAssertEqual(run.status, 0, "\(name) exits cleanly: \(run.errors)", file: file, line: line)
        XCTAssertTrue(played, "\(name)'s first frame never showed \(before) at \(probe)", file: file, line: line)
        XCTAssertTrue(changed, "\(name) showed \(after) at \(probe) after the input", file: file, line: line)
        return run.output
    }

    func testPathFollowerStepsTheCalculationModeOnC() throws {
        // The "paced" pill lights up.
        try assertResponds("PathFollower", at: (434, 31), before: (0.86, 0.87, 0.9), after: (0.2, 0.45, 0.95)) {
            $0.tapKey(XK_c)
        }
    }

    func testImplicitActionsChangesColourOnAClickOfTheButton() throws {
        // The colour layer goes from blue to the first colour of the palette.
        try assertResponds("ImplicitActions", at: (380, 210), before: (0, 0, 1), after: (0.95, 0.3, 0.25)) {
            $0.movePointer(rootX: 380, rootY: 374)
            $0.click(button: 1)
        }
    }

    func testLayerEffectsNamesTheLayerClickedAndRaisesIt() throws {
        // A click on the red square's uncovered corner brings it in front of
        // the green one where they overlap.
        let output = try assertResponds("LayerEffects", at: (835, 353), before: (0.3, 0.8, 0.4),
                                        after: (0.95, 0.3, 0.3)) {
            $0.movePointer(rootX: 780, rootY: 335)
            $0.click(button: 1)
        }
        XCTAssertTrue(output.contains("hitTest((780, 335)) → zPosition red square"), output)
    }

    func testPetalsStepsOnTheRightArrowAndLightsTheStepsDot() throws {
        // The second of the panel's eight step dots lights up; the sample names the step.
        let output = try assertResponds("Petals", at: (371, 25), before: (75 / 255, 74 / 255, 92 / 255),
                                        after: (1, 140 / 255, 191 / 255)) {
            $0.tapKey(XK_Right)
        }
        XCTAssertTrue(output.contains("step 2: Keep the end"), output)
    }

    /// A pixel of a petal's deep pink in the open sky of Petals' window
    /// (below the top panel, above the state bar), if one shows now.
    private func petalPixelInTheSky() -> (x: Int, y: Int)? {
        let top: Int32 = 110, height: UInt32 = 480
        guard let image = XGetImage(driver.display, driver.root, 0, top, 480, height, XAllPlanes(), ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        for y in stride(from: 0, to: Int32(height), by: 2) {
            for x in stride(from: 8, to: Int32(472), by: 2) {
                let value = image.pointee.f.get_pixel(image, x, y)
                let (r, g, b) = ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
                // The petal's base (0.93, 0.35, 0.55); the sky is never this red with so little green.
                if r >= 215, g < 130, b >= 110 { return (Int(x), Int(y + top)) }
            }
        }
        return nil
    }

    func testPetalsPlucksThePetalClickedInTheShower() throws {
        // A click on a falling petal plucks it (it fades where it is), where
        // the panel's page-sized layer once took every click and paused
        // instead. A miss pauses the shower, which makes the next try easy.
        let executable = try executable("Petals")
        var clicks = 0, lastClick = Date.distantPast
        let run = try self.run(executable, ["--mode", "shower", "--seconds", "8"],
                               environment: ["DISPLAY": server.displayName], timeout: 60) {
            guard clicks < 4, Date().timeIntervalSince(lastClick) > 0.6, let at = petalPixelInTheSky() else { return }
            driver.movePointer(rootX: at.x, rootY: at.y)
            driver.click(button: 1)
            driver.sync()
            clicks += 1
            lastClick = Date()
        }
        XCTAssertEqual(run.status, 0, "Petals exits cleanly: \(run.errors)")
        XCTAssertGreaterThan(clicks, 0, "a petal showed in the sky")
        XCTAssertTrue(run.output.contains("plucked a petal"), "clicks on petals pluck them: \(run.output)")
    }

    func testEscapeQuitsASample() throws {
        let executable = try executable("TimingLab")
        var pressed = false
        let run = try self.run(executable, [], environment: ["DISPLAY": server.displayName], timeout: 30) {
            guard !pressed, let pixel = screenPixel(5, 695), pixel == [237, 237, 242] else { return }
            let shown = driver.topLevelWindows().first { driver.attributes(of: $0)?.map_state == IsViewable }
            if let shown { driver.focus(shown) }
            driver.tapKey(XK_Escape)
            pressed = true
        }
        XCTAssertTrue(pressed, "the window never showed its page")
        XCTAssertFalse(run.timedOut, "Escape closes the window and ends the program")
        XCTAssertEqual(run.status, 0, run.errors)
    }

    /// Runs `name`, kills its display once `ready()`, and checks that it
    /// ended on its own with `status`, saying `message` on standard error.
    private func assertEndsWhenItsDisplayIsLost(_ name: String, once ready: @escaping () -> Bool, status: Int32,
                                                saying message: String,
                                                file: StaticString = #filePath, line: UInt = #line) throws {
        var killed = false
        let run = try self.run(try executable(name), [], environment: ["DISPLAY": server.displayName], timeout: 60) {
            guard !killed, ready() else { return }
            driver = nil  // its connection goes first
            server.kill()
            killed = true
        }
        XCTAssertTrue(killed, "\(name)'s window never showed", file: file, line: line)
        XCTAssertFalse(run.timedOut, "the lost display ends \(name)", file: file, line: line)
        XCTAssertEqual(run.status, status, run.errors, file: file, line: line)
        XCTAssertTrue(run.errors.contains(message), run.errors, file: file, line: line)
    }

    /// A sample whose display goes away did not finish: it says why and exits with status 1.
    func testASampleWhoseDisplayIsLostExitsWithAFailure() throws {
        try assertEndsWhenItsDisplayIsLost(
            "TimingLab", once: { self.screenPixel(5, 695) == [237, 237, 242] }, status: 1,
            saying: "the window ended before the sample did: the connection to the display was lost")
    }

    /// `UIApplicationMain` exits with status 2 when its window's display goes away, after the
    /// delegate's termination calls (ViewAnimations is a UIKit app).
    func testAUIKitAppWhoseDisplayIsLostExitsWithStatus2() throws {
        try assertEndsWhenItsDisplayIsLost(
            "ViewAnimations", once: { self.anyWindowShown() }, status: 2,
            saying: "UIApplicationMain: the app's window ended (the connection to the display was lost)")
    }

    /// A sample's window resized shows its whole page scaled to fit and centred, the margins in
    /// the page's colour, never black: TimingLab's 960 × 720 page in 1,200 × 720 and in 480 × 360.
    func testAResizedSampleShowsItsWholePageWithoutBlackMargins() throws {
        let page = [237, 237, 242]
        var step = 0
        var seen: [String: [Int]] = [:]
        let run = try self.run(try executable("TimingLab"), [], environment: ["DISPLAY": server.displayName],
                               timeout: 60) {
            guard let driver else { return }
            let window = driver.topLevelWindows().first { driver.attributes(of: $0)?.map_state == IsViewable }
            guard let window else { return }
            switch step {
            case 0:
                guard screenPixel(5, 695) == page else { return }
                driver.resizeWindow(window, width: 1_200, height: 720)
                step = 1
            case 1...300:
                // 960 × 720 at 1: margins of 120 points each side, in the page's colour (once drawn at the new size).
                guard driver.attributes(of: window)?.width == 1_200, let left = screenPixel(60, 360),
                      let right = screenPixel(1_140, 700) else { return }
                seen["wider"] = left
                seen["wider right"] = right
                guard (left == page && right == page) || step == 300 else { step += 1; return }
                driver.resizeWindow(window, width: 480, height: 360)
                step = 301
            case 301...600:
                // Half the page's size: its bottom-left corner, (5, 695) of the page, is at (2, 347).
                guard driver.attributes(of: window)?.width == 480, let corner = screenPixel(3, 347),
                      corner == page || step == 600 else { step += 1; return }
                seen["half"] = corner
                driver.focus(window)
                driver.tapKey(XK_Escape)
                step = 1_000
            default:
                break
            }
        }
        XCTAssertFalse(run.timedOut, "\(seen)")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(seen["wider"], page, "the left margin is the page's colour")
        XCTAssertEqual(seen["wider right"], page, "so is the right one")
        XCTAssertEqual(seen["half"], page, "the page's corner, scaled to half: \(seen)")
    }

    /// The UIKit sample lays itself out too: resized, ViewAnimations' 800 × 600 screen is
    /// scaled to fit and centred, so its first (lit, orange) listing marker, whose left part
    /// is at (170, 22) of the screen, is at (370, 22) in a 1,200 × 600 window and at (85, 11)
    /// in a 400 × 300 one.
    func testAResizedUIKitSampleScalesItsScreenToFit() throws {
        func isOrange(_ pixel: [Int]?) -> Bool {
            guard let pixel else { return false }
            return pixel[0] > 200 && (100...200).contains(pixel[1]) && pixel[2] < 80
        }
        var step = 0
        var seen: [String: [Int]] = [:]
        let run = try self.run(try executable("ViewAnimations"), [], environment: ["DISPLAY": server.displayName],
                               timeout: 60) {
            guard let driver else { return }
            let window = driver.topLevelWindows().first { driver.attributes(of: $0)?.map_state == IsViewable }
            guard let window else { return }
            switch step {
            case 0:
                guard isOrange(screenPixel(170, 22)) else { return }
                driver.resizeWindow(window, width: 1_200, height: 600)
                step = 1
            case 1...300:
                guard driver.attributes(of: window)?.width == 1_200, let marker = screenPixel(370, 22) else { return }
                seen["wider"] = marker
                guard isOrange(marker) || step == 300 else { step += 1; return }
                driver.resizeWindow(window, width: 400, height: 300)
                step = 301
            case 301...600:
                guard driver.attributes(of: window)?.width == 400, let marker = screenPixel(85, 11) else { return }
                seen["half"] = marker
                guard isOrange(marker) || step == 600 else { step += 1; return }
                driver.focus(window)
                driver.tapKey(XK_Escape)
                step = 1_000
            default:
                break
            }
        }
        XCTAssertFalse(run.timedOut, "\(seen)")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(isOrange(seen["wider"]), "the marker, centred in the wider window: \(seen)")
        XCTAssertTrue(isOrange(seen["half"]), "the marker at half the scale: \(seen)")
    }
}
