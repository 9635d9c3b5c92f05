import CoreImage
import Foundation

// UIKit's bridge to Core Image's colour, as Apple's.
extension UIColor {
    /// The colour of `ciColor` (its `CGColor`, space and components kept).
    public convenience init(ciColor: CIColor) {
        self.init(cgColor: ciColor.cgColorValue)
    }

    /// This colour as Core Image's (`CIColor(cgColor:)` of `cgColor`).
    public var ciColor: CIColor { CIColor(cgColor: cgColor) }
}

/// UIKit's conversion to Core Image's colour.
extension CIColor {
    /// The Core Image colour of a `UIColor`.
    public convenience init(color: UIColor) {
        self.init(cgColor: color.cgColor)
    }
}
