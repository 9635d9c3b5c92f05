import Foundation

// The named colours. The fixed ones are Apple's values; the system colours
// are dynamic, with iOS's light and dark values (the doc comments give the
// light ones). Any thread.
extension UIColor {
    /// Black: grey level 0, opaque.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark grey: grey level 1/3, opaque.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Light grey: grey level 2/3, opaque.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// White: grey level 1, opaque.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Mid grey: grey level 0.5, opaque.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red: sRGB (1, 0, 0), opaque.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green: sRGB (0, 1, 0), opaque.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue: sRGB (0, 0, 1), opaque.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: sRGB (0, 1, 1), opaque.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: sRGB (1, 1, 0), opaque.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: sRGB (1, 0, 1), opaque.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: sRGB (1, 0.5, 0), opaque.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: sRGB (0.5, 0, 0.5), opaque.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: sRGB (0.6, 0.4, 0.2), opaque.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent: grey level 0, alpha 0.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// The system red of iOS's light appearance: sRGB (255, 59, 48)/255, opaque.
    public class var systemRed: UIColor {
        appearance(light: UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1),
                   dark: UIColor(red: 255 / 255, green: 69 / 255, blue: 58 / 255, alpha: 1))
    }
    /// The system green of iOS's light appearance: sRGB (52, 199, 89)/255, opaque.
    public class var systemGreen: UIColor {
        appearance(light: UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1),
                   dark: UIColor(red: 48 / 255, green: 209 / 255, blue: 88 / 255, alpha: 1))
    }
    /// The system blue of iOS's light appearance: sRGB (0, 122, 255)/255, opaque.
    public class var systemBlue: UIColor {
        appearance(light: UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1),
                   dark: UIColor(red: 10 / 255, green: 132 / 255, blue: 255 / 255, alpha: 1))
    }
    /// The system orange of iOS's light appearance: sRGB (255, 149, 0)/255, opaque.
    public class var systemOrange: UIColor {
        appearance(light: UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1),
                   dark: UIColor(red: 255 / 255, green: 159 / 255, blue: 10 / 255, alpha: 1))
    }
    /// The system yellow of iOS's light appearance: sRGB (255, 204, 0)/255, opaque.
    public class var systemYellow: UIColor {
        appearance(light: UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1),
                   dark: UIColor(red: 255 / 255, green: 214 / 255, blue: 10 / 255, alpha: 1))
    }
    /// The system pink of iOS's light appearance: sRGB (255, 45, 85)/255, opaque.
    public class var systemPink: UIColor {
        appearance(light: UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1),
                   dark: UIColor(red: 255 / 255, green: 55 / 255, blue: 95 / 255, alpha: 1))
    }
    /// The system purple of iOS's light appearance: sRGB (175, 82, 222)/255, opaque.
    public class var systemPurple: UIColor {
        appearance(light: UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1),
                   dark: UIColor(red: 191 / 255, green: 90 / 255, blue: 242 / 255, alpha: 1))
    }
    /// The system teal of iOS's light appearance: sRGB (48, 176, 199)/255, opaque.
    public class var systemTeal: UIColor {
        appearance(light: UIColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1),
                   dark: UIColor(red: 64 / 255, green: 200 / 255, blue: 224 / 255, alpha: 1))
    }
    /// The system indigo of iOS's light appearance: sRGB (88, 86, 214)/255, opaque.
    public class var systemIndigo: UIColor {
        appearance(light: UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1),
                   dark: UIColor(red: 94 / 255, green: 92 / 255, blue: 230 / 255, alpha: 1))
    }
    /// The system grey of iOS's light appearance: sRGB (142, 142, 147)/255, opaque.
    public class var systemGray: UIColor { UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1) }
    /// The background colour for views: white, black in the dark appearance.
    public class var systemBackground: UIColor { appearance(light: .white, dark: .black) }
    /// The colour for primary text: black, white in the dark appearance.
    public class var label: UIColor { appearance(light: .black, dark: .white) }
    /// The colour for secondary text: sRGB (60, 60, 67)/255 at alpha 0.6.
    public class var secondaryLabel: UIColor {
        appearance(light: UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6),
                   dark: UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
    }
    /// The background of a grouped table: sRGB (242, 242, 247)/255, opaque (iOS's light appearance).
    public class var systemGroupedBackground: UIColor {
        appearance(light: UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
                   dark: .black)
    }
    /// The background of a grouped table, by its name before iOS 13: ``systemGroupedBackground``.
    @available(*, deprecated, message: "use systemGroupedBackground")
    public class var groupTableViewBackground: UIColor { systemGroupedBackground }

    /// A dynamic colour that is `light` in the light (or unspecified) appearance and `dark` in the dark one.
    static func appearance(light: UIColor, dark: UIColor) -> UIColor {
        UIColor(light: light.cgColor, dark: dark.cgColor)
    }
}
