// CompositingBench: what clips, masks and group opacity cost per frame, headless.
//
// 50 turning cards (120×80 points, corner radius 12) on a 1280×720 offscreen
// target, each with 19 sublayers (40×30, some overhanging the card): 1,000
// layers. Every frame turns the cards, builds the draw list by hand (no
// CALayers), draws it with FramePlanExecutor and waits with glFinish, so a
// frame's time is build + encode + raster. Scenes (the same layers each):
//   plain:          nothing clips
//   clip-aa:        each card masksToBounds (anti-aliased in the layer program)
//   clip-stencil:   the same through the stencil only
//   nested-clip:    a clipping inner panel in each clipping card (stencil + aa)
//   mask:           each card masked by a rounded-rect mask layer (offscreen)
//   group-opacity:  each card at opacity 0.8 over its sublayers (offscreen)
// Then the layer quad program alone (QuadScene): N moving 64×64 rounded,
// bordered layers (plain and with one shared image) drawn straight by
// LayerQuadRenderer, for each count of --quads (default 1,000 and 5,000).
// Prints a table and one JSON line per scene.
// Run in release: swift run -c release CompositingBench [--frames F] [--quads N…]
import ArgumentParser
import BenchmarkSupport
import CoreAnimationValues
import CoreGraphics
import Foundation
import GLESRenderer
import RenderServer

