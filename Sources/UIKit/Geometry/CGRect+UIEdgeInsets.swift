import Foundation

/// Applying `UIEdgeInsets` to a rectangle.
extension CGRect {
    /// The rectangle moved in by `insets` on each side (out for negative
    /// insets); a rectangle that would turn inside out becomes null, as on
    /// iOS. Pure; any thread.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        let width = r.width - insets.left - insets.right, height = r.height - insets.top - insets.bottom
        guard width >= 0, height >= 0 else { return .null }
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top, width: width, height: height)
    }
}

/// `rect.inset(by: insets)` as a function, as in Objective-C code.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}
