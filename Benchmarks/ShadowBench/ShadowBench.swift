// ShadowBench: the cost of one frame of shadowed cards, headless.
//
// N cards of 200×120 points (corner radius 12, opaque background) drawn at
// scale 1 into a 1280×720 offscreen target (EGL surfaceless; llvmpipe where
// there is no GPU) through GLESFrameRenderer, from a DrawList built directly
// (no CALayers). Each frame moves every card (closed-form drift from its
// index, spread evenly over the target, or with --stacked piled along
// diagonals so that each card overlaps the one before and shadows cannot be
// batched) and waits for the GPU with glFinish, so a frame's time is
// build + shadows + encode + raster. Scenes:
//   none:        the cards without shadows (the baseline)
//   closed form: shadowOpacity 0.3, shadowRadius 10 (σ 10, as on iOS), offset (0, 4);
//                --shadow-radius changes it (5 is what radius 10 cost when
//                this project read shadowRadius as 2σ)
//   path:        the same shadow from a rounded-rect shadowPath (blurred
//                texture, made once per card and cached)
// Prints a table and one JSON line per scene.
// Run in release: swift run -c release ShadowBench [counts…] [--frames F] [--stacked] [--shadow-radius R]
import ArgumentParser
import BenchmarkSupport
import CoreAnimationValues
import CoreGraphics
import Foundation
import GLESRenderer
import RenderServer

