import Foundation
import LayerHost
import SampleSupport

// The cards of how contents are placed (gravity, contentsRect,
// contentsCenter) and of depth (zPosition, a 3D card).
extension LayerEffectsScene {
    /// Every contentsGravity on the same small tag, each layer 64 × 48 with
    /// a hairline border and masksToBounds (resizeAspectFill crops).
    func addContentsGravity(in card: CALayer) {
        let gravities: [CALayerContentsGravity] = [.center, .top, .bottom, .left, .right, .topLeft, .topRight,
                                                   .bottomLeft, .bottomRight, .resize, .resizeAspect,
                                                   .resizeAspectFill]
        let tag = EffectPictures.tag()
        for (i, gravity) in gravities.enumerated() {
            let origin = CGPoint(x: 16 + CGFloat(i % 6) * 75, y: 40 + CGFloat(i / 6) * 76)
            let layer = effectLayer(CGRect(origin: origin, size: CGSize(width: 64, height: 48)),
                                    "contentsGravity .\(gravity.rawValue)", in: card, color: .rgb(0.95, 0.95, 0.97))
            layer.contents = tag
            layer.contentsGravity = gravity
            layer.masksToBounds = true
            layer.borderWidth = 1
            layer.borderColor = .rgb(0.75, 0.76, 0.8)
            caption(gravity.rawValue, at: CGPoint(x: origin.x - 8, y: origin.y + 51), width: 80, in: card)
        }
    }

    /// A sprite sheet of eight frames shown one at a time through
    /// contentsRect (a discrete keyframe animation, 8 frames a second); the
    /// whole sheet beside it with the frame shown outlined.
    func addSpriteSheet(in card: CALayer) {
        let sheet = EffectPictures.spriteSheet()
        let rects = (0..<8).map { k in
            CGRect(x: CGFloat(k % 4) / 4, y: CGFloat(k / 4) / 2, width: 0.25, height: 0.5)
        }
        let sprite = effectLayer(CGRect(x: 18, y: 50, width: 84, height: 84), "sprite (contentsRect)", in: card)
        sprite.contents = sheet
        sprite.contentsRect = rects[0]
        let step = CAKeyframeAnimation(keyPath: "contentsRect")
        step.values = rects.map { NSValue(cgRect: $0) }
        step.calculationMode = .discrete
        step.duration = 1
        step.repeatCount = .infinity
        sprite.add(step, forKey: "frames")

        let whole = effectLayer(CGRect(x: 112, y: 60, width: 104, height: 52), "the whole sprite sheet", in: card)
        whole.contents = sheet
        whole.borderWidth = 1
        whole.borderColor = .rgb(0.75, 0.76, 0.8)
        let outline = effectLayer(CGRect(x: 0, y: 0, width: 26, height: 26), "the frame shown", in: whole)
        outline.borderWidth = 2
        outline.borderColor = .rgb(0.9, 0.1, 0.1)
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.values = rects.map { NSValue(cgPoint: CGPoint(x: ($0.midX) * 104, y: ($0.midY) * 52)) }
        follow.calculationMode = .discrete
        follow.duration = 1
        follow.repeatCount = .infinity
        outline.add(follow, forKey: "frames")
        caption("contentsRect steps", at: CGPoint(x: 10, y: 160), in: card)
        caption("the sheet, 4 × 2", at: CGPoint(x: 114, y: 160), in: card)
    }

    /// One 30 × 30 button image: as it is, stretched plainly (its corners
    /// smear) and stretched with contentsCenter {0.4, 0.4, 0.2, 0.2} (only
    /// the middle stretches), the last one breathing in width.
    func addNineSlice(in card: CALayer) {
        let button = EffectPictures.button()
        let original = effectLayer(CGRect(x: 14, y: 60, width: 30, height: 30), "button image, 30 × 30", in: card)
        original.contents = button
        let plain = effectLayer(CGRect(x: 60, y: 40, width: 156, height: 56), "stretched, contentsCenter default",
                                in: card)
        plain.contents = button
        let sliced = effectLayer(CGRect(x: 60, y: 112, width: 156, height: 44), "stretched, contentsCenter nine-slice",
                                 in: card)
        sliced.contents = button
        sliced.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
        sliced.add(Self.swing("bounds.size.width", from: 156, to: 80, duration: 1.5), forKey: "breathe")
        caption("contentsCenter {0.4, 0.4, 0.2, 0.2}", at: CGPoint(x: 48, y: 165), width: 180, in: card)
    }

    /// Three overlapping squares in sublayer order red, green, blue; a
    /// click raises one with zPosition (the others go back to 0).
    func addZPosition(in card: CALayer) {
        let colors: [(String, CGColor)] = [("red", .rgb(0.95, 0.3, 0.3)), ("green", .rgb(0.3, 0.8, 0.4)),
                                           ("blue", .rgb(0.3, 0.45, 0.95))]
        for (i, (name, color)) in colors.enumerated() {
            let square = effectLayer(CGRect(x: 40 + CGFloat(i) * 40, y: 42 + CGFloat(i) * 32, width: 76, height: 76),
                                     "zPosition \(name) square", in: card, color: color)
            square.borderWidth = 2
            square.borderColor = .rgb(1, 1, 1)
            stackedSquares.append(square)
        }
    }

    /// Brings `square` to the front of the zPosition card.
    func raise(_ square: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for other in stackedSquares {
            other.zPosition = other === square ? 1 : 0
        }
        CATransaction.commit()
    }

    /// A playing card turning about its vertical axis, seen in perspective
    /// (the container's sublayerTransform has m34 = −1/400).
    func addCard3D(in card: CALayer) {
        let stage = effectLayer(CGRect(x: 0, y: 30, width: 230, height: 163), card.name!, in: card)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        stage.sublayerTransform = perspective
        let playingCard = effectLayer(CGRect(x: 75, y: 22, width: 80, height: 112), "3D card", in: stage)
        playingCard.contents = EffectPictures.card()
        playingCard.add(Self.swing("transform.rotation.y", from: -1.1, to: 1.1, duration: 2), forKey: "turn")
    }

    /// An animation of `keyPath` from `from` to `to` and back, eased, for ever.
    static func swing(_ keyPath: String, from: CGFloat, to: CGFloat, duration: CFTimeInterval) -> CABasicAnimation {
        let swing = CABasicAnimation(keyPath: keyPath)
        swing.fromValue = from
        swing.toValue = to
        swing.duration = duration
        swing.autoreverses = true
        swing.repeatCount = .infinity
        swing.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return swing
    }
}
