import Foundation

/// Turns a closed block's recorded changes into Core Animation animations:
/// basic (the block's curve), spring, or keyframe animations, with the
/// block's duration, delay, repetition and autoreversal, each with a
/// `ViewAnimationDelegate` reporting to the block's completion. Begin/commit
/// transitions become `CATransition`s on their views' layers.
///
/// Main thread only.
@MainActor
enum ViewAnimationFactory {
    typealias Made = (sequence: Int, layer: CALayer, key: String, animation: CAAnimation)

    static func animations(for block: ViewAnimationBlock) -> [Made] {
        let delay = max(0, block.delay + (block.startDate.map { $0.timeIntervalSinceNow } ?? 0))
        var made: [Made] = []
        for (view, transition) in block.transitions where block.duration > 0 {
            configure(transition, block: block, delay: delay, layer: view.layer, view: nil)
            transition.repeatCount = 0
            transition.autoreverses = false
            transition.timingFunction = block.curve.timingFunction
            made.append((Int.min, view.layer, kCATransition, transition))
        }
        guard block.animates else { return made }
        // One spring for the whole block: every change shares its duration, damping and velocity.
        let springTiming: SpringTiming? = {
            guard case .spring(let ratio, let velocity) = block.kind else { return nil }
            return SpringTiming(duration: block.duration, dampingRatio: ratio, initialVelocity: velocity)
        }()
        for change in block.changes {
            let animation: CAPropertyAnimation
            switch block.kind {
            case .basic:
                let basic = CABasicAnimation(keyPath: change.key)
                basic.fromValue = change.from ?? NSNull()
                basic.timingFunction = block.curve.timingFunction
                animation = basic
            case .spring(_, let velocity):
                let spring = CASpringAnimation(keyPath: change.key)
                let timing = springTiming!
                spring.stiffness = timing.stiffness
                spring.damping = timing.damping
                spring.initialVelocity = velocity
                spring.fromValue = change.from ?? NSNull()
                animation = spring
            case .perceptualSpring(let pace, let bounce, let velocity):
                let spring = CASpringAnimation(perceptualDuration: pace, bounce: bounce)
                spring.keyPath = change.key
                spring.initialVelocity = velocity.isFinite ? velocity : 0
                spring.fromValue = change.from ?? NSNull()
                animation = spring
            case .keyframes(let mode):
                animation = keyframeAnimation(for: change, mode: mode, curve: block.curve)
            case .immediate:
                continue
            }
            let blocked = block.options.contains(.allowUserInteraction) ? nil : change.view
            configure(animation, block: block, delay: delay, layer: change.layer, view: blocked)
            made.append((change.sequence, change.layer, change.key, animation))
        }
        return made
    }

    private static func configure(_ animation: CAAnimation, block: ViewAnimationBlock, delay: TimeInterval,
                                  layer: CALayer, view: UIView?) {
        animation.duration = block.duration
        animation.repeatCount = block.effectiveRepeatCount
        animation.autoreverses = block.autoreverses
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        animation.delegate = ViewAnimationDelegate(completion: block.completion, blockedView: view)
    }

    /// The change's keyframes as one keyframe animation: the old value at 0,
    /// each keyframe's value at its end, held until the next one starts.
    private static func keyframeAnimation(for change: ViewAnimationChange, mode: CAAnimationCalculationMode,
                                          curve: UIView.AnimationCurve) -> CAKeyframeAnimation {
        var times: [Double] = [0]
        var values: [Any] = [change.from ?? NSNull()]
        var current: Any = change.from ?? NSNull()
        for keyframe in change.keyframes.sorted(by: { $0.start < $1.start }) {
            let start = min(max(keyframe.start, times.last!), 1)
            let end = min(max(keyframe.start + keyframe.duration, start), 1)
            if start > times.last! {
                times.append(start)
                values.append(current)
            }
            current = keyframe.value ?? NSNull()
            times.append(end)
            values.append(current)
        }
        if times.last! < 1 {
            times.append(1)
            values.append(current)
        }
        let animation = CAKeyframeAnimation(keyPath: change.key)
        animation.values = values
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = mode
        animation.timingFunction = curve.timingFunction
        return animation
    }
}