@main
struct ShadowBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ShadowBench",
        abstract: "The cost of one frame of shadowed cards, headless (200×120 cards, corner radius 12).",
        discussion: """
            Each frame moves every card and draws it through GLESFrameRenderer into a 1280×720 \
            offscreen target, waiting with glFinish. Scenes: none (no shadows, the baseline), closed \
            form (shadowOpacity 0.3, shadowRadius 10 or --shadow-radius, offset (0, 4)) and path (the same from a \
            rounded-rect shadowPath, a blurred texture cached per card). Prints a table and one JSON \
            line per scene and count; SHADOWBENCH_PNG=path writes a closed-form frame.
            """)

    @Argument(help: "Card counts to time (default: 100 500).")
    var counts: [Int] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames timed per scene and count, after 3 warm-up frames.", valueName: "F"))
    var frames = 20

    @Flag(help: "Pile the cards along diagonals so that each overlaps the one before (no shadow batching).")
    var stacked = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The cards' shadowRadius (σ of the blur, in points).", valueName: "R"))
    var shadowRadius: Double = 10

    func validate() throws {
        guard counts.allSatisfy({ $0 > 0 }) else {
            throw ValidationError("the card counts want positive whole numbers, not \(counts.map(String.init).joined(separator: " "))")
        }
        guard frames > 0 else { throw ValidationError("--frames wants a positive whole number, not \(frames)") }
        guard shadowRadius.isFinite, shadowRadius >= 0 else {
            throw ValidationError("--shadow-radius wants a finite number of points, 0 or more, not \(shadowRadius)")
        }
        if let path = ProcessInfo.processInfo.environment["SHADOWBENCH_PNG"] {
            do { try OutputPath.checkFile(path, for: "a frame") } catch { throw ValidationError("SHADOWBENCH_PNG: \(error)") }
        }
    }

    func run() throws {
        let counts = self.counts.isEmpty ? [100, 500] : self.counts
        let context = try BenchmarkSupport.headlessContext(tool: "ShadowBench")
        let target = try OffscreenRenderTarget(context: context, width: width, height: height)
        let cardPath = CGPath(roundedRect: CGRect(origin: .zero, size: cardSize), cornerWidth: 12, cornerHeight: 12, transform: nil)
        let ids = (0..<(counts.max() ?? 0)).map { _ in LayerID.next() }

        func drawList(count: Int, time: Double, scene: Scene) -> DrawList {
            var items: [LayerDraw] = []
            items.reserveCapacity(count)
            for i in 0..<count {
                // Spread evenly over the target (the R2 low-discrepancy sequence), or
                // stacked along diagonals so that consecutive cards overlap; drifting.
                let seed = Double(i)
                let u = stacked ? (seed * 0.0397).truncatingRemainder(dividingBy: 1)
                    : (0.5 + seed * 0.7548776662).truncatingRemainder(dividingBy: 1)
                let v = stacked ? (seed * 0.0593).truncatingRemainder(dividingBy: 1)
                    : (0.5 + seed * 0.5698402910).truncatingRemainder(dividingBy: 1)
                let x = u * (Double(width) - 200) + 10 * sin(time + seed)
                let y = v * (Double(height) - 120) + 10 * cos(time * 0.7 + seed)
                var p = LayerProperties()
                p.bounds = CGRect(origin: .zero, size: cardSize)
                let hue = CGFloat(i % 16) / 16
                p.backgroundColor = CGColor(red: 0.3 + 0.6 * hue, green: 0.5, blue: 0.9 - 0.6 * hue, alpha: 1)
                p.cornerRadius = 12
                if scene != .none {
                    p.shadowOpacity = 0.3
                    p.shadowRadius = CGFloat(shadowRadius)
                    p.shadowOffset = CGSize(width: 0, height: 4)
                }
                if scene == .path { p.shadowPath = cardPath }
                items.append(LayerDraw(id: ids[i], transform: CATransform3DMakeTranslation(x, y, 0), properties: p,
                                       opacity: 1, clips: [], mask: []))
            }
            return DrawList(time: time, items: items)
        }

        print("ShadowBench — \(width)×\(height) offscreen, 200×120 cards \(stacked ? "stacked" : "spread"), shadowRadius \(shadowRadius), \(frames) frames after \(warmUp) warm-up, renderer: \(context.renderer)")
        print("| scene | N | frame ms (median) | min / max ms | encode ms | draw calls | shadow passes | textures made (first frame) |")
        print("|---|---|---|---|---|---|---|---|")
        var json: [String] = []
        for scene in Scene.allCases {
            for count in counts {
                let renderer = GLESFrameRenderer(context: context, target: target,
                                                 clearColor: PremultipliedColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1))
                var frameTimes: [Double] = [], encodeTimes: [Double] = []
                var drawCalls = 0, passes = 0, firstRenders = 0
                for frame in 0..<(warmUp + frames) {
                    let time = Double(frame) / 60
                    let start = MediaClock.monotonicNow()
                    try renderer.render(drawList(count: count, time: time, scene: scene))
                    context.finish()
                    let finished = MediaClock.monotonicNow()
                    if frame == 0 { firstRenders = renderer.lastReport.shadows.textureRenders }
                    guard frame >= warmUp else { continue }
                    frameTimes.append((finished - start) * 1e3)
                    encodeTimes.append(renderer.lastReport.phases.encode * 1000)
                    drawCalls = renderer.lastReport.quads.drawCalls
                    passes = renderer.lastReport.shadows.shadowPasses
                }
                print(String(format: "| %@ | %d | %.1f | %.1f / %.1f | %.2f | %d | %d | %d |",
                             scene.rawValue, count, BenchmarkSupport.median(frameTimes), frameTimes.min()!, frameTimes.max()!,
                             BenchmarkSupport.median(encodeTimes), drawCalls, passes, firstRenders))
                json.append(String(format: "{\"benchmark\":\"ShadowBench\",\"shadow_radius\":%.1f,\"layout\":\"%@\",\"scene\":\"%@\",\"n\":%d,\"frames\":%d,\"frame_ms\":%.3f,\"encode_ms\":%.3f,\"draw_calls\":%d,\"shadow_passes\":%d}",
                                   shadowRadius, stacked ? "stacked" : "spread", scene.rawValue, count, frames, BenchmarkSupport.median(frameTimes), BenchmarkSupport.median(encodeTimes), drawCalls, passes))
                if let path = ProcessInfo.processInfo.environment["SHADOWBENCH_PNG"], scene == .closedForm, count == counts.first {
                    try target.makeImage().pngData().write(to: URL(fileURLWithPath: path))
                }
            }
        }
        json.forEach { print($0) }
    }
}

let warmUp = 3
let width = 1280
let height = 720
let cardSize = CGSize(width: 200, height: 120)


enum Scene: String, CaseIterable {
    case none
    case closedForm = "closed form"
    case path
}
