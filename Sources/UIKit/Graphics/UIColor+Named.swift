import Foundation

// The named colours. The fixed ones are Apple's values; the system colours
// are their light-appearance values (Linux has no dark mode). Any thread.
extension UIColor {
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    public class var systemRed: UIColor { UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1) }
    public class var systemGreen: UIColor { UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1) }
    public class var systemBlue: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
    public class var systemOrange: UIColor { UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1) }
    public class var systemYellow: UIColor { UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1) }
    public class var systemPink: UIColor { UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1) }
    public class var systemPurple: UIColor { UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1) }
    public class var systemTeal: UIColor { UIColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1) }
    public class var systemIndigo: UIColor { UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1) }
    public class var systemGray: UIColor { UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1) }
    public class var systemBackground: UIColor { .white }
    public class var label: UIColor { .black }
    public class var secondaryLabel: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6) }
}
