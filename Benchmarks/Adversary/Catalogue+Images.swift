import Foundation
import UIKit

/// Broken images and hostile drawing: data that does not decode, contexts
/// that cannot be, and drawing calls whose numbers cannot be drawn.
extension Catalogue {
    private static func context(width: Int = 64, height: Int = 64, bytesPerRow: Int = 0) -> CGContext? {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }

    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A small valid PNG, made by our own encoder.
    private static func validPNG() -> Data? {
        guard let ctx = context(width: 8, height: 8) else { return nil }
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        return ctx.makeImage().flatMap { UIImage(cgImage: $0).pngData() }
    }

    /// Decodes `data` as an image; ok when it is refused (nil).
    private static func refusesImage(_ data: Data, _ what: String) -> Verdict {
        let image = UIImage(data: data)
        return .check(image == nil, "\(what) refused", else: "\(what) decoded as a \(image!.size) image")
    }

    /// Draws with `body` into a 64 × 64 context; ok when the process survives and the context still draws.
    private static func draws(_ what: String, _ body: (CGContext) -> Void) -> Verdict {
        guard let ctx = context() else { return .wrong("no context") }
        body(ctx)
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        return .check(ctx.makeImage() != nil, "\(what) drawn or refused; the context still draws",
                      else: "\(what) broke the context")
    }

