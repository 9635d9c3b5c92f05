import CoreAnimationValues
import Foundation
import QuartzCoreBase

/// Throws random key paths and values at layers: paths made of real keys,
/// structure components, custom names, empty parts, dots and odd
/// characters, read and written through key-value coding and animated by
/// basic animations. Nothing may crash; a refused one says why. Main thread.
package enum KeyPathFuzzer {
    static let parts = [
        "position", "bounds", "frame", "transform", "sublayerTransform", "opacity", "backgroundColor", "contents",
        "shadowOffset", "strokeEnd", "colors", "emitterCells", "instanceTransform", "x", "y", "width", "height",
        "origin", "size", "rotation", "scale", "translation", "z", "sublayers", "mask", "", " ", "é", "0", "-1",
        "😀", "name", "custom", "cornerRadius", "anchorPoint", "zPosition", "speed", "fillMode",
    ]

    static func randomValue(using random: inout FuzzRandom) -> Any? {
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return nil
        case 1: return random.number([0, 1, 0.5, -3, 100])
        case 2: return CGPoint(x: random.number([0, 10]), y: random.number([0, 10]))
        case 3: return CGRect(x: 0, y: 0, width: random.number([0, 10, -5]), height: random.number([0, 10]))
        case 4: return CATransform3DMakeRotation(CGFloat(random.number([0, 1, 3.14])), 0, 0, 1)
        case 5: return CGColor(red: 1, green: 0, blue: 0, alpha: CGFloat(random.number([0, 1])))
        case 6: return "text"
        case 7: return [1, 2, 3]
        default: return NSNull()
        }
    }

    package static func run(seed: UInt64, executions: Int, deadline: Date = .distantFuture) -> FuzzReport {
        var random = FuzzRandom(seed: seed)
        var report = FuzzReport(target: "key paths")
        let layers: [CALayer] = [CALayer(), CAShapeLayer(), CAGradientLayer(), CATextLayer(), CAReplicatorLayer(),
                                 CAEmitterLayer(), CATransformLayer()]
        for _ in 0..<executions {
            if Date() >= deadline { break }
            let path = (0..<Int.random(in: 1...4, using: &random)).map { _ in parts.randomElement(using: &random)! }
                .joined(separator: Bool.random(using: &random) ? "." : "..")
            let layer = layers.randomElement(using: &random)!
            report.executions += 1
            let messages = Diagnostics.capture {
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    _ = layer.value(forKeyPath: path)
                case 1:
                    layer.setValue(randomValue(using: &random), forKeyPath: path)
                default:
                    let animation = CABasicAnimation(keyPath: path)
                    animation.fromValue = randomValue(using: &random)
                    animation.toValue = randomValue(using: &random)
                    layer.add(animation, forKey: "fuzz")
                    _ = layer.presentation()?.value(forKeyPath: path)
                    layer.removeAllAnimations()
                }
            }.1
            if messages.isEmpty { report.accepted += 1 } else { report.refused += 1 }
            _ = ResolvedKeyPath(KeyPathParts(path))
        }
        CATransaction.flush()
        return report
    }
}
