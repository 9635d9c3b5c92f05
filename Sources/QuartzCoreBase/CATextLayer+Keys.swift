import Foundation

// The keys CATextLayer adds to CALayer's for key-value coding, defaults and actions.
extension CATextLayer {
    static let textKeys: LayerKeyTable = {
        typealias K = LayerKeyTable
        let own: [K.Entry] = [
            K.model(["fontSize"], \CATextLayer.fontSize, \.textDrawing.fontSize, ValueConversion.cgFloat, animatable: true),
            K.model(["foregroundColor"], \CATextLayer.foregroundColor, \.textDrawing.foregroundColor, K.optional(ValueConversion.color), animatable: true),
            K.model(["wrapped", "isWrapped"], \CATextLayer.isWrapped, \.textDrawing.isWrapped, ValueConversion.bool, animatable: false),
            K.model(["truncationMode"], \CATextLayer.truncationMode, \.textDrawing.truncationMode, K.stringValue(CATextLayerTruncationMode.init(rawValue:)), animatable: false),
            K.model(["alignmentMode"], \CATextLayer.alignmentMode, \.textDrawing.alignmentMode, K.stringValue(CATextLayerAlignmentMode.init(rawValue:)), animatable: false),
            K.model(["allowsFontSubpixelQuantization"], \CATextLayer.allowsFontSubpixelQuantization, \.textDrawing.allowsFontSubpixelQuantization, ValueConversion.bool, animatable: false),
        ].flatMap { $0 }
        let string = K.Entry(
            key: "string", animatable: false,
            read: { ($0 as? CATextLayer)?.string },
            write: { layer, value in
                guard let layer = layer as? CATextLayer, CATextLayer.runs(of: value) != nil else { return false }
                layer.string = value
                return true
            },
            store: nil, baseDefault: nil)
        let font = K.Entry(
            key: "font", animatable: false,
            read: { ($0 as? CATextLayer)?.font },
            write: { layer, value in
                guard let layer = layer as? CATextLayer else { return false }
                if value == nil || value is NSNull {
                    layer.font = nil
                    return true
                }
                guard let value, CATextLayer.fontName(of: value) != nil else { return false }
                layer.font = value as AnyObject
                return true
            },
            store: nil, baseDefault: "Helvetica" as NSString)
        return LayerKeyTable(own: own, other: [string, font], inheriting: .base)
    }()
}
