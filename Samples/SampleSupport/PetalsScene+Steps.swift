import Foundation
import LayerHost

/// The move mode: a click sends the step's animations, pauses or resumes
/// them; the move's delegate fixes the end where the step's listing does.
/// Main thread.
extension PetalsScene {
    /// A move sent by a click: its step, where to, when it begins in the
    /// petal's time, and, once it stopped, what the state line says of it. A plain value.
    struct SentMove {
        var step: PetalStep
        var target: CGPoint
        /// The petal's local time at which the move begins (the click's, plus the step's delay).
        var begin: CFTimeInterval
        /// Which click sent it (`sendCount` then).
        var number: Int
        /// The state line once the move stopped; nil while it runs.
        var ending: String?
    }

    func moveClick(_ location: CGPoint) {
        guard let petal else { return }
        if step.clickPauses, let sent, sent.ending == nil {
            togglePause(petal, logAs: "")
            return
        }
        send(petal, to: location)
    }

    /// A new move of the current step, from wherever the petal's model is, running again.
    private func send(_ petal: CALayer, to location: CGPoint) {
        petal.removeAllAnimations()
        if petal.speed == 0 { resume(petal) }
        sendCount += 1
        let begin = petal.convertTime(CACurrentMediaTime(), from: nil) + step.delay
        for (key, animation) in step.animations(from: petal.position, to: location, begin: begin) {
            if key == PetalStep.moveKey {
                animation.delegate = self
                animation.setValue(sendCount, forKey: "KCPetalsSend")
            }
            petal.add(animation, forKey: key)
        }
        sent = SentMove(step: step, target: location, begin: begin, number: sendCount)
        log("moving to (\(Int(location.x)), \(Int(location.y)))")
    }

    func moveDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag, let petal, var move = sent, move.ending == nil,
              anim.value(forKey: "KCPetalsSend") as? Int == move.number
        else { return }
        let at = "(\(Int(move.target.x)), \(Int(move.target.y)))"
        if move.step.keepsTheEnd {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            petal.position = move.target
            if move.step == .group { petal.transform = CATransform3DMakeRotation(PetalStep.turnAngle, 0, 0, 1) }
            CATransaction.commit()
            log("arrived at \(at)")
        } else {
            log("ended at \(at); back at the model position (\(Int(petal.position.x)), \(Int(petal.position.y)))")
        }
        if move.step == .pauseResume { pause(petal) }
        move.ending = Self.ending(of: move.step, at: at)
        sent = move
    }

    /// The state line after a move of `step` stopped at `at`.
    private static func ending(of step: PetalStep, at: String) -> String {
        switch step {
        case .basicFall, .keyframeValues, .delayedBegin, .keyframePath:
            return "ended after \(Int(step.duration)) s at \(at) and jumped back: the model never moved"
        case .fixTheEnd:
            return "landed at \(at): position set there, actions disabled"
        case .rotation:
            return "landed at \(at); the turn runs on to 12 s (6 s there, 6 s back)"
        case .pauseResume:
            return "landed at \(at); the turn is paused · click: send it again"
        case .group:
            return "landed at \(at): position and transform set to the group's end"
        }
    }

    /// The state line in move mode.
    var moveStateText: String {
        guard let petal, let sent else { return "ready · click anywhere to send the petal there" }
        if let ending = sent.ending { return ending }
        let t = petal.convertTime(CACurrentMediaTime(), from: nil) - sent.begin
        let duration = Int(sent.step.duration)
        if petal.speed == 0 {
            return t < 0
                ? String(format: "paused %.2f s before the fall begins · click to resume", -t)
                : String(format: "paused at t = %.2f s of %d s · click to resume", t, duration)
        }
        if t < 0 { return String(format: "waiting · the fall begins in %.1f s", -t) }
        return String(format: "falling · t = %.2f s of %d s", min(t, sent.step.duration), duration)
    }
}
