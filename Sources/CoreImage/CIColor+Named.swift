import CoreGraphics
import Foundation

// The named colours of Apple's `CIColor` (iOS 10), opaque unless said.
extension CIColor {
    /// 0 0 0 1.
    public class var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
    /// 1 1 1 1.
    public class var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
    /// 0.5 0.5 0.5 1.
    public class var gray: CIColor { CIColor(red: 0.5, green: 0.5, blue: 0.5) }
    /// 1 0 0 1.
    public class var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
    /// 0 1 0 1.
    public class var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
    /// 0 0 1 1.
    public class var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
    /// 0 1 1 1.
    public class var cyan: CIColor { CIColor(red: 0, green: 1, blue: 1) }
    /// 1 0 1 1.
    public class var magenta: CIColor { CIColor(red: 1, green: 0, blue: 1) }
    /// 1 1 0 1.
    public class var yellow: CIColor { CIColor(red: 1, green: 1, blue: 0) }
    /// 0 0 0 0.
    public class var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}
