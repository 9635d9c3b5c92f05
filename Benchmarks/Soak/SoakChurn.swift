import Foundation
import LayerHost
import SampleSupport

/// The churn beside the petal shower: every tick it adds layers of every
/// kind the renderer caches something for (a fresh image, a shape, a
/// gradient, a text, a shadowed and a masked card), each animated, and
/// removes the oldest, keeping about `population` of them. Main thread.
final class SoakChurn {
    let layer = CALayer()
    private let population: Int
    /// The kinds churned, by index (0 image, 1 shape, 2 gradient, 3 text, 4 shadowed card, 5 masked card).
    private let kinds: [Int]
    private var live: [CALayer] = []
    private var random = SplitMix(seed: 7)
    private(set) var added = 0

    init(width: Int, height: Int, population: Int, kinds: [Int] = Array(0..<6)) {
        self.population = population
        self.kinds = kinds.isEmpty ? Array(0..<6) : kinds
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
    }

    private func point() -> CGPoint {
        CGPoint(x: random.next() * Double(layer.bounds.width), y: random.next() * Double(layer.bounds.height))
    }

    private func color() -> CGColor {
        CGColor(red: CGFloat(random.next()), green: CGFloat(random.next()), blue: CGFloat(random.next()), alpha: 1)
    }

    /// A new 24 × 24 image, never seen before (its texture must be made, then let go).
    private func freshImage() -> CGImage? {
        let context = CGContext(data: nil, width: 24, height: 24, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        context?.setFillColor(color())
        context?.fillEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 20))
        return context?.makeImage()
    }

    private func makeLayer() -> CALayer {
        let made: CALayer
        switch kinds[added % kinds.count] {
        case 0:
            made = CALayer()
            made.contents = freshImage()
        case 1:
            let shape = CAShapeLayer()
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 24, height: 24), transform: nil)
            shape.fillColor = nil
            shape.strokeColor = color()
            shape.lineWidth = 3
            made = shape
        case 2:
            let gradient = CAGradientLayer()
            gradient.colors = [color(), color()]
            made = gradient
        case 3:
            let text = CATextLayer()
            text.string = "\(added)"
            text.fontSize = 12
            made = text
        case 4:
            made = CALayer()
            made.backgroundColor = color()
            made.cornerRadius = 6
            made.shadowOpacity = 0.6
            made.shadowRadius = 4
            let mark = CALayer()
            mark.frame = CGRect(x: 4, y: 4, width: 8, height: 8)
            mark.backgroundColor = color()
            made.addSublayer(mark)
        default:
            made = CALayer()
            made.backgroundColor = color()
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 24, height: 12)
            mask.backgroundColor = CGColor(gray: 0, alpha: 1)
            made.mask = mask
        }
        made.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
        made.position = point()
        let drift = CABasicAnimation(keyPath: "position")
        drift.toValue = NSValue(cgPoint: point())
        drift.duration = 1 + random.next() * 3
        drift.autoreverses = true
        drift.repeatCount = .infinity
        made.add(drift, forKey: "drift")
        return made
    }

    /// One tick: `count` layers in, the oldest out.
    func tick(count: Int) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for _ in 0..<count {
            let new = makeLayer()
            layer.addSublayer(new)
            live.append(new)
            added += 1
        }
        while live.count > population {
            live.removeFirst().removeFromSuperlayer()
        }
        CATransaction.commit()
    }
}
