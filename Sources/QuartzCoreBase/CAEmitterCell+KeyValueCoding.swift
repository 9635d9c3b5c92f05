import Foundation

// Key-value coding on emitter cells: declared keys through their
// properties, any other key stored on the cell, and key paths through
// named sub-cells (`emitterCells.spark.birthRate`).
extension CAEmitterCell {
    /// How to read and write one declared key.
    struct Key {
        let read: (CAEmitterCell) -> Any?
        /// Writes through the property; false when the value has the wrong type.
        let write: (CAEmitterCell, Any?) -> Bool
    }

    static let keys: [String: Key] = {
        var keys: [String: Key] = [:]
        func number<T>(_ names: [String], _ property: ReferenceWritableKeyPath<CAEmitterCell, T>,
                       _ convert: @escaping (Any?) -> T?) {
            for name in names {
                keys[name] = Key(read: { $0[keyPath: property] }, write: { cell, value in
                    guard let typed = convert(value) else { return false }
                    cell[keyPath: property] = typed
                    return true
                })
            }
        }
        for (name, property) in [("birthRate", \CAEmitterCell.birthRate), ("lifetime", \.lifetime),
                                 ("lifetimeRange", \.lifetimeRange), ("redRange", \.redRange),
                                 ("greenRange", \.greenRange), ("blueRange", \.blueRange), ("alphaRange", \.alphaRange),
                                 ("redSpeed", \.redSpeed), ("greenSpeed", \.greenSpeed), ("blueSpeed", \.blueSpeed),
                                 ("alphaSpeed", \.alphaSpeed), ("minificationFilterBias", \.minificationFilterBias),
                                 ("speed", \.speed), ("repeatCount", \.repeatCount)] {
            number([name], property, ValueConversion.float)
        }
        for (name, property) in [("emissionLatitude", \CAEmitterCell.emissionLatitude),
                                 ("emissionLongitude", \.emissionLongitude), ("emissionRange", \.emissionRange),
                                 ("velocity", \.velocity), ("velocityRange", \.velocityRange),
                                 ("xAcceleration", \.xAcceleration), ("yAcceleration", \.yAcceleration),
                                 ("zAcceleration", \.zAcceleration), ("scale", \.scale), ("scaleRange", \.scaleRange),
                                 ("scaleSpeed", \.scaleSpeed), ("spin", \.spin), ("spinRange", \.spinRange),
                                 ("contentsScale", \.contentsScale)] {
            number([name], property, ValueConversion.cgFloat)
        }
        for (name, property) in [("beginTime", \CAEmitterCell.beginTime), ("duration", \.duration),
                                 ("timeOffset", \.timeOffset), ("repeatDuration", \.repeatDuration)] {
            number([name], property, ValueConversion.double)
        }
        number(["enabled", "isEnabled"], \.isEnabled, ValueConversion.bool)
        number(["autoreverses"], \.autoreverses, ValueConversion.bool)
        number(["contentsRect"], \.contentsRect, ValueConversion.rect)
        number(["name"], \.name) { value in
            if value == nil || value is NSNull { return .some(nil) }
            return ValueConversion.string(value).map { .some($0) }
        }
        number(["color"], \.color) { value in
            if value == nil || value is NSNull { return .some(nil) }
            return ValueConversion.color(value).map { .some($0) }
        }
        number(["minificationFilter"], \.minificationFilter, ValueConversion.string)
        number(["magnificationFilter"], \.magnificationFilter, ValueConversion.string)
        number(["fillMode"], \.fillMode) { value in
            (value as? CAMediaTimingFillMode) ?? ValueConversion.string(value).map(CAMediaTimingFillMode.init(rawValue:))
        }
        keys["contents"] = Key(read: { $0.contents }, write: { $0.contents = $1; return true })
        keys["emitterCells"] = Key(read: { $0.emitterCells }, write: { cell, value in
            guard value == nil || value is NSNull || value is [CAEmitterCell] else { return false }
            cell.emitterCells = value as? [CAEmitterCell]
            return true
        })
        keys["style"] = Key(read: { $0.style }, write: { cell, value in
            guard value == nil || value is NSNull || value is [AnyHashable: Any] else { return false }
            cell.style = value as? [AnyHashable: Any]
            return true
        })
        return keys
    }()

