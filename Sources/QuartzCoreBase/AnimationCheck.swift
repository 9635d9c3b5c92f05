import Foundation

/// Decides whether an animation can run on a layer before it is attached.
///
/// A property animation needs a key path the layer can animate: a declared
/// animatable key (with an optional structure path such as ".x" or
/// ".rotation.z"), or a key the layer's class or the layer itself defines.
/// Called on the thread adding the animation.
enum AnimationCheck {
    /// Why `animation` cannot run on `layer`, or nil when it can.
    static func problem(with animation: CAAnimation, on layer: CALayer) -> String? {
        if let group = animation as? CAAnimationGroup {
            for child in group.animations ?? [] {
                if let problem = problem(with: child, on: layer) { return "in the group: \(problem)" }
            }
            return nil
        }
        guard let property = animation as? CAPropertyAnimation else { return nil }
        guard let keyPath = property.keyPath, !keyPath.isEmpty else {
            return "the animation has no keyPath"
        }
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, !parts.contains(where: \.isEmpty) else {
            return "\"\(keyPath)\" is not a key path (it has an empty component)"
        }
        if let entry = type(of: layer).keyTable.entry(for: first) {
            guard entry.animatable else { return "\"\(first)\" is not an animatable property" }
            if parts.count > 1, let cells = entry.read(layer) as? [CAEmitterCell] {
                guard EmitterCellKeyPath(Array(parts.dropFirst())) != nil,
                      CAEmitterLayer.cellValue(in: cells, path: parts.dropFirst()) != nil
                else { return "\"\(keyPath)\" does not name an emitter cell and one of its animatable values" }
                return nil
            }
            if parts.count > 1 {
                guard let value = entry.read(layer),
                      StructurePath.component(of: value, path: parts.dropFirst()) != nil
                else { return "\"\(keyPath)\" is not a key path of \(first)" }
            }
            return nil
        }
        if layer.value(forKey: first) != nil { return nil }
        return "\"\(keyPath)\" is not a key path this layer has (declare the property with a default through defaultValue(forKey:) or set it first)"
    }
}
