// ResponseBench: what a live window costs when nothing moves, and how long a
// click takes to reach the screen, on a private Xvfb of its own.
//
//   swift run -c release ResponseBench [--clicks N] [--seconds S] [--pacing automatic|timer|vsync]
//                                      [--gl automatic|glx|egl] [--json]
//
// 1. Idle: a window showing a still layer tree; process CPU and frames drawn over --seconds.
// 2. Paused: the same with a spinning layer paused (speed 0, as the seed's pause does).
// 3. Click to photon: XTest presses the pointer over the window; the window's
//    pointer-down handler flips a layer between black and white; a second
//    client reads the pixel back from the X server (what a screen would show)
//    until it flips. Each click waits a random 20–70 ms first, so clicks land
//    at every phase of the frame clock. The time from the press to the pixel
//    is reported in milliseconds and in refreshes of the window's clock.
// 4. Resize storm: a second client resizes the window --resizes times, ten
//    at a time with 10 ms between, then to a last size: the frames drawn
//    per second during the storm, the sizes the app saw, and how long after
//    the last request the window had the last size.
import ArgumentParser
import CX11
import Foundation
import LayerHost
import XvfbTestSupport

@main
struct ResponseBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ResponseBench",
        abstract: "Idle and paused CPU of a live window, and click-to-photon latency, on a private Xvfb.",
        discussion: "Prints a table (or with --json one JSON line). Needs Xvfb (Scripts/install-deps.sh installs it).")

    enum PacingChoice: String, ExpressibleByArgument { case automatic, timer, vsync }
    enum GLChoice: String, ExpressibleByArgument { case automatic, glx, egl }

    @Option(parsing: .unconditional, help: "Clicks timed.") var clicks = 40
    @Option(parsing: .unconditional, help: "Resizes in the storm.") var resizes = 300
    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds each CPU measurement lasts.", valueName: "S")) var seconds = 3.0
    @Option(help: "How frames are paced (automatic: a timer on Xvfb).") var pacing = PacingChoice.automatic
    @Option(help: "The GL API of the window (automatic: GLX where the X server offers it, else EGL).") var gl = GLChoice.automatic
    @Flag(help: "Print one JSON line instead of the table.") var json = false

    func validate() throws {
        guard clicks > 0 else { throw ValidationError("--clicks wants a positive whole number, not \(clicks)") }
        guard (1...100_000).contains(resizes) else {
            throw ValidationError("--resizes wants a whole number from 1 to 100000, not \(resizes)")
        }
        guard seconds > 0, seconds.isFinite else { throw ValidationError("--seconds wants a positive number, not \(seconds)") }
    }

    func run() throws {
        let server = try XvfbServer.start(width: 640, height: 480)
        defer { server.stop() }
        var options = LayerWindow.Options()
        options.pacing = [.automatic: .automatic, .timer: .timer, .vsync: .vsync][pacing]!
        options.glAPI = [.automatic: .automatic, .glx: .glx, .egl: .egl][gl]!
        let window = try LayerWindow(title: "ResponseBench", width: 320, height: 240, framesPerSecond: nil,
                                     displayName: server.displayName, options: options)
        defer { window.close() }
        let scene = ResponseScene(root: window.rootLayer)
        window.onEvent = { event in
            if case .pointerDown = event { scene.flip() }
        }
        window.start()
        spin(until: Date(timeIntervalSinceNow: 5)) { window.lastFrameReport != nil }
        guard window.lastFrameReport != nil else { throw BenchError("no frame was drawn in 5 s") }

        let idle = measureStill(window)
        scene.startSpinner()
        spin(until: Date(timeIntervalSinceNow: 0.5)) { false }
        scene.pauseSpinner()
        let paused = measureStill(window)
        scene.removeSpinner()
        spin(until: Date(timeIntervalSinceNow: 0.3)) { false }

        guard let native = window.nativeWindow else { throw ValidationError("the window is not an X window") }
        let timer = try ClickTimer(displayName: server.displayName, window: native.window, count: clicks,
                                   isWhite: { scene.isWhite })
        timer.start()
        spin(until: Date(timeIntervalSinceNow: Double(clicks) * 1.2 + 5)) { timer.isDone }
        let latencies = timer.latencies
        guard latencies.count == clicks else {
            throw BenchError("only \(latencies.count) of \(clicks) clicks reached the screen within a second each")
        }
        let storm = try resizeStorm(window, displayName: server.displayName, id: native.window)
        let refresh = window.lastFrameReport?.refreshInterval ?? 1.0 / 60
        let sorted = latencies.sorted()
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))] }
        let results: [(String, Double)] = [
            ("idle_cpu_percent", idle.cpuPercent), ("idle_frames_per_second", idle.framesPerSecond),
            ("paused_cpu_percent", paused.cpuPercent), ("paused_frames_per_second", paused.framesPerSecond),
            ("click_to_photon_ms_p50", percentile(0.5) * 1000), ("click_to_photon_ms_p95", percentile(0.95) * 1000),
            ("click_to_photon_ms_max", sorted.last! * 1000),
            ("click_to_photon_refreshes_p50", percentile(0.5) / refresh),
            ("click_to_photon_refreshes_p95", percentile(0.95) / refresh),
            ("refresh_ms", refresh * 1000),
            ("resize_storm_frames_per_second", storm.framesPerSecond), ("resize_storm_sizes_seen", Double(storm.sizesSeen)),
            ("resize_storm_last_size_ms", storm.settle * 1000),
        ]
        if json {
            var fields = results.map { "\"\($0.0)\":\(String(format: "%.3f", $0.1))" }
            fields.insert("\"clicks\":\(clicks),\"pacing\":\"\(window.pacingDescription)\",\"present_path\":\"\(window.presentPath)\"", at: 0)
            print("{" + fields.joined(separator: ",") + "}")
        } else {
            print("ResponseBench: \(window.pacingDescription); \(window.presentPath)")
            print("| metric | value |\n|---|---|")
            for (name, value) in results { print("| \(name) | \(String(format: "%.2f", value)) |") }
        }
    }

    /// A second client resizes the window `resizes` times (ten at a time, 10 ms between), then
    /// to 333 × 222: the frames drawn per second meanwhile, the sizes the app saw, and the
    /// seconds from the last request until the window (its root layer) had the last size.
    private func resizeStorm(_ window: LayerWindow, displayName: String, id: UInt)
        throws -> (framesPerSecond: Double, sizesSeen: Int, settle: Double) {
        let driver = try XTestDriver(displayName: displayName)
        var sizesSeen = 0
        window.onEvent = { if case .resized = $0 { sizesSeen += 1 } }
        defer { window.onEvent = nil }
        let frames = window.framesDrawn
        let start = Date()
        for step in 0..<resizes {
            driver.resizeWindow(Window(id), width: 120 + (step * 37) % 500, height: 90 + (step * 53) % 400)
            if step % 10 == 9 { spin(until: Date(timeIntervalSinceNow: 0.01)) { false } }
        }
        let stormSeconds = Date().timeIntervalSince(start)
        let drawn = window.framesDrawn - frames
        let last = CGSize(width: 333, height: 222)
        driver.resizeWindow(Window(id), width: Int(last.width), height: Int(last.height))
        let requested = Date()
        spin(until: Date(timeIntervalSinceNow: 10)) { window.rootLayer.bounds.size == last }
        guard window.rootLayer.bounds.size == last else {
            throw BenchError("the window did not reach its last size within 10 s of the storm")
        }
        return (Double(drawn) / stormSeconds, sizesSeen, Date().timeIntervalSince(requested))
    }

    /// Process CPU (percent of one core) and frames drawn per second over `seconds`, after a settling pause.
    private func measureStill(_ window: LayerWindow) -> (cpuPercent: Double, framesPerSecond: Double) {
        spin(until: Date(timeIntervalSinceNow: 0.5)) { false }
        let frames = window.framesDrawn
        let cpu = processCPUSeconds()
        let start = Date()
        // One long wait (not `spin`'s 20 ms slices, which would be the bench's own CPU).
        let end = Date(timeIntervalSinceNow: seconds)
        while Date() < end { RunLoop.main.run(until: end) }
        let elapsed = Date().timeIntervalSince(start)
        return ((processCPUSeconds() - cpu) / elapsed * 100, Double(window.framesDrawn - frames) / elapsed)
    }
}

/// Runs the main run loop until `done` or `deadline`.
func spin(until deadline: Date, _ done: () -> Bool) {
    while !done() && Date() < deadline { RunLoop.main.run(until: min(deadline, Date(timeIntervalSinceNow: 0.02))) }
}

func processCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// A failed run: the message, and exit status 1.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
