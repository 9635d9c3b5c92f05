import Foundation

// The attribute names UIKit's string drawing reads beyond the font and
// foreground colour (which QuartzCoreBase declares for text layers), with
// Apple's raw values; Foundation on Linux declares none of them.
/// The attribute names UIKit's string drawing reads beyond the font and foreground colour.
extension NSAttributedString.Key {
    /// The paragraph's layout: an `NSParagraphStyle` (`NSParagraphStyle.default` when absent).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")

    /// The colour behind the text: a `UIColor` or `CGColor` (none when absent).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")

    /// Points added between characters: a number (0, the font's own spacing, when absent).
    /// Pango puts the space between characters, not after a run's last one as Apple does.
    public static let kern = NSAttributedString.Key("NSKern")
}
