import Foundation

// Key-value coding on layers: declared keys through their properties, any
// other key stored on the layer (Apple's undefined-key behaviour for
// CALayer), and structure paths such as "position.x" or "transform.rotation.z".
extension CALayer {
    func readValue(forKey key: String) -> Any? {
        if let entry = type(of: self).keyTable.entry(for: key) { return entry.read(self) }
        if let stored = LayerTreeLock.shared.withLock({ extraValues[key] }) { return stored }
        if let declared = declaredStoredProperty(named: key) { return declared }
        return type(of: self).defaultValue(forKey: key)
    }

    func writeValue(_ value: Any?, forKey key: String) {
        if let entry = type(of: self).keyTable.entry(for: key) {
            if !entry.write(self, value) {
                Diagnostics.report("\(diagnosticName): setValue(_:forKey: \"\(key)\") got \(value.map { "\(type(of: $0))" } ?? "nil"), which is not a valid \(key); ignored")
            }
            return
        }
        let action = beginChange(forKey: key)
        LayerTreeLock.shared.withLock { extraValues[key] = value is NSNull ? nil : value }
        endChange(forKey: key, action: action)
    }

    /// The value at `keyPath`: a key, then through layers held under keys,
    /// emitter cells by name or a value's structure components. Walked one
    /// component after the other in a loop, so a path of n components costs
    /// O(n), whatever the depth of the layers it passes through.
    func readValue(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var layer = self
        var path = parts[...]
        while true {
            guard let first = path.first, !first.isEmpty else {
                Diagnostics.report("\(layer.diagnosticName): value(forKeyPath: \"\(path.joined(separator: "."))\"): an empty key path; nil returned")
                return nil
            }
            guard let base = layer.readValue(forKey: first) else { return nil }
            let rest = path.dropFirst()
            if rest.isEmpty { return base }
            if let next = base as? CALayer {
                layer = next
                path = rest
                continue
            }
            if let cells = base as? [CAEmitterCell] {
                guard let value = CAEmitterLayer.cellValue(in: cells, path: rest) else {
                    Diagnostics.report("\(layer.diagnosticName): value(forKeyPath: \"\(path.joined(separator: "."))\"): no emitter cell has that name and key; nil returned")
                    return nil
                }
                return value
            }
            guard let component = StructurePath.component(of: base, path: rest) else {
                Diagnostics.report("\(layer.diagnosticName): value(forKeyPath: \"\(path.joined(separator: "."))\"): \(type(of: base)) has no component \"\(rest.joined(separator: "."))\"; nil returned")
                return nil
            }
            return component
        }
    }

    /// Sets the value at `keyPath`, walked as `readValue(forKeyPath:)` walks
    /// it (one loop, O(n) in the path's components): the last layer on the
    /// way takes the change, through its key, its emitter cells or a
    /// structure component of one of its values.
    func writeValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var layer = self
        var path = parts[...]
        while true {
            guard let first = path.first, !first.isEmpty else {
                Diagnostics.report("\(layer.diagnosticName): setValue(_:forKeyPath: \"\(path.joined(separator: "."))\"): an empty key path; ignored")
                return
            }
            let rest = path.dropFirst()
            if rest.isEmpty { return layer.writeValue(value, forKey: first) }
            let base = layer.readValue(forKey: first)
            if let next = base as? CALayer {
                layer = next
                path = rest
                continue
            }
            if let cells = base as? [CAEmitterCell], let emitter = layer as? CAEmitterLayer {
                guard CAEmitterLayer.setCellValue(value, in: cells, path: rest) else {
                    Diagnostics.report("\(layer.diagnosticName): setValue(_:forKeyPath: \"\(path.joined(separator: "."))\"): no emitter cell is named \"\(rest.first ?? "")\"; ignored")
                    return
                }
                // The cells' values are the layer's model values: carry the change.
                emitter.cellObjectsChanged()
                return
            }
            guard let base, let updated = StructurePath.replacing(rest, of: base, with: value) else {
                Diagnostics.report("\(layer.diagnosticName): setValue(_:forKeyPath: \"\(path.joined(separator: "."))\"): not a settable key path for \(value.map { "\(type(of: $0))" } ?? "nil"); ignored")
                return
            }
            return layer.writeValue(updated, forKey: first)
        }
    }

    /// A stored property a subclass declares under `name`, found by reflection
    /// (read-only: Swift cannot set it by name).
    private func declaredStoredProperty(named name: String) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, current.subjectType != CALayer.self {
            for child in current.children where child.label == name {
                return child.value
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
