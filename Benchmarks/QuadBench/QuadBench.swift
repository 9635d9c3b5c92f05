// QuadBench: the cost of one frame of the layer quad program, headless.
//
// N layers of 64×64 points drawn into a 1280×720 offscreen target (EGL
// surfaceless; llvmpipe where there is no GPU). Each frame moves every layer
// (closed-form drift and spin from its index), builds the QuadInstance array,
// draws it, and waits for the GPU with glFinish, so a frame's time is
// build + encode + raster. Two scenes:
//   plain:    background colour, corner radius 12, 2-pt border (no texture)
//   textured: the same with one shared 64×64 contents image
// Prints a table and one JSON line per scene.
// Run in release: swift run -c release QuadBench [counts…] [--frames F]
import ArgumentParser
import CoreAnimationValues
import CoreGraphics
import Foundation
import BenchmarkSupport
import GLESRenderer

@main
struct QuadBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "QuadBench",
        abstract: "The cost of one frame of the layer quad program, headless, for N moving 64×64 layers.",
        discussion: """
            Each frame moves every layer, builds the QuadInstance array, draws it into a 1280×720 \
            offscreen target (EGL surfaceless; llvmpipe where there is no GPU) and waits with \
            glFinish. Scenes: plain (background, corner radius 12, 2-pt border) and textured (the \
            same with one shared 64×64 image). Prints a table and one JSON line per scene and count; \
            QUADBENCH_PNG=path writes the last frame.
            """)

    @Argument(help: "Layer counts to time (default: 1000 5000).")
    var counts: [Int] = []

    @Option(help: ArgumentHelp("Frames timed per scene and count, after 5 warm-up frames.", valueName: "F"))
    var frames = 40

    func validate() throws {
        guard counts.allSatisfy({ $0 > 0 }) else {
            throw ValidationError("the layer counts want positive whole numbers, not \(counts.map(String.init).joined(separator: " "))")
        }
        guard frames > 0 else { throw ValidationError("--frames wants a positive whole number, not \(frames)") }
    }

    func run() throws {
        let counts = self.counts.isEmpty ? [1_000, 5_000] : self.counts
        let warmUp = 5
        let width = 1280
        let height = 720

        let context = try BenchmarkSupport.headlessContext(tool: "QuadBench")
        let renderer = try LayerQuadRenderer(context: context)
        let target = try OffscreenRenderTarget(context: context, width: width, height: height)
        let clip = target.pixelToClipTransform

        // A 64×64 premultiplied image: a soft disc over a diagonal gradient.
        var pixels = Data(count: 64 * 64 * 4)
        for y in 0..<64 {
            for x in 0..<64 {
                let dx = Double(x) - 31.5, dy = Double(y) - 31.5
                let inside = (dx * dx + dy * dy).squareRoot() < 28
                let i = (y * 64 + x) * 4
                pixels[i] = inside ? 250 : UInt8(x * 3)
                pixels[i + 1] = inside ? 180 : UInt8(y * 3)
                pixels[i + 2] = inside ? 60 : 140
                pixels[i + 3] = 255
            }
        }
        let image = CGImage(width: 64, height: 64, premultipliedRGBA8: pixels, isOpaque: true)

        func instances(count: Int, time: Double, textured: Bool) -> [QuadInstance] {
            var result: [QuadInstance] = []
            result.reserveCapacity(count)
            for i in 0..<count {
                let seed = Double(i)
                let x = (seed * 97.31).truncatingRemainder(dividingBy: Double(width - 64)) + 32 + 20 * sin(time * (0.5 + seed.truncatingRemainder(dividingBy: 7) * 0.1))
                let y = (seed * 53.17 + time * (40 + seed.truncatingRemainder(dividingBy: 120))).truncatingRemainder(dividingBy: Double(height + 64)) - 32
                let angle = time * (0.5 + seed.truncatingRemainder(dividingBy: 5) * 0.4)
                var world = CATransform3DMakeTranslation(-32, -32, 0)
                world = CATransform3DConcat(world, CATransform3DMakeRotation(angle, 0, 0, 1))
                world = CATransform3DConcat(world, CATransform3DMakeTranslation(x, y, 0))
                let hue = Float(i % 16) / 16
                var layer = QuadInstance(
                    transform: CATransform3DConcat(world, clip), size: CGSize(width: 64, height: 64),
                    backgroundColor: PremultipliedColor(straightRed: 0.3 + 0.6 * hue, green: 0.4, blue: 0.9 - 0.6 * hue, alpha: 0.9),
                    corners: LayerCorners(radius: 12), borderWidth: 2, borderColor: PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1))
                if textured {
                    layer.contents = .init(textureIndex: 0, destination: CGRect(x: 0, y: 0, width: 64, height: 64))
                }
                result.append(layer)
            }
            return result
        }

        print("QuadBench — \(width)×\(height) offscreen, 64×64 layers, \(frames) frames after \(warmUp) warm-up, renderer: \(context.renderer)")
        print("| scene | N | frame ms (median) | build ms | encode ms | raster wait ms | draw calls | min / max frame ms |")
        print("|---|---|---|---|---|---|---|---|")
        var json: [String] = []
        for textured in [false, true] {
            for count in counts {
                var frameTimes: [Double] = [], buildTimes: [Double] = [], encodeTimes: [Double] = [], rasterTimes: [Double] = []
                var drawCalls = 0
                for frame in 0..<(warmUp + frames) {
                    let time = Double(frame) / 60
                    let start = MediaClock.monotonicNow()
                    let list = instances(count: count, time: time, textured: textured)
                    let built = MediaClock.monotonicNow()
                    let statistics = renderer.draw(list, textures: [image], to: target, clearColor: PremultipliedColor(red: 0.1, green: 0.1, blue: 0.16, alpha: 1))
                    let encoded = MediaClock.monotonicNow()
                    context.finish()
                    let finished = MediaClock.monotonicNow()
                    guard frame >= warmUp else { continue }
                    frameTimes.append((finished - start) * 1e3)
                    buildTimes.append((built - start) * 1e3)
                    encodeTimes.append((encoded - built) * 1e3)
                    rasterTimes.append((finished - encoded) * 1e3)
                    drawCalls = statistics.drawCalls
                }
                let scene = textured ? "textured" : "plain"
                print(String(format: "| %@ | %d | %.2f | %.2f | %.2f | %.2f | %d | %.2f / %.2f |",
                             scene, count, BenchmarkSupport.median(frameTimes), BenchmarkSupport.median(buildTimes), BenchmarkSupport.median(encodeTimes), BenchmarkSupport.median(rasterTimes),
                             drawCalls, frameTimes.min()!, frameTimes.max()!))
                json.append(String(format: "{\"benchmark\":\"QuadBench\",\"scene\":\"%@\",\"n\":%d,\"frames\":%d,\"frame_ms\":%.3f,\"build_ms\":%.3f,\"encode_ms\":%.3f,\"raster_ms\":%.3f,\"draw_calls\":%d}",
                                   scene, count, frames, BenchmarkSupport.median(frameTimes), BenchmarkSupport.median(buildTimes), BenchmarkSupport.median(encodeTimes), BenchmarkSupport.median(rasterTimes), drawCalls))
            }
        }
        json.forEach { print($0) }
        if let path = ProcessInfo.processInfo.environment["QUADBENCH_PNG"] {
            try target.makeImage().pngData().write(to: URL(fileURLWithPath: path))
        }
    }
}

