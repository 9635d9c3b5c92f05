import Foundation

/// A colour object a text layer can read from an attributed string's
/// `.foregroundColor` attribute besides a `CGColor` (Apple's `UIColor` has
/// `cgColor`, so the package's `UIColor` conforms as it is).
package protocol AttributedStringColor {
    var cgColor: CGColor { get }
}
