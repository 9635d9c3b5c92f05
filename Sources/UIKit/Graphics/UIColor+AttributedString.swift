import Foundation
import QuartzCore

// A UIColor is read as an attributed string's `.foregroundColor` by text layers and labels.
extension UIColor: AttributedStringColor {}
