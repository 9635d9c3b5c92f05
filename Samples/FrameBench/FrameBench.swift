// FrameBench: frame times of the live runtime on the two workloads of the
// hand-written C baseline (Benchmarks/CBaseline: sprites and cards) and on
// three of its own (shapes, emitter, indicators), measured the way the
// baseline measures: warm-up, then a stretch in which every presented frame
// is timed.
//
//   swift run -c release FrameBench --scene sprites|cards|shapes|emitter|indicators|blur|blur-window --layers N --seconds S [--warmup S]
//                                   [--unthrottled] [--json] [--per-frame] [--sync-present]
//                                   [--corner-curve circular|continuous] [--headless [--png PATH]]
//
// For --scene emitter, N is the number of particles alive (in one emitter
// layer); for --scene indicators, the number of loading indicators; for
// --scene blur, the number of blurring panels (over 300 sprites); for
// --scene blur-window, the sprites under one window-sized blur; for --scene
// spinner, the rings turning on a still screen (1: the Qt peer's spinner.qml).
// --animating K leaves all but the first K indicators still. With XVFB_PID set
// to the X server's process id, the X server's CPU per frame is counted too.
// --per-frame also writes every measured frame's interval and phases to stderr.
// --sync-present presents on the render thread, as the C peer does; by default a
// frame is presented on its own thread while the next one is evaluated and
// built, so the phases overlap and their sum exceeds the frame time.
// --headless draws the same frames into an offscreen target with no X
// display (HeadlessBenchHost): a GPU server, CI.
//
// gpu_ms_per_frame is the median of the frames' GPU times (timer queries,
// GL_EXT_disjoint_timer_query, around each frame's drawing; results lag a
// frame or two and those around a disjoint event are dropped); null with the
// reason where there are none (llvmpipe, a driver without the extension).
import ArgumentParser
import Foundation
import GLESRenderer
import Histogram
import LayerHost
import SampleSupport

func processCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The CPU seconds (user and system) process `pid` has used, from
/// `/proc/<pid>/stat` (in clock ticks, 10 ms apart); nil when it cannot be read.
func cpuSeconds(ofProcess pid: Int32) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

