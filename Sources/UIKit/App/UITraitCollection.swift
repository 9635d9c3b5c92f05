import Foundation

/// The traits of an environment, as Apple's `UITraitCollection`: here the
/// display scale and the appearance (light or dark). Immutable: any thread.
///
/// A collection made from one trait leaves the others unspecified (scale 0,
/// style `.unspecified`), as Apple's; `init()` and `current` are the main
/// screen's traits, with the desktop's appearance (`CA_APPEARANCE`,
/// `GTK_THEME` or the X server's theme name).
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// Light or dark; `.unspecified` when not stated.
    public let userInterfaceStyle: UIUserInterfaceStyle

    init(displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle) {
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        super.init()
    }

    /// Traits with `scale` pixels per point, taken as given (not checked or clamped); the style unspecified.
    public convenience init(displayScale scale: CGFloat) {
        self.init(displayScale: scale, userInterfaceStyle: .unspecified)
    }

    /// Traits with `userInterfaceStyle` alone (the scale unspecified).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(displayScale: 0, userInterfaceStyle: userInterfaceStyle)
    }

    /// The traits of `traitCollections` merged: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        let scale = traitCollections.last { $0.displayScale != 0 }?.displayScale ?? 0
        let style = traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        self.init(displayScale: scale, userInterfaceStyle: style)
    }

    /// Traits of the main screen: its `displayScale` (`UIScreen.main.scale`) and the desktop's appearance.
    public override convenience init() {
        self.init(displayScale: UIScreen.mainScale, userInterfaceStyle: UITraitCollection.desktopStyle)
    }

    /// The traits that resolve dynamic colours now (`UIColor.cgColor`, drawing): the main screen's,
    /// unless set (UIKit sets a view's while it draws and lays out, as Apple's does). Any thread; one value for all threads.
    public static var current: UITraitCollection {
        get {
            currentLock.lock()
            defer { currentLock.unlock() }
            return currentOverride ?? UITraitCollection()
        }
        set {
            currentLock.lock()
            currentOverride = newValue
            currentLock.unlock()
        }
    }

    /// Runs `actions` with these traits as `current`, then puts the previous ones back.
    open func performAsCurrent(_ actions: () -> Void) {
        let previous = Self.swapCurrent(self)
        actions()
        _ = Self.swapCurrent(previous)
    }

    /// Makes `traits` the set `current` (nil: the main screen's again) and returns the one set before.
    static func swapCurrent(_ traits: UITraitCollection?) -> UITraitCollection? {
        currentLock.lock()
        defer { currentLock.unlock() }
        let previous = currentOverride
        currentOverride = traits
        return previous
    }

    /// Whether a dynamic colour may resolve differently under `traitCollection`: the appearance differs.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        (traitCollection?.userInterfaceStyle ?? .unspecified) != userInterfaceStyle
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
    }

    /// Whether `object` is a trait collection with the same scale and appearance.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.displayScale == displayScale && other.userInterfaceStyle == userInterfaceStyle
    }

    /// A hash of the traits `isEqual(_:)` compares.
    open override var hash: Int { displayScale.hashValue ^ userInterfaceStyle.rawValue }

    /// The traits, for debugging.
    open override var description: String {
        "<UITraitCollection: displayScale = \(displayScale), userInterfaceStyle = \(userInterfaceStyle)>"
    }

    /// The desktop's appearance as a style.
    static var desktopStyle: UIUserInterfaceStyle { DesktopAppearance.current == .dark ? .dark : .light }

    /// Whether a style resolves to dark (`.unspecified` is light).
    var isDark: Bool { userInterfaceStyle == .dark }

    private static let currentLock = NSLock()
    /// Guarded by `currentLock`.
    nonisolated(unsafe) private static var currentOverride: UITraitCollection?
}
