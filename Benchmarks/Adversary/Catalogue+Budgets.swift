import Foundation
import LayerHost
import UIKit

// What multiplies or grows with the input: particles in replicated emitters,
// emitter cells nested without end, Auto Layout over long chains, animation
// blocks nested thousands deep (issue 35's classes).
extension Catalogue {
    /// An emitter of `birthRate` particles a second (each living 10 s) in a replicator of `copies`.
    static func replicatedEmitter(copies: Int, birthRate: Float) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = copies
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 32, y: 32)
        let cell = CAEmitterCell()
        cell.birthRate = birthRate
        cell.lifetime = 10
        cell.velocity = 5
        cell.contents = CGImage(width: 2, height: 2, premultipliedRGBA8: Data(repeating: 255, count: 16), isOpaque: false)
        emitter.emitterCells = [cell]
        emitter.beginTime = CACurrentMediaTime() - 5  // already running: the first frame simulates 5 s
        replicator.addSublayer(emitter)
        root.addSublayer(replicator)
        return root
    }

    /// `count` siblings chained in a row by constraints; the seconds of one layout pass.
    @MainActor
    static func layoutSeconds(chain count: Int) -> Double {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 2_000, height: 100))
        var previous: UIView?
        for _ in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: parent.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 30),
                view.heightAnchor.constraint(equalToConstant: 20),
                view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? parent.leadingAnchor, constant: 2),
            ])
            previous = view
        }
        return seconds { parent.layoutIfNeeded() }
    }

    /// Sixteen nested groups, each masked, over a layer of 64 points shown
    /// at 64 pixels a point: two offscreen images of 4096 × 4096 per level.
    static func maskedGroups16Deep() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        var parent = root
        for _ in 0..<16 {
            let level = CALayer()
            level.frame = root.bounds
            level.opacity = 0.9
            level.allowsGroupOpacity = true
            let mask = CALayer()
            mask.frame = root.bounds
            mask.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            level.mask = mask
            parent.addSublayer(level)
            parent = level
        }
        parent.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        return root
    }

    /// `count` layers, each showing its own 512 × 512 image (the images share one buffer of pixels).
    static func distinctImages(_ count: Int) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        let pixels = Data(repeating: 200, count: 512 * 512 * 4)
        for index in 0..<count {
            let layer = CALayer()
            layer.frame = CGRect(x: index % 64, y: index / 64 % 64, width: 1, height: 1)
            layer.contents = CGImage(width: 512, height: 512, premultipliedRGBA8: pixels, isOpaque: false)
            root.addSublayer(layer)
        }
        return root
    }

    /// Whether an emitter layer given `cells` renders headless, and `detail` as the verdict.
    static func rendersEmitter(_ cells: [CAEmitterCell], _ context: CaseContext, _ detail: String) -> Verdict {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        emitter.emitterCells = cells
        return .check(context.renderHeadless(emitter) != nil, detail, else: "no image")
    }

    static let budgets: [AdversaryCase] = [
        // 2,000 copies of an emitter of a million particles a second: billions
        // alive without a budget for the whole tree; FrameBudget.particles holds.
        AdversaryCase("budgets", "emitter-in-replicator-2000-headless") { context in
            let root = replicatedEmitter(copies: 2_000, birthRate: 1e6)
            return .check(context.renderHeadless(root) != nil, "rendered within the frame's particle budget",
                          else: "no image")
        },
        // Live, with the budget an app on a slow machine sets (a debug build on
        // llvmpipe draws 100,000 particles at a few frames a second).
        AdversaryCase("budgets", "emitter-in-replicator-live", window: true) { context in
            FrameBudget.particles = 10_000
            return try context.keepsDrawing(replicatedEmitter(copies: 200, birthRate: 20_000),
                                            "200 copies of a busy emitter, FrameBudget.particles = 10,000")
        },
        AdversaryCase("budgets", "emitter-cells-2000-deep") { context in
            let top = CAEmitterCell()
            var cell = top
            for _ in 1..<2_000 {
                let inner = CAEmitterCell()
                inner.birthRate = 1
                inner.lifetime = 1
                cell.emitterCells = [inner]
                cell = inner
            }
            return rendersEmitter([top], context, "taken 16 levels deep and rendered")
        },
        AdversaryCase("budgets", "emitter-cell-inside-itself") { context in
            let cell = CAEmitterCell()
            cell.birthRate = 10
            cell.lifetime = 1
            cell.emitterCells = [cell]
            return rendersEmitter([cell], context, "taken to the depth limit and rendered")
        },
        AdversaryCase("budgets", "emitter-cells-shared-2-to-the-40") { context in
            var cell = CAEmitterCell()
            for _ in 0..<40 {
                let parent = CAEmitterCell()
                parent.emitterCells = [cell, cell]
                cell = parent
            }
            return rendersEmitter([cell], context, "taken up to 1,000 cells and rendered")
        },
        // A circle of radius 10⁶ points dashed every 0.02 points: over 10 s and
        // hundreds of MB in Cairo for one frame; drawn as the dashes' coverage.
        AdversaryCase("budgets", "shape-huge-circle-sub-pixel-dashes-headless") { context in
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            shape.path = CGPath(ellipseIn: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6), transform: nil)
            shape.fillColor = nil
            shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            shape.lineWidth = 4
            shape.lineDashPattern = [0.01, 0.01]
            return .check(context.renderHeadless(shape) != nil, "rendered as the dashes' coverage", else: "no image")
        },
        // Ten million segments of a wave (a chart of ten million samples): over
        // 50 s for one frame; a frame draws at most 250,000 elements of one path,
        // after dropping those within half a pixel of the one before. (Random
        // crossing segments cost Cairo far more per segment: the next case.)
        AdversaryCase("budgets", "shape-path-10-million-segments-headless") { context in
            let path = CGMutablePath()
            path.move(to: .zero)
            for index in 0..<10_000_000 {
                let x = Double(index) * 64 / 10_000_000
                path.addLine(to: CGPoint(x: x, y: 32 + 30 * sin(x * 3)))
            }
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            shape.path = path
            shape.fillColor = nil
            shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            return .check(context.renderHeadless(shape) != nil, "rendered within the elements a frame draws", else: "no image")
        },
        // 20,000 random segments crossing each other all over a window: Cairo
        // takes seconds over them (the crossings grow as the square of the
        // segments) and used to hold the render thread, so that no layer of
        // the window moved meanwhile; now a worker rasterizes the shape and
        // the window draws on. (Its report comes once the worker is done,
        // seconds after the frames the case waits for.)
        AdversaryCase("budgets", "shape-20000-crossing-segments-live", window: true, reports: false) { context in
            var seed: UInt64 = 35
            func next() -> CGFloat {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return CGFloat(seed >> 33) / CGFloat(1 << 31)
            }
            let path = CGMutablePath()
            path.move(to: CGPoint(x: next() * 320, y: next() * 240))
            for _ in 0..<20_000 { path.addLine(to: CGPoint(x: next() * 320, y: next() * 240)) }
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
            shape.path = path
            shape.fillColor = CGColor(red: 0, green: 0.5, blue: 0, alpha: 0.5)
            shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            return try context.keepsDrawing(shape, "rasterized aside")
        },
        // 32 offscreen images of 16 Mi pixels held at once (2 GiB) without a
        // budget for the frame; FrameBudget.offscreenPixels (64 Mi pixels)
        // holds the outer ones, the deeper groups drawn layer by layer.
        AdversaryCase("budgets", "offscreen-masked-groups-16-deep-4096-headless") { _ in
            guard let bitmap = CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return .wrong("no bitmap") }
            bitmap.scaleBy(x: 64, y: 64)
            maskedGroups16Deep().render(in: bitmap)
            return .check(bitmap.makeImage() != nil, "rendered within FrameBudget.offscreenPixels", else: "no image")
        },
        // 2,000 distinct images of 512 × 512 in one frame: 2 GiB of textures
        // (more with their mipmap levels); FrameBudget.textureBytes (1 GiB)
        // keeps what fits, the rest drawn as nothing in that frame.
        AdversaryCase("budgets", "textures-2000-images-of-512-headless") { context in
            .check(context.renderHeadless(distinctImages(2_000)) != nil, "rendered within FrameBudget.textureBytes",
                   else: "no image")
        },
        // A hundred thousand combining marks, bidi controls and joined emoji in one text layer.
        AdversaryCase("budgets", "text-marks-bidi-emoji-100000-headless", reports: false) { context in
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            let unit = "a\u{0301}\u{0302}\u{202B}\u{05D0}\u{202C}👩\u{200D}👩\u{200D}👧\u{0301}"
            text.string = String(repeating: unit, count: 10_000)
            text.isWrapped = true
            text.fontSize = 12
            return .check(context.renderHeadless(text) != nil, "laid out and rendered", else: "no image")
        },
        // Unwrapped, the hundred thousand characters were one line of some 20,000
        // Pango runs, and Pango walks its run list to the end once per run
        // (g_slist_last): 4 s in a debug build, quadratic (20,000 units: 14 s).
        // An unwrapped paragraph is now laid out with its first 10,000
        // characters (0.4 s), said once.
        AdversaryCase("budgets", "text-marks-bidi-emoji-100000-unwrapped-headless") { context in
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            let unit = "a\u{0301}\u{0302}\u{202B}\u{05D0}\u{202C}👩\u{200D}👩\u{200D}👧\u{0301}"
            text.string = String(repeating: unit, count: 10_000)
            text.fontSize = 12
            return .check(context.renderHeadless(text) != nil, "laid out and rendered", else: "no image")
        },
        // A chain of 2,000 constrained views took over a minute and 1.5 GB with the dense solver.
        AdversaryCase("budgets", "autolayout-chain-2000-growth", reports: false) { _ in
            MainActor.assumeIsolated { growth(200) { count in layoutSeconds(chain: count) } }
        },
        AdversaryCase("budgets", "animate-nested-5000", reports: false) { _ in
            MainActor.assumeIsolated {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                func nest(_ level: Int) {
                    guard level > 0 else { return }
                    UIView.animate(withDuration: 1) {
                        view.alpha = CGFloat(level % 2)
                        nest(level - 1)
                    }
                }
                nest(5_000)
                return .check(view.layer.animation(forKey: "opacity") != nil, "5,000 nested blocks animated",
                              else: "no animation after 5,000 nested blocks")
            }
        },
    ]
}
