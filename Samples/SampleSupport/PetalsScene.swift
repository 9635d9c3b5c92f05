import Foundation
import LayerHost

/// Petals (document 001 end to end), with a panel that says what is shown,
/// what to press, and what the petal is doing. Main thread.
///
/// **Move** walks through the document's falling-petal listings as eight
/// steps (`PetalStep`, in the document's order): one petal, bounds 10 × 20
/// at (50, 150); a click sends it to the clicked point with the current
/// step's animations (a basic move, kept at its end, with a turn about the
/// anchor point (0.5, 0.6), paused and resumed through the layer's `speed`,
/// `timeOffset` and `beginTime`, keyframe values, a delayed begin, a
/// keyframe path, a group). ←/→ or 1…8 pick the step and put the petal back
/// at the start. In `pauseResume` and after, a click while the move runs
/// pauses or resumes the petal, exactly as the document does; before it, a
/// click sends the petal again. Where the step's listing does, the
/// animation delegate fixes the final model values inside a transaction
/// with actions disabled; in `pauseResume` it also pauses the turning.
///
/// **Shower**: petals fall along bezier paths while turning, each an
/// animation group starting at `CACurrentMediaTime() + delay`; a finished
/// petal is replaced by a new one at the top. A click on a petal (hit
/// testing the presentation tree, where petals are drawn) plucks it away; a
/// click elsewhere pauses or resumes the whole shower.
///
/// The panel's state line is worked out from the layers' times by
/// `refreshState()`, which the window's display link and the export's
/// script call every frame.
public final class PetalsScene: NSObject, CAAnimationDelegate {
    public enum Mode: String, CaseIterable { case move, shower }

    public static let width = 480, height = 640
    /// Where the move mode's petal starts, as in the document.
    public static let startPoint = CGPoint(x: 50, y: 150)
    public let root = CALayer()
    public private(set) var mode: Mode
    /// The step a click sends in move mode.
    public private(set) var step: PetalStep
    /// The text over the scene.
    public let panel = PetalsPanel(width: CGFloat(PetalsScene.width), height: CGFloat(PetalsScene.height),
                                   stepCount: PetalStep.allCases.count)
    let petalImage = PetalArt.petal()
    let shower = CALayer()
    var petal: CALayer?
    var random = SplitMix(seed: 2026)
    /// The move last sent in move mode, and how it ended; nil before the first click of a step.
    var sent: SentMove?
    /// How many moves were sent since the scene began (to tell a current move's end from a replaced one's).
    var sendCount = 0
    /// Shower: petals plucked, and the shower layer's time when the shower began.
    var plucked = 0
    var showerBegin: CFTimeInterval = 0
    /// Calls `refreshState()` every frame of the window (nil headless: the export's script calls it).
    var stateLink: CADisplayLink?
    /// What the scene printed, for the live test and the curious.
    public var log: (String) -> Void = { print($0) }

    public init(mode: Mode, step: PetalStep = .basicFall) {
        self.mode = mode
        self.step = step
        super.init()
        root.frame = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        root.contents = PetalArt.background(width: Self.width, height: Self.height)
        shower.frame = root.bounds
        root.addSublayer(shower)
        root.addSublayer(panel.layer)
        start(mode)
    }

    /// Switches between the two modes (the move mode at the current step).
    public func toggleMode() {
        start(mode == .move ? .shower : .move)
    }

    /// Shows `step` in move mode, the petal back at the start.
    public func select(_ step: PetalStep) {
        self.step = step
        start(.move)
        log("step \(step.rawValue): \(step.title)")
    }

    /// The next (or previous) step, wrapping around.
    public func stepBy(_ offset: Int) {
        let count = PetalStep.allCases.count
        let next = ((step.rawValue - 1 + offset) % count + count) % count + 1
        select(PetalStep(rawValue: next) ?? .basicFall)
    }

    private func start(_ mode: Mode) {
        self.mode = mode
        petal?.removeFromSuperlayer()
        petal = nil
        sent = nil
        shower.sublayers = nil
        shower.removeAllAnimations()
        shower.speed = 1
        shower.timeOffset = 0
        shower.beginTime = 0
        switch mode {
        case .move:
            let layer = makePetal()
            layer.position = Self.startPoint
            layer.anchorPoint = CGPoint(x: 0.5, y: 0.6)
            shower.addSublayer(layer)
            petal = layer
            panel.show(title: "Step \(step.rawValue) of \(PetalStep.allCases.count) · \(step.title)",
                       explanation: step.explanation, keys: Self.keys(for: step), litDot: step.rawValue - 1)
        case .shower:
            plucked = 0
            showerBegin = shower.convertTime(CACurrentMediaTime(), from: nil)
            for index in 0..<36 { addFallingPetal(delay: Double(index) * 0.25) }
            panel.show(title: "The shower · 36 petals",
                       explanation: "Each petal is a CAAnimationGroup of a bezier path and a turn, begun at "
                           + "CACurrentMediaTime() + delay; a fallen one starts again at the top.",
                       keys: "click a petal: pluck it · elsewhere: pause/resume · M or 1–8: steps · Esc: quit",
                       litDot: nil)
        }
        refreshState()
    }

    /// The keys line of the panel for `step`.
    static func keys(for step: PetalStep) -> String {
        step.clickPauses
            ? "click: send, again: pause/resume · ←/→ or 1–8: step · M: shower · Esc: quit"
            : "click: send the petal there · ←/→ or 1–8: step · M: shower · Esc: quit"
    }

    func makePetal() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.contents = petalImage
        layer.contentsScale = 4
        return layer
    }

    /// A click at `location` (root coordinates).
    public func click(at location: CGPoint) {
        switch mode {
        case .move: moveClick(location)
        case .shower: showerClick(location)
        }
        refreshState()
    }

    /// The state line: what the petal (or the shower) is doing now.
    public var stateText: String {
        switch mode {
        case .move: return moveStateText
        case .shower: return showerStateText
        }
    }

    /// Puts `stateText` on the panel's state bar.
    public func refreshState() {
        panel.stateText = stateText
    }

    /// The document's animationPause: freeze the layer's time where it is.
    func pause(_ layer: CALayer) {
        let interval = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.timeOffset = interval
        layer.speed = 0
    }

    /// The document's animationResume: carry on from the frozen time.
    func resume(_ layer: CALayer) {
        let beginTime = CACurrentMediaTime() - layer.timeOffset
        layer.timeOffset = 0
        layer.beginTime = beginTime
        layer.speed = 1
    }

    /// Pauses `layer` if it runs, resumes it if paused, and logs which
    /// (`"<subject>paused"` or `"<subject>resumed"`).
    func togglePause(_ layer: CALayer, logAs subject: String) {
        if layer.speed == 0 {
            resume(layer)
            log(subject + "resumed")
        } else {
            pause(layer)
            log(subject + "paused")
        }
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        switch mode {
        case .move: moveDidStop(anim, finished: flag)
        case .shower: fallDidStop(anim, finished: flag)
        }
        refreshState()
    }
}
