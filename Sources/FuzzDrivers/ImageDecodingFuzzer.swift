import CoreGraphics
import Foundation

/// Feeds the PNG and JPEG decoders mutated images: bit flips, bytes
/// overwritten with edge values, truncations, inserted and repeated runs,
/// chunk lengths and dimensions set to extremes, and plain garbage. Every
/// input must decode to an image of sane size or throw. Main or any thread.
package enum ImageDecodingFuzzer {
    /// Runs `executions` inputs from `seed`, or until `deadline`.
    package static func run(seed: UInt64, executions: Int, deadline: Date = .distantFuture) -> FuzzReport {
        var random = FuzzRandom(seed: seed)
        var report = FuzzReport(target: "image decoding")
        let seeds = seedImages()
        for _ in 0..<executions {
            if Date() >= deadline { break }
            var bytes = [UInt8](seeds.randomElement(using: &random)!)
            mutate(&bytes, using: &random)
            report.executions += 1
            do {
                let image = try CGImage.decode(data: Data(bytes))
                report.accepted += 1
                if image.width <= 0 || image.height <= 0 || image.width * image.height > 1 << 28 {
                    report.violations.append("decoded a \(image.width)×\(image.height) image")
                }
            } catch {
                report.refused += 1
            }
        }
        return report
    }

    /// Small valid PNGs (RGBA, with and without alpha) and JPEGs to start from.
    static func seedImages() -> [Data] {
        var images: [Data] = []
        for (width, height) in [(1, 1), (7, 3), (16, 16)] {
            let pixels = (0..<width * height * 4).map { UInt8(truncatingIfNeeded: $0 &* 37) }
            if let png = try? ImageEncoder.png(straightRGBA8: Data(pixels), width: width, height: height) { images.append(png) }
            if let jpeg = try? ImageEncoder.jpeg(rgba8: Data(pixels), width: width, height: height) { images.append(jpeg) }
        }
        return images
    }

    static func mutate(_ bytes: inout [UInt8], using random: inout FuzzRandom) {
        let edits = Int.random(in: 1...6, using: &random)
        for _ in 0..<edits where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0: bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            case 1: bytes[at] = [0, 1, 0x7F, 0x80, 0xFF].randomElement(using: &random)!
            case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &random)))
            case 3: bytes = Array(bytes.prefix(at))
            case 4: bytes.insert(contentsOf: (0..<Int.random(in: 1...32, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }, at: at)
            case 5: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 16)], at: at)
            case 6:
                // A big-endian 32-bit field (a PNG length, width or height) set to an extreme.
                let value: UInt32 = [0, 1, 0x7FFF_FFFF, 0xFFFF_FFFF, 65_536, 1 << 20].randomElement(using: &random)!
                for k in 0..<4 where at + k < bytes.count { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k))) }
            default: bytes = (0..<Int.random(in: 0...256, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            }
        }
    }
}
