import CoreAnimationValues
import Foundation
import QuartzCoreBase

/// Random CAMediaTiming on animations and on their layers (begin times,
/// durations, speeds, offsets, repeat counts and durations, autoreverse,
/// fill modes; zero, negative, huge and non-finite among them), evaluated
/// at random times through `presentation()`. Nothing may crash, and a
/// presented number must be finite whenever the model's is. Main thread.
package enum TimingFuzzer {
    package static func run(seed: UInt64, executions: Int, deadline: Date = .distantFuture) -> FuzzReport {
        var random = FuzzRandom(seed: seed)
        var report = FuzzReport(target: "animation timing")
        let fills: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
        var now: CFTimeInterval = 1000
        final class Clock: @unchecked Sendable { var now: CFTimeInterval = 1000 }
        let clock = Clock()
        CASetMediaTimeSource { clock.now }
        defer { CASetMediaTimeSource(nil) }
        for _ in 0..<executions {
            if Date() >= deadline { break }
            report.executions += 1
            let parent = CALayer(), layer = CALayer()
            parent.addSublayer(layer)
            let messages = Diagnostics.capture {
                parent.speed = Float(random.number([1, 0, 2, -1, 0.5]))
                parent.timeOffset = random.number([0, 1, 5])
                parent.beginTime = random.number([0, now - 1, now + 1])
                layer.speed = Float(random.number([1, 0, 3]))
                layer.timeOffset = random.number([0, 2])
                let animation: CAPropertyAnimation
                if Bool.random(using: &random) {
                    let basic = CABasicAnimation(keyPath: ["opacity", "position.x", "transform.rotation.z", "bounds"].randomElement(using: &random)!)
                    basic.fromValue = random.number([0, 1, 10])
                    basic.toValue = random.number([1, 0, 100])
                    animation = basic
                } else {
                    let keyframes = CAKeyframeAnimation(keyPath: "opacity")
                    keyframes.values = (0..<Int.random(in: 0...5, using: &random)).map { _ in random.number([0, 0.5, 1]) }
                    if Bool.random(using: &random) {
                        keyframes.keyTimes = (0..<Int.random(in: 0...5, using: &random)).map { _ in NSNumber(value: random.number([0, 0.5, 1])) }
                    }
                    keyframes.calculationMode = [.linear, .discrete, .paced, .cubic, .cubicPaced].randomElement(using: &random)!
                    animation = keyframes
                }
                animation.beginTime = random.number([0, now, now + 0.5, -10])
                animation.duration = random.number([0, 0.25, 1, 100])
                animation.speed = Float(random.number([1, 0, 2, -1]))
                animation.timeOffset = random.number([0, 0.5])
                animation.repeatCount = Float(random.number([0, 1, 2.5, .infinity]))
                animation.repeatDuration = random.number([0, 3])
                animation.autoreverses = Bool.random(using: &random)
                animation.fillMode = fills.randomElement(using: &random)!
                animation.isAdditive = Bool.random(using: &random)
                animation.isCumulative = Bool.random(using: &random)
                layer.add(animation, forKey: "fuzz")
                CATransaction.flush()
            }.1
            report.refused += messages.isEmpty ? 0 : 1
            for _ in 0..<4 {
                clock.now = now + random.number([0, 0.1, 1, 10, 1e6])
                guard let presented = layer.presentation() else { continue }
                report.accepted += 1
                let values = [Double(presented.opacity), Double(presented.position.x), Double(presented.bounds.width),
                              Double(presented.transform.m11)]
                if !values.allSatisfy(\.isFinite) {
                    report.violations.append("non-finite presented value \(values) at \(clock.now)")
                }
            }
            now += 1
            clock.now = now
        }
        return report
    }
}
