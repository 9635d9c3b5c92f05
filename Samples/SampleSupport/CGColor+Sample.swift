import Foundation
import LayerHost

extension CGColor {
    /// An sRGB colour from its components, 0…1.
    public static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
