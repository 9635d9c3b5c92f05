import Foundation

/// iOS's semantic colours that `UIColor+Named.swift` does not have: each a
/// dynamic colour with its light and dark appearance (the values in the doc
/// comments are the light ones), sRGB values as iOS 13 and later give them.
/// Each call makes a new colour; any thread.
extension UIColor {
    private static func srgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    // MARK: Backgrounds

    /// The background of content layered on ``systemBackground``: sRGB (242, 242, 247), opaque.
    public class var secondarySystemBackground: UIColor {
        appearance(light: srgb(242, 242, 247),
                   dark: srgb(28, 28, 30))
    }
    /// The background of content layered on ``secondarySystemBackground``: white.
    public class var tertiarySystemBackground: UIColor {
        appearance(light: srgb(255, 255, 255),
                   dark: srgb(44, 44, 46))
    }
    /// The background of content layered on ``systemGroupedBackground``: white.
    public class var secondarySystemGroupedBackground: UIColor {
        appearance(light: srgb(255, 255, 255),
                   dark: srgb(28, 28, 30))
    }
    /// The background of content layered on ``secondarySystemGroupedBackground``: sRGB (242, 242, 247), opaque.
    public class var tertiarySystemGroupedBackground: UIColor {
        appearance(light: srgb(242, 242, 247),
                   dark: srgb(44, 44, 46))
    }

    // MARK: Text

    /// The colour for tertiary text: sRGB (60, 60, 67) at alpha 0.3.
    public class var tertiaryLabel: UIColor {
        appearance(light: srgb(60, 60, 67, 0.3),
                   dark: srgb(235, 235, 245, 0.3))
    }
    /// The colour for quaternary text: sRGB (60, 60, 67) at alpha 0.18.
    public class var quaternaryLabel: UIColor {
        appearance(light: srgb(60, 60, 67, 0.18),
                   dark: srgb(235, 235, 245, 0.16))
    }
    /// The colour of placeholder text: sRGB (60, 60, 67) at alpha 0.3.
    public class var placeholderText: UIColor {
        appearance(light: srgb(60, 60, 67, 0.3),
                   dark: srgb(235, 235, 245, 0.3))
    }
    /// The colour of links: sRGB (0, 122, 255), opaque.
    public class var link: UIColor { appearance(light: srgb(0, 122, 255), dark: srgb(9, 132, 255)) }

    // MARK: Separators

    /// A thin line that lets what is under it show: sRGB (60, 60, 67) at alpha 0.29.
    public class var separator: UIColor { appearance(light: srgb(60, 60, 67, 0.29), dark: srgb(84, 84, 88, 0.6)) }
    /// A thin line that hides what is under it: sRGB (198, 198, 200), opaque.
    public class var opaqueSeparator: UIColor { appearance(light: srgb(198, 198, 200), dark: srgb(56, 56, 58)) }

    // MARK: Fills

    /// The fill of thin and small shapes (a slider's track): sRGB (120, 120, 128) at alpha 0.2.
    public class var systemFill: UIColor {
        appearance(light: srgb(120, 120, 128, 0.2),
                   dark: srgb(120, 120, 128, 0.36))
    }
    /// The fill of medium shapes (a switch's track when off): sRGB (120, 120, 128) at alpha 0.16.
    public class var secondarySystemFill: UIColor {
        appearance(light: srgb(120, 120, 128, 0.16),
                   dark: srgb(120, 120, 128, 0.32))
    }
    /// The fill of large shapes (input fields, buttons): sRGB (118, 118, 128) at alpha 0.12.
    public class var tertiarySystemFill: UIColor {
        appearance(light: srgb(118, 118, 128, 0.12),
                   dark: srgb(118, 118, 128, 0.24))
    }
    /// The fill of large areas with complex content: sRGB (116, 116, 128) at alpha 0.08.
    public class var quaternarySystemFill: UIColor {
        appearance(light: srgb(116, 116, 128, 0.08),
                   dark: srgb(118, 118, 128, 0.18))
    }

    // MARK: Greys

    /// The second-level grey: sRGB (174, 174, 178).
    public class var systemGray2: UIColor { appearance(light: srgb(174, 174, 178), dark: srgb(99, 99, 102)) }
    /// The third-level grey: sRGB (199, 199, 204).
    public class var systemGray3: UIColor { appearance(light: srgb(199, 199, 204), dark: srgb(72, 72, 74)) }
    /// The fourth-level grey: sRGB (209, 209, 214).
    public class var systemGray4: UIColor { appearance(light: srgb(209, 209, 214), dark: srgb(58, 58, 60)) }
    /// The fifth-level grey: sRGB (229, 229, 234).
    public class var systemGray5: UIColor { appearance(light: srgb(229, 229, 234), dark: srgb(44, 44, 46)) }
    /// The sixth-level grey: sRGB (242, 242, 247).
    public class var systemGray6: UIColor { appearance(light: srgb(242, 242, 247), dark: srgb(28, 28, 30)) }
}
