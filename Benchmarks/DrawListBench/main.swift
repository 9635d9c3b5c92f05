// DrawListBench: the render thread's work per frame, headless: evaluating
// animations and building the draw list (DrawListBuilder), turning it into
// quad instances (QuadInstanceBuilder, timed alone), encoding it
// (DrawListCompositor, which builds the instances again, packs and issues
// the GL calls) and the wait for the rasterizer (glFinish), on a 1280×720
// offscreen target. No window and no present: see FrameBench for those.
//
// N sprites of 32×32 points under one root, each with the three running
// animations of FrameBench's sprites scene (position.y fall, additive
// position.x drift with an ease-in-out curve, transform.rotation.z spin),
// committed from real CALayers into a RenderTree. Each round evaluates the
// tree at a later time. Prints a table and one JSON line.
// Run in release: swift run -c release DrawListBench [layers] [rounds] [build threads]
import CoreAnimationModel
import Foundation
import GLESRenderer
import QuartzCoreBase
import RenderServer

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let layerCount = arguments.first ?? 1000
let rounds = arguments.dropFirst().first ?? 200
let threads = arguments.dropFirst(2).first ?? ProcessInfo.processInfo.activeProcessorCount

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// CPU seconds of the whole process (this thread and llvmpipe's rasterizer threads).
func processCPU() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

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

let context: GLESContext
do {
    context = try GLESContext(display: EGLDisplayConnection.surfaceless())
} catch {
    FileHandle.standardError.write(Data("DrawListBench: \(error)\n".utf8))
    exit(1)
}
let target = try OffscreenRenderTarget(context: context, width: 1280, height: 720)
let compositor = try DrawListCompositor(context: context)
let start = CACurrentMediaTime()
var times: [String: [Double]] = [:]
var checksum = 0.0
var statistics = GLESRenderer.DrawStatistics()
var cpuStart = 0.0
for round in 0..<(rounds + 10) {
    if round == 10 { cpuStart = processCPU() }
    let t0 = MediaClock.monotonicNow()
    let list = DrawListBuilder.build(tree, roots: [root.layerID], at: start + Double(round) / 60, threads: threads)
    let t1 = MediaClock.monotonicNow()
    let (instances, _) = QuadInstanceBuilder.instances(for: list, pointsToPixels: 1, target: target)
    let t2 = MediaClock.monotonicNow()
    statistics = compositor.draw(list, to: target, pointsToPixels: 1, clearColor: .black)
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
let m = times.mapValues(median)
print("DrawListBench — \(layerCount) sprites × 3 animations, \(rounds) rounds, \(threads) build thread(s), \(statistics.drawCalls) draw(s), "
      + "\(statistics.spriteInstances) of \(statistics.instances) instances as sprites, backdrop cleared: \(compositor.statistics.backdropCleared), renderer: \(context.renderer) (checksum \(Int(checksum) % 1000))")
print("| phase | median ms | µs per layer |\n|---|---|---|")
for (phase, name) in [("build", "evaluate + build (DrawListBuilder)"), ("instances", "instances alone (QuadInstanceBuilder)"),
                      ("encode", "encode (DrawListCompositor: instances, packing, GL calls)"), ("raster", "raster wait (glFinish)")] {
    print(String(format: "| %@ | %.3f | %.2f |", name, m[phase]!, m[phase]! * 1e3 / Double(layerCount)))
}
print(String(format: "| process CPU per frame (mean; all threads) | %.3f | %.2f |", cpuPerFrame, cpuPerFrame * 1e3 / Double(layerCount)))
print(String(format: "{\"benchmark\":\"DrawListBench\",\"layers\":%d,\"rounds\":%d,\"threads\":%d,\"build_ms\":%.4f,\"instances_ms\":%.4f,\"encode_ms\":%.4f,\"raster_ms\":%.4f,\"cpu_ms_per_frame\":%.4f}",
             layerCount, rounds, threads, m["build"]!, m["instances"]!, m["encode"]!, m["raster"]!, cpuPerFrame))
