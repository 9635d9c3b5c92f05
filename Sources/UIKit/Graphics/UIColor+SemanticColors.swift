import Foundation

/// iOS's semantic colours that `UIColor+Named.swift` does not have, in
/// their light appearance (the only one here), sRGB values as iOS 13 and
/// later give them. Each call makes a new colour; any thread.
extension UIColor {
    private static func srgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    // MARK: Backgrounds

    /// The background of content layered on ``systemBackground``: sRGB (242, 242, 247), opaque.
    public class var secondarySystemBackground: UIColor { srgb(242, 242, 247) }
    /// The background of content layered on ``secondarySystemBackground``: white.
    public class var tertiarySystemBackground: UIColor { srgb(255, 255, 255) }
    /// The background of content layered on ``systemGroupedBackground``: white.
    public class var secondarySystemGroupedBackground: UIColor { srgb(255, 255, 255) }
    /// The background of content layered on ``secondarySystemGroupedBackground``: sRGB (242, 242, 247), opaque.
    public class var tertiarySystemGroupedBackground: UIColor { srgb(242, 242, 247) }

    // MARK: Text

    /// The colour for tertiary text: sRGB (60, 60, 67) at alpha 0.3.
    public class var tertiaryLabel: UIColor { srgb(60, 60, 67, 0.3) }
    /// The colour for quaternary text: sRGB (60, 60, 67) at alpha 0.18.
    public class var quaternaryLabel: UIColor { srgb(60, 60, 67, 0.18) }
    /// The colour of placeholder text: sRGB (60, 60, 67) at alpha 0.3.
    public class var placeholderText: UIColor { srgb(60, 60, 67, 0.3) }
    /// The colour of links: sRGB (0, 122, 255), opaque.
    public class var link: UIColor { srgb(0, 122, 255) }

    // MARK: Separators

    /// A thin line that lets what is under it show: sRGB (60, 60, 67) at alpha 0.29.
    public class var separator: UIColor { srgb(60, 60, 67, 0.29) }
    /// A thin line that hides what is under it: sRGB (198, 198, 200), opaque.
    public class var opaqueSeparator: UIColor { srgb(198, 198, 200) }

    // MARK: Fills

    /// The fill of thin and small shapes (a slider's track): sRGB (120, 120, 128) at alpha 0.2.
    public class var systemFill: UIColor { srgb(120, 120, 128, 0.2) }
    /// The fill of medium shapes (a switch's track when off): sRGB (120, 120, 128) at alpha 0.16.
    public class var secondarySystemFill: UIColor { srgb(120, 120, 128, 0.16) }
    /// The fill of large shapes (input fields, buttons): sRGB (118, 118, 128) at alpha 0.12.
    public class var tertiarySystemFill: UIColor { srgb(118, 118, 128, 0.12) }
    /// The fill of large areas with complex content: sRGB (116, 116, 128) at alpha 0.08.
    public class var quaternarySystemFill: UIColor { srgb(116, 116, 128, 0.08) }

    // MARK: Greys

    /// The second-level grey: sRGB (174, 174, 178).
    public class var systemGray2: UIColor { srgb(174, 174, 178) }
    /// The third-level grey: sRGB (199, 199, 204).
    public class var systemGray3: UIColor { srgb(199, 199, 204) }
    /// The fourth-level grey: sRGB (209, 209, 214).
    public class var systemGray4: UIColor { srgb(209, 209, 214) }
    /// The fifth-level grey: sRGB (229, 229, 234).
    public class var systemGray5: UIColor { srgb(229, 229, 234) }
    /// The sixth-level grey: sRGB (242, 242, 247).
    public class var systemGray6: UIColor { srgb(242, 242, 247) }
}
