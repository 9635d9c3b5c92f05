import Foundation

/// Decides whether an animation can run on a layer before it is attached.
///
/// A property animation needs a key path the layer can animate: a declared
/// animatable key (with an optional structure path such as ".x" or
/// ".rotation.z"), or a key the layer's class or the layer itself defines.
/// Called on the thread adding the animation.
enum AnimationCheck {
    /// The deepest groups may nest (a group directly in `add(_:forKey:)` is level 1).
    static let maximumGroupDepth = 64
    /// The most animations one added animation may hold, groups and all.
    static let maximumGroupMembers = 10_000

    /// Why `animation` cannot run on `layer`, or nil when it can: a group
    /// inside itself, groups nested too deep or too many members, or a member
    /// that cannot run (each member is checked as if added alone).
    ///
    /// - Complexity: O(members × nesting depth), without recursion.
    static func problem(with animation: CAAnimation, on layer: CALayer) -> String? {
        // Depth first; `path[d]` is the group being walked at nesting depth d.
        var pending: [(CAAnimation, Int)] = [(animation, 0)]
        var path: [CAAnimationGroup] = []
        var members = 0
        while let (member, depth) = pending.popLast() {
            members += 1
            if members > maximumGroupMembers {
                return "the group holds more than \(maximumGroupMembers) animations"
            }
            path.removeSubrange(min(depth, path.count)...)
            guard let group = member as? CAAnimationGroup else {
                if let problem = propertyProblem(with: member, on: layer) {
                    return depth == 0 ? problem : "in the group: \(problem)"
                }
                continue
            }
            if path.contains(where: { $0 === group }) { return "the group contains itself" }
            if depth >= maximumGroupDepth { return "groups are nested more than \(maximumGroupDepth) deep" }
            path.append(group)
            for child in (group.animations ?? []).reversed() { pending.append((child, depth + 1)) }
        }
        return nil
    }

    /// Why the animation `animation` (not a group) cannot run on `layer`, or nil.
    private static func propertyProblem(with animation: CAAnimation, on layer: CALayer) -> String? {
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
