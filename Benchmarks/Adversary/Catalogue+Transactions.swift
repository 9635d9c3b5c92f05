import Foundation
import UIKit

/// Transactions used wrongly: left open, closed too often, nested absurdly,
/// given values that cannot be, and re-entered from their own blocks.
extension Catalogue {
    static let transactions: [AdversaryCase] = [
        AdversaryCase("transactions", "unbalanced-begin-main", window: true) { context in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            layer.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
            try context.show(layer)
            // An implicit change, then a begin() that is never committed.
            layer.position = CGPoint(x: 100, y: 100)
            CATransaction.begin()
            let before = CaseContext.mainThreadCPUSeconds()
            let drawn = context.drawFrames(30, seconds: 4)
            context.spin(1)
            let busy = CaseContext.mainThreadCPUSeconds() - before
            return .check(drawn >= 30 && busy < 0.5,
                          String(format: "an open transaction on the main thread; %d frames drawn; main thread busy %.2f s", drawn, busy),
                          else: String(format: "%d frames drawn, main thread busy %.2f s of about 1.5", drawn, busy))
        },
        AdversaryCase("transactions", "unbalanced-commit") { _ in
            let layer = CALayer()
            for _ in 0..<1000 { CATransaction.commit() }
            layer.opacity = 0.5
            CATransaction.flush()
            return .check(layer.presentation()?.opacity == 0.5, "extra commits ignored",
                          else: "a change was lost after extra commits")
        },
        AdversaryCase("transactions", "set-value-wrong-kinds") { _ in
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setValue("slow", forKey: kCATransactionAnimationDuration)
            CATransaction.setValue(-3, forKey: kCATransactionAnimationDuration)
            CATransaction.setValue(7, forKey: kCATransactionCompletionBlock)
            CATransaction.setValue("no", forKey: kCATransactionDisableActions)
            let kept = CATransaction.animationDuration()
            CATransaction.commit()
            return .check(kept == 2, "refused, the duration kept", else: "the duration became \(kept)")
        },
        AdversaryCase("transactions", "nested-10000", reports: false) { _ in
            let layer = CALayer()
            for _ in 0..<10_000 { CATransaction.begin() }
            layer.opacity = 0.5
            for _ in 0..<10_000 { CATransaction.commit() }
            CATransaction.flush()
            return .check(layer.presentation()?.opacity == 0.5, "committed at the outermost commit",
                          else: "presentation opacity \(layer.presentation()?.opacity ?? -1)")
        },
        AdversaryCase("transactions", "duration-nan", window: true) { context in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            try context.show(layer)
            CATransaction.begin()
            CATransaction.setAnimationDuration(.nan)
            layer.position = CGPoint(x: 80, y: 80)
            CATransaction.commit()
            let drawn = context.drawFrames()
            let x = layer.presentation()?.position.x ?? .nan
            return .check(drawn >= 6 && x.isFinite, "a NaN duration refused", else: "presentation x \(x)")
        },
        AdversaryCase("transactions", "duration-negative", window: true) { context in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            try context.show(layer)
            CATransaction.begin()
            CATransaction.setAnimationDuration(-5)
            layer.position = CGPoint(x: 80, y: 80)
            CATransaction.commit()
            return .check(context.drawFrames() >= 6, "a negative duration refused", else: "stalled")
        },
        AdversaryCase("transactions", "unknown-value-key", reports: false) { _ in
            CATransaction.begin()
            CATransaction.setValue(42, forKey: "no.such.key")
            let value = CATransaction.value(forKey: "no.such.key") as? Int
            CATransaction.commit()
            return .check(value == 42, "kept as an arbitrary value", else: "lost")
        },
        AdversaryCase("transactions", "completion-reenters", window: true, reports: false) { context in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            try context.show(layer)
            var depth = 0
            func again() {
                depth += 1
                guard depth < 200 else { return }
                CATransaction.begin()
                CATransaction.setAnimationDuration(0.001)
                CATransaction.setCompletionBlock { again() }
                layer.position.x += 1
                CATransaction.commit()
                CATransaction.flush()
            }
            again()
            context.spin(1)
            return .check(context.drawFrames() >= 6, "\(depth) completion blocks, each beginning a transaction",
                          else: "stalled")
        },
        AdversaryCase("transactions", "flush-in-layout", window: true, reports: false) { context in
            final class Flushing: CALayer {
                override func layoutSublayers() {
                    CATransaction.flush()
                    CATransaction.begin()
                    CATransaction.commit()
                }
            }
            let layer = Flushing()
            layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            layer.setNeedsLayout()
            return try context.keepsDrawing(layer, "flushing inside layoutSublayers")
        },
        AdversaryCase("transactions", "flush-in-display-link", window: true, reports: false) { context in
            final class Target: NSObject {
                var ticks = 0
                let layer = CALayer()
                func tick(_ link: CADisplayLink) {
                    ticks += 1
                    layer.position.x = CGFloat(ticks % 100)
                    CATransaction.flush()
                    if ticks > 30 { link.invalidate() }
                }
            }
            let target = Target()
            try context.show(target.layer)
            let link = CADisplayLink(target: target, action: Target.tick)
            link.add(to: .main, forMode: .common)
            context.spin(1.5)
            return .check(target.ticks > 10, "\(target.ticks) display-link ticks, each flushing", else: "only \(target.ticks) ticks")
        },
        AdversaryCase("transactions", "lock-unbalanced-unlock") { _ in
            for _ in 0..<10 { CATransaction.unlock() }
            let layer = CALayer()
            layer.opacity = 0.3
            CATransaction.flush()
            return .check(layer.presentation()?.opacity == 0.3, "unlocks without a lock refused", else: "a change was lost")
        },
        AdversaryCase("transactions", "begin-on-thread-flush-on-main", reports: false) { context in
            let layer = CALayer()
            CATransaction.flush()
            let box = UnsafeTransfer(layer)
            let done = DispatchSemaphore(value: 0), go = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                CATransaction.begin()
                box.value.opacity = 0.4
                done.signal()
                go.wait()
                CATransaction.commit()
                done.signal()
            }
            done.wait()
            CATransaction.flush()
            let before = layer.presentation()?.opacity
            go.signal()
            done.wait()
            context.spin(0.2)
            CATransaction.flush()
            let after = layer.presentation()?.opacity
            return .check(after == 0.4, "committed by its own thread (seen before: \(before.map { "\($0)" } ?? "nil"))",
                          else: "after the thread's commit, opacity \(after.map { "\($0)" } ?? "nil")")
        },
    ]
}
