import Foundation
import LayerHost
import SampleSupport

/// The gallery: a picture layer that changes its image through a
/// `CATransition`, a line above it saying which picture shows, and a
/// caption below naming the type and subtype (with a lit bar per type and
/// a lit dot per subtype) and the keys. The pictures are drawn by the
/// sample itself. Main thread.
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
    private let pictureLabel: CATextLayer
    private let typeLabel: CATextLayer
    private let subtypeLabel: CATextLayer
    private var typeBars: [CALayer] = []
    private var subtypeDots: [CALayer] = []
    private static let typeColor = CGColor.rgb(1, 0.8, 0.3)
    private static let subtypeColor = CGColor.rgb(0.4, 0.8, 1)
    private static let unlit = CGColor.rgb(1, 1, 1, 0.15)
    private let pictures: [CGImage]
    private var index = 0
    private var typeIndex = 0
    private var subtypeIndex = 0

    init() {
        pictures = (0..<5).map(Gallery.drawPicture)
        pictureLabel = CATextLayer(label: "", frame: CGRect(x: 60, y: 8, width: 520, height: 16), fontSize: 12,
                                   color: .rgb(0.7, 0.72, 0.8))
        typeLabel = CATextLayer(label: "", frame: CGRect(x: 0, y: 0, width: 330, height: 20), fontSize: 14,
                                color: Gallery.typeColor)
        subtypeLabel = CATextLayer(label: "", frame: CGRect(x: 330, y: 0, width: 190, height: 20), fontSize: 14,
                                   color: Gallery.subtypeColor, alignment: .right)
        root.frame = CGRect(x: 0, y: 0, width: Gallery.width, height: Gallery.height)
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
        picture.frame = CGRect(x: 60, y: 30, width: 520, height: 320)
        picture.contents = pictures[0]
        picture.cornerRadius = 8
        picture.masksToBounds = true
        root.addSublayer(picture)
        root.addSublayer(pictureLabel)
        caption.frame = CGRect(x: 60, y: 358, width: 520, height: 58)
        root.addSublayer(caption)
        for label in [typeLabel, subtypeLabel] {
            label.font = "Helvetica-Bold" as CFTypeRef
            caption.addSublayer(label)
        }
        for i in Gallery.types.indices {
            let bar = CALayer()
            bar.frame = CGRect(x: CGFloat(i) * 36, y: 25, width: 30, height: 8)
            bar.cornerRadius = 4
            caption.addSublayer(bar)
            typeBars.append(bar)
        }
        for i in Gallery.subtypes.indices {
            let dot = CALayer()
            dot.frame = CGRect(x: 466 + CGFloat(i) * 14, y: 24, width: 10, height: 10)
            dot.cornerRadius = 5
            caption.addSublayer(dot)
            subtypeDots.append(dot)
        }
        caption.addSublayer(CATextLayer(
            label: "→, Space or a drag left: next · ←, a drag right: back · T: type · S: subtype · Esc: quit",
            frame: CGRect(x: 0, y: 40, width: 520, height: 16), fontSize: 11.5, color: CaptionPanel.keysColor))
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
        updateCaption()
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

    /// The type and subtype by name, the lit bar and dot, and which picture shows; no implicit animations.
    private func updateCaption() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        pictureLabel.string = "CATransition gallery · picture \(index + 1) of \(pictures.count)"
        typeLabel.string = "type: \(Gallery.types[typeIndex].rawValue)  (\(typeIndex + 1) of \(Gallery.types.count))"
        subtypeLabel.string = "subtype: \(Gallery.subtypes[subtypeIndex].rawValue)"
        for (i, bar) in typeBars.enumerated() { bar.backgroundColor = i == typeIndex ? Gallery.typeColor : Gallery.unlit }
        for (i, dot) in subtypeDots.enumerated() {
            dot.backgroundColor = i == subtypeIndex ? Gallery.subtypeColor : Gallery.unlit
        }
        CATransaction.commit()
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
