import Foundation

/// The base of the effects a `UIVisualEffectView` shows, as Apple's
/// `UIVisualEffect`: `UIBlurEffect` and `UIVibrancyEffect` are the ones
/// there are; a plain `UIVisualEffect` shows nothing (the view draws only
/// its content).
///
/// Immutable, so any thread (Apple marks it `@MainActor`; nothing here
/// needs the main thread). Copies are the object itself; archiving keeps
/// the effect's kind and style (`NSSecureCoding`).
open class UIVisualEffect: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// An effect of no kind (the subclasses are the blur and vibrancy effects).
    public override init() {
        super.init()
    }

    /// An effect read from an archive (`encode(with:)` wrote it).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// True: an effect is read back only as what it is.
    public class var supportsSecureCoding: Bool { true }

    /// Archives nothing: the subclasses archive their style.
    open func encode(with coder: NSCoder) {}

    /// The effect itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// What a `UIVisualEffectView` draws for this effect in an environment
    /// of `style` (none for the base class).
    func appearance(in style: UIUserInterfaceStyle) -> VisualEffectAppearance { .none }
}