    private static let defaults = CAEmitterCell()

    /// The value `key` has on a new cell: Apple's defaults for the declared keys, nil for others.
    static func declaredDefault(forKey key: String) -> Any? {
        guard key != "contents", key != "emitterCells", key != "style", key != "name" else { return nil }
        return keys[key]?.read(defaults)
    }

    /// A declared key's value, another key's stored value, or the `style`'s.
    func readValue(forKey key: String) -> Any? {
        if let entry = Self.keys[key] { return entry.read(self) }
        return extraValues[key] ?? style?[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets a declared key through its property (a wrong type is refused
    /// with a diagnostic) or stores any other key.
    func writeValue(_ value: Any?, forKey key: String) {
        guard let entry = Self.keys[key] else {
            extraValues[key] = value is NSNull ? nil : value
            return
        }
        if !entry.write(self, value) {
            Diagnostics.report("CAEmitterCell.setValue(_:forKey: \"\(key)\") got \(value.map { "\(type(of: $0))" } ?? "nil"), which is not a valid \(key); ignored")
        }
    }

    /// The value at `keyPath`: a key, or `emitterCells.<name>.…` through a named sub-cell.
    func readValue(forKeyPath keyPath: String) -> Any? {
        readValue(path: keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...])
    }

    /// The value at the key path `path` (its components): named sub-cells
    /// are followed in a loop, so a path of n components costs O(n) however
    /// deep the cells it passes through.
    func readValue(path: ArraySlice<String>) -> Any? {
        var cell = self
        var path = path
        while path.count > 2, path.first == "emitterCells" {
            guard let next = CAEmitterCell.named(path[path.startIndex + 1], in: cell.cellObjects) else { return nil }
            cell = next
            path = path.dropFirst(2)
        }
        // One component (the split leaves at least one): the key as it is.
        guard let key = path.first, path.count > 1 else { return cell.value(forKey: path.first ?? "") }
        guard let base = cell.value(forKey: key) else { return nil }
        return StructurePath.component(of: base, path: path.dropFirst())
    }

    /// Sets the value at `keyPath`: a key, a structure component (`contentsRect.origin.x`)
    /// or `emitterCells.<name>.…` of a named sub-cell. A path that leads nowhere is reported.
    func writeValue(_ value: Any?, forKeyPath keyPath: String) {
        writeValue(value, path: keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...])
    }

    /// Sets the value at the key path `path` (its components), following
    /// named sub-cells in a loop as `readValue(path:)` does.
    func writeValue(_ value: Any?, path: ArraySlice<String>) {
        var cell = self
        var path = path
        while path.count > 2, path.first == "emitterCells" {
            let name = path[path.startIndex + 1]
            guard let next = CAEmitterCell.named(name, in: cell.cellObjects) else {
                return Diagnostics.report("CAEmitterCell.setValue(_:forKeyPath: \"\(path.joined(separator: "."))\"): no sub-cell is named \"\(name)\"; ignored")
            }
            cell = next
            path = path.dropFirst(2)
        }
        guard let key = path.first, path.count > 1 else { return cell.setValue(value, forKey: path.first ?? "") }
        guard let base = cell.value(forKey: key),
              let updated = StructurePath.replacing(path.dropFirst(), of: base, with: value)
        else {
            return Diagnostics.report("CAEmitterCell.setValue(_:forKeyPath: \"\(path.joined(separator: "."))\"): not a settable key path; ignored")
        }
        cell.setValue(updated, forKey: key)
    }

    /// The first cell of `cells` named `name`.
    static func named(_ name: String, in cells: [CAEmitterCell]?) -> CAEmitterCell? {
        cells?.first { $0.name == name }
    }
}
