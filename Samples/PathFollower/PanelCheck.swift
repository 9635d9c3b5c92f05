import Foundation
import LayerHost
import SampleSupport

/// Checks from the model, not from pixels, that every follower of the page
/// stays inside its panel: for each calculation mode it restarts the
/// followers on a clock of its own and steps it a frame (1/60 s) at a time
/// over the longest lap, placing each follower's four corners (its
/// presentation's bounds, anchor, transform and position, carried into the
/// panel through its superlayers) and measuring how far they stay from the
/// panel's edges and from below its title. Main thread; it drives the media
/// clock, so it runs alone (`PathFollower --check-panels`), never beside a
/// window or an export.
struct PanelCheck {
    /// How close to a panel's edge a follower may come: the 1-point border and a point of air.
    static let edgeMargin: CGFloat = 2
    /// The panel's title line ends here; nothing may cover it.
    static let titleBottom: CGFloat = 28

    /// One follower's worst moment over every mode.
    struct Finding {
        var follower: String
        var panel: String
        /// The smallest distance from a corner to the allowed area's edge (negative: outside).
        var closest: CGFloat = .infinity
        var mode: CAAnimationCalculationMode = .linear
        var time: CFTimeInterval = 0
    }

    let scene: PathFollowerScene
    /// Seconds to step in each mode: the longest lap on the page.
    var seconds: CFTimeInterval = 10

    /// The findings, one per follower name (the zigzag's trail counts once).
    func run() -> [Finding] {
        let clock = CheckClock()
        CASetMediaTimeSource { clock.time }
        defer { CASetMediaTimeSource(nil) }
        var findings: [String: Finding] = [:]
        var order: [String] = []
        for mode in PathFollowerScene.modes {
            clock.time = 0
            scene.restart(with: mode)
            CATransaction.flush()
            for frame in 0...Int(seconds * 60) {
                let time = Double(frame) / 60
                clock.time = time
                for (follower, panel) in scene.followers {
                    let name = follower.name ?? "follower"
                    let margin = Self.margin(of: follower, in: panel)
                    if findings[name] == nil {
                        findings[name] = Finding(follower: name, panel: panel.name ?? "panel")
                        order.append(name)
                    }
                    if margin < findings[name]!.closest {
                        findings[name]!.closest = margin
                        findings[name]!.mode = mode
                        findings[name]!.time = time
                    }
                }
            }
        }
        return order.map { findings[$0]! }
    }

    /// How far `follower`'s corners stay inside `panel`'s allowed area now
    /// (negative: how far one is outside).
    static func margin(of follower: CALayer, in panel: CALayer) -> CGFloat {
        guard let shown = follower.presentation(), let superlayer = follower.superlayer else { return .infinity }
        let allowed = CGRect(x: edgeMargin, y: titleBottom, width: panel.bounds.width - 2 * edgeMargin,
                             height: panel.bounds.height - titleBottom - edgeMargin)
        let bounds = shown.bounds, anchor = shown.anchorPoint
        let turn = CATransform3DGetAffineTransform(shown.transform)
        var closest = CGFloat.infinity
        for corner in [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 1)] {
            let offset = CGPoint(x: (corner.x - anchor.x) * bounds.width, y: (corner.y - anchor.y) * bounds.height)
                .applying(turn)
            let inSuperlayer = CGPoint(x: shown.position.x + offset.x, y: shown.position.y + offset.y)
            let inPanel = superlayer === panel ? inSuperlayer : superlayer.convert(inSuperlayer, to: panel)
            closest = min(closest, inPanel.x - allowed.minX, allowed.maxX - inPanel.x,
                          inPanel.y - allowed.minY, allowed.maxY - inPanel.y)
        }
        return closest
    }

    /// The lines `--check-panels` prints: one per follower, then the verdict.
    static func report(_ findings: [Finding]) -> [String] {
        var lines = findings.map { finding -> String in
            let where_ = "\(finding.follower) in \"\(finding.panel)\""
            let distance = String(format: "%.1f", abs(finding.closest))
            let moment = "\(finding.mode.rawValue) at \(String(format: "%.2f", finding.time)) s"
            return finding.closest >= 0
                ? "\(where_): inside over a lap in every mode (closest \(distance) pt from an edge, \(moment))"
                : "\(where_): LEAVES its panel by \(distance) pt (\(moment))"
        }
        let leaving = findings.filter { $0.closest < 0 }.count
        lines.append(leaving == 0 ? "every follower stays inside its panel in linear, paced and cubic"
                                  : "\(leaving) follower(s) leave their panels")
        return lines
    }
}

/// The check's media clock: a time set by the check and read by
/// `CACurrentMediaTime()` on any thread.
private final class CheckClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now: CFTimeInterval = 0
    var time: CFTimeInterval {
        get { lock.withLock { now } }
        set { lock.withLock { now = newValue } }
    }
}
