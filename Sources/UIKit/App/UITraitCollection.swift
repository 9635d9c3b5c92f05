import Foundation

/// The traits of an environment, as Apple's `UITraitCollection`: here only
/// the display scale and a light appearance. Immutable: any thread.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point.
    public let displayScale: CGFloat

    /// Traits with `scale` pixels per point, taken as given (not checked or clamped).
    public init(displayScale scale: CGFloat) {
        displayScale = scale
        super.init()
    }

    /// Traits of the main screen: its `displayScale` (`UIScreen.main.scale`).
    public override init() {
        displayScale = UIScreen.mainScale
        super.init()
    }

    /// The traits of the main screen.
    public static var current: UITraitCollection { UITraitCollection() }
}
