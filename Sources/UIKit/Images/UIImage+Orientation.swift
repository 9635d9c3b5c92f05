import Foundation

extension UIImage {
    /// How an image's pixels are turned for display, as Apple's
    /// `UIImage.Orientation`. Only `.up` is drawn as such; the others swap
    /// the size's sides where they should. A plain value, any thread.
    public enum Orientation: Int, Sendable {
        /// Shown as stored; every image decoded here has it.
        case up = 0
        /// Meant to be shown turned half a turn.
        case down = 1
        /// Meant to be shown turned a quarter turn anticlockwise; `size` swaps width and height.
        case left = 2
        /// Meant to be shown turned a quarter turn clockwise; `size` swaps width and height.
        case right = 3
        /// Meant to be shown mirrored left to right.
        case upMirrored = 4
        /// Meant to be shown mirrored top to bottom.
        case downMirrored = 5
        /// As `left`, mirrored; `size` swaps width and height.
        case leftMirrored = 6
        /// As `right`, mirrored; `size` swaps width and height.
        case rightMirrored = 7
    }
}
