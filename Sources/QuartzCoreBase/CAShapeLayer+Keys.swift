import Foundation

// The keys CAShapeLayer adds to CALayer's for key-value coding, defaults and actions.
extension CAShapeLayer {
    static let shapeKeys: LayerKeyTable = {
        typealias K = LayerKeyTable
        let own: [K.Entry] = [
            K.model(["path"], \CAShapeLayer.path, \.shapeDrawing.path, K.optional(ValueConversion.path), animatable: true),
            K.model(["fillColor"], \CAShapeLayer.fillColor, \.shapeDrawing.fillColor, K.optional(ValueConversion.color), animatable: true),
            K.model(["fillRule"], \CAShapeLayer.fillRule, \.shapeDrawing.fillRule, K.stringValue(CAShapeLayerFillRule.init(rawValue:)), animatable: false),
            K.model(["strokeColor"], \CAShapeLayer.strokeColor, \.shapeDrawing.strokeColor, K.optional(ValueConversion.color), animatable: true),
            K.model(["strokeStart"], \CAShapeLayer.strokeStart, \.shapeDrawing.strokeStart, ValueConversion.cgFloat, animatable: true),
            K.model(["strokeEnd"], \CAShapeLayer.strokeEnd, \.shapeDrawing.strokeEnd, ValueConversion.cgFloat, animatable: true),
            K.model(["lineWidth"], \CAShapeLayer.lineWidth, \.shapeDrawing.lineWidth, ValueConversion.cgFloat, animatable: true),
            K.model(["miterLimit"], \CAShapeLayer.miterLimit, \.shapeDrawing.miterLimit, ValueConversion.cgFloat, animatable: true),
            K.model(["lineCap"], \CAShapeLayer.lineCap, \.shapeDrawing.lineCap, K.stringValue(CAShapeLayerLineCap.init(rawValue:)), animatable: false),
            K.model(["lineJoin"], \CAShapeLayer.lineJoin, \.shapeDrawing.lineJoin, K.stringValue(CAShapeLayerLineJoin.init(rawValue:)), animatable: false),
            K.model(["lineDashPhase"], \CAShapeLayer.lineDashPhase, \.shapeDrawing.lineDashPhase, ValueConversion.cgFloat, animatable: true),
        ].flatMap { $0 }
        let dashes = K.Entry(
            key: "lineDashPattern", animatable: false,
            read: { ($0 as? CAShapeLayer)?.lineDashPattern },
            write: { layer, value in
                guard let layer = layer as? CAShapeLayer else { return false }
                if value == nil || value is NSNull {
                    layer.lineDashPattern = nil
                    return true
                }
                guard let numbers = (value as? [Any])?.compactMap({ ValueConversion.double($0) }),
                      numbers.count == (value as? [Any])?.count
                else { return false }
                layer.lineDashPattern = numbers.map { NSNumber(value: $0) }
                return true
            },
            store: nil, baseDefault: nil)
        return LayerKeyTable(own: own, other: [dashes], inheriting: .base)
    }()
}
