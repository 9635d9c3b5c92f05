import Foundation

// The keys CAEmitterLayer adds to CALayer's for key-value coding, defaults
// and actions, and key paths through its cells.
extension CAEmitterLayer {
    static let emitterKeys: LayerKeyTable = {
        typealias K = LayerKeyTable
        let own: [K.Entry] = [
            K.model(["birthRate"], \CAEmitterLayer.birthRate, \.emitterValues.birthRate, ValueConversion.float, animatable: true),
            K.model(["lifetime"], \CAEmitterLayer.lifetime, \.emitterValues.lifetime, ValueConversion.float, animatable: true),
            K.model(["emitterPosition"], \CAEmitterLayer.emitterPosition, \.emitterValues.emitterPosition, ValueConversion.point, animatable: true),
            K.model(["emitterZPosition"], \CAEmitterLayer.emitterZPosition, \.emitterValues.emitterZPosition, ValueConversion.cgFloat, animatable: true),
            K.model(["emitterSize"], \CAEmitterLayer.emitterSize, \.emitterValues.emitterSize, ValueConversion.size, animatable: true),
            K.model(["emitterDepth"], \CAEmitterLayer.emitterDepth, \.emitterValues.emitterDepth, ValueConversion.cgFloat, animatable: true),
            K.model(["emitterShape"], \CAEmitterLayer.emitterShape, \.emitterValues.emitterShape, K.stringValue(CAEmitterLayerEmitterShape.init(rawValue:)), animatable: false),
            K.model(["emitterMode"], \CAEmitterLayer.emitterMode, \.emitterValues.emitterMode, K.stringValue(CAEmitterLayerEmitterMode.init(rawValue:)), animatable: false),
            K.model(["renderMode"], \CAEmitterLayer.renderMode, \.emitterValues.renderMode, K.stringValue(CAEmitterLayerRenderMode.init(rawValue:)), animatable: false),
            K.model(["preservesDepth"], \CAEmitterLayer.preservesDepth, \.emitterValues.preservesDepth, ValueConversion.bool, animatable: false),
            K.model(["velocity"], \CAEmitterLayer.velocity, \.emitterValues.velocity, ValueConversion.float, animatable: true),
            K.model(["scale"], \CAEmitterLayer.scale, \.emitterValues.scale, ValueConversion.float, animatable: true),
            K.model(["spin"], \CAEmitterLayer.spin, \.emitterValues.spin, ValueConversion.float, animatable: true),
            K.model(["seed"], \CAEmitterLayer.seed, \.emitterValues.seed, K.unsigned32, animatable: false),
        ].flatMap { $0 }
        // The cells: animatable only by key paths that name a cell and one of its values
        // (`emitterCells.<name>.birthRate`), never implicitly.
        let cells = K.Entry(
            key: "emitterCells", animatable: true,
            read: { ($0 as? CAEmitterLayer)?.emitterCells },
            write: { layer, value in
                guard let layer = layer as? CAEmitterLayer,
                      value == nil || value is NSNull || value is [CAEmitterCell] else { return false }
                layer.emitterCells = value as? [CAEmitterCell]
                return true
            },
            store: nil, baseDefault: nil)
        return LayerKeyTable(own: own, other: [cells], inheriting: .base)
    }()

    /// The value at `path` (after `emitterCells.`: `name(.emitterCells.name)*.key…`) in `cells`;
    /// nil when no cell has the name.
    static func cellValue(in cells: [CAEmitterCell], path: ArraySlice<String>) -> Any? {
        guard let name = path.first, path.count > 1, let cell = CAEmitterCell.named(name, in: cells) else { return nil }
        return cell.readValue(path: path.dropFirst())
    }

    /// Writes `value` at `path` of `cells` (as `cellValue(in:path:)` reads);
    /// false when no cell has the name.
    static func setCellValue(_ value: Any?, in cells: [CAEmitterCell], path: ArraySlice<String>) -> Bool {
        guard let name = path.first, path.count > 1, let cell = CAEmitterCell.named(name, in: cells) else { return false }
        cell.writeValue(value, path: path.dropFirst())
        return true
    }
}
