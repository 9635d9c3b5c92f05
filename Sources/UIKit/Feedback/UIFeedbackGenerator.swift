import Foundation

/// The base of the haptic feedback generators, as Apple's `UIFeedbackGenerator`.
///
/// This desktop has no haptic engine, so, as on an iPad or an iPhone with
/// haptics turned off, no generator does anything a user can feel or an
/// app can observe: calls are accepted and return at once. Use a concrete
/// subclass (`UIImpactFeedbackGenerator`, `UINotificationFeedbackGenerator`,
/// `UISelectionFeedbackGenerator`). Main thread only (`@MainActor`, as in
/// Apple's SDK).
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// A generator; it holds nothing (there is no engine to wake).
    public override init() {
        super.init()
    }

    /// Readies the engine to play feedback soon: nothing to ready here.
    open func prepare() {}
}
