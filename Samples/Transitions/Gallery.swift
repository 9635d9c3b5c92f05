import Foundation
import LayerHost

/// The gallery: a picture layer that changes its image through a
/// `CATransition`, and a caption naming the type and subtype. The pictures
/// are drawn by the sample itself. Main thread.
final class Gallery {
    static let width = 640, height = 420
    static let types: [CATransitionType] = [
        .fade, .moveIn, .push, .reveal, CATransitionType("cube"), CATransitionType("oglFlip"),
        CATransitionType("pageCurl"), CATransitionType("pageUnCurl"), CATransitionType("rippleEffect"),
        CATransitionType("suckEffect"), CATransitionType("cameraIrisHollowOpen"),
        CATransitionType("cameraIrisHollowClose"),
    ]
    static let subtypes: [CATransitionSubtype] = [.fromRight, .fromLeft, .fromTop, .fromBottom]

    let root = CALayer()
    private let picture = CALayer()
    private let caption = CALayer()
    private let pictures: [CGImage]
    private var index = 0
    private var typeIndex = 0
    private var subtypeIndex = 0

    init() {
        pictures = (0..<5).map(Gallery.drawPicture)
        root.frame = CGRect(x: 0, y: 0, width: Gallery.width, height: Gallery.height)
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
        picture.frame = CGRect(x: 60, y: 30, width: 520, height: 320)
        picture.contents = pictures[0]
        picture.cornerRadius = 8
        picture.masksToBounds = true
        root.addSublayer(picture)
        caption.frame = CGRect(x: 60, y: 366, width: 520, height: 30)
        root.addSublayer(caption)
        updateCaption()
    }

    /// Shows the next (or previous) picture through the current transition.
    func step(forward: Bool) {
        index = (index + (forward ? 1 : pictures.count - 1)) % pictures.count
        let transition = CATransition()
        transition.type = Gallery.types[typeIndex]
        transition.subtype = forward ? Gallery.subtypes[subtypeIndex] : Gallery.opposite(Gallery.subtypes[subtypeIndex])
        transition.duration = 0.8
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        picture.add(transition, forKey: kCATransition)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        picture.contents = pictures[index]
        CATransaction.commit()
    }

    func cycleType() {
        typeIndex = (typeIndex + 1) % Gallery.types.count
        updateCaption()
    }

    func cycleSubtype() {
        subtypeIndex = (subtypeIndex + 1) % Gallery.subtypes.count
        updateCaption()
    }

    private static func opposite(_ subtype: CATransitionSubtype) -> CATransitionSubtype {
        switch subtype {
        case .fromLeft: return .fromRight
        case .fromRight: return .fromLeft
        case .fromTop: return .fromBottom
        default: return .fromTop
        }
    }

    /// The caption: one bar per type, the current one lit, and a dot per subtype.
    private func updateCaption() {
        caption.sublayers = nil
        for (i, _) in Gallery.types.enumerated() {
            let bar = CALayer()
            bar.frame = CGRect(x: CGFloat(i) * 36, y: 8, width: 30, height: 14)
            bar.cornerRadius = 4
            bar.backgroundColor = i == typeIndex
                ? CGColor(red: 1, green: 0.8, blue: 0.3, alpha: 1) : CGColor(red: 1, green: 1, blue: 1, alpha: 0.15)
            caption.addSublayer(bar)
        }
        for (i, _) in Gallery.subtypes.enumerated() {
            let dot = CALayer()
            dot.frame = CGRect(x: 450 + CGFloat(i) * 18, y: 9, width: 12, height: 12)
            dot.cornerRadius = 6
            dot.backgroundColor = i == subtypeIndex
                ? CGColor(red: 0.4, green: 0.8, blue: 1, alpha: 1) : CGColor(red: 1, green: 1, blue: 1, alpha: 0.15)
            caption.addSublayer(dot)
        }
    }

    /// Picture `n`: a sky-to-ground gradient with a sun and hills, in its own colours.
    private static func drawPicture(_ n: Int) -> CGImage {
        let width = 520, height = 320
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let hue = CGFloat(n) / 5
        func color(_ h: CGFloat, _ s: CGFloat, _ v: CGFloat) -> CGColor {
            let h6 = (h - floor(h)) * 6, i = Int(h6) % 6, f = h6 - floor(h6)
            let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
            let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
            return CGColor(red: r, green: g, blue: b, alpha: 1)
        }
        let sky = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                             colors: [color(hue, 0.5, 1), color(hue + 0.1, 0.8, 0.6)], locations: [0, 1])!
        context.drawLinearGradient(sky, start: CGPoint(x: 0, y: CGFloat(height)), end: .zero, options: [])
        context.setFillColor(color(hue + 0.5, 0.3, 1))
        context.fillEllipse(in: CGRect(x: 80 + n * 70, y: 180, width: 80, height: 80))
        for layer in 0..<3 {
            let hills = CGMutablePath()
            hills.move(to: CGPoint(x: 0, y: 0))
            for x in stride(from: 0, through: width, by: 20) {
                let y = 60 + 40 * CGFloat(layer) + 30 * sin(CGFloat(x) / 60 + CGFloat(n + layer))
                hills.addLine(to: CGPoint(x: CGFloat(x), y: 100 - y * 0.5 + CGFloat(layer) * 20))
            }
            hills.addLine(to: CGPoint(x: width, y: 0))
            hills.closeSubpath()
            context.addPath(hills)
            context.setFillColor(color(hue + 0.3 + CGFloat(layer) * 0.05, 0.6, 0.3 + 0.15 * CGFloat(layer)))
            context.fillPath()
        }
        return context.makeImage()!
    }
}
