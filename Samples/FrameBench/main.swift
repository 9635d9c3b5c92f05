// FrameBench: frame times of the live runtime on the two workloads of
// ../shared/bench, measured the way its peers measure them (bench.h):
// warm-up, then a window in which every presented frame is timed.
//
//   swift run -c release FrameBench --scene sprites|cards|shapes|emitter --layers N --seconds S [--warmup S]
//                                   [--unthrottled] [--json] [--per-frame] [--sync-present]
//
// For --scene emitter, N is the number of particles alive (in one emitter layer).
// --per-frame also writes every measured frame's interval and phases to stderr.
// --sync-present presents on the render thread, as the C peer does; by default a
// frame is presented on its own thread while the next one is evaluated and
// built, so the phases overlap and their sum exceeds the frame time.
import Foundation
import LayerHost

struct Arguments {
    var scene = BenchScene.sprites
    var layers = 1000
    var seconds = 10.0
    var warmup = 2.0
    var unthrottled = false
    var json = false
    var perFrame = false
    var synchronousPresent = false

    init(_ args: [String]) throws {
        var i = 0
        func value() throws -> String {
            i += 1
            guard i < args.count else { throw BenchError.usage("\(args[i - 1]) needs a value") }
            return args[i]
        }
        while i < args.count {
            switch args[i] {
            case "--scene":
                let name = try value()
                guard let s = BenchScene(rawValue: name) else { throw BenchError.usage("unknown scene \(name); use sprites, cards, shapes or emitter") }
                scene = s
            case "--layers": layers = Int(try value()) ?? -1
            case "--seconds": seconds = Double(try value()) ?? -1
            case "--warmup": warmup = Double(try value()) ?? -1
            case "--unthrottled": unthrottled = true
            case "--json": json = true
            case "--per-frame": perFrame = true
            case "--sync-present": synchronousPresent = true
            default: throw BenchError.usage("unknown argument \(args[i])")
            }
            i += 1
        }
        guard layers > 0, seconds > 0, warmup >= 0 else { throw BenchError.usage("layers and seconds must be positive") }
    }
}

enum BenchError: Error, CustomStringConvertible {
    case usage(String)
    var description: String {
        switch self {
        case .usage(let m): return "FrameBench: \(m)\nusage: FrameBench --scene sprites|cards|shapes|emitter --layers N --seconds S [--warmup S] [--unthrottled] [--json] [--per-frame] [--sync-present]"
        }
    }
}

/// Frames recorded on the render thread.
final class FrameLog: @unchecked Sendable {
    struct Frame {
        var end: Double, apply: Double, build: Double, encode: Double, wait: Double, present: Double
    }
    private let lock = NSLock()
    private var frames: [Frame] = []
    private var recording = false
    func setRecording(_ on: Bool) { lock.withLock { recording = on } }
    func add(_ f: Frame) { lock.withLock { if recording { frames.append(f) } } }
    var all: [Frame] { lock.withLock { frames } }
}

func processCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
}

do {
    let args = try Arguments(Array(CommandLine.arguments.dropFirst()))
    let log = FrameLog()
    var options = LayerWindow.Options()
    options.unthrottled = args.unthrottled
    options.measuresRenderWait = true
    options.presentsAsynchronously = !args.synchronousPresent
    options.frameObserver = { timing, renderer in
        log.add(.init(end: timing.endTime, apply: timing.applySeconds, build: timing.buildSeconds,
                      encode: renderer.lastEncodeSeconds, wait: renderer.lastRenderWaitSeconds,
                      present: renderer.lastPresentSeconds))
    }
    let window = try LayerWindow(title: "FrameBench \(args.scene.rawValue) \(args.layers)",
                                 width: BenchScene.width, height: BenchScene.height,
                                 framesPerSecond: nil, displayName: nil, options: options)
    window.rootLayer.backgroundColor = CGColor(red: 0.08, green: 0.08, blue: 0.1, alpha: 1)
    args.scene.populate(window.rootLayer, count: args.layers)
    window.start()
    RunLoop.main.run(until: Date(timeIntervalSinceNow: args.warmup))
    let cpuStart = processCPUSeconds()
    let start = CACurrentMediaTime()
    log.setRecording(true)
    RunLoop.main.run(until: Date(timeIntervalSinceNow: args.seconds))
    log.setRecording(false)
    let elapsed = CACurrentMediaTime() - start
    let cpu = processCPUSeconds() - cpuStart
    let gpuReason = window.isSoftwareRenderer ? "llvmpipe: timer queries measure only the last tile" : "timer queries not wired yet"
    window.close()

    let frames = log.all
    if args.perFrame {
        // One line per measured frame on stderr: interval, then the phases, in ms.
        FileHandle.standardError.write(Data("frame_ms apply_ms build_ms encode_ms wait_ms present_ms\n".utf8))
        for (previous, f) in zip(frames, frames.dropFirst()) {
            let line = [f.end - previous.end, f.apply, f.build, f.encode, f.wait, f.present]
                .map { String(format: "%.3f", $0 * 1000) }.joined(separator: " ")
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
    guard frames.count > 1 else { throw BenchError.usage("no frames were drawn") }
    let intervals = zip(frames.dropFirst(), frames).map { ($0.end - $1.end) * 1000 }.sorted()
    let n = Double(frames.count)
    func mean(_ k: KeyPath<FrameLog.Frame, Double>) -> Double { frames.map { $0[keyPath: k] }.reduce(0, +) / n * 1000 }
    let fps = n / elapsed
    let result: [(String, Double)] = [
        ("fps", fps), ("frame_ms_p50", percentile(intervals, 50)), ("frame_ms_p99", percentile(intervals, 99)),
        ("frames", n), ("cpu_ms_per_frame", cpu / n * 1000),
        ("apply_ms_per_frame", mean(\.apply)), ("evaluate_build_ms_per_frame", mean(\.build)),
        ("encode_ms_per_frame", mean(\.encode)), ("render_wait_ms_per_frame", mean(\.wait)),
        ("present_ms_per_frame", mean(\.present)),
    ]
    if args.json {
        var fields = result.map { "\"\($0.0)\":\($0.0 == "frames" ? String(Int($0.1)) : String(format: "%.3f", $0.1))" }
        fields.insert("\"scene\":\"\(args.scene.rawValue)\",\"layers\":\(args.layers),\"unthrottled\":\(args.unthrottled),\"asynchronous_present\":\(!args.synchronousPresent)", at: 0)
        fields.append("\"gpu_ms_per_frame\":null,\"gpu_ms_reason\":\"\(gpuReason)\"")
        print("{" + fields.joined(separator: ",") + "}")
    } else {
        print("FrameBench \(args.scene.rawValue), \(args.layers) layers, \(args.seconds) s\(args.unthrottled ? ", unthrottled" : "")")
        print("| metric | value |\n|---|---|")
        for (k, v) in result { print("| \(k) | \(k == "frames" ? String(Int(v)) : String(format: "%.2f", v)) |") }
        print("| gpu_ms_per_frame | n/a (\(gpuReason)) |")
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
