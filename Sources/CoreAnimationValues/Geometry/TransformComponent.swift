import Foundation

/// One of the parts of a transform that Apple's key paths reach, such as `rotation.z` in
/// `transform.rotation.z`.
///
/// Apple's table for `transform` and `sublayerTransform`: `rotation.x`, `rotation.y`,
/// `rotation.z` and `rotation` (the same as `rotation.z`) in radians; `scale.x`, `scale.y`,
/// `scale.z`, and `scale` (the average of the three); `translation.x`, `translation.y`,
/// `translation.z`, and `translation` (a size holding x and y). How each is read and written
/// is in `TransformKeyPath`.
///
/// Beyond the table, `scale.xy` (x and y together, z kept; read as the average of the two),
/// which Apple does not document but accepts and much real code animates (a pulsing
/// circle that must stay flat).
///
/// A plain value: usable on any thread.
package enum TransformComponent: Hashable, Sendable, CaseIterable {
    case rotationX, rotationY, rotationZ
    case scaleX, scaleY, scaleZ, scale, scaleXY
    case translationX, translationY, translationZ, translation

    /// What a component holds: a number, or for `translation` a size `(x, y)`.
    package enum Value: Hashable, Sendable {
        case scalar(CGFloat)
        case size(CGSize)

        /// The number, or nil for a size.
        package var scalar: CGFloat? {
            if case .scalar(let v) = self { return v }
            return nil
        }

        /// The size, or nil for a number.
        package var size: CGSize? {
            if case .size(let s) = self { return s }
            return nil
        }
    }

    /// The component named by a key-path suffix such as `"rotation.z"` or `"scale"`; nil for
    /// anything outside Apple's table. `"rotation"` gives `rotationZ`.
    package init?(keyPathSuffix: String) {
        switch keyPathSuffix {
        case "rotation.x": self = .rotationX
        case "rotation.y": self = .rotationY
        case "rotation.z", "rotation": self = .rotationZ
        case "scale.x": self = .scaleX
        case "scale.y": self = .scaleY
        case "scale.z": self = .scaleZ
        case "scale": self = .scale
        case "scale.xy": self = .scaleXY
        case "translation.x": self = .translationX
        case "translation.y": self = .translationY
        case "translation.z": self = .translationZ
        case "translation": self = .translation
        default: return nil
        }
    }

    /// The canonical key-path suffix (`rotationZ` gives `"rotation.z"`).
    package var keyPathSuffix: String {
        switch self {
        case .rotationX: "rotation.x"
        case .rotationY: "rotation.y"
        case .rotationZ: "rotation.z"
        case .scaleX: "scale.x"
        case .scaleY: "scale.y"
        case .scaleZ: "scale.z"
        case .scale: "scale"
        case .scaleXY: "scale.xy"
        case .translationX: "translation.x"
        case .translationY: "translation.y"
        case .translationZ: "translation.z"
        case .translation: "translation"
        }
    }

    /// Whether the component holds a size (`translation`) rather than a number.
    package var holdsSize: Bool { self == .translation }
}
