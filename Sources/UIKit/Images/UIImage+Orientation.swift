import Foundation

extension UIImage {
    /// How an image's pixels are turned for display, as Apple's
    /// `UIImage.Orientation`. Only `.up` is drawn as such; the others swap
    /// the size's sides where they should. A plain value, any thread.
    public enum Orientation: Int, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7
    }
}
