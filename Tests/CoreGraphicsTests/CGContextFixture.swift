import XCTest
@testable import CoreGraphics

/// The shared fixture of the bitmap `CGContext` pixel tests: contexts, and
/// reading their `data` bytes.
///
/// Contexts are premultiplied RGBA (R, G, B, A in memory) unless a test says
/// otherwise. `pixel(_:x:y:)` takes y up, as user space does; `bytes(_:x:row:)`
/// takes a memory row, row 0 being the top of the image.
class CGContextTestCase: XCTestCase {
    static let rgba = CGImageAlphaInfo.premultipliedLast.rawValue
    static let red: [UInt8] = [255, 0, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]
    static let clear: [UInt8] = [0, 0, 0, 0]

    func makeContext(_ width: Int, _ height: Int, bitmapInfo: UInt32 = rgba) throws -> CGContext {
        try XCTUnwrap(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo))
    }

    /// The four bytes at column `x` of memory row `row`.
    func bytes(_ context: CGContext, x: Int, row: Int) -> [UInt8] {
        let base = context.data!.assumingMemoryBound(to: UInt8.self) + row * context.bytesPerRow + x * 4
        return Array(UnsafeBufferPointer(start: base, count: 4))
    }

    /// The four bytes of the pixel whose lower-left corner is user point (x, y) at the identity CTM.
    func pixel(_ context: CGContext, x: Int, y: Int) -> [UInt8] {
        bytes(context, x: x, row: context.height - 1 - y)
    }

    func assertPixel(
        _ actual: [UInt8], _ expected: [UInt8], tolerance: Int = 0, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let close = zip(actual, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
        XCTAssertTrue(close, "\(actual) is not \(expected) ±\(tolerance) \(message)", file: file, line: line)
    }

    /// Every pixel: `inside` where `isInside(x, y)` (y up), transparent elsewhere.
    func assertOnly(
        _ context: CGContext, _ inside: [UInt8], where isInside: (Int, Int) -> Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for y in 0..<context.height {
            for x in 0..<context.width {
                let expected = isInside(x, y) ? inside : Self.clear
                if pixel(context, x: x, y: y) != expected {
                    XCTFail("pixel (\(x), \(y)) is \(pixel(context, x: x, y: y)), not \(expected)", file: file, line: line)
                    return
                }
            }
        }
    }

    /// The lengths of the alternating on and off runs along memory row `row`, starting with an on run.
    func runs(_ context: CGContext, row: Int) -> [Int] {
        var result: [Int] = []
        var on = true, length = 0
        for x in 0..<context.width {
            let isOn = bytes(context, x: x, row: row)[3] > 127
            if isOn == on {
                length += 1
            } else {
                result.append(length)
                on = isOn
                length = 1
            }
        }
        result.append(length)
        return result
    }
}
