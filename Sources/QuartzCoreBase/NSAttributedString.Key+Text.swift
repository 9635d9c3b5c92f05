import Foundation

// The attribute names Apple's text stacks use and Foundation on Linux lacks
// (UIKit and AppKit declare them on Apple's platforms): the ones a
// `CATextLayer` reads. The package's UIKit uses these and must not declare
// its own.
/// Text attribute names that a `CATextLayer` reads and Foundation on Linux does not declare.
extension NSAttributedString.Key {
    /// The font of the text: a font name (`String`) or a font object
    /// (`AttributedStringFont`, such as `UIFont`). Core Text's `kCTFontAttributeName`.
    public static let font = NSAttributedString.Key("NSFont")

    /// The colour of the text: a `CGColor` (or a `UIColor`). Core Text's
    /// `kCTForegroundColorAttributeName` ("CTForegroundColor") is read too.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
