import Foundation
import LayerHost

/// The pictures Petals needs, drawn with CGContext: the pink petal (10 × 20
/// points at 4 pixels per point) and the evening background. Main thread.
public enum PetalArt {
    /// A petal: a pointed oval, deep pink at its base fading to pale at its tip, with a vein.
    public static func petal(tint: CGFloat = 0) -> CGImage {
        let scale: CGFloat = 4, width = 10 * scale, height = 20 * scale
        let context = CGContext(data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        // y-up: the tip is at the top of the image (its maxY), the base at the bottom.
        let outline = CGMutablePath()
        outline.move(to: CGPoint(x: width / 2, y: 1))
        outline.addCurve(to: CGPoint(x: width / 2, y: height - 1), control1: CGPoint(x: -width * 0.45, y: height * 0.35),
                         control2: CGPoint(x: width * 0.1, y: height * 0.95))
        outline.addCurve(to: CGPoint(x: width / 2, y: 1), control1: CGPoint(x: width * 0.9, y: height * 0.95),
                         control2: CGPoint(x: width * 1.45, y: height * 0.35))
        outline.closeSubpath()
        context.addPath(outline)
        context.clip()
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [CGColor(red: 0.93, green: 0.35 + tint * 0.2, blue: 0.55, alpha: 1),
                     CGColor(red: 1, green: 0.86, blue: 0.92, alpha: 1)],
            locations: [0, 1])!
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: height), options: [])
        context.setStrokeColor(CGColor(red: 0.85, green: 0.3, blue: 0.5, alpha: 0.5))
        context.setLineWidth(1.5)
        context.move(to: CGPoint(x: width / 2, y: 4))
        context.addLine(to: CGPoint(x: width / 2, y: height * 0.7))
        context.strokePath()
        return context.makeImage()!
    }

    /// The background: a dusk sky over dark hills with a pale moon.
    public static func background(width: Int, height: Int) -> CGImage {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let sky = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [CGColor(red: 0.99, green: 0.72, blue: 0.55, alpha: 1), CGColor(red: 0.55, green: 0.4, blue: 0.7, alpha: 1),
                     CGColor(red: 0.12, green: 0.12, blue: 0.3, alpha: 1)],
            locations: [0, 0.45, 1])!
        context.drawLinearGradient(sky, start: .zero, end: CGPoint(x: 0, y: height), options: [])
        context.setFillColor(CGColor(red: 1, green: 0.97, blue: 0.88, alpha: 0.9))
        context.fillEllipse(in: CGRect(x: width * 3 / 4 - 28, y: height * 4 / 5 - 28, width: 56, height: 56))
        for (index, shade) in [(0, 0.22), (1, 0.15)] {
            let hills = CGMutablePath()
            hills.move(to: .zero)
            for x in stride(from: 0, through: width, by: 8) {
                let y = CGFloat(height) * (0.22 - 0.07 * CGFloat(index))
                    + 22 * sin(CGFloat(x) / CGFloat(70 + 40 * index) + CGFloat(index) * 2)
                hills.addLine(to: CGPoint(x: CGFloat(x), y: y))
            }
            hills.addLine(to: CGPoint(x: width, y: 0))
            hills.closeSubpath()
            context.addPath(hills)
            context.setFillColor(CGColor(red: shade * 0.6, green: shade, blue: shade * 1.2, alpha: 1))
            context.fillPath()
        }
        return context.makeImage()!
    }
}
