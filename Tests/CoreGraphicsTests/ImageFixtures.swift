import XCTest
@testable import CoreGraphics

/// Test images made on the spot with the package's own encoders, and files in a scratch folder.
enum ImageFixtures {
    /// 2×2 straight RGBA: opaque red, half-transparent orange, fully transparent, opaque near-black.
    static let straightPixels: [UInt8] = [
        255, 0, 0, 255, 200, 100, 50, 128,
        10, 20, 30, 0, 1, 2, 3, 255,
    ]

    /// The same pixels premultiplied, rounded to nearest: 200·128/255 = 100.4 → 100 and so on.
    static let premultipliedPixels: [UInt8] = [
        255, 0, 0, 255, 100, 50, 25, 128,
        0, 0, 0, 0, 1, 2, 3, 255,
    ]

    static func png(_ pixels: [UInt8] = straightPixels, width: Int = 2, height: Int = 2) throws -> Data {
        try ImageEncoder.png(straightRGBA8: Data(pixels), width: width, height: height)
    }

    /// A 16×16 JPEG: left half (200, 40, 40), right half (30, 90, 220).
    static func twoToneJPEG(quality: Int = 95) throws -> Data {
        var pixels: [UInt8] = []
        for _ in 0..<16 {
            for x in 0..<16 {
                pixels += x < 8 ? [200, 40, 40, 255] : [30, 90, 220, 255]
            }
        }
        return try ImageEncoder.jpeg(rgba8: Data(pixels), width: 16, height: 16, quality: quality)
    }

    /// A PNG signature and an IHDR chunk (correct CRC) claiming `width`×`height` RGBA8,
    /// followed by an empty IDAT and IEND; no pixel data at all.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = Data()
        ihdr.append(contentsOf: bigEndian(width))
        ihdr.append(contentsOf: bigEndian(height))
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])  // 8-bit, RGBA, deflate, no filter, no interlace
        data.append(chunk("IHDR", ihdr))
        data.append(chunk("IDAT", Data()))
        data.append(chunk("IEND", Data()))
        return data
    }

    static func chunk(_ type: String, _ body: Data) -> Data {
        var out = Data(bigEndian(UInt32(body.count)))
        let typed = Data(type.utf8) + body
        out.append(typed)
        out.append(contentsOf: bigEndian(crc32(typed)))
        return out
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 as PNG chunks use it (polynomial 0xEDB88320, reflected).
    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    /// A fresh folder under the system's temporary directory, removed by the test case's teardown.
    static func scratchDirectory(for testCase: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("CoreGraphicsTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    static func bytes(of image: CGImage) -> [UInt8] {
        [UInt8](image.premultipliedRGBA8)
    }
}
