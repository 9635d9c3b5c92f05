import CoreGraphics
import Foundation
@testable import UIKit
import XCTest

/// A JPEG's EXIF orientation, as a phone camera writes it: the stored
/// pixels stay in `cgImage`, and `imageOrientation`, `size`, drawing and
/// `UIImageView` show the picture upright.
final class JPEGOrientationTests: XCTestCase {
    /// A 32 × 16 landscape JPEG, its left half red and right half blue,
    /// with an EXIF block saying `orientation` (none when nil), in TIFF
    /// byte order big-endian (`MM`) or little-endian (`II`).
    private func jpeg(orientation: Int?, littleEndian: Bool = false) throws -> Data {
        let width = 32, height = 16
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                (pixels[i], pixels[i + 1], pixels[i + 2]) = x < width / 2 ? (255, 0, 0) : (0, 0, 255)
            }
        }
        let plain = try ImageEncoder.jpeg(rgba8: Data(pixels), width: width, height: height, quality: 95)
        guard let orientation else { return plain }
        func u16(_ v: Int) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
        // TIFF header, IFD0 at 8 with one entry (0x0112, SHORT, 1, value), no next IFD.
        let tiff = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8) + u16(1)
            + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0) + u32(0)
        let payload: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        let segment: [UInt8] = [0xFF, 0xE1] + [UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        var bytes = [UInt8](plain)
        bytes.insert(contentsOf: segment, at: 2)
        return Data(bytes)
    }

    /// The red, green and blue of `image` at (`x`, `y`).
    private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let bytes = [UInt8](image.premultipliedRGBA8)
        let i = (y * image.width + x) * 4
        return [Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2])]
    }

    private func isRed(_ c: [Int]) -> Bool { c[0] > 200 && c[2] < 60 }
    private func isBlue(_ c: [Int]) -> Bool { c[2] > 200 && c[0] < 60 }

    func testOrientationSixIsRightWithThePortraitSize() throws {
        for littleEndian in [false, true] {
            let image = try XCTUnwrap(UIImage(data: try jpeg(orientation: 6, littleEndian: littleEndian)))
            XCTAssertEqual(image.imageOrientation, .right)
            XCTAssertEqual(image.size, CGSize(width: 16, height: 32), "the portrait size")
            let stored = try XCTUnwrap(image.cgImage)
            XCTAssertEqual([stored.width, stored.height], [32, 16], "cgImage keeps the stored, landscape pixels")
        }
        XCTAssertEqual(UIImage(data: try jpeg(orientation: nil))?.imageOrientation, .up)
        XCTAssertEqual(UIImage(data: try jpeg(orientation: 3))?.imageOrientation, .down)
        XCTAssertEqual(UIImage(data: try jpeg(orientation: 8))?.imageOrientation, .left)
        XCTAssertEqual(UIImage(data: try jpeg(orientation: 9))?.imageOrientation, .up, "out of range: as stored")
    }

    func testTheFileReaderTakesTheOrientationToo() throws {
        let path = NSTemporaryDirectory() + "orientation-\(getpid()).jpg"
        try jpeg(orientation: 6).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(UIImage(contentsOfFile: path)?.imageOrientation, .right)
    }

    /// Turned a quarter clockwise, the stored left edge (red) is at the top.
    func testDrawingAndImageViewsShowItUpright() throws {
        let image = try XCTUnwrap(UIImage(data: try jpeg(orientation: 6)))
        let drawn = UIGraphicsImageRenderer(size: image.size, format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in image.draw(in: CGRect(origin: .zero, size: image.size)) }
        let pixels = try XCTUnwrap(drawn.cgImage)
        XCTAssertEqual([pixels.width, pixels.height], [16, 32])
        XCTAssertTrue(isRed(rgb(pixels, 8, 4)), "top: \(rgb(pixels, 8, 4))")
        XCTAssertTrue(isBlue(rgb(pixels, 8, 28)), "bottom: \(rgb(pixels, 8, 28))")

        let view = UIImageView(image: image)
        let shown = try XCTUnwrap(view.layer.contents as? CGImage)
        XCTAssertEqual([shown.width, shown.height], [16, 32])
        XCTAssertTrue(isRed(rgb(shown, 8, 4)))
        XCTAssertTrue(isBlue(rgb(shown, 8, 28)))
        XCTAssertEqual(view.bounds.size, CGSize(width: 16, height: 32))
    }

    func testBrokenExifBlocksAreIgnored() throws {
        var data = [UInt8](try jpeg(orientation: 6))
        // The APP1 segment says it is longer than the file.
        data[4] = 0xFF
        data[5] = 0xFF
        XCTAssertNil(ExifOrientation.value(inJPEG: Data(data)))
        XCTAssertNil(ExifOrientation.value(inJPEG: Data([0xFF, 0xD8, 0xFF])))
        XCTAssertNil(ExifOrientation.value(inJPEG: Data([0x89, 0x50, 0x4E, 0x47])), "a PNG")
        var unterminated = [UInt8](try jpeg(orientation: 6)).prefix(20)
        unterminated[4] = 0
        XCTAssertNil(ExifOrientation.value(inJPEG: Data(unterminated)))
    }
}
