// DrawListBench: the render thread's work per frame, headless: evaluating
// animations and building the draw list (DrawListBuilder), turning it into
// quad instances (QuadInstanceBuilder, timed alone), encoding it
// (FramePlanExecutor, which builds the instances again, packs and issues
// the GL calls) and the wait for the rasterizer (glFinish), on a 1280×720
// offscreen target. No window and no present: see FrameBench for those.
//
// N sprites of 32×32 points under one root, each with the three running
// animations of FrameBench's sprites scene (position.y fall, additive
// position.x drift with an ease-in-out curve, transform.rotation.z spin),
// committed from real CALayers into a RenderTree. Each round evaluates the
// tree at a later time. Prints a table and one JSON line.
// Run in release: swift run -c release DrawListBench [layers] [rounds] [build threads]
import ArgumentParser
import CoreAnimationValues
import Foundation
import BenchmarkSupport
import GLESRenderer
import QuartzCoreBase
import RenderServer

@main
struct DrawListBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "DrawListBench",
        abstract: "The render thread's work per frame, headless: evaluate and build, instances, encode, raster wait.",
        discussion: """
            N animated 32×32 sprites (FrameBench's sprites scene: a fall, an additive drift with an \
            ease-in-out curve and a spin) committed from real CALayers into a render tree and drawn \
            into a 1280×720 offscreen target (EGL surfaceless; llvmpipe where there is no GPU), each \
            round at a later time, after 10 warm-up rounds. Prints a table of median milliseconds per \
            phase and one JSON line. No window and no present: see FrameBench for those.
            """)

    @Argument(help: "Sprites, each with three running animations.")
    var layers = 1000

    @Argument(help: "Rounds timed (medians are reported).")
    var rounds = 200

    @Argument(help: "Threads building the draw list (default: the active processors).")
    var buildThreads: Int?

    func validate() throws {
        guard layers > 0 else { throw ValidationError("layers wants a positive whole number, not \(layers)") }
        guard rounds > 0 else { throw ValidationError("rounds wants a positive whole number, not \(rounds)") }
        if let buildThreads, buildThreads < 1 {
            throw ValidationError("build-threads wants a positive whole number, not \(buildThreads)")
        }
    }

    func run() throws {
        let layerCount = layers
        let threads = buildThreads ?? ProcessInfo.processInfo.activeProcessorCount
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1280, height: 720)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.16, alpha: 1)
        let petal = CGImage(width: 32, height: 32, premultipliedRGBA8: Data(repeating: 200, count: 32 * 32 * 4), isOpaque: false)
        for i in 0..<layerCount {
            let sprite = CALayer()
            sprite.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
            sprite.position = CGPoint(x: Double((i * 37) % 1248) + 16, y: Double((i * 53) % 752) - 16)
            sprite.contents = petal
            root.addSublayer(sprite)
            let fall = CABasicAnimation(keyPath: "position.y")
            fall.fromValue = -16
            fall.toValue = 736
            fall.duration = 4 + Double(i % 7)
            fall.repeatCount = .infinity
            sprite.add(fall, forKey: "fall")
            let drift = CABasicAnimation(keyPath: "position.x")
            drift.fromValue = -20
            drift.toValue = 20
            drift.isAdditive = true
            drift.duration = 1.5
            drift.autoreverses = true
            drift.repeatCount = .infinity
            drift.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            sprite.add(drift, forKey: "drift")
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 2 * CGFloat.pi
            spin.duration = 3
            spin.repeatCount = .infinity
            sprite.add(spin, forKey: "spin")
        }
        CATransaction.flush()
        let tree = RenderTree()
        tree.apply(root.subtreeCommit(committed: true))

        let context = try BenchmarkSupport.headlessContext(tool: "DrawListBench")
        let target = try OffscreenRenderTarget(context: context, width: 1280, height: 720)
        let executor = try FramePlanExecutor(context: context)
        let start = CACurrentMediaTime()
        var times: [String: [Double]] = [:]
        var checksum = 0.0
        var statistics = FrameReport.Quads()
        var cpuStart = 0.0
        for round in 0..<(rounds + 10) {
            if round == 10 { cpuStart = processCPU() }
            let t0 = MediaClock.monotonicNow()
            let list = DrawListBuilder.build(tree, roots: [root.layerID], at: start + Double(round) / 60, threads: threads)
            let t1 = MediaClock.monotonicNow()
            let (instances, _) = QuadInstanceBuilder.instances(for: list, pointsToPixels: 1, target: target)
            let t2 = MediaClock.monotonicNow()
            let plan = FramePlanner(target: executor.beginFrame(width: target.pixelWidth, height: target.pixelHeight,
                                                                pointsToPixels: 1)).plan(list)
            statistics = executor.draw(plan, to: target, clearColor: .black).quads
            let t3 = MediaClock.monotonicNow()
            context.finish()
            let t4 = MediaClock.monotonicNow()
            checksum += Double(instances.last?.transform.m41 ?? 0)
            guard round >= 10 else { continue }
            times["build", default: []].append((t1 - t0) * 1e3)
            times["instances", default: []].append((t2 - t1) * 1e3)
            times["encode", default: []].append((t3 - t2) * 1e3)
            times["raster", default: []].append((t4 - t3) * 1e3)
        }
        let cpuPerFrame = (processCPU() - cpuStart) / Double(rounds) * 1e3
        let m = times.mapValues(BenchmarkSupport.median)
        print("DrawListBench — \(layerCount) sprites × 3 animations, \(rounds) rounds, \(threads) build thread(s), \(statistics.drawCalls) draw(s), "
              + "\(statistics.spriteInstances) of \(statistics.instances) instances as sprites, backdrop cleared: \(executor.report.compositing.backdropCleared), renderer: \(context.renderer) (checksum \(Int(checksum) % 1000))")
        print("| phase | median ms | µs per layer |\n|---|---|---|")
        for (phase, name) in [("build", "evaluate + build (DrawListBuilder)"), ("instances", "instances alone (QuadInstanceBuilder)"),
                              ("encode", "plan + encode (FramePlanner, FramePlanExecutor: instances, packing, GL calls)"), ("raster", "raster wait (glFinish)")] {
            print(String(format: "| %@ | %.3f | %.2f |", name, m[phase]!, m[phase]! * 1e3 / Double(layerCount)))
        }
        print(String(format: "| process CPU per frame (mean; all threads) | %.3f | %.2f |", cpuPerFrame, cpuPerFrame * 1e3 / Double(layerCount)))
        print(String(format: "{\"benchmark\":\"DrawListBench\",\"layers\":%d,\"rounds\":%d,\"threads\":%d,\"build_ms\":%.4f,\"instances_ms\":%.4f,\"encode_ms\":%.4f,\"raster_ms\":%.4f,\"cpu_ms_per_frame\":%.4f}",
                     layerCount, rounds, threads, m["build"]!, m["instances"]!, m["encode"]!, m["raster"]!, cpuPerFrame))
    }
}


/// CPU seconds of the whole process (this thread and llvmpipe's rasterizer threads).
func processCPU() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