    static let images: [AdversaryCase] = [
        AdversaryCase("images", "empty-data") { _ in refusesImage(Data(), "no bytes") },
        AdversaryCase("images", "random-bytes") { _ in
            var random = SystemRandomNumberGenerator()
            return refusesImage(Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }), "random bytes")
        },
        AdversaryCase("images", "png-signature-only") { _ in refusesImage(Data(png), "a PNG signature alone") },
        AdversaryCase("images", "png-truncated") { _ in
            guard let data = validPNG() else { return .wrong("could not encode a PNG") }
            return refusesImage(data.prefix(data.count / 2), "half a PNG")
        },
        AdversaryCase("images", "png-corrupt-body") { _ in
            guard var data = validPNG() else { return .wrong("could not encode a PNG") }
            for i in stride(from: 40, to: data.count - 12, by: 3) { data[i] ^= 0x5A }
            return refusesImage(data, "a PNG with a corrupt body")
        },
        AdversaryCase("images", "png-huge-dimensions") { _ in
            // IHDR claiming 2³¹−1 × 2³¹−1 pixels.
            var bytes = png + [0, 0, 0, 13] + Array("IHDR".utf8) + [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 8, 6, 0, 0, 0]
            bytes += [0, 0, 0, 0]
            return refusesImage(Data(bytes), "a PNG header claiming 2³¹ × 2³¹ pixels")
        },
        AdversaryCase("images", "jpeg-truncated") { _ in
            refusesImage(Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8)), "a JPEG header alone")
        },
        AdversaryCase("images", "jpeg-garbage-after-marker") { _ in
            refusesImage(Data([0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0x41, count: 2000)), "JPEG marker then garbage")
        },
        AdversaryCase("images", "missing-file", reports: false) { _ in
            let image = UIImage(contentsOfFile: "/nonexistent/\(UUID().uuidString).png")
            return .check(image == nil, "nil", else: "an image from nothing")
        },
        AdversaryCase("images", "directory-as-file", reports: false) { _ in
            let image = UIImage(contentsOfFile: "/tmp")
            return .check(image == nil, "nil", else: "an image from a directory")
        },
        AdversaryCase("images", "contents-not-an-image", window: true) { context in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            layer.contents = "a string, not an image"
            return try context.keepsDrawing(layer, "a string as contents")
        },
        AdversaryCase("images", "contents-huge-image", window: true, reports: true) { context in
            guard let ctx = CGContext(data: nil, width: 20_000, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
                  let image = ctx.makeImage()
            else { return .ok("no context that wide (refused)") }
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
            layer.contents = image
            return try context.keepsDrawing(layer, "a 20,000-pixel-wide image as contents")
        },
        AdversaryCase("images", "context-bytes-per-row-2-32") { _ in
            let ctx = context(width: 16, height: 16, bytesPerRow: 1 << 32)
            return .check(ctx == nil, "refused", else: "a context with 4 GiB rows")
        },
        AdversaryCase("images", "context-bytes-per-row-negative") { _ in
            let ctx = context(width: 16, height: 16, bytesPerRow: -64)
            return .check(ctx == nil, "refused", else: "a context with negative rows")
        },
        AdversaryCase("images", "context-width-huge") { _ in
            let ctx = context(width: Int.max / 2, height: 4)
            return .check(ctx == nil, "refused", else: "a context of Int.max/2 pixels")
        },
        AdversaryCase("images", "context-negative-size") { _ in
            let ctx = context(width: -5, height: 10)
            return .check(ctx == nil, "refused", else: "a context of negative width")
        },
        AdversaryCase("images", "context-bits-3") { _ in
            let ctx = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 3, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            return .check(ctx == nil, "refused", else: "a context of 3 bits per component")
        },
        AdversaryCase("images", "shadow-blur-huge") { _ in
            draws("a shadow blur of 10²⁰") { ctx in
                ctx.setShadow(offset: CGSize(width: 2, height: 2), blur: 1e20, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            }
        },
        AdversaryCase("images", "shadow-blur-nan") { _ in
            draws("a shadow blur of NaN") { ctx in
                ctx.setShadow(offset: CGSize(width: CGFloat.nan, height: 2), blur: .nan, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            }
        },
        AdversaryCase("images", "shadow-offset-huge", reports: false) { _ in
            draws("a shadow offset of 10³⁰⁰") { ctx in
                ctx.setShadow(offset: CGSize(width: 1e300, height: -1e300), blur: 4, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            }
        },
        AdversaryCase("images", "fill-nan-rect") { _ in
            draws("a NaN rectangle") { $0.fill(CGRect(x: CGFloat.nan, y: 0, width: 10, height: .infinity)) }
        },
        AdversaryCase("images", "fill-huge-rect", reports: false) { _ in
            draws("a rectangle of 10³⁰⁰") { $0.fill(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)) }
        },
        AdversaryCase("images", "arc-radius-nan") { _ in
            draws("an arc of NaN radius") { ctx in
                ctx.addArc(center: CGPoint(x: 20, y: 20), radius: .nan, startAngle: 0, endAngle: 3, clockwise: false)
                ctx.strokePath()
            }
        },
        AdversaryCase("images", "arc-angles-infinite") { _ in
            draws("an arc from 0 to infinity") { ctx in
                ctx.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .infinity, clockwise: true)
                ctx.strokePath()
            }
        },
        AdversaryCase("images", "line-width-nan") { _ in
            draws("a NaN line width") { ctx in
                ctx.setLineWidth(.nan)
                ctx.stroke(CGRect(x: 5, y: 5, width: 20, height: 20))
            }
        },
        AdversaryCase("images", "dash-pattern-zeros") { _ in
            draws("a dash pattern of zeros") { ctx in
                ctx.setLineDash(phase: .nan, lengths: [0, 0])
                ctx.stroke(CGRect(x: 5, y: 5, width: 20, height: 20))
            }
        },
        AdversaryCase("images", "transform-nan") { _ in
            draws("a NaN transform") { ctx in
                ctx.concatenate(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
                ctx.fill(CGRect(x: 5, y: 5, width: 20, height: 20))
            }
        },
        AdversaryCase("images", "transform-singular", reports: false) { _ in
            draws("a singular transform") { ctx in
                ctx.scaleBy(x: 0, y: 0)
                ctx.fill(CGRect(x: 5, y: 5, width: 20, height: 20))
                ctx.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: 1, clockwise: false)
                ctx.strokePath()
            }
        },
        AdversaryCase("images", "draw-image-huge-rect", reports: false) { _ in
            guard let small = context(width: 4, height: 4)?.makeImage() else { return .wrong("no image") }
            return draws("an image into a rectangle of 10³⁰⁰") { $0.draw(small, in: CGRect(x: 0, y: 0, width: 1e300, height: 1e300)) }
        },
        AdversaryCase("images", "restore-unbalanced") { _ in
            draws("restoreGState without a save") { ctx in
                for _ in 0..<1000 { ctx.restoreGState() }
            }
        },
        AdversaryCase("images", "save-100000", reports: false) { _ in
            draws("100,000 saveGState calls") { ctx in
                for _ in 0..<100_000 { ctx.saveGState() }
            }
        },
        AdversaryCase("images", "render-in-huge-bounds") { context in
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.shadowOpacity = 1
            layer.cornerRadius = 1e299
            layer.masksToBounds = true
            return .check(context.renderHeadless(layer) != nil, "rendered or refused", else: "no image")
        },
        AdversaryCase("images", "render-in-nan-transform") { context in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.transform = CATransform3DMakeScale(.nan, 1, 1)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            return .check(context.renderHeadless(layer) != nil, "rendered or refused", else: "no image")
        },
        AdversaryCase("images", "text-megabyte", window: true, reports: false) { context in
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            layer.string = String(repeating: "Ω hostile text ", count: 70_000)
            layer.isWrapped = true
            return try context.keepsDrawing(layer, "a megabyte of wrapped text")
        },
        AdversaryCase("images", "text-unknown-font", window: true) { context in
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
            layer.string = "No such font"
            layer.font = "NoSuchFont-Bold-\(UUID().uuidString)" as NSString
            return try context.keepsDrawing(layer, "an unknown font")
        },
        AdversaryCase("images", "text-control-characters", window: true, reports: false) { context in
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
            layer.string = "\u{0}\u{1}\u{FFFF}\u{202E}\u{200B}" + String(repeating: "\u{0301}", count: 5000)
            return try context.keepsDrawing(layer, "control characters and 5,000 combining marks")
        },
        AdversaryCase("images", "shape-2000-crossing-segments", window: true, reports: false) { context in
            let path = CGMutablePath()
            path.move(to: .zero)
            var random = SystemRandomNumberGenerator()
            for _ in 0..<2_000 {
                path.addLine(to: CGPoint(x: .random(in: 0...300, using: &random), y: .random(in: 0...200, using: &random)))
            }
            let layer = CAShapeLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            layer.path = path
            layer.strokeColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.2)
            return try context.keepsDrawing(layer, "a path of 2,000 random crossing segments")
        },
    ]
}
