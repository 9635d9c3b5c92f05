import Foundation

/// The traits of an environment, as Apple's `UITraitCollection`: here only
/// the display scale and a light appearance. Immutable: any thread.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point.
    public let displayScale: CGFloat

    public init(displayScale scale: CGFloat) {
        displayScale = scale
        super.init()
    }

    public override init() {
        displayScale = UIScreen.mainScale
        super.init()
    }

    /// The traits of the main screen.
    public static var current: UITraitCollection { UITraitCollection() }
}
