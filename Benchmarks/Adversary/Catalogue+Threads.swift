import Dispatch
import Foundation
import UIKit

/// Several threads at once: racing tree changes, transactions left open on
/// threads that end, and UIKit called from where it must not be.
extension Catalogue {
    /// Runs `body(i)` on `count` threads at once and waits for all of them (at most `seconds`).
    static func concurrently(_ count: Int, seconds: Double = 20, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
        let group = DispatchGroup()
        for i in 0..<count {
            group.enter()
            Thread.detachNewThread {
                body(i)
                group.leave()
            }
        }
        // Keep the main run loop turning: a window may be open.
        let deadline = Date(timeIntervalSinceNow: seconds)
        while group.wait(timeout: .now()) == .timedOut {
            if Date() > deadline { return false }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
        return true
    }

    /// Whether following superlayers (and mask hosts) from every layer ends, as it must in a tree.
    static func isTree(_ layers: [CALayer]) -> Bool {
        for layer in layers {
            var node: CALayer? = layer, steps = 0
            while let current = node {
                steps += 1
                if steps > layers.count + 1 { return false }
                node = current.superlayer
            }
        }
        return true
    }

    private static func unsafe<T>(_ value: T) -> UnsafeTransfer<T> { UnsafeTransfer(value) }

    /// A case that shows a small layer and runs `body(layer, thread)` on 8
    /// threads at once; ok when they finish and the window keeps drawing.
    private static func fromEightThreads(_ name: String, _ detail: String,
                                         _ body: @escaping @Sendable (CALayer, Int) -> Void) -> AdversaryCase {
        AdversaryCase("threads", name, window: true, reports: false) { context in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            try context.show(layer)
            let box = unsafe(layer)
            guard concurrently(8, { t in body(box.value, t) }) else { return .wrong("the threads did not finish") }
            return .check(context.drawFrames() >= 6, detail, else: "stalled")
        }
    }

    static let threads: [AdversaryCase] = [
        AdversaryCase("threads", "racing-cycle", reports: true) { _ in
            var cycles = 0
            for _ in 0..<300 {
                let a = CALayer(), b = CALayer()
                let pair = unsafe((a, b))
                guard concurrently(2, { i in
                    let (a, b) = pair.value
                    if i == 0 { a.addSublayer(b) } else { b.addSublayer(a) }
                }) else { return .wrong("the threads did not finish") }
                if !isTree([a, b]) { cycles += 1 }
            }
            return .check(cycles == 0, "300 races, never a cycle", else: "\(cycles) of 300 races made a cycle")
        },
        AdversaryCase("threads", "racing-mask-cycle", reports: true) { _ in
            var cycles = 0
            for _ in 0..<300 {
                let a = CALayer(), b = CALayer()
                let pair = unsafe((a, b))
                guard concurrently(2, { i in
                    let (a, b) = pair.value
                    if i == 0 { a.mask = b } else { b.addSublayer(a) }
                }) else { return .wrong("the threads did not finish") }
                var node: CALayer? = a, steps = 0
                while let current = node, steps < 10 {
                    steps += 1
                    node = current.superlayer ?? (current === b && a.mask === b ? a : nil)
                }
                if steps >= 10 { cycles += 1 }
            }
            return .check(cycles == 0, "300 races, never a cycle", else: "\(cycles) of 300 races made a cycle")
        },
        AdversaryCase("threads", "racing-reparent-shown", window: true, reports: false) { context in
            let parents = (0..<4).map { i -> CALayer in
                let layer = CALayer()
                layer.frame = CGRect(x: i * 70, y: 0, width: 60, height: 60)
                return layer
            }
            let children = (0..<40).map { i -> CALayer in
                let layer = CALayer()
                layer.frame = CGRect(x: i % 6 * 10, y: i / 6 * 10, width: 8, height: 8)
                layer.backgroundColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
                return layer
            }
            let root = CALayer()
            for parent in parents { root.addSublayer(parent) }
            try context.show(root)
            let all = unsafe((parents, children))
            guard concurrently(4, { t in
                var random = SystemRandomNumberGenerator()
                let (parents, children) = all.value
                for step in 0..<2000 {
                    let child = children.randomElement(using: &random)!
                    switch (step + t) % 4 {
                    case 0: parents.randomElement(using: &random)!.addSublayer(child)
                    case 1: child.removeFromSuperlayer()
                    case 2: parents.randomElement(using: &random)!.mask = child
                    default: child.addSublayer(children.randomElement(using: &random)!)
                    }
                }
            }) else { return .wrong("the threads did not finish in 20 s") }
            let tree = isTree(parents + children)
            return .check(tree && context.drawFrames() >= 6, "8,000 racing changes; still a tree; still drawing",
                          else: tree ? "the window stopped drawing" : "a cycle formed")
        },
        AdversaryCase("threads", "open-transaction-at-thread-exit") { context in
            let layer = CALayer()
            layer.opacity = 1
            CATransaction.flush()
            let box = unsafe(layer)
            _ = concurrently(1) { _ in
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                box.value.opacity = 0.25
                // The thread ends with its transaction open.
            }
            CATransaction.flush()
            context.spin(0.2)
            let presented = layer.presentation()?.opacity
            return .check(presented.map { abs($0 - 0.25) < 0.01 } ?? false,
                          "the open transaction was committed when its thread ended",
                          else: "the change was lost (presentation opacity \(presented.map { "\($0)" } ?? "nil"))")
        },
        AdversaryCase("threads", "background-implicit-transaction", reports: false) { context in
            let layer = CALayer()
            CATransaction.flush()
            let box = unsafe(layer)
            _ = concurrently(1) { _ in box.value.position = CGPoint(x: 77, y: 1) }
            context.spin(0.3)
            CATransaction.flush()
            let presented = layer.presentation()?.position.x
            return .check(presented == 77, "committed", else: "presentation x is \(presented.map { "\($0)" } ?? "nil")")
        },
        AdversaryCase("threads", "lock-held-by-background", window: true, reports: false) { context in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            try context.show(layer)
            let started = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                CATransaction.lock()
                started.signal()
                Thread.sleep(forTimeInterval: 0.5)
                CATransaction.unlock()
            }
            started.wait()
            layer.position = CGPoint(x: 40, y: 40)
            return .check(context.drawFrames() >= 6, "waited for the lock, then drew", else: "stalled")
        },
        fromEightThreads("animations-from-8-threads", "4,000 animations added and removed from 8 threads") { layer, t in
            for i in 0..<500 {
                let animation = CABasicAnimation(keyPath: "opacity")
                animation.fromValue = 0
                animation.toValue = 1
                animation.duration = 0.5
                layer.add(animation, forKey: "k\(i % 20)")
                if i % 7 == t { layer.removeAnimation(forKey: "k\(i % 20)") }
            }
        },
        fromEightThreads("values-from-8-threads", "16,000 changes from 8 threads") { layer, t in
            for i in 0..<2000 {
                layer.position = CGPoint(x: i % 300, y: t * 20)
                layer.backgroundColor = CGColor(red: CGFloat(t) / 8, green: 0, blue: 0, alpha: 1)
                if i % 100 == 0 { CATransaction.flush() }
            }
        },
        AdversaryCase("threads", "uikit-remove-from-superview-off-main") { context in
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(child)
            let box = unsafe(child)
            _ = concurrently(1) { _ in box.value.removeFromSuperview() }
            context.spin(0.1)
            return .ok("removeFromSuperview from a background thread did not crash (superview now \(child.superview == nil ? "nil" : "kept"))")
        },
        AdversaryCase("threads", "uikit-transition-off-main") { context in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let box = unsafe(view)
            _ = concurrently(1) { _ in
                UIView.transition(with: box.value, duration: 0.2, options: .transitionCrossDissolve,
                                  animations: { box.value.alpha = 0.5 }, completion: nil)
            }
            context.spin(0.3)
            return .ok("UIView.transition from a background thread did not crash")
        },
        AdversaryCase("threads", "uikit-animate-off-main") { context in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let box = unsafe(view)
            _ = concurrently(1) { _ in
                UIView.animate(withDuration: 0.2, animations: { box.value.alpha = 0.5 }, completion: { _ in })
            }
            context.spin(0.3)
            return .ok("UIView.animate from a background thread did not crash")
        },
        AdversaryCase("threads", "uikit-add-subview-off-main") { context in
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let box = unsafe(parent)
            // One background thread; `uikit-add-subview-from-4-threads` has several.
            _ = concurrently(1) { _ in
                for _ in 0..<50 { box.value.addSubview(UIView(frame: .zero)) }
            }
            context.spin(0.1)
            return .check(parent.subviews.count == 50, "50 subviews added from a background thread, on the main thread",
                          else: "\(parent.subviews.count) of 50 subviews added")
        },
        AdversaryCase("threads", "uikit-add-subview-from-4-threads") { context in
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let box = unsafe(parent)
            _ = concurrently(4) { _ in
                for _ in 0..<50 { box.value.addSubview(UIView(frame: .zero)) }
            }
            context.spin(0.2)
            return .check(parent.subviews.count == 200, "200 subviews made and added from 4 threads at once, on the main thread",
                          else: "\(parent.subviews.count) of 200 subviews added")
        },
        AdversaryCase("threads", "uikit-animate-from-4-threads") { context in
            let views = (0..<4).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
            let box = unsafe(views)
            _ = concurrently(4) { t in
                for i in 0..<50 {
                    UIView.animate(withDuration: 0.2, animations: {
                        box.value[t].alpha = CGFloat(i % 10) / 10
                        box.value[t].frame.origin.x = CGFloat(i)
                    }, completion: { _ in })
                }
            }
            context.spin(0.5)
            return .check(views.allSatisfy { $0.frame.origin.x == 49 }, "200 animation blocks from 4 threads at once",
                          else: "a view's last change was lost: \(views.map(\.frame.origin.x))")
        },
        AdversaryCase("threads", "uikit-layout-off-main") { context in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let box = unsafe(view)
            _ = concurrently(1) { _ in
                box.value.setNeedsLayout()
                box.value.layoutIfNeeded()
                box.value.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
            }
            context.spin(0.1)
            return .ok("layout from a background thread did not crash")
        },
        AdversaryCase("threads", "flush-from-8-threads", reports: false) { _ in
            let layers = (0..<8).map { _ in CALayer() }
            let box = unsafe(layers)
            let finished = concurrently(8) { t in
                for i in 0..<500 {
                    CATransaction.begin()
                    box.value[t].opacity = Float(i % 10) / 10
                    CATransaction.commit()
                    CATransaction.flush()
                }
            }
            return .check(finished, "4,000 commits and flushes from 8 threads", else: "the threads did not finish")
        },
    ]
}
