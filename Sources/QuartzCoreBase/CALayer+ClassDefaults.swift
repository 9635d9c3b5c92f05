import Foundation

// What a layer's class contributes: its defaults, and its name in diagnostics.
extension CALayer {
    /// Stores what a subclass's `defaultValue(forKey:)` says for the declared keys,
    /// without actions (a new layer starts with its class's defaults).
    func applyClassDefaults() {
        let cls = type(of: self)
        guard cls != CALayer.self else { return }
        for key in cls.keyTable.declaredKeys {
            if let value = cls.defaultValue(forKey: key) {
                _ = cls.keyTable.entry(for: key)?.store?(self, value)
            }
        }
    }

    /// A short name for diagnostics.
    var diagnosticName: String {
        let name = LayerTreeLock.shared.withLock { layerName }.map { " \"\($0)\"" } ?? ""
        return "\(type(of: self))\(name) #\(layerID.rawValue)"
    }
}