@main
struct FrameBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "FrameBench",
        abstract: "Frame times of the live runtime on the workloads of Benchmarks/CBaseline and three of its own, in an X window or headless.",
        discussion: """
            Measured the way the C baseline (Benchmarks/CBaseline) measures: --warmup seconds, then --seconds in which \
            every presented frame is timed. Prints a table (or with --json one JSON line): fps; the frame \
            intervals' p50, p90, p95, p99 and max (from an HdrHistogram); the budget (one refresh) and the \
            frames over it (a refresh missed); frames; process CPU, the render thread's CPU and phases per frame; \
            and the median GPU time per frame (timer queries). Needs a display (an X display, DISPLAY, or a \
            Wayland compositor, WAYLAND_DISPLAY), or --headless: an offscreen target on headless EGL (a \
            surfaceless platform, Mesa's or NVIDIA's, or a GPU's device platform), nothing shown. \
            Nothing to click; it quits by itself.
            """)

    @Option(help: "The workload: sprites, cards, shapes (shape-layer spinners), emitter, indicators (a screen of loading indicators), blur (blurring panels over sprites), blur-window (one window-sized blur over sprites) or spinner (one small ring turning on a still screen).")
    var scene = BenchScene.sprites

    @Option(parsing: .unconditional, help: ArgumentHelp("Layers in the scene (emitter: particles alive in one emitter layer; indicators: indicators; blur: blurring panels; blur-window: sprites; spinner: rings). Default 1000, and 1 for spinner.", valueName: "N"))
    var layers: Int?

    /// `--layers`, or the scene's default: one ring for `spinner` (the Qt
    /// Quick peer's screen), 1000 for the others.
    var layerCount: Int { layers ?? (scene == .spinner ? 1 : 1000) }

    @Option(parsing: .unconditional, help: ArgumentHelp("With --scene indicators: how many of them move (the rest stand still; default all).", valueName: "K"))
    var animating: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds measured.", valueName: "S"))
    var seconds = 10.0

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds run before measuring.", valueName: "S"))
    var warmup = 2.0

    @Flag(help: "Draw as fast as possible instead of at the display's rate.")
    var unthrottled = false

    @Flag(help: "Print one JSON line instead of the table.")
    var json = false

    @Flag(help: "Also write every measured frame's interval and phases (ms) to stderr.")
    var perFrame = false

    @Flag(name: .customLong("sync-present"),
          help: ArgumentHelp("Present on the render thread, as the C peer does (default: on a present thread of "
                             + "its own while the next frame is evaluated and built, so the phases overlap)."))
    var synchronousPresent = false

    @Flag(help: ArgumentHelp("Draw into an offscreen target on headless EGL instead of a window (no X display needed; "
                             + "nothing is presented)."))
    var headless = false

    @Option(help: ArgumentHelp("The cards' corner curve: circular (the default) or continuous (Apple's "
                               + "cornerCurve = .continuous).", valueName: "curve"))
    var cornerCurve = "circular"

    @Option(help: ArgumentHelp("With --headless: write the last frame drawn to this PNG file (to look at a GPU's "
                               + "frames, or compare them with llvmpipe's).", valueName: "path"))
    var png: String?

    func validate() throws {
        if png != nil, !headless { throw ValidationError("--png needs --headless (a window's frames are on screen)") }
        guard ["circular", "continuous"].contains(cornerCurve) else {
            throw ValidationError("--corner-curve wants circular or continuous, not \(cornerCurve)")
        }
        guard layerCount > 0 else { throw ValidationError("--layers wants a positive whole number, not \(layerCount)") }
        if let animating {
            guard scene == .indicators else { throw ValidationError("--animating is for --scene indicators") }
            guard (0...layerCount).contains(animating) else {
                throw ValidationError("--animating wants a whole number from 0 to --layers (\(layerCount)), not \(animating)")
            }
        }
        guard seconds > 0, seconds.isFinite else {
            throw ValidationError("--seconds wants a positive, finite number of seconds, not \(seconds)")
        }
        guard warmup >= 0, warmup.isFinite else {
            throw ValidationError("--warmup wants a finite number of seconds ≥ 0, not \(warmup)")
        }
        if let png { try SampleOptions.checkOutput(file: png, option: "--png", for: "the last frame") }
    }

    func run() throws {
        let log = FrameLog()
        let host: BenchHost
        if headless {
            host = try HeadlessBenchHost(width: BenchScene.width, height: BenchScene.height, unthrottled: unthrottled,
                                         measuresRenderWait: true, lastFramePNG: png.map { URL(fileURLWithPath: $0) },
                                         frameObserver: log.observe)
        } else {
            var options = LayerWindow.Options()
            options.unthrottled = unthrottled
            options.measuresRenderWait = true
            options.presentsAsynchronously = !synchronousPresent
            options.frameObserver = log.observe
            host = try LayerWindow(title: "FrameBench \(scene.rawValue) \(layerCount)",
                                   width: BenchScene.width, height: BenchScene.height,
                                   framesPerSecond: nil, displayName: nil, options: options)
        }
        log.readFacts(of: host.glContext)
        host.rootLayer.backgroundColor = CGColor(red: 0.08, green: 0.08, blue: 0.1, alpha: 1)
        scene.populate(host.rootLayer, count: layerCount, cornerCurve: CALayerCornerCurve(rawValue: cornerCurve),
                       animating: animating)
        let xServer = ProcessInfo.processInfo.environment["XVFB_PID"].flatMap { Int32($0) }
        host.start()
        RunLoop.main.run(until: Date(timeIntervalSinceNow: warmup))
        let cpuStart = processCPUSeconds()
        let xServerStart = xServer.flatMap(cpuSeconds(ofProcess:))
        let start = CACurrentMediaTime()
        log.setRecording(true)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
        log.setRecording(false)
        let elapsed = CACurrentMediaTime() - start
        let cpu = processCPUSeconds() - cpuStart
        let xServerCPU = xServerStart.flatMap { start in xServer.flatMap(cpuSeconds(ofProcess:)).map { $0 - start } }
        let pacing = host.pacingDescription
        let presentMeaning = host.presentMeaning(synchronous: synchronousPresent)
        let failure = host.renderingError
        // A host that could not finish its job (the --png file) fails the run, after the figures.
        let closing = Result { try host.close() }

        let frames = log.all
        if perFrame {
            // One line per measured frame on stderr: interval, then the phases, in ms.
            FileHandle.standardError.write(Data("frame_ms apply_ms build_ms encode_ms wait_ms present_ms gpu_ms\n".utf8))
            for (previous, f) in zip(frames, frames.dropFirst()) {
                let line = [f.end - previous.end, f.apply, f.build, f.encode, f.wait, f.present]
                    .map { String(format: "%.3f", $0 * 1000) }.joined(separator: " ")
                let gpu = f.gpu.map { String(format: "%.3f", $0) } ?? "-"
                FileHandle.standardError.write(Data((line + " " + gpu + "\n").utf8))
            }
        }
        guard frames.count > 1 else {
            throw BenchFailure("FrameBench: no frames were drawn in \(seconds) s" + (failure.map { " (\($0))" } ?? ""))
        }
        // Frame intervals in microseconds; p50 and p99 are HdrHistogram's (three significant digits).
        var intervals = Histogram<UInt64>()
        for (previous, f) in zip(frames, frames.dropFirst()) {
            intervals.record(UInt64(max(0, ((f.end - previous.end) * 1e6).rounded())))
        }
        func percentile(_ p: Double) -> Double { Double(intervals.valueAtPercentile(p)) / 1000 }
        let n = Double(frames.count)
        func mean(_ k: KeyPath<FrameLog.Frame, Double>) -> Double { frames.map { $0[keyPath: k] }.reduce(0, +) / n * 1000 }
        let fps = n / elapsed
        // The budget is a refresh of the display (or of the pacing timer; 60 Hz when frames are
        // not paced); a frame is over it when it came half a refresh or more late: a refresh missed.
        let budget = log.refreshInterval ?? 1.0 / 60
        let overBudget = zip(frames, frames.dropFirst()).filter { $1.end - $0.end > budget * 1.5 }.count
        let result: [(String, Double)] = [
            ("fps", fps), ("frame_ms_p50", percentile(50)), ("frame_ms_p90", percentile(90)),
            ("frame_ms_p95", percentile(95)), ("frame_ms_p99", percentile(99)),
            ("frame_ms_max", Double(intervals.max) / 1000), ("budget_ms", budget * 1000),
            ("frames_over_budget", Double(overBudget)),
            ("frames", n), ("cpu_ms_per_frame", cpu / n * 1000),
            ("x_server_cpu_ms_per_frame", xServerCPU.map { $0 / n * 1000 } ?? .nan),
            ("cpu_with_x_server_ms_per_frame", xServerCPU.map { (cpu + $0) / n * 1000 } ?? .nan),
            ("render_thread_cpu_ms_per_frame", mean(\.renderThreadCPU)),
            ("apply_ms_per_frame", mean(\.apply)), ("evaluate_build_ms_per_frame", mean(\.build)),
            ("damage_ms_per_frame", mean(\.damage)),
            ("damaged_share", mean(\.damagedShare) / 1000), ("redrawn_share", mean(\.redrawnShare) / 1000),
            ("encode_ms_per_frame", mean(\.encode)), ("render_wait_ms_per_frame", mean(\.wait)),
            ("present_ms_per_frame", mean(\.present)),
        ]
        let gpuTimes = frames.compactMap(\.gpu)
        let gpu = GPUTimeSummary(times: gpuTimes, reason: log.gpuTimeUnavailableReason, ledger: log.gpuTimerLedger)
        let facts = log.glFacts
        if json {
            var fields = result.map { key, value in
                "\"\(key)\":" + (value.isNaN ? "null" : Self.counts.contains(key) ? String(Int(value)) : String(format: "%.3f", value))
            }
            fields.insert("\"scene\":\"\(scene.rawValue)\",\"layers\":\(layerCount),\"animating\":\(animating ?? layerCount),\"resolution\":\"\(resolution)\",\"corner_curve\":\"\(cornerCurve)\",\"unthrottled\":\(unthrottled),\"asynchronous_present\":\(!synchronousPresent && !headless)", at: 0)
            fields.append(gpu.jsonFields)
            fields.append("\"headless\":\(headless),\"pacing\":\(jsonString(pacing)),\"present_ms_meaning\":\(jsonString(presentMeaning))")
            fields.append("\"gl_renderer\":\(jsonString(facts?.renderer)),\"gl_version\":\(jsonString(facts?.version)),"
                          + "\"egl_platform\":\(jsonString(facts?.platform)),\"egl_vendor\":\(jsonString(facts?.vendor))")
            print("{" + fields.joined(separator: ",") + "}")
        } else {
            print("FrameBench \(scene.rawValue), \(layerCount) layers, \(resolution), \(seconds) s\(unthrottled ? ", unthrottled" : "")\(headless ? ", headless" : "")")
            let api = facts.map { facts in facts.vendor.map { "EGL \(facts.platform), \($0)" } ?? facts.platform.uppercased() } ?? "?"
            print("GL: \(facts?.renderer ?? "?"), \(facts?.version ?? "?") (\(api)); pacing: \(pacing)")
            print("| metric | value |\n|---|---|")
            for (k, v) in result {
                print("| \(k) | \(v.isNaN ? "n/a (no XVFB_PID)" : Self.counts.contains(k) ? String(Int(v)) : String(format: "%.2f", v)) |")
            }
            print("| gpu_ms_per_frame | \(gpu.tableValue) |")
            print("present_ms means: \(presentMeaning)")
            print("frames_over_budget: frames shown half a refresh (budget_ms) or more after the one before, a refresh missed")
        }
        try closing.get()
    }

    /// The figures that are counts, printed as whole numbers.
    private static let counts: Set<String> = ["frames", "frames_over_budget"]

    /// The size drawn, in pixels (points at scale 1): the window's or the offscreen target's.
    private var resolution: String { "\(BenchScene.width)x\(BenchScene.height)" }
}

/// `text` as a JSON string literal, or null.
func jsonString(_ text: String?) -> String {
    guard let text else { return "null" }
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

extension BenchScene: ExpressibleByArgument {}

/// A run that measured nothing: the message, and exit status 1.
struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
