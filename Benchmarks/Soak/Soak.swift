// Soak: the Petals shower plus a churn of layers of every kind, in a live
// window, for a set time, reporting every interval: resident memory, the GL
// objects the renderer holds, the layers drawn and frame-time percentiles.
// Memory and GL object counts must level off: the summary compares the end
// with the state after warm-up and exits 1 when either keeps growing.
//
//   swift run -c release Soak [--seconds S] [--every S] [--churn N] [--kinds 0,3] [--json]
//   swift run -c release Soak --windows 1000 [--json]   (windows opened and closed, one after another)
//   (defaults: 180 s, a report every 15 s, 20 layers in and out every 0.1 s,
//   every kind: 0 image, 1 shape, 2 gradient, 3 text, 4 shadowed card, 5 masked card)
// Needs an X display (Xvfb :1 & then DISPLAY=:1).
import ArgumentParser
import Foundation
import LayerHost
import SampleSupport

@main
struct Soak: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Soak",
        abstract: "The petal shower plus a churn of every kind of layer, in a window: do memory and GL objects level off?",
        discussion: """
            Every --every seconds it reports resident memory, the GL objects the renderer holds \
            (textures, offscreen targets, shadow textures), the layers drawn and the frame times' \
            p50 and p99 (HdrHistogram percentiles of the intervals since the last report); --json \
            prints the rows as one JSON array at the end instead of the table. The summary compares \
            the last report with the one a third of the way in: the exit status is 1 when resident \
            memory or textures grew by 10 % or more, 0 otherwise. Needs an X display (DISPLAY); \
            nothing to click.

            Kinds: 0 image (a fresh one each time), 1 shape, 2 gradient, 3 text, 4 shadowed card, \
            5 masked card.
            """)

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds to run.", valueName: "S"))
    var seconds = 180.0

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds between reports.", valueName: "S"))
    var every = 15.0

    @Option(parsing: .unconditional, help: ArgumentHelp("Layers added and removed every 0.1 s (0…10000).", valueName: "N"))
    var churn = 20

    @Option(help: ArgumentHelp("The kinds of layer churned, by number, separated by commas (default: all).",
                               valueName: "0,3"),
            transform: { try Soak.kinds($0) })
    var kinds: [Int]?

    @Flag(help: "Print the reports as one JSON array at the end instead of a table.")
    var json = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Instead of the churn: open, start and close this many windows one after another, "
                               + "reporting descriptors, threads and memory every 100.", valueName: "N"))
    var windows: Int?

    func validate() throws {
        guard seconds > 0, seconds.isFinite else {
            throw ValidationError("--seconds wants a positive, finite number of seconds, not \(seconds)")
        }
        guard every > 0, every.isFinite else {
            throw ValidationError("--every wants a positive, finite number of seconds, not \(every)")
        }
        if let windows, !(1...100_000).contains(windows) {
            throw ValidationError("--windows wants a whole number of windows from 1 to 100000, not \(windows)")
        }
        guard (0...10_000).contains(churn) else {
            throw ValidationError("--churn wants a whole number of layers from 0 to 10000, not \(churn)")
        }
    }

    /// `--kinds 0,3`: numbers 0…5 separated by commas.
    static func kinds(_ text: String) throws -> [Int] {
        let kinds = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !kinds.isEmpty, kinds.allSatisfy({ $0.map { (0..<6).contains($0) } ?? false }) else {
            throw ValidationError("--kinds wants numbers from 0 to 5 separated by commas, such as 0,3, not \(text)")
        }
        return kinds.compactMap { $0 }
    }

    func run() throws {
        if let windows {
            do {
                if try !SoakWindowCycles.run(windows, json: json) { throw ExitCode.failure }
            } catch let error as ExitCode {
                throw error
            } catch {
                FileHandle.standardError.write(Data("Soak needs an X display: \(error)\n".utf8))
                throw ExitCode(2)
            }
            return
        }
        let recorder = SoakRecorder()
        var options = LayerWindow.Options()
        options.frameObserver = { recorder.frameDrawn($0) }
        let window: LayerWindow
        do {
            window = try LayerWindow(title: "Soak", width: PetalsScene.width, height: PetalsScene.height,
                                     framesPerSecond: 60, displayName: nil, options: options)
        } catch {
            FileHandle.standardError.write(Data("Soak needs an X display: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let shower = PetalsScene(mode: .shower)
        shower.log = { _ in }
        let churn = SoakChurn(width: PetalsScene.width, height: PetalsScene.height, population: 400, kinds: kinds ?? [])
        window.rootLayer.addSublayer(shower.root)
        window.rootLayer.addSublayer(churn.layer)

        let report = SoakReport()
        let start = Date()
        let perTick = self.churn, every = self.every, seconds = self.seconds, json = self.json
        _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in churn.tick(count: perTick) }
        _ = Timer.scheduledTimer(withTimeInterval: every, repeats: true) { _ in
            let (frames, resources, layers) = recorder.take()
            let row = SoakReport.Row(
                seconds: Date().timeIntervalSince(start).rounded(), residentMiB: residentMiB(),
                textures: resources.textures, textureMiB: Double(resources.textureBytes) / 1_048_576,
                offscreenTargets: resources.offscreenTargets, shadowTextures: resources.shadowTextures,
                layers: layers, frames: Int(frames.totalCount),
                frameMsP50: Double(frames.valueAtPercentile(50)) / 1000,
                frameMsP99: Double(frames.valueAtPercentile(99)) / 1000)
            report.rows.append(row)
            if !json {
                if report.rows.count == 1 { print("| s | RSS MiB | textures | texture MiB | offscreen | shadows | layers | frames | p50 ms | p99 ms |\n|---|---|---|---|---|---|---|---|---|---|") }
                print(String(format: "| %.0f | %.1f | %d | %.2f | %d | %d | %d | %d | %.2f | %.2f |", row.seconds, row.residentMiB,
                             row.textures, row.textureMiB, row.offscreenTargets, row.shadowTextures, row.layers, row.frames,
                             row.frameMsP50, row.frameMsP99))
                fflush(stdout)
            }
            if Date().timeIntervalSince(start) >= seconds { window.close() }
        }
        window.run()

        let rows = report.rows
        guard !rows.isEmpty else {
            FileHandle.standardError.write(Data("Soak: the window closed before the first report; nothing to compare\n".utf8))
            throw ExitCode(2)
        }
        // Levelled off: after the first third, memory grows by less than 10 % and GL objects by less than 10 %.
        let settled = rows[min(rows.count - 1, max(1, rows.count / 3))]
        let last = rows.last ?? settled
        let memoryGrowth = (last.residentMiB - settled.residentMiB) / max(settled.residentMiB, 1)
        let textureGrowth = Double(last.textures - settled.textures) / Double(max(settled.textures, 1))
        let summary = String(format: "churned %d layers; from %.0f s to %.0f s resident memory %+.1f %% (%.1f → %.1f MiB), textures %+.1f %% (%d → %d)",
                             churn.added, settled.seconds, last.seconds, memoryGrowth * 100, settled.residentMiB, last.residentMiB,
                             textureGrowth * 100, settled.textures, last.textures)
        if json {
            let data = try JSONEncoder().encode(rows)
            print(String(decoding: data, as: UTF8.self))
        }
        print(summary)
        if !(memoryGrowth < 0.1 && textureGrowth < 0.1) { throw ExitCode.failure }
    }
}

/// The reports so far, one row each. Main thread.
final class SoakReport {
    struct Row: Codable {
        var seconds: Double
        var residentMiB: Double
        var textures: Int
        var textureMiB: Double
        var offscreenTargets: Int
        var shadowTextures: Int
        var layers: Int
        var frames: Int
        var frameMsP50: Double
        var frameMsP99: Double
    }
    var rows: [Row] = []
}

/// Resident memory in MiB (Linux /proc).
@Sendable func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}
