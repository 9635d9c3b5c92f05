import Foundation

// The begin/commit animation API (iOS 3 and earlier, deprecated since iOS
// 13, kept for the View Programming Guide's listings). Changes made between
// `beginAnimations(_:context:)` and `commitAnimations()` animate when the
// outermost block commits; the setters configure the innermost open block
// (also a block-based one). Blocks nest like block-based ones.
//
// On Linux there are no selectors: `setAnimationWillStart(_:)` and
// `setAnimationDidStop(_:)` take closures with the arguments Apple's
// selectors receive (animation identifier, finished flag, context).
// Main thread only.
extension UIView {
    /// The duration of a begin/commit block that sets none: 0.2 seconds, as on iOS.
    public static let defaultBeginAnimationsDuration: TimeInterval = 0.2

    /// Opens an animation block named `animationID` (handed back to the
    /// will-start and did-stop handlers with `context`).
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let callbacks = LegacyAnimationCallbacks(animationID: animationID, context: context)
        let parent = ViewAnimationState.animatingBlock
        let block = ViewAnimationBlock(
            kind: .basic, duration: parent?.duration ?? defaultBeginAnimationsDuration, delay: parent?.delay ?? 0,
            curve: parent?.curve ?? .easeInOut, options: [], completion: callbacks.makeCompletion(), isLegacy: true)
        block.legacy = callbacks
        block.parentDelay = parent?.delay ?? 0
        ViewAnimationState.open(block)
    }

    /// Closes the innermost begin/commit block; the outermost one starts its animations.
    public class func commitAnimations() {
        guard let block = ViewAnimationState.innermostBlock, block.isLegacy else {
            Diagnostics.report("UIView.commitAnimations() without an open beginAnimations(_:context:); ignored", subsystem: "UIKit")
            return
        }
        if !ViewAnimationState.animationsEnabled { block.kind = .immediate }
        ViewAnimationState.close(block)
    }

    /// The object the will-start and did-stop handlers belong to; kept alive until the block stops.
    public class func setAnimationDelegate(_ delegate: Any?) {
        legacyBlock("setAnimationDelegate(_:)")?.legacy?.delegate = delegate
    }

    /// Called when the block's animations start (Apple's `setAnimationWillStart(_:)` selector).
    public class func setAnimationWillStart(
        _ handler: ((_ animationID: String?, _ context: UnsafeMutableRawPointer?) -> Void)?
    ) {
        legacyBlock("setAnimationWillStart(_:)")?.legacy?.willStart = handler
    }

    /// Called when the block's animations have all stopped; `finished` is
    /// false when one was cut short (Apple's `setAnimationDidStop(_:)` selector).
    public class func setAnimationDidStop(
        _ handler: ((_ animationID: String?, _ finished: Bool, _ context: UnsafeMutableRawPointer?) -> Void)?
    ) {
        legacyBlock("setAnimationDidStop(_:)")?.legacy?.didStop = handler
    }

    /// The duration of the innermost block's animations.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        guard duration.isFinite else {
            return Diagnostics.report("UIView.setAnimationDuration(\(duration)): not finite; ignored", subsystem: "UIKit")
        }
        openBlock("setAnimationDuration(_:)")?.duration = duration
    }

    /// Seconds to wait before the innermost block's animations start.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        guard delay.isFinite else {
            return Diagnostics.report("UIView.setAnimationDelay(\(delay)): not finite; ignored", subsystem: "UIKit")
        }
        guard let block = openBlock("setAnimationDelay(_:)") else { return }
        block.delay = block.parentDelay + max(0, delay)
    }

    /// When the innermost block's animations start (a date in the past: at once).
    public class func setAnimationStart(_ startDate: Date) {
        openBlock("setAnimationStart(_:)")?.startDate = startDate
    }

    /// The pacing of the innermost block's animations.
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        openBlock("setAnimationCurve(_:)")?.curve = curve
    }

    /// How many times the innermost block's animations run; fractions allowed
    /// (2.5 with autoreverse ends on the new value). Also works in block-based blocks.
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        guard repeatCount.isFinite || repeatCount == .infinity, repeatCount >= 0 else {
            return Diagnostics.report("UIView.setAnimationRepeatCount(\(repeatCount)): must be 0 or more; ignored", subsystem: "UIKit")
        }
        openBlock("setAnimationRepeatCount(_:)")?.repeatCount = repeatCount
    }

    /// Whether each repetition of the innermost block's animations runs back again.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        openBlock("setAnimationRepeatAutoreverses(_:)")?.autoreversesSetting = repeatAutoreverses
    }

    /// Whether the innermost block's animations start from what is on screen.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let block = openBlock("setAnimationBeginsFromCurrentState(_:)") else { return }
        if fromCurrentState {
            block.options.insert(.beginFromCurrentState)
        } else {
            block.options.remove(.beginFromCurrentState)
        }
    }

    private static func openBlock(_ function: String) -> ViewAnimationBlock? {
        guard let block = ViewAnimationState.innermostBlock else {
            Diagnostics.report("UIView.\(function) outside an animation block has no effect", subsystem: "UIKit")
            return nil
        }
        return block
    }

    private static func legacyBlock(_ function: String) -> ViewAnimationBlock? {
        guard let block = ViewAnimationState.innermostBlock, block.isLegacy else {
            Diagnostics.report("UIView.\(function) outside beginAnimations/commitAnimations has no effect", subsystem: "UIKit")
            return nil
        }
        return block
    }
}
