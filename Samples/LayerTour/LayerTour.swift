// LayerTour: the layer model and animation engine of document 002, headless.
//
// Builds a small layer tree, changes a colour layer's properties the way the
// document does (implicit animation, a 1 s transaction, a custom push action,
// disabled actions), runs an explicit rotation, and prints what
// presentation() shows over real time while the main run loop delivers
// delegate callbacks and completion blocks. Everything it prints comes from
// the real engine; it needs no window or display.
//
//   Scripts/run-sample.sh LayerTour   (takes no options; a release build)
import ArgumentParser
import Foundation
import QuartzCore

@main
struct LayerTour: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "LayerTour",
        abstract: "The layer model and animation engine of document 002, printed over real time (no window).",
        discussion: """
            Builds a small layer tree, changes a colour layer's properties the way the document does \
            (an implicit animation, a 1 s transaction with a completion block, a custom push action, \
            disabled actions), runs an explicit rotation, and prints what presentation() shows over \
            real time while the main run loop delivers delegate callbacks and completion blocks. \
            Takes no options; needs no display.
            """)

    func run() {
        Clock.start = CACurrentMediaTime()
        let root = CALayer()
        root.name = "root"
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)

        let colorLayer = CALayer()
        colorLayer.name = "colour"
        colorLayer.frame = CGRect(x: 150, y: 100, width: 100, height: 100)
        colorLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(colorLayer)
        CATransaction.flush()

        print("Layer tree: \(root.name!) ⊃ \(colorLayer.name!) at frame \(rect(colorLayer.frame))")
        print("Hit test at (200, 150): \(root.hitTest(CGPoint(x: 200, y: 150))?.name ?? "none")")
        print("Hit test at (10, 10): \(root.hitTest(CGPoint(x: 10, y: 10))?.name ?? "none")")

        print("\n1. Implicit animation: backgroundColor blue → red, default 0.25 s")
        colorLayer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        watch(0.35, every: 0.05) { "presentation colour \(rgb(colorLayer.presentation()?.backgroundColor))" }

        print("\n2. A 1 s transaction with a completion block")
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { print(String(format: "  [%.3f s] completion block", elapsed())) }
        colorLayer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        CATransaction.commit()
        watch(1.2, every: 0.2) { "presentation colour \(rgb(colorLayer.presentation()?.backgroundColor))" }

        print("\n3. A custom push transition as the backgroundColor action")
        let push = CATransition()
        push.type = .push
        push.subtype = .fromLeft
        colorLayer.actions = ["backgroundColor": push]
        colorLayer.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        print("  running: \((colorLayer.animationKeys() ?? []).joined(separator: ", ")) (\((colorLayer.animation(forKey: "transition") as? CATransition)?.type.rawValue ?? "?"))")
        colorLayer.actions = nil
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.3))

        print("\n4. Actions disabled: the change is immediate")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        colorLayer.position = CGPoint(x: 100, y: 100)
        CATransaction.commit()
        print("  animations: \(colorLayer.animationKeys()?.joined(separator: ", ") ?? "none"), presentation position \(point(colorLayer.presentation()!.position))")

        print("\n5. Explicit animation: rotation about z, 0 → π over 0.5 s, autoreverses")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.duration = 0.5
        spin.autoreverses = true
        spin.delegate = Narrator()
        colorLayer.add(spin, forKey: "spin")
        CATransaction.flush()
        watch(1.1, every: 0.1) {
            let angle = colorLayer.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0
            return String(format: "rotation.z = %.3f rad", angle)
        }
        print("\nDone.")
    }
}

/// The tour's time: seconds since it began.
enum Clock {
    nonisolated(unsafe) static var start = 0.0
}

func elapsed() -> Double { CACurrentMediaTime() - Clock.start }

final class Narrator: NSObject, CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) {
        print(String(format: "  [%.3f s] did start %@", elapsed(), (anim as? CAPropertyAnimation)?.keyPath ?? "animation"))
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        print(String(format: "  [%.3f s] did stop %@ finished=%@", elapsed(),
                     (anim as? CAPropertyAnimation)?.keyPath ?? "animation", flag ? "true" : "false"))
    }
}

/// Spins the main run loop for `seconds`, printing `sample()` every `every` seconds.
func watch(_ seconds: Double, every: Double = 0.05, _ sample: () -> String) {
    let end = Date(timeIntervalSinceNow: seconds)
    while Date() < end {
        print(String(format: "  %.3f s  ", elapsed()) + sample())
        RunLoop.main.run(until: Date(timeIntervalSinceNow: every))
    }
}

/// A number as a person writes it: `150`, `80.5`, `0.333`.
func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.3g", Double(value))
}

func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

func rect(_ r: CGRect) -> String {
    "(\(number(r.minX)), \(number(r.minY))) size \(number(r.width)) × \(number(r.height))"
}

func rgb(_ c: CGColor?) -> String {
    guard let c = c?.components, c.count >= 3 else { return "nil" }
    return String(format: "(%.2f, %.2f, %.2f)", c[0], c[1], c[2])
}
