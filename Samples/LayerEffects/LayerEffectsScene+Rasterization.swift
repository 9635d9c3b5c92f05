import Foundation
import LayerHost
import SampleSupport

// The cards of shouldRasterize: a layer and its sublayers drawn once into an
// image and reused while nothing in them changes (F6 or
// CA_DEBUG=rasterization tints reuses green and redraws red).
extension LayerEffectsScene {
    /// A badge of a few sublayers (a face, a band, a dot, a label) to rasterize.
    private func badge(_ frame: CGRect, _ name: String, in card: CALayer) -> (badge: CALayer, dot: CALayer) {
        let badge = effectLayer(frame, name, in: card, color: .rgb(0.98, 0.96, 0.9))
        badge.cornerRadius = 12
        badge.borderWidth = 2
        badge.borderColor = .rgb(0.3, 0.3, 0.35)
        badge.shadowOpacity = 0.35
        badge.shadowRadius = 4
        badge.shadowOffset = CGSize(width: 0, height: 3)
        _ = effectLayer(CGRect(x: 0, y: frame.height * 0.3, width: frame.width, height: frame.height * 0.2),
                        name + ": band", in: badge, color: .rgb(0.2, 0.45, 0.85))
        let dot = effectLayer(CGRect(x: frame.width / 2 - 10, y: frame.height * 0.62, width: 20, height: 20),
                              name + ": dot", in: badge, color: .rgb(0.95, 0.55, 0.1))
        dot.cornerRadius = 10
        let label = CATextLayer(label: "CA", frame: CGRect(x: 0, y: 6, width: frame.width, height: 20),
                                fontSize: 15, color: .rgb(0.3, 0.3, 0.35), alignment: .center)
        label.name = name
        badge.addSublayer(label)
        badge.shouldRasterize = true
        return (badge, dot)
    }

    /// Turning and fading the rasterized layer itself reuses its image; the
    /// dot inside changes colour once a second (a discrete keyframe
    /// animation), and only those frames draw the image again.
    func addRasterizedTurning(in card: CALayer) {
        let (turning, dot) = badge(CGRect(x: 65, y: 50, width: 100, height: 100), "rasterized, turning", in: card)
        turning.add(Self.swing("transform.rotation.z", from: -0.5, to: 0.5, duration: 3), forKey: "turn")
        let blink = CAKeyframeAnimation(keyPath: "backgroundColor")
        blink.values = [CGColor.rgb(0.95, 0.55, 0.1), CGColor.rgb(0.3, 0.75, 0.35)]
        blink.calculationMode = .discrete
        blink.duration = 2
        blink.repeatCount = .infinity
        dot.add(blink, forKey: "blink")
        caption("image reused as it turns", at: CGPoint(x: 15, y: 170), width: 200, in: card)
    }

    /// The same badge rasterized at 1 and at 0.25 pixels per point: the
    /// second image has a sixteenth of the pixels, and shows it.
    func addRasterizationScales(in card: CALayer) {
        for (i, scale) in [1.0, 0.25].enumerated() {
            let (badge, _) = badge(CGRect(x: 20 + CGFloat(i) * 105, y: 50, width: 90, height: 90),
                                   "rasterizationScale \(scale)", in: card)
            badge.rasterizationScale = CGFloat(scale)
            caption("scale \(scale)", at: CGPoint(x: 15 + CGFloat(i) * 105, y: 160), in: card)
        }
    }

    /// A sublayer that moves every frame: the image is drawn again each time
    /// (rasterizing such a layer only costs).
    func addRasterizedChanging(in card: CALayer) {
        let (_, dot) = badge(CGRect(x: 65, y: 50, width: 100, height: 100), "rasterized, changing", in: card)
        dot.add(Self.swing("position.x", from: 20, to: 80, duration: 1.5), forKey: "slide")
        caption("redrawn every frame", at: CGPoint(x: 15, y: 170), width: 200, in: card)
    }
}
