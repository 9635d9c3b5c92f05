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

    func readValue(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, !first.isEmpty else {
            Diagnostics.report("\(diagnosticName): value(forKeyPath: \"\(keyPath)\"): an empty key path; nil returned")
            return nil
        }
        guard let base = readValue(forKey: first) else { return nil }
        let rest = parts.dropFirst()
        if rest.isEmpty { return base }
        if let layer = base as? CALayer { return layer.readValue(forKeyPath: rest.joined(separator: ".")) }
        if let cells = base as? [CAEmitterCell] {
            guard let value = CAEmitterLayer.cellValue(in: cells, path: rest) else {
                Diagnostics.report("\(diagnosticName): value(forKeyPath: \"\(keyPath)\"): no emitter cell has that name and key; nil returned")
                return nil
            }
            return value
        }
        guard let component = StructurePath.component(of: base, path: rest) else {
            Diagnostics.report("\(diagnosticName): value(forKeyPath: \"\(keyPath)\"): \(type(of: base)) has no component \"\(rest.joined(separator: "."))\"; nil returned")
            return nil
        }
        return component
    }

    func writeValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, !first.isEmpty else {
            Diagnostics.report("\(diagnosticName): setValue(_:forKeyPath: \"\(keyPath)\"): an empty key path; ignored")
            return
        }
        let rest = parts.dropFirst()
        if rest.isEmpty { return writeValue(value, forKey: first) }
        let base = readValue(forKey: first)
        if let layer = base as? CALayer {
            return layer.writeValue(value, forKeyPath: rest.joined(separator: "."))
        }
        if let cells = base as? [CAEmitterCell], let emitter = self as? CAEmitterLayer {
            guard CAEmitterLayer.setCellValue(value, in: cells, path: rest) else {
                Diagnostics.report("\(diagnosticName): setValue(_:forKeyPath: \"\(keyPath)\"): no emitter cell is named \"\(rest.first ?? "")\"; ignored")
                return
            }
            // The cells' values are the layer's model values: carry the change.
            emitter.cellObjectsChanged()
            return
        }
        guard let base, let updated = StructurePath.replacing(rest, of: base, with: value) else {
            Diagnostics.report("\(diagnosticName): setValue(_:forKeyPath: \"\(keyPath)\"): not a settable key path for \(value.map { "\(type(of: $0))" } ?? "nil"); ignored")
            return
        }
        writeValue(updated, forKey: first)
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
