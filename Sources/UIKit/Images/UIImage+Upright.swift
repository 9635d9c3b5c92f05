import Foundation

extension UIImage {
    /// The pixels as shown: `cgImage` for `.up`, else turned and mirrored as
    /// `imageOrientation` says into a new image (made once, any thread);
    /// nil without pixels. What drawing and `UIImageView` show.
    var uprightCGImage: CGImage? {
        guard let cgImage else { return nil }
        guard imageOrientation != .up else { return cgImage }
        return upright.image { UIImage.turn(cgImage, to: imageOrientation) ?? cgImage }
    }

    /// A PNG or JPEG file decoded, with its EXIF orientation (`.up` without one).
    static func decodeOriented(contentsOf path: String) throws -> (image: CGImage, orientation: UIImage.Orientation) {
        let image = try CGImage.decode(contentsOf: URL(fileURLWithPath: path))
        let head = FileHandle(forReadingAtPath: path).map { handle -> Data in
            defer { try? handle.close() }
            return (try? handle.read(upToCount: 1 << 20)) ?? Data()
        }
        let orientation = head.flatMap(ExifOrientation.value(inJPEG:)).flatMap(UIImage.Orientation.init(exifOrientation:))
        return (image, orientation ?? .up)
    }

    /// `image` turned from its stored orientation to upright: a bitmap of
    /// the shown size (sides swapped for the quarter turns) into which the
    /// stored pixels are drawn through the turn and mirror that
    /// `orientation` undoes (in the bitmap's y-up space).
    static func turn(_ image: CGImage, to orientation: UIImage.Orientation) -> CGImage? {
        let width = CGFloat(image.width), height = CGFloat(image.height)
        let shown = orientation.swapsSides ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
        guard let context = CGContext(data: nil, width: Int(shown.width), height: Int(shown.height), bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        var transform = CGAffineTransform.identity
        switch orientation {
        case .down, .downMirrored:
            transform = transform.translatedBy(x: shown.width, y: shown.height).rotated(by: .pi)
        case .left, .leftMirrored:
            transform = transform.translatedBy(x: shown.width, y: 0).rotated(by: .pi / 2)
        case .right, .rightMirrored:
            transform = transform.translatedBy(x: 0, y: shown.height).rotated(by: -.pi / 2)
        case .up, .upMirrored:
            break
        }
        switch orientation {
        case .upMirrored, .downMirrored, .leftMirrored, .rightMirrored:
            transform = transform.translatedBy(x: width, y: 0).scaledBy(x: -1, y: 1)
        default:
            break
        }
        context.concatenate(transform)
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return context.makeImage()
    }
}
