import Foundation

extension UIImage {
    /// How an image's pixels are turned for display, as Apple's
    /// `UIImage.Orientation`: a JPEG's EXIF orientation gives it (its
    /// `cgImage` keeps the stored pixels); `size` swaps the sides where it
    /// should, and drawing and `UIImageView` show the image upright. A plain
    /// value, any thread.
    public enum Orientation: Int, Sendable {
        /// Shown as stored (a PNG, or a JPEG without an EXIF orientation).
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

extension UIImage.Orientation {
    /// The orientation of EXIF's (TIFF's) numbering 1…8, as Apple maps it:
    /// 6 (the camera held upright, the sensor landscape) is `.right`.
    init?(exifOrientation: Int) {
        let table: [UIImage.Orientation] = [.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right,
                                            .rightMirrored, .left]
        guard (1...8).contains(exifOrientation) else { return nil }
        self = table[exifOrientation - 1]
    }

    /// Whether showing the image turns it a quarter (its sides swap).
    var swapsSides: Bool {
        switch self {
        case .left, .right, .leftMirrored, .rightMirrored: return true
        default: return false
        }
    }
}
