import Foundation
import LayerHost
import SampleSupport

/// The pictures of the effects page, all drawn here with Core Graphics (y up
/// in these contexts: the top of a picture is its largest y). Any thread.
enum EffectPictures {
    /// A landscape: sky gradient, sun, two hills; `width` × `height` pixels.
    static func landscape(width: Int = 160, height: Int = 120) -> CGImage {
        CGImage.drawn(width: width, height: height) { context in
            let w = CGFloat(width), h = CGFloat(height)
            let sky = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                 colors: [CGColor.rgb(0.35, 0.6, 0.95), CGColor.rgb(0.85, 0.92, 1)],
                                 locations: [0, 1])!
            context.drawLinearGradient(sky, start: CGPoint(x: 0, y: h), end: CGPoint(x: 0, y: h * 0.3), options: [])
            context.setFillColor(.rgb(1, 0.85, 0.2))
            context.fillEllipse(in: CGRect(x: w * 0.62, y: h * 0.58, width: w * 0.2, height: w * 0.2))
            for (i, color) in [CGColor.rgb(0.3, 0.65, 0.3), .rgb(0.2, 0.5, 0.25)].enumerated() {
                let hill = CGMutablePath()
                hill.move(to: .zero)
                hill.addQuadCurve(to: CGPoint(x: w, y: h * (0.2 - 0.1 * CGFloat(i))),
                                  control: CGPoint(x: w * (0.3 + 0.4 * CGFloat(i)), y: h * (0.9 - 0.35 * CGFloat(i))))
                hill.addLine(to: CGPoint(x: w, y: 0))
                hill.closeSubpath()
                context.addPath(hill)
                context.setFillColor(color)
                context.fillPath()
            }
        }
    }

    /// A five-pointed star, opaque on transparent: the mask's cookie cutter.
    static func star(size: Int = 160, color: CGColor = .rgb(0, 0, 0)) -> CGImage {
        CGImage.drawn(width: size, height: size) { context in
            let c = CGFloat(size) / 2
            let points = (0..<10).map { i -> CGPoint in
                let radius = i % 2 == 0 ? c * 0.98 : c * 0.42
                let angle = CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                return CGPoint(x: c + radius * cos(angle), y: c + radius * sin(angle))
            }
            context.addLines(between: points)
            context.closePath()
            context.setFillColor(color)
            context.fillPath()
        }
    }

    /// A sprite sheet of 4 × 2 frames, 64 × 64 pixels each: a dial whose hand
    /// turns 45° a frame, in changing colours, frame k in column k % 4 of row
    /// k / 4 (row 0 at the top).
    static func spriteSheet() -> CGImage {
        CGImage.drawn(width: 256, height: 128) { context in
            for k in 0..<8 {
                let origin = CGPoint(x: CGFloat(k % 4) * 64, y: CGFloat(1 - k / 4) * 64)
                let center = CGPoint(x: origin.x + 32, y: origin.y + 32)
                let hue = CGFloat(k) / 8
                context.setFillColor(.rgb(0.5 + 0.5 * cos(2 * .pi * hue), 0.5 + 0.5 * cos(2 * .pi * (hue - 1.0 / 3)),
                                          0.5 + 0.5 * cos(2 * .pi * (hue - 2.0 / 3))))
                context.fillEllipse(in: CGRect(x: origin.x + 4, y: origin.y + 4, width: 56, height: 56))
                context.setStrokeColor(.rgb(0.1, 0.1, 0.15))
                context.setLineWidth(5)
                context.setLineCap(.round)
                let angle = CGFloat.pi / 2 - CGFloat(k) * .pi / 4
                context.move(to: center)
                context.addLine(to: CGPoint(x: center.x + 22 * cos(angle), y: center.y + 22 * sin(angle)))
                context.strokePath()
                context.setFillColor(.rgb(0.1, 0.1, 0.15))
                context.fillEllipse(in: CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10))
            }
        }
    }

    /// A 30 × 30 button: a 3-pixel dark border with rounded corners, a light
    /// face and a dot in each corner, so stretched corners show at once.
    static func button() -> CGImage {
        CGImage.drawn(width: 30, height: 30) { context in
            fillRoundedRect(CGRect(x: 0, y: 0, width: 30, height: 30), radius: 10, .rgb(0.15, 0.3, 0.6), in: context)
            fillRoundedRect(CGRect(x: 3, y: 3, width: 24, height: 24), radius: 7, .rgb(0.75, 0.85, 1), in: context)
            context.setFillColor(.rgb(0.95, 0.4, 0.3))
            for (x, y) in [(6, 6), (20, 6), (6, 20), (20, 20)] {
                context.fillEllipse(in: CGRect(x: x, y: y, width: 4, height: 4))
            }
        }
    }

    /// A playing card, 120 × 168: white with a red border and diamond, and a
    /// corner mark at its top left.
    static func card() -> CGImage {
        CGImage.drawn(width: 120, height: 168) { context in
            let face = fillRoundedRect(CGRect(x: 2, y: 2, width: 116, height: 164), radius: 12, .rgb(1, 1, 1),
                                       in: context)
            context.addPath(face)
            context.setStrokeColor(.rgb(0.8, 0.1, 0.15))
            context.setLineWidth(4)
            context.strokePath()
            context.setFillColor(.rgb(0.85, 0.1, 0.15))
            context.addLines(between: [CGPoint(x: 60, y: 124), CGPoint(x: 90, y: 84), CGPoint(x: 60, y: 44),
                                       CGPoint(x: 30, y: 84)])
            context.closePath()
            context.fillPath()
            context.fillEllipse(in: CGRect(x: 12, y: 140, width: 14, height: 14))
        }
    }

    /// A 40 × 28 tag that shows which way is up and which side is left: an
    /// arrow pointing up and a red corner at the top left.
    static func tag() -> CGImage {
        CGImage.drawn(width: 40, height: 28) { context in
            context.setFillColor(.rgb(0.2, 0.6, 0.9))
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 28))
            context.setFillColor(.rgb(0.95, 0.25, 0.2))
            context.fill(CGRect(x: 0, y: 20, width: 8, height: 8))
            context.setFillColor(.rgb(1, 1, 1))
            context.addLines(between: [CGPoint(x: 20, y: 25), CGPoint(x: 29, y: 14), CGPoint(x: 23, y: 14),
                                       CGPoint(x: 23, y: 3), CGPoint(x: 17, y: 3), CGPoint(x: 17, y: 14),
                                       CGPoint(x: 11, y: 14)])
            context.closePath()
            context.fillPath()
        }
    }

    /// Fills `rect` with rounded corners of `radius` in `color`; returns the outline.
    @discardableResult
    private static func fillRoundedRect(_ rect: CGRect, radius: CGFloat, _ color: CGColor, in context: CGContext) -> CGPath {
        let path = CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil)
        context.addPath(path)
        context.setFillColor(color)
        context.fillPath()
        return path
    }
}
