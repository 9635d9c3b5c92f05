import Foundation

// The keys CAGradientLayer adds to CALayer's for key-value coding, defaults and actions.
extension CAGradientLayer {
    static let gradientKeys: LayerKeyTable = {
        typealias K = LayerKeyTable
        let points: [K.Entry] = [
            K.model(["startPoint"], \CAGradientLayer.startPoint, \.gradientDrawing.startPoint, ValueConversion.point, animatable: true),
            K.model(["endPoint"], \CAGradientLayer.endPoint, \.gradientDrawing.endPoint, ValueConversion.point, animatable: true),
            K.model(["type"], \CAGradientLayer.type, \.gradientDrawing.type, K.stringValue(CAGradientLayerType.init(rawValue:)), animatable: false),
        ].flatMap { $0 }
        // Arrays whose Swift type differs from the stored one ([Any] of CGColor,
        // [NSNumber] of Double): entries of their own, declared like model keys.
        let colors = K.Entry(
            key: "colors", animatable: true,
            read: { ($0 as? CAGradientLayer)?.colors },
            write: { layer, value in
                // Any array goes to the setter, which says which element is not a colour.
                guard let layer = layer as? CAGradientLayer else { return false }
                let value = ValueConversion.flattened(value)
                if value == nil || value is NSNull {
                    layer.setColors(nil)
                    return true
                }
                guard let list = value as? [Any] else { return false }
                layer.setColors(list)
                return true
            },
            store: { layer, value in
                guard layer is CAGradientLayer, let colors = colorList(value) else { return false }
                LayerTreeLock.shared.withLock { layer.state.gradientDrawing.colors = colors }
                return true
            },
            baseDefault: nil)
        let locations = K.Entry(
            key: "locations", animatable: true,
            read: { ($0 as? CAGradientLayer)?.locations },
            write: { layer, value in
                guard let layer = layer as? CAGradientLayer, let numbers = numberList(value) else { return false }
                layer.setLocations(numbers.map { $0.map { NSNumber(value: $0) } })
                return true
            },
            store: { layer, value in
                guard layer is CAGradientLayer, let numbers = numberList(value),
                      numbers?.allSatisfy(\.isFinite) ?? true
                else { return false }
                LayerTreeLock.shared.withLock { layer.state.gradientDrawing.locations = numbers }
                return true
            },
            baseDefault: nil)
        return LayerKeyTable(own: points + [colors, locations], inheriting: .base)
    }()

    /// nil or `NSNull` as `.some(nil)`; an array of `CGColor`s as itself; anything else as nil.
    private static func colorList(_ value: Any?) -> [CGColor]?? {
        let value = ValueConversion.flattened(value)
        if value == nil || value is NSNull { return .some(nil) }
        guard let list = value as? [Any] else { return nil }
        let colors = list.compactMap { ValueConversion.color(ValueConversion.flattened($0)) }
        return colors.count == list.count ? .some(colors) : nil
    }

    /// nil or `NSNull` as `.some(nil)`; an array of numbers as their values; anything else as nil.
    private static func numberList(_ value: Any?) -> [Double]?? {
        let value = ValueConversion.flattened(value)
        if value == nil || value is NSNull { return .some(nil) }
        guard let list = value as? [Any] else { return nil }
        let numbers = list.compactMap { ValueConversion.double($0) }
        return numbers.count == list.count ? .some(numbers) : nil
    }
}
