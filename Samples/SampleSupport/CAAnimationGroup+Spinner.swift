import Foundation
import LayerHost

extension CAAnimationGroup {
    /// An activity spinner's stroke, repeating forever: strokeEnd grows from
    /// 0 to 1 (easing out) while strokeStart follows (easing in), so the
    /// drawn arc lengthens and shrinks once every `duration`. Main thread.
    public static func spinnerStroke(duration: CFTimeInterval, timeOffset: CFTimeInterval = 0) -> CAAnimationGroup {
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.timingFunction = CAMediaTimingFunction(name: .easeOut)
        let shrink = CABasicAnimation(keyPath: "strokeStart")
        shrink.fromValue = 0
        shrink.toValue = 1
        shrink.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let stroke = CAAnimationGroup()
        stroke.animations = [grow, shrink]
        stroke.duration = duration
        stroke.repeatCount = .infinity
        stroke.timeOffset = timeOffset
        return stroke
    }
}
