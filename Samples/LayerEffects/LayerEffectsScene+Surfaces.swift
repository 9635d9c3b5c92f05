import Foundation
import LayerHost
import SampleSupport

// The cards of what a layer draws around its content: corners, borders,
// shadows, masks and opacity.
extension LayerEffectsScene {
    /// A named layer at `frame` in `card`, ready for an effect.
    func effectLayer(_ frame: CGRect, _ name: String, in card: CALayer, color: CGColor? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.name = name
        layer.backgroundColor = color
        card.addSublayer(layer)
        return layer
    }

    /// A small grey caption under an effect.
    func caption(_ text: String, at origin: CGPoint, width: CGFloat = 100, in card: CALayer) {
        let label = CATextLayer(label: text, frame: CGRect(x: origin.x, y: origin.y, width: width, height: 14),
                                fontSize: 10, color: .rgb(0.4, 0.4, 0.45), alignment: .center)
        label.name = card.name
        card.addSublayer(label)
    }

    /// Corner radius rounds the background only: the sublayers (a picture
    /// along the top, a square over the corner) keep their square corners
    /// until masksToBounds clips them to the rounded shape.
    func addCornerRadius(in card: CALayer) {
        for (i, clips) in [false, true].enumerated() {
            let layer = effectLayer(CGRect(x: 18 + CGFloat(i) * 104, y: 50, width: 90, height: 90),
                                    clips ? "cornerRadius 20, masksToBounds" : "cornerRadius 20, not clipped",
                                    in: card, color: .rgb(1, 0.6, 0.2))
            layer.cornerRadius = 20
            layer.masksToBounds = clips
            let picture = effectLayer(CGRect(x: 0, y: 0, width: 90, height: 60), layer.name! + ": picture",
                                      in: layer)
            picture.contents = EffectPictures.landscape(width: 90, height: 60)
            let overhang = effectLayer(CGRect(x: 60, y: 62, width: 40, height: 40), layer.name! + ": square",
                                       in: layer, color: .rgb(0.3, 0.3, 0.9))
            overhang.cornerRadius = 6
            caption(clips ? "masksToBounds" : "not clipped", at: CGPoint(x: 13 + CGFloat(i) * 104, y: 160), in: card)
        }
    }

    /// Borders run inside the bounds, follow the corner radius and are drawn
    /// above the layer's sublayers.
    func addBorders(in card: CALayer) {
        let square = effectLayer(CGRect(x: 18, y: 50, width: 90, height: 90), "borderWidth 6", in: card,
                                 color: .rgb(0.9, 0.93, 1))
        square.borderWidth = 6
        square.borderColor = .rgb(0.15, 0.25, 0.6)
        _ = effectLayer(CGRect(x: -10, y: 50, width: 50, height: 50), "a sublayer under the border", in: square,
                        color: .rgb(0.95, 0.35, 0.3))
        let rounded = effectLayer(CGRect(x: 122, y: 50, width: 90, height: 90), "borderWidth 4, cornerRadius 24",
                                  in: card, color: .rgb(1, 0.97, 0.85))
        rounded.borderWidth = 4
        rounded.cornerRadius = 24
        rounded.borderColor = .rgb(0.95, 0.55, 0.1)
        caption("square", at: CGPoint(x: 13, y: 160), in: card)
        caption("cornerRadius 24", at: CGPoint(x: 117, y: 160), in: card)
    }

    /// A shadow with the defaults but its opacity (offset (0, −3): upwards on
    /// iOS), and one offset down-right and blurred more, cast by a layer and
    /// its sublayer together (the shadow takes their combined shape).
    func addShadows(in card: CALayer) {
        let plain = effectLayer(CGRect(x: 22, y: 58, width: 80, height: 80), "shadowOpacity 1, default offset",
                                in: card, color: .rgb(0.3, 0.55, 0.95))
        plain.shadowOpacity = 1
        let combined = effectLayer(CGRect(x: 122, y: 58, width: 70, height: 70), "shadow of layer and sublayer",
                                   in: card, color: .rgb(0.3, 0.8, 0.5))
        combined.cornerRadius = 12
        combined.shadowOpacity = 0.6
        combined.shadowOffset = CGSize(width: 6, height: 8)
        combined.shadowRadius = 6
        let knob = effectLayer(CGRect(x: 45, y: -15, width: 40, height: 40), "shadow of layer and sublayer: knob",
                               in: combined, color: .rgb(0.95, 0.75, 0.2))
        knob.cornerRadius = 20
        caption("default (0, −3)", at: CGPoint(x: 12, y: 160), in: card)
        caption("offset (6, 8)", at: CGPoint(x: 107, y: 160), in: card)
    }

    /// Document 002's shadowPath listing: two layers with shadowOpacity 0.5,
    /// one given a square shadowPath (its bounds), one a circle inscribed in
    /// its bounds. Their contents, a star, would cast a star's shadow without.
    func addShadowPaths(in card: CALayer) {
        for (i, circle) in [false, true].enumerated() {
            let layer = effectLayer(CGRect(x: 25 + CGFloat(i) * 100, y: 52, width: 80, height: 80),
                                    circle ? "shadowPath circle" : "shadowPath square", in: card)
            layer.contents = EffectPictures.star(size: 80, color: .rgb(0.95, 0.7, 0.1))
            layer.shadowOpacity = 0.5
            layer.shadowPath = circle ? CGPath(ellipseIn: layer.bounds, transform: nil)
                                      : CGPath(rect: layer.bounds, transform: nil)
            caption(circle ? "circle" : "square", at: CGPoint(x: 15 + CGFloat(i) * 100, y: 160), in: card)
        }
    }

    /// Document 002's mask listing: a picture whose mask layer has a star
    /// image as contents; only the star's opaque pixels show the picture.
    func addMask(in card: CALayer) {
        let picture = effectLayer(CGRect(x: 40, y: 36, width: 150, height: 150), "masked picture", in: card)
        picture.contents = EffectPictures.landscape(width: 150, height: 150)
        let maskLayer = CALayer()
        maskLayer.frame = picture.bounds
        maskLayer.contents = EffectPictures.star(size: 150)
        picture.mask = maskLayer
    }

    /// Two translucent groups of overlapping squares at opacity 0.5: as a
    /// group (allowsGroupOpacity, the default) the overlap looks like one
    /// flat layer; without, each square is blended alone and the overlap shows.
    func addGroupOpacity(in card: CALayer) {
        for (i, grouped) in [true, false].enumerated() {
            let group = effectLayer(CGRect(x: 20 + CGFloat(i) * 105, y: 45, width: 90, height: 110),
                                    grouped ? "opacity 0.5, group" : "opacity 0.5, not group", in: card)
            group.opacity = 0.5
            group.allowsGroupOpacity = grouped
            _ = effectLayer(CGRect(x: 0, y: 0, width: 60, height: 60), group.name! + ": blue", in: group,
                            color: .rgb(0.2, 0.35, 0.9))
            _ = effectLayer(CGRect(x: 30, y: 45, width: 60, height: 60), group.name! + ": orange", in: group,
                            color: .rgb(0.95, 0.55, 0.1))
            caption(grouped ? "group" : "not a group", at: CGPoint(x: 15 + CGFloat(i) * 105, y: 165),
                    in: card)
        }
    }
}
