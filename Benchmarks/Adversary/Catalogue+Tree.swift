import Foundation
import UIKit

/// Abuse of the layer tree: cycles through sublayers and masks, foreign
/// layers, deep chains, huge fan-outs, and the costs that must stay linear.
extension Catalogue {
    private static func chain(_ depth: Int) -> (root: CALayer, leaf: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        root.backgroundColor = CGColor(red: 0, green: 0.6, blue: 0.3, alpha: 1)
        var leaf = root
        for _ in 1..<depth {
            let next = CALayer()
            next.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            leaf.addSublayer(next)
            leaf = next
        }
        leaf.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        return (root, leaf)
    }

    /// Seconds `body` takes.
    static func seconds(_ body: () -> Void) -> Double {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    /// How the cost of a job grows from `small` to ten times as much, in one
    /// process: `measure(n)` does the job at size n and returns the seconds
    /// of the part that must stay linear. The quickest of three runs at the
    /// small size and of `largeRuns` at the large one are compared, so a
    /// machine busy with other work slows both and leaves the ratio: linear
    /// work grows about 10×, n·log n a little more, quadratic 100×. No
    /// wall-clock limit, which a loaded machine would break.
    static func growth(_ small: Int, largeRuns: Int = 1, _ measure: (Int) -> Double) -> Verdict {
        let smallTime = (0..<3).map { _ in measure(small) }.min() ?? 0
        let largeTime = (0..<max(1, largeRuns)).map { _ in measure(small * 10) }.min() ?? 0
        // A floor of a millisecond: below it the small run is mostly noise.
        let ratio = largeTime / max(smallTime, 0.001)
        let figures = String(format: "%d in %.3f s, %d in %.3f s: %.1f×", small, smallTime, small * 10, largeTime, ratio)
        return .check(ratio < maximumGrowth, "grows linearly (\(figures))", else: "grows faster than linearly (\(figures))")
    }

    /// The growth from n to 10·n that still counts as linear (n·log n and a
    /// busy machine's noise included; quadratic work is 100×).
    static let maximumGrowth = 40.0

    static let tree: [AdversaryCase] = [
        AdversaryCase("tree", "add-self") { _ in
            let layer = CALayer()
            layer.addSublayer(layer)
            return .check(layer.superlayer == nil && (layer.sublayers ?? []).isEmpty, "refused", else: "linked to itself")
        },
        AdversaryCase("tree", "add-ancestor") { _ in
            let (root, leaf) = chain(5)
            leaf.addSublayer(root)
            return .check(root.superlayer == nil, "refused", else: "the root became a descendant of its own leaf")
        },
        AdversaryCase("tree", "mask-self") { _ in
            let layer = CALayer()
            layer.mask = layer
            return .check(layer.mask == nil, "refused", else: "a layer masks itself")
        },
        AdversaryCase("tree", "mask-ancestor") { _ in
            let (root, leaf) = chain(4)
            leaf.mask = root
            return .check(leaf.mask == nil, "refused", else: "a leaf is masked by its root")
        },
        AdversaryCase("tree", "sublayer-of-own-mask") { _ in
            let host = CALayer(), mask = CALayer()
            host.mask = mask
            mask.addSublayer(host)
            return .check(host.superlayer == nil, "refused", else: "a layer became a sublayer of its own mask")
        },
        AdversaryCase("tree", "presentation-layer-added") { _ in
            let parent = CALayer(), layer = CALayer()
            layer.opacity = 0.5
            CATransaction.flush()
            guard let copy = layer.presentation() else { return .ok("no presentation layer before a commit") }
            parent.addSublayer(copy)
            return .check(copy.superlayer == nil, "refused", else: "a presentation copy joined a tree")
        },
        AdversaryCase("tree", "replace-foreign", reports: true) { _ in
            let parent = CALayer(), stranger = CALayer(), newcomer = CALayer()
            parent.replaceSublayer(stranger, with: newcomer)
            return .check(newcomer.superlayer == nil, "refused", else: "replaced a layer that was not a sublayer")
        },
        AdversaryCase("tree", "insert-index-out-of-range", reports: false) { _ in
            let parent = CALayer(), a = CALayer(), b = CALayer()
            parent.insertSublayer(a, at: 1_000_000)
            parent.insertSublayer(b, at: UInt32.max)
            return .check(parent.sublayers?.count == 2, "appended", else: "lost a sublayer")
        },
        AdversaryCase("tree", "sublayers-duplicates") { _ in
            let parent = CALayer(), a = CALayer()
            parent.sublayers = [a, a, a]
            return .check(parent.sublayers?.count == 1, "one entry kept", else: "\(parent.sublayers?.count ?? 0) entries")
        },
        AdversaryCase("tree", "sublayers-contains-parent") { _ in
            let parent = CALayer(), a = CALayer()
            parent.sublayers = [a, parent]
            return .check(parent.superlayer == nil && parent.sublayers?.count == 1, "the cycle refused",
                          else: "parent is its own sublayer")
        },
        AdversaryCase("tree", "mask-and-sublayer", reports: true) { _ in
            let parent = CALayer(), other = CALayer(), layer = CALayer()
            parent.addSublayer(layer)
            other.mask = layer
            return .check(layer.superlayer == nil && other.mask === layer, "moved to the mask",
                          else: "in two places at once")
        },
        AdversaryCase("tree", "remove-twice", reports: false) { _ in
            let parent = CALayer(), layer = CALayer()
            parent.addSublayer(layer)
            layer.removeFromSuperlayer()
            layer.removeFromSuperlayer()
            return .check(parent.sublayers?.isEmpty ?? true, "removed once", else: "still a sublayer")
        },
        AdversaryCase("tree", "remove-in-layout", window: true, reports: false) { context in
            final class Leaving: CALayer {
                override func layoutSublayers() { sublayers?.first?.removeFromSuperlayer() }
            }
            let layer = Leaving()
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            for _ in 0..<5 { layer.addSublayer(CALayer()) }
            return try context.keepsDrawing(layer, "sublayers removed during layout")
        },
        AdversaryCase("tree", "relayout-forever", window: true, reports: false) { context in
            final class Restless: CALayer {
                var passes = 0
                override func layoutSublayers() {
                    passes += 1
                    setNeedsLayout()
                }
            }
            let layer = Restless()
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            return try context.keepsDrawing(layer, "a layer that asks for layout in its layout (\(layer.passes) passes)")
        },
        AdversaryCase("tree", "redisplay-in-draw", window: true, reports: false) { context in
            final class Repainting: CALayer {
                override func draw(in ctx: CGContext) {
                    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                    ctx.fill(bounds)
                    setNeedsDisplay()
                }
            }
            let layer = Repainting()
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            layer.setNeedsDisplay()
            return try context.keepsDrawing(layer, "a layer that asks for display while drawing")
        },
        AdversaryCase("tree", "chain-1000-shown", window: true, reports: false) { context in
            try context.keepsDrawing(chain(1000).root, "a chain of 1,000 layers shown")
        },
        AdversaryCase("tree", "chain-10000-shown", window: true) { context in
            try context.keepsDrawing(chain(10000).root, "a chain of 10,000 layers shown")
        },
        AdversaryCase("tree", "chain-1000-masks", window: true, reports: false) { context in
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            var host = root
            for _ in 0..<1000 {
                let mask = CALayer()
                mask.frame = host.bounds
                mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                host.mask = mask
                host = mask
            }
            return try context.keepsDrawing(root, "1,000 masks each masked by the next shown")
        },
        // Images inside images as deep as a tree may be, drawn on the case's
        // own (main) thread: the planner stops nesting at its limit, says so
        // once, and the frame comes.
        AdversaryCase("tree", "groups-999-deep-headless") { context in
            let (root, leaf) = chain(999)
            var level: CALayer? = leaf.superlayer
            while let layer = level, layer !== root {
                layer.allowsGroupOpacity = true
                layer.opacity = 0.99
                level = layer.superlayer
            }
            return .check(context.renderHeadless(root) != nil, "rendered", else: "no image")
        },
        AdversaryCase("tree", "masked-chain-500-deep-headless") { context in
            let (root, leaf) = chain(500)
            var level: CALayer? = leaf
            while let layer = level, layer !== root {
                let mask = CALayer()
                mask.frame = layer.bounds
                mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                layer.mask = mask
                level = layer.superlayer
            }
            return .check(context.renderHeadless(root) != nil, "rendered", else: "no image")
        },
        AdversaryCase("tree", "rasterized-chain-999-deep-headless") { context in
            let (root, leaf) = chain(999)
            var level: CALayer? = leaf
            while let layer = level {
                layer.shouldRasterize = true
                level = layer.superlayer
            }
            return .check(context.renderHeadless(root) != nil, "rendered", else: "no image")
        },
        // A key path through layers held under keys, 20,000 components long:
        // walked in a loop, linear in its length (it split and rejoined the
        // rest of the path at every component, and recursed once per layer).
        AdversaryCase("tree", "key-path-through-20000-layers", reports: false) { _ in
            growth(2_000) { count in
                let first = CALayer()
                var last = first
                for _ in 1..<count {
                    let next = CALayer()
                    last.setValue(next, forKey: "next")
                    last = next
                }
                let path = (Array(repeating: "next", count: count - 1) + ["opacity"]).joined(separator: ".")
                return seconds {
                    first.setValue(0.5, forKeyPath: path)
                    _ = first.value(forKeyPath: path)
                }
            }
        },
        // Three replicators of 2,000 copies inside each other: eight billion
        // copies, where each replicator's own cap (100,000) does not bind; the
        // frame's budget stops them, says so, and the frame comes.
        AdversaryCase("tree", "replicators-2000-cubed-headless") { context in
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            var parent = root
            for _ in 0..<3 {
                let replicator = CAReplicatorLayer()
                replicator.frame = root.bounds
                replicator.instanceCount = 2_000
                replicator.instanceTransform = CATransform3DMakeTranslation(0.01, 0, 0)
                parent.addSublayer(replicator)
                parent = replicator
            }
            let leaf = CALayer()
            leaf.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            leaf.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            parent.addSublayer(leaf)
            return .check(context.renderHeadless(root) != nil, "rendered within the frame's budget", else: "no image")
        },
        AdversaryCase("tree", "chain-10000-build-time", reports: false) { _ in
            growth(1000) { depth in seconds { _ = chain(depth) } }
        },
        AdversaryCase("tree", "chain-10000-hit-test", reports: false) { _ in
            let (root, leaf) = chain(10000)
            let hit = root.hitTest(CGPoint(x: 50, y: 50))
            return .check(hit === leaf || hit != nil, "hit found", else: "nothing hit")
        },
        AdversaryCase("tree", "chain-10000-render-in-context", reports: false) { context in
            let image = context.renderHeadless(chain(10000).root)
            return .check(image != nil, "rendered", else: "no image")
        },
        AdversaryCase("tree", "chain-10000-layout", reports: false) { _ in
            let (root, _) = chain(10000)
            root.setNeedsLayout()
            root.layoutIfNeeded()
            return .ok("laid out")
        },
        AdversaryCase("tree", "chain-10000-commit", reports: false) { _ in
            let (root, leaf) = chain(10000)
            CATransaction.flush()
            leaf.opacity = 0.5
            CATransaction.flush()
            return .check(root.presentation() != nil, "committed", else: "no presentation after a commit")
        },
        AdversaryCase("tree", "chain-10000-convert", reports: false) { _ in
            let (root, leaf) = chain(10000)
            let point = leaf.convert(CGPoint(x: 1, y: 1), to: root)
            return .check(point.x.isFinite, "converted", else: "not finite")
        },
        AdversaryCase("tree", "fan-out-100000-removed", reports: false) { _ in
            growth(10_000) { count in
                let parent = CALayer()
                let layers = (0..<count).map { _ in CALayer() }
                return seconds {
                    parent.sublayers = layers
                    parent.sublayers = nil
                }
            }
        },
        AdversaryCase("tree", "fan-out-20000-removed-one-by-one", reports: false) { _ in
            growth(2_000) { count in
                let parent = CALayer()
                let layers = (0..<count).map { _ in CALayer() }
                for layer in layers { parent.addSublayer(layer) }
                return seconds { for layer in layers { layer.removeFromSuperlayer() } }
            }
        },
        AdversaryCase("tree", "fan-out-5000-shown", window: true, reports: false) { context in
            let parent = CALayer()
            parent.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            for i in 0..<5000 {
                let layer = CALayer()
                layer.frame = CGRect(x: i % 300, y: i / 30, width: 2, height: 2)
                layer.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
                parent.addSublayer(layer)
            }
            return try context.keepsDrawing(parent, "5,000 sublayers shown")
        },
        AdversaryCase("tree", "views-10000-deep") { _ in
            MainActor.assumeIsolated {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                var leaf = root
                for _ in 1..<10_000 {
                    let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                    leaf.addSubview(next)
                    if next.superview == nil { break }
                    leaf = next
                }
                root.setNeedsLayout()
                root.layoutIfNeeded()
                let hit = root.hitTest(CGPoint(x: 50, y: 50), with: nil)
                var depth = 1
                var node = leaf
                while let up = node.superview { depth += 1; node = up }
                return .check(hit === leaf && depth <= CALayer.maximumTreeDepth,
                              "a chain of views stopped at \(depth) deep; hit testing and layout ran",
                              else: "depth \(depth), hit \(String(describing: hit))")
            }
        },
        AdversaryCase("tree", "reparent-while-shown", window: true, reports: false) { context in
            let a = CALayer(), b = CALayer(), moving = CALayer()
            a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            b.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
            moving.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            moving.backgroundColor = CGColor(red: 0, green: 1, blue: 1, alpha: 1)
            let root = CALayer()
            root.addSublayer(a)
            root.addSublayer(b)
            try context.show(root)
            for i in 0..<200 {
                (i.isMultiple(of: 2) ? a : b).addSublayer(moving)
                if i.isMultiple(of: 20) { context.drawFrames(1) }
            }
            return .check(context.drawFrames() >= 6, "re-parented 200 times while shown", else: "the window stopped")
        },
    ]
}
