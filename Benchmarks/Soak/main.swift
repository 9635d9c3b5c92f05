// Soak: the Petals shower plus a churn of layers of every kind, in a live
// window, for a set time, reporting every interval: resident memory, the GL
// objects the renderer holds, the layers drawn and frame-time percentiles.
// Memory and GL object counts must level off: the summary compares the end
// with the state after warm-up and exits 1 when either keeps growing.
//
//   swift run -c release Soak [--seconds S] [--every S] [--churn N] [--kinds 0,3] [--json]
//   (defaults: 180 s, a report every 15 s, 20 layers in and out every 0.1 s,
//   every kind: 0 image, 1 shape, 2 gradient, 3 text, 4 shadowed card, 5 masked card)
// Needs an X display (Xvfb :1 & then DISPLAY=:1).
import Foundation
import LayerHost
import SampleSupport

let arguments = CommandLine.arguments
func option(_ flag: String) -> Double? {
    arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? Double(arguments[$0 + 1]) : nil }
}
let seconds = option("--seconds") ?? 180
let every = option("--every") ?? 15
let churnOption = option("--churn") ?? 20
guard seconds > 0, seconds.isFinite, every > 0, every.isFinite, churnOption >= 0, churnOption <= 10_000 else {
    FileHandle.standardError.write(Data("Soak: --seconds and --every want positive numbers, --churn 0…10000\n".utf8))
    exit(2)
}
let perTick = Int(churnOption)
let json = arguments.contains("--json")
let kinds = arguments.firstIndex(of: "--kinds").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    .map { $0.split(separator: ",").compactMap { Int($0) }.filter { (0..<6).contains($0) } } ?? []

/// Resident memory in MiB (Linux /proc).
@Sendable func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

@Sendable func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p + 0.5))]
}

let recorder = SoakRecorder()
var options = LayerWindow.Options()
options.frameObserver = { timing, renderer in recorder.frameDrawn(timing, renderer: renderer) }
let window: LayerWindow
do {
    window = try LayerWindow(title: "Soak", width: PetalsScene.width, height: PetalsScene.height, framesPerSecond: 60,
                             displayName: nil, options: options)
} catch {
    FileHandle.standardError.write(Data("Soak needs an X display: \(error)\n".utf8))
    exit(2)
}
let shower = PetalsScene(mode: .shower)
shower.log = { _ in }
let churn = SoakChurn(width: PetalsScene.width, height: PetalsScene.height, population: 400, kinds: kinds)
window.rootLayer.addSublayer(shower.root)
window.rootLayer.addSublayer(churn.layer)

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
let start = Date()
_ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in churn.tick(count: perTick) }
_ = Timer.scheduledTimer(withTimeInterval: every, repeats: true) { _ in
    let (frames, resources, layers) = recorder.take()
    let row = Row(seconds: Date().timeIntervalSince(start).rounded(), residentMiB: residentMiB(),
                  textures: resources.textures, textureMiB: Double(resources.textureBytes) / 1_048_576,
                  offscreenTargets: resources.offscreenTargets, shadowTextures: resources.shadowTextures,
                  layers: layers, frames: frames.count, frameMsP50: percentile(frames, 0.5),
                  frameMsP99: percentile(frames, 0.99))
    rows.append(row)
    if !json {
        if rows.count == 1 { print("| s | RSS MiB | textures | texture MiB | offscreen | shadows | layers | frames | p50 ms | p99 ms |\n|---|---|---|---|---|---|---|---|---|---|") }
        print(String(format: "| %.0f | %.1f | %d | %.2f | %d | %d | %d | %d | %.2f | %.2f |", row.seconds, row.residentMiB,
                     row.textures, row.textureMiB, row.offscreenTargets, row.shadowTextures, row.layers, row.frames,
                     row.frameMsP50, row.frameMsP99))
        fflush(stdout)
    }
    if Date().timeIntervalSince(start) >= seconds { window.close() }
}
window.run()

guard !rows.isEmpty else {
    FileHandle.standardError.write(Data("Soak: the window closed before the first report; nothing to compare\n".utf8))
    exit(2)
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
exit(memoryGrowth < 0.1 && textureGrowth < 0.1 ? 0 : 1)