@main
struct CompositingBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "CompositingBench",
        abstract: "What clips, masks and group opacity cost per frame, headless (50 turning cards of 20 layers).",
        discussion: """
            Every frame turns the cards, builds the draw list by hand (no CALayers), draws it with \
            FramePlanExecutor into a 1280×720 offscreen target and waits with glFinish. Scenes (the \
            same layers each): plain, clip-aa (each card masksToBounds, anti-aliased in the layer \
            program), clip-stencil (the same through the stencil only), nested-clip, mask (a \
            rounded-rect mask layer per card) and group-opacity. Then the layer quad program alone: \
            N moving 64×64 rounded, bordered layers, plain and with one shared image, drawn straight \
            by LayerQuadRenderer (--quads N…). Prints a table and one JSON line per scene; \
            COMPOSITINGBENCH_PNG_DIR=folder writes each scene's last frame.
            """)

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames timed per scene, after 5 warm-up frames.", valueName: "F"))
    var frames = 30

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Layer counts of the quad scenes (default: 1000 5000; 0: none).", valueName: "N"))
    var quads: [Int] = [1_000, 5_000]

    func validate() throws {
        guard frames > 0 else { throw ValidationError("--frames wants a positive whole number, not \(frames)") }
        guard quads.allSatisfy({ $0 >= 0 }) else {
            throw ValidationError("--quads wants whole numbers ≥ 0, not \(quads.map(String.init).joined(separator: " "))")
        }
        if let folder = ProcessInfo.processInfo.environment["COMPOSITINGBENCH_PNG_DIR"] {
            // The folder must exist already (nothing here makes it).
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("COMPOSITINGBENCH_PNG_DIR=\(folder): no such folder")
            }
            do { try OutputPath.checkFolder(folder, for: "frames") } catch { throw ValidationError("COMPOSITINGBENCH_PNG_DIR: \(error)") }
        }
    }

    func run() throws {
        var nextID: UInt64 = 1
        func draw(_ p: LayerProperties, _ world: CATransform3D, clips: [ClipShape] = [], opacity: Float = 1) -> LayerDraw {
            nextID += 1
            return LayerDraw(id: LayerID(rawValue: nextID), transform: world, properties: p, opacity: opacity, clips: clips, mask: [])
        }

        func drawList(_ scene: Scene, time: Double) -> DrawList {
            var items: [LayerDraw] = []
            nextID = 1
            for card in 0..<50 {
                let seed = Double(card)
                let cx = 64 + 128 * (seed.truncatingRemainder(dividingBy: 10)), cy = 72 + 144 * (seed / 10).rounded(.down)
                var world = CATransform3DMakeTranslation(-cardSize.width / 2, -cardSize.height / 2, 0)
                world = CATransform3DConcat(world, CATransform3DMakeRotation(0.3 * sin(time + seed), 0, 0, 1))
                world = CATransform3DConcat(world, CATransform3DMakeTranslation(cx, cy, 0))
                var cardProps = properties(cardSize, (0.9, 0.9, 0.85), radius: 12)
                cardProps.masksToBounds = scene == .clipAA || scene == .clipStencil || scene == .nestedClip
                let cardIndex = items.count
                items.append(draw(cardProps, world))
                if scene == .mask {
                    items[cardIndex].mask = [draw(properties(cardSize, (0, 0, 0), radius: 24), CATransform3DIdentity)]
                }
                var clips: [ClipShape] = cardProps.masksToBounds
                    ? [ClipShape(transform: world, bounds: cardProps.bounds, corners: LayerCorners(radius: 12, maskedCorners: cardProps.maskedCorners))]
                    : []
                var first = 0
                if scene == .nestedClip {
                    let panelSize = CGSize(width: 80, height: 60)
                    let panelWorld = CATransform3DConcat(CATransform3DMakeTranslation(30, 10, 0), world)
                    var panel = properties(panelSize, (0.7, 0.8, 0.9), radius: 8)
                    panel.masksToBounds = true
                    items.append(draw(panel, panelWorld, clips: clips))
                    clips.append(ClipShape(transform: panelWorld, bounds: panel.bounds, corners: LayerCorners(radius: 8, maskedCorners: panel.maskedCorners)))
                    first = 1
                }
                for child in first..<19 {
                    let c = Double(child)
                    let offset = CATransform3DMakeTranslation(-20 + 10 * c.truncatingRemainder(dividingBy: 7), -10 + 12 * (c / 7).rounded(.down), 0)
                    let hue = CGFloat(child) / 19
                    items.append(draw(properties(CGSize(width: 40, height: 30), (0.3 + 0.6 * hue, 0.5, 0.9 - 0.6 * hue), radius: 4),
                                      CATransform3DConcat(offset, world), clips: clips))
                }
                items[cardIndex].descendantCount = items.count - cardIndex - 1
                if scene == .groupOpacity { items[cardIndex].groupOpacity = 0.8 }
            }
            return DrawList(time: time, items: items)
        }

        let context = try BenchmarkSupport.headlessContext(tool: "CompositingBench")
        let executor = try FramePlanExecutor(context: context)
        let target = try OffscreenRenderTarget(context: context, width: width, height: height)
        let background = PremultipliedColor(red: 0.1, green: 0.1, blue: 0.16, alpha: 1)

        print("CompositingBench — \(width)×\(height) offscreen, 50 cards × 20 layers, \(frames) frames after \(warmUp) warm-up, renderer: \(context.renderer)")
        print("| scene | frame ms (median) | build ms | encode ms | raster wait ms | draw calls | runs | clip shapes | offscreen groups / Mpx |")
        print("|---|---|---|---|---|---|---|---|---|")
        var json: [String] = []
        for scene in Scene.allCases {
            executor.antialiasesInnermostClip = scene != .clipStencil
            var statistics = FrameReport.Quads()
            let t = timeFrames(context: context) { time in
                let list = drawList(scene, time: time)
                return {
                    let plan = FramePlanner(target: executor.beginFrame(
                        width: target.pixelWidth, height: target.pixelHeight, pointsToPixels: 1)).plan(list)
                    statistics = executor.draw(plan, to: target, clearColor: background).quads
                }
            }
            let c = executor.report.compositing
            let megapixels = Double(c.offscreenPixels) / 1e6
            print(String(format: "| %@ | %.2f | %.2f | %.2f | %.2f | %d | %d | %d | %d / %.2f |",
                         scene.rawValue, t.frame, t.build, t.encode, t.raster,
                         statistics.drawCalls, c.runs, c.clipShapeDraws, c.offscreenGroups, megapixels))
            json.append(String(format: "{\"benchmark\":\"CompositingBench\",\"scene\":\"%@\",\"frames\":%d,\"frame_ms\":%.3f,\"build_ms\":%.3f,\"encode_ms\":%.3f,\"raster_ms\":%.3f,\"draw_calls\":%d,\"runs\":%d,\"clip_shapes\":%d,\"offscreen_groups\":%d,\"offscreen_mpx\":%.3f}",
                               scene.rawValue, frames, t.frame, t.build, t.encode, t.raster,
                               statistics.drawCalls, c.runs, c.clipShapeDraws, c.offscreenGroups, megapixels))
            if let folder = ProcessInfo.processInfo.environment["COMPOSITINGBENCH_PNG_DIR"] {
                try target.makeImage().pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(scene.rawValue).png"))
            }
        }
        try timeQuads(context: context, executor: executor, target: target, background: background, json: &json)
        json.forEach { print($0) }
    }

    /// Times `warmUp + frames` frames: each builds its work at the frame's
    /// time (`build`, returning the drawing), draws it, and waits for GL.
    /// - Returns: the medians of each phase in milliseconds, and the fastest and slowest frame.
    private func timeFrames(context: GLESContext, _ build: (Double) -> () -> Void)
        -> (frame: Double, build: Double, encode: Double, raster: Double, fastest: Double, slowest: Double) {
        var frameTimes: [Double] = [], buildTimes: [Double] = [], encodeTimes: [Double] = [], rasterTimes: [Double] = []
        for frame in 0..<(warmUp + frames) {
            let start = MediaClock.monotonicNow()
            let draw = build(Double(frame) / 60)
            let built = MediaClock.monotonicNow()
            draw()
            let encoded = MediaClock.monotonicNow()
            context.finish()
            let finished = MediaClock.monotonicNow()
            guard frame >= warmUp else { continue }
            frameTimes.append((finished - start) * 1e3)
            buildTimes.append((built - start) * 1e3)
            encodeTimes.append((encoded - built) * 1e3)
            rasterTimes.append((finished - encoded) * 1e3)
        }
        return (BenchmarkSupport.median(frameTimes), BenchmarkSupport.median(buildTimes),
                BenchmarkSupport.median(encodeTimes), BenchmarkSupport.median(rasterTimes),
                frameTimes.min() ?? 0, frameTimes.max() ?? 0)
    }

    /// The quad scenes: the layer quad program alone, for each count of `quads`.
    private func timeQuads(context: GLESContext, executor: FramePlanExecutor, target: OffscreenRenderTarget,
                           background: PremultipliedColor, json: inout [String]) throws {
        let counts = quads.filter { $0 > 0 }
        guard !counts.isEmpty else { return }
        let scene = QuadScene()
        let renderer = executor.quads
        print("\n| quads (LayerQuadRenderer alone) | N | frame ms (median) | build ms | encode ms | raster wait ms | draw calls | min / max frame ms |")
        print("|---|---|---|---|---|---|---|---|")
        for textured in [false, true] {
            let name = textured ? "textured-quads" : "quads"
            for count in counts {
                var drawCalls = 0
                let t = timeFrames(context: context) { time in
                    let list = scene.instances(count: count, time: time, textured: textured, clip: target.pixelToClipTransform)
                    return { drawCalls = renderer.draw(list, textures: [scene.image], to: target, clearColor: background).drawCalls }
                }
                print(String(format: "| %@ | %d | %.2f | %.2f | %.2f | %.2f | %d | %.2f / %.2f |",
                             name, count, t.frame, t.build, t.encode, t.raster, drawCalls, t.fastest, t.slowest))
                json.append(String(format: "{\"benchmark\":\"CompositingBench\",\"scene\":\"%@\",\"n\":%d,\"frames\":%d,\"frame_ms\":%.3f,\"build_ms\":%.3f,\"encode_ms\":%.3f,\"raster_ms\":%.3f,\"draw_calls\":%d}",
                                   name, count, frames, t.frame, t.build, t.encode, t.raster, drawCalls))
                if let folder = ProcessInfo.processInfo.environment["COMPOSITINGBENCH_PNG_DIR"] {
                    try target.makeImage().pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name)-\(count).png"))
                }
            }
        }
    }
}

let warmUp = 5
let width = 1280, height = 720
let cardSize = CGSize(width: 120, height: 80)


enum Scene: String, CaseIterable {
    case plain, clipAA = "clip-aa", clipStencil = "clip-stencil", nestedClip = "nested-clip"
    case mask, groupOpacity = "group-opacity"
}

func properties(_ size: CGSize, _ color: (CGFloat, CGFloat, CGFloat), radius: CGFloat = 0) -> LayerProperties {
    var p = LayerProperties()
    p.bounds = CGRect(origin: .zero, size: size)
    p.backgroundColor = CGColor(red: color.0, green: color.1, blue: color.2, alpha: 1)
    p.cornerRadius = radius
    return p
}
