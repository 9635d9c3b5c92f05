// AnimationBench: the cost of evaluating animations at one instant.
//
// 10,000 layers, two running animations each (a position move with an
// ease-in-out curve and a transform.rotation.z spin), evaluated by the shared
// engine exactly as a frame evaluates them: each layer's properties copied
// into an AnimatedState and both descriptors applied. Prints a table and one
// JSON line. Run in release: swift run -c release AnimationBench [layers] [rounds]
import ArgumentParser
import BenchmarkSupport
import CoreAnimationValues
import Foundation
import QuartzCoreBase

@main
struct AnimationBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "AnimationBench",
        abstract: "Nanoseconds per animation evaluation: layers × 2 running animations evaluated at one instant.",
        discussion: """
            Each layer has a position move with an ease-in-out curve and a transform.rotation.z spin, \
            evaluated by the shared engine exactly as a frame evaluates them. Prints a table (median, \
            min and max round, ns per animation) and one JSON line. Run it in release \
            (swift run -c release AnimationBench).
            """)

    @Argument(help: "Layers, each with two running animations.")
    var layers = 10_000

    @Argument(help: "Rounds timed (the median is reported).")
    var rounds = 31

    func validate() throws {
        guard layers > 0 else { throw ValidationError("layers wants a positive whole number, not \(layers)") }
        guard rounds > 0 else { throw ValidationError("rounds wants a positive whole number, not \(rounds)") }
    }

    func run() {
        let layerCount = self.layers
        // Build real layers and let the real attach path make the descriptors.
        var layers: [CALayer] = []
        for i in 0..<layerCount {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
            layer.position = CGPoint(x: Double(i % 100) * 10, y: Double(i / 100) * 10)
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = CGPoint(x: 500, y: 500)
            move.duration = 5
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = CGFloat.pi * 1.5
            spin.duration = 1.3
            spin.autoreverses = true
            spin.repeatCount = .infinity
            layer.add(move, forKey: "move")
            layer.add(spin, forKey: "spin")
            layers.append(layer)
        }
        CATransaction.flush()

        let work: [(LayerProperties, [AnimationDescriptor])] = layers.map { layer in
            (layer.state, layer.attachedAnimations.map(\.descriptor))
        }
        let animationCount = work.reduce(0) { $0 + $1.1.count }
        let t = (work.first?.1.first?.timing.beginTime ?? 0) + 1.234

        var samples: [Double] = []
        var checksum = 0.0
        for _ in 0..<rounds {
            let begin = MediaClock.monotonicNow()
            for (properties, animations) in work {
                var state = AnimatedState(properties: properties)
                for animation in animations {
                    animation.apply(at: t, to: &state)
                }
                checksum += Double(state.properties.position.x + state.properties.transform.m12)
            }
            samples.append(MediaClock.monotonicNow() - begin)
        }
        samples.sort()
        let median = BenchmarkSupport.median(samples.map { $0 * 1e3 }) / 1e3
        let nsPerAnimation = median / Double(animationCount) * 1e9

        print("AnimationBench — evaluate \(animationCount) animations on \(layerCount) layers at one instant (\(rounds) rounds)")
        print("| metric | value |")
        print("|---|---|")
        print(String(format: "| median round | %.3f ms |", median * 1e3))
        print(String(format: "| min round | %.3f ms |", samples.first! * 1e3))
        print(String(format: "| max round | %.3f ms |", samples.last! * 1e3))
        print(String(format: "| per animation (median) | %.1f ns |", nsPerAnimation))
        print(String(format: "{\"benchmark\":\"AnimationBench\",\"layers\":%d,\"animations\":%d,\"rounds\":%d,\"median_ms\":%.4f,\"min_ms\":%.4f,\"max_ms\":%.4f,\"ns_per_animation\":%.2f,\"checksum\":%.3f}",
                     layerCount, animationCount, rounds, median * 1e3, samples.first! * 1e3, samples.last! * 1e3, nsPerAnimation, checksum))
    }
}
