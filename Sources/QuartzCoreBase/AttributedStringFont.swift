import Foundation

/// A font object a text layer can read from an attributed string's `.font`
/// attribute, or take as its `font`: a name fontconfig looks up and a size
/// in points. Apple's `UIFont` (a `CTFont`) has both properties, so the
/// package's `UIFont` conforms as it is.
///
/// As on Apple's platforms, a text layer's own `font` uses only the name
/// (its `fontSize` gives the size); an attributed run uses both.
package protocol AttributedStringFont {
    var fontName: String { get }
    var pointSize: CGFloat { get }
}
