import Foundation
import UIKit

/// Hostile geometry and appearance values on layers shown in a window: not
/// a number, infinite, and finite but absurd. Apple refuses none of them with
/// an exception; a value that cannot be drawn must be reported (once), and
/// the window must keep drawing.
extension Catalogue {
    /// A layer property set to a hostile value on a layer of its own kind.
    private struct Setting {
        let name: String
        let make: () -> CALayer
        let set: (CALayer, CGFloat) -> Void
        /// Whether an absurd but finite value (1e308) is bad input that must be reported.
        var reportsHuge = false
    }

    private static func plain() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
        layer.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        return layer
    }

    private static func shadowed() -> CALayer {
        let layer = plain()
        layer.shadowOpacity = 1
        layer.shadowRadius = 3
        return layer
    }

    private static func shape() -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
        layer.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 40), transform: nil)
        layer.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.lineWidth = 3
        return layer
    }

    private static func text() -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 20, y: 20, width: 200, height: 40)
        layer.string = "Hostile"
        layer.fontSize = 18
        return layer
    }

    private static let settings: [Setting] = [
        Setting(name: "bounds-width", make: plain, set: { $0.bounds.size.width = $1 }, reportsHuge: true),
        Setting(name: "bounds-origin", make: plain, set: { $0.bounds.origin.x = $1 }),
        Setting(name: "frame-height", make: plain, set: { $0.frame.size.height = $1 }, reportsHuge: true),
        Setting(name: "position", make: plain, set: { $0.position = CGPoint(x: $1, y: 10) }),
        Setting(name: "anchor-point", make: plain, set: { $0.anchorPoint = CGPoint(x: $1, y: 0.5) }, reportsHuge: true),
        Setting(name: "z-position", make: plain, set: { $0.zPosition = $1 }),
        Setting(name: "anchor-point-z", make: plain, set: { $0.anchorPointZ = $1 }),
        Setting(name: "corner-radius", make: plain, set: { $0.cornerRadius = $1 }),
        Setting(name: "border-width", make: plain, set: {
            $0.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            $0.borderWidth = $1
        }),
        Setting(name: "shadow-radius", make: shadowed, set: { $0.shadowRadius = $1 }, reportsHuge: true),
        Setting(name: "shadow-offset", make: shadowed, set: { $0.shadowOffset = CGSize(width: $1, height: 3) }),
        Setting(name: "shadow-opacity", make: shadowed, set: { $0.shadowOpacity = Float($1) }),
        Setting(name: "opacity", make: plain, set: { $0.opacity = Float($1) }),
        Setting(name: "contents-scale", make: text, set: { $0.contentsScale = $1 }, reportsHuge: true),
        Setting(name: "rasterization-scale", make: plain, set: {
            $0.shouldRasterize = true
            $0.rasterizationScale = $1
        }, reportsHuge: true),
        Setting(name: "transform-scale", make: plain, set: { $0.transform = CATransform3DMakeScale($1, 1, 1) }),
        Setting(name: "transform-perspective", make: plain, set: {
            var t = CATransform3DIdentity
            t.m34 = $1
            $0.transform = CATransform3DRotate(t, 0.5, 0, 1, 0)
        }),
        Setting(name: "sublayer-transform", make: {
            let layer = plain()
            layer.addSublayer(plain())
            return layer
        }, set: { $0.sublayerTransform = CATransform3DMakeTranslation($1, 0, 0) }),
        Setting(name: "contents-rect", make: plain, set: { $0.contentsRect = CGRect(x: 0, y: 0, width: $1, height: 1) }),
        Setting(name: "contents-center", make: plain, set: { $0.contentsCenter = CGRect(x: $1, y: 0, width: 1, height: 1) }),
        Setting(name: "line-width", make: shape, set: { ($0 as! CAShapeLayer).lineWidth = $1 }, reportsHuge: true),
        Setting(name: "stroke-end", make: shape, set: { ($0 as! CAShapeLayer).strokeEnd = $1 }),
        Setting(name: "line-dash-phase", make: shape, set: {
            ($0 as! CAShapeLayer).lineDashPattern = [4, 2]
            ($0 as! CAShapeLayer).lineDashPhase = $1
        }),
        Setting(name: "path-point", make: shape, set: { layer, value in
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: value, y: 20))
            path.addLine(to: CGPoint(x: 40, y: 40))
            (layer as! CAShapeLayer).path = path
        }, reportsHuge: true),
        Setting(name: "font-size", make: text, set: { ($0 as! CATextLayer).fontSize = $1 }, reportsHuge: true),
        Setting(name: "speed", make: plain, set: { $0.speed = Float($1) }),
        Setting(name: "time-offset", make: plain, set: { $0.timeOffset = Double($1) }),
        Setting(name: "begin-time", make: plain, set: { $0.beginTime = Double($1) }),
        Setting(name: "gradient-location", make: {
            let layer = CAGradientLayer()
            layer.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
            layer.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            return layer
        }, set: { ($0 as! CAGradientLayer).locations = [0, NSNumber(value: Double($1))] }),
        Setting(name: "replicator-delay", make: {
            let layer = CAReplicatorLayer()
            layer.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
            layer.instanceCount = 3
            layer.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            layer.addSublayer(plain())
            return layer
        }, set: { ($0 as! CAReplicatorLayer).instanceDelay = Double($1) }),
        Setting(name: "emitter-birth-rate", make: {
            let layer = CAEmitterLayer()
            layer.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
            let cell = CAEmitterCell()
            cell.birthRate = 10
            cell.lifetime = 1
            cell.velocity = 20
            cell.contents = nil
            layer.emitterCells = [cell]
            return layer
        }, set: { ($0 as! CAEmitterLayer).birthRate = Float($1) }, reportsHuge: true),
    ]

    private static let hostileValues: [(name: String, value: CGFloat, isNotFinite: Bool)] = [
        ("nan", .nan, true), ("infinite", .infinity, true), ("huge", 1e308, false),
    ]

    static let values: [AdversaryCase] = settings.flatMap { setting in
        hostileValues.map { value in
            AdversaryCase("values", "\(setting.name)-\(value.name)", window: true,
                          reports: value.isNotFinite || setting.reportsHuge) { context in
                let layer = setting.make()
                setting.set(layer, value.value)
                return try context.keepsDrawing(layer, "\(setting.name) = \(value.value) shown")
            }
        }
    } + [
        AdversaryCase("values", "contents-scale-zero", window: true) { context in
            let layer = text()
            layer.contentsScale = 0
            return try context.keepsDrawing(layer, "contentsScale 0 shown")
        },
        AdversaryCase("values", "contents-scale-negative", window: true) { context in
            let layer = text()
            layer.contentsScale = -2
            return try context.keepsDrawing(layer, "contentsScale -2 shown")
        },
        AdversaryCase("values", "bounds-negative-size", window: true, reports: false) { context in
            let layer = plain()
            layer.bounds = CGRect(x: 0, y: 0, width: -40, height: -30)
            return try context.keepsDrawing(layer, "bounds of negative size shown")
        },
        AdversaryCase("values", "color-components-nan", window: true) { context in
            let layer = plain()
            layer.backgroundColor = CGColor(red: .nan, green: 0.5, blue: .infinity, alpha: 1)
            return try context.keepsDrawing(layer, "a colour of NaN components shown")
        },
    ]
}
