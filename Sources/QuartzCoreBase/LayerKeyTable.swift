import Foundation

/// The keys a layer class declares for key-value coding, with how to read,
/// write and default each one: `CALayer`'s (`base`), and a subclass's over
/// them (`CALayer.keyTable`).
///
/// Reading and writing go through the public properties, so subclass
/// overrides and observers take part. Immutable after first use; safe on any thread.
struct LayerKeyTable {
    struct Entry {
        let key: String
        /// Whether an explicit animation may target this key.
        let animatable: Bool
        let read: (CALayer) -> Any?
        /// Writes through the public setter; false when `value` has the wrong type.
        let write: (CALayer, Any?) -> Bool
        /// Stores into the model state without actions; false when `value` has the wrong type.
        let store: ((CALayer, Any?) -> Bool)?
        /// The value on a new `CALayer`.
        let baseDefault: Any?
    }

    private let entries: [String: Entry]
    /// Keys with a model value (the ones a subclass's `defaultValue(forKey:)` may change).
    let declaredKeys: [String]
    /// Keys whose change runs an implicit animation on a standalone layer.
    let implicitlyAnimatedKeys: Set<String>

    /// A class's table: `own` (the keys the class declares) over `inherited`'s.
    init(own modelEntries: [Entry], other: [Entry] = [], inheriting inherited: LayerKeyTable? = nil,
         alsoImplicit: Set<String> = []) {
        var table = inherited?.entries ?? [:]
        for entry in modelEntries + other { table[entry.key] = entry }
        entries = table
        declaredKeys = (inherited?.declaredKeys ?? []) + modelEntries.map(\.key)
        implicitlyAnimatedKeys = (inherited?.implicitlyAnimatedKeys ?? []).union(
            modelEntries.filter { $0.animatable && !($0.baseDefault is Bool) }.map(\.key)).union(alsoImplicit)
    }

    /// `CALayer`'s keys.
    static let base = LayerKeyTable(own: modelEntries, other: otherEntries + [contentsEntry],
                                    alsoImplicit: ["contents"])

    func entry(for key: String) -> Entry? { entries[key] }

    /// Every key an explicit animation may target, aliases included ("hidden", "isHidden").
    var animatableKeys: Set<String> { Set(entries.values.filter(\.animatable).map(\.key)) }

    func baseDefault(forKey key: String) -> Any? { entries[key]?.baseDefault }

    private static let defaults = LayerProperties()

    /// Entries for a property of layers of class `L` stored at `stored` in their model values.
    static func model<L: CALayer, T>(
        _ keys: [String], _ property: ReferenceWritableKeyPath<L, T>,
        _ stored: WritableKeyPath<LayerProperties, T>, _ convert: @escaping (Any?) -> T?, animatable: Bool
    ) -> [Entry] {
        keys.map { key in
            Entry(
                key: key, animatable: animatable,
                read: { ($0 as? L)?[keyPath: property] },
                write: { layer, value in
                    guard let layer = layer as? L, let typed = convert(value) else { return false }
                    layer[keyPath: property] = typed
                    return true
                },
                store: { layer, value in
                    guard layer is L, let typed = convert(value) else { return false }
                    LayerTreeLock.shared.withLock { layer.state[keyPath: stored] = typed }
                    return true
                },
                baseDefault: defaults[keyPath: stored])
        }
    }

    /// Accepts nil and `NSNull` as nil, a `T` as itself, anything else as a mismatch.
    static func optional<T>(_ convert: @escaping (Any?) -> T?) -> (Any?) -> T?? {
        { value in
            if value == nil || value is NSNull { return .some(nil) }
            return convert(value).map { .some($0) }
        }
    }

    static func stringValue<T: RawRepresentable>(_ make: @escaping (String) -> T?) -> (Any?) -> T?
    where T.RawValue == String {
        { value in (value as? T) ?? ValueConversion.string(value).flatMap(make) }
    }

    /// A whole number from any numeric form; nil for non-finite or out-of-range numbers.
    static func integer(_ value: Any?) -> Int? {
        if let v = value as? Int { return v }
        return ValueConversion.double(value).flatMap { Int(checking: $0) }
    }

    /// A `UInt32` from any numeric form; nil for numbers it cannot hold.
    static func unsigned32(_ value: Any?) -> UInt32? {
        if let v = value as? UInt32 { return v }
        return ValueConversion.double(value).flatMap { $0 >= 0 ? UInt32(checking: $0) : nil }
    }

    /// An option set from its raw value in any numeric form, a negative one
    /// counting as no options; nil (so refused with a diagnostic) for an
    /// infinity or a number beyond `UInt`, which `UInt(_:)` trapped on.
    static func optionSet<T>(_ make: @escaping (UInt) -> T) -> (Any?) -> T? {
        { value in (value as? T) ?? ValueConversion.double(value).flatMap { UInt(checking: max(0, $0)) }.map(make) }
    }

    private static var modelEntries: [Entry] {
        [
        model(["bounds"], \.bounds, \.bounds, ValueConversion.rect, animatable: true),
        model(["position"], \.position, \.position, ValueConversion.point, animatable: true),
        model(["zPosition"], \.zPosition, \.zPosition, ValueConversion.cgFloat, animatable: true),
        model(["anchorPoint"], \.anchorPoint, \.anchorPoint, ValueConversion.point, animatable: true),
        model(["anchorPointZ"], \.anchorPointZ, \.anchorPointZ, ValueConversion.cgFloat, animatable: true),
        model(["transform"], \.transform, \.transform, ValueConversion.transform, animatable: true),
        model(["sublayerTransform"], \.sublayerTransform, \.sublayerTransform, ValueConversion.transform, animatable: true),
        model(["hidden", "isHidden"], \.isHidden, \.isHidden, ValueConversion.bool, animatable: true),
        model(["doubleSided", "isDoubleSided"], \.isDoubleSided, \.isDoubleSided, ValueConversion.bool, animatable: true),
        model(["geometryFlipped", "isGeometryFlipped"], \.isGeometryFlipped, \.isGeometryFlipped, ValueConversion.bool, animatable: false),
        model(["contentsRect"], \.contentsRect, \.contentsRect, ValueConversion.rect, animatable: true),
        model(["contentsCenter"], \.contentsCenter, \.contentsCenter, ValueConversion.rect, animatable: true),
        model(["contentsGravity"], \.contentsGravity, \.contentsGravity, stringValue(CALayerContentsGravity.init(rawValue:)), animatable: false),
        model(["contentsScale"], \.contentsScale, \.contentsScale, ValueConversion.cgFloat, animatable: true),
        model(["contentsFormat"], \.contentsFormat, \.contentsFormat, stringValue(CALayerContentsFormat.init(rawValue:)), animatable: false),
        model(["minificationFilter"], \.minificationFilter, \.minificationFilter, stringValue(CALayerContentsFilter.init(rawValue:)), animatable: false),
        model(["magnificationFilter"], \.magnificationFilter, \.magnificationFilter, stringValue(CALayerContentsFilter.init(rawValue:)), animatable: false),
        model(["minificationFilterBias"], \.minificationFilterBias, \.minificationFilterBias, ValueConversion.float, animatable: true),
        model(["opacity"], \.opacity, \.opacity, ValueConversion.float, animatable: true),
        model(["backgroundColor"], \.backgroundColor, \.backgroundColor, optional(ValueConversion.color), animatable: true),
        model(["cornerRadius"], \.cornerRadius, \.cornerRadius, ValueConversion.cgFloat, animatable: true),
        model(["maskedCorners"], \.maskedCorners, \.maskedCorners, optionSet(CACornerMask.init(rawValue:)), animatable: false),
        model(["cornerCurve"], \.cornerCurve, \.cornerCurve, stringValue(CALayerCornerCurve.init(rawValue:)), animatable: false),
        model(["borderWidth"], \.borderWidth, \.borderWidth, ValueConversion.cgFloat, animatable: true),
        model(["borderColor"], \.borderColor, \.borderColor, optional(ValueConversion.color), animatable: true),
        model(["masksToBounds"], \.masksToBounds, \.masksToBounds, ValueConversion.bool, animatable: true),
        model(["shadowColor"], \.shadowColor, \.shadowColor, optional(ValueConversion.color), animatable: true),
        model(["shadowOpacity"], \.shadowOpacity, \.shadowOpacity, ValueConversion.float, animatable: true),
        model(["shadowOffset"], \.shadowOffset, \.shadowOffset, ValueConversion.size, animatable: true),
        model(["shadowRadius"], \.shadowRadius, \.shadowRadius, ValueConversion.cgFloat, animatable: true),
        model(["shadowPath"], \.shadowPath, \.shadowPath, optional(ValueConversion.path), animatable: true),
        model(["allowsGroupOpacity"], \.allowsGroupOpacity, \.allowsGroupOpacity, ValueConversion.bool, animatable: false),
        model(["allowsEdgeAntialiasing"], \.allowsEdgeAntialiasing, \.allowsEdgeAntialiasing, ValueConversion.bool, animatable: false),
        model(["edgeAntialiasingMask"], \.edgeAntialiasingMask, \.edgeAntialiasingMask, optionSet { CAEdgeAntialiasingMask(rawValue: UInt32(truncatingIfNeeded: $0)) }, animatable: false),
        model(["opaque", "isOpaque"], \.isOpaque, \.isOpaque, ValueConversion.bool, animatable: false),
        model(["shouldRasterize"], \.shouldRasterize, \.shouldRasterize, ValueConversion.bool, animatable: false),
        model(["rasterizationScale"], \.rasterizationScale, \.rasterizationScale, ValueConversion.cgFloat, animatable: true),
        model(["drawsAsynchronously"], \.drawsAsynchronously, \.drawsAsynchronously, ValueConversion.bool, animatable: false),
        model(["beginTime"], \.beginTime, \.timing.beginTime, ValueConversion.double, animatable: false),
        model(["duration"], \.duration, \.timing.duration, ValueConversion.double, animatable: false),
        model(["speed"], \.speed, \.timing.speed, ValueConversion.float, animatable: false),
        model(["timeOffset"], \.timeOffset, \.timing.timeOffset, ValueConversion.double, animatable: false),
        model(["repeatCount"], \.repeatCount, \.timing.repeatCount, ValueConversion.float, animatable: false),
        model(["repeatDuration"], \.repeatDuration, \.timing.repeatDuration, ValueConversion.double, animatable: false),
        model(["autoreverses"], \.autoreverses, \.timing.autoreverses, ValueConversion.bool, animatable: false),
        model(["fillMode"], \.fillMode, \.timing.fillMode, stringValue(CAMediaTimingFillMode.init(rawValue:)), animatable: false),
        ].flatMap { $0 }
    }

    /// `contents` is animatable (a fade) although it has no model entry.
    private static let contentsEntry = Entry(key: "contents", animatable: true, read: { $0.contents },
                                             write: { $0.contents = $1; return true }, store: nil, baseDefault: nil)

    private static var otherEntries: [Entry] {
        [
            Entry(key: "frame", animatable: false, read: { $0.frame },
                  write: { layer, value in
                      guard let r = ValueConversion.rect(value) else { return false }
                      layer.frame = r
                      return true
                  }, store: nil, baseDefault: CGRect.zero),
            Entry(key: "name", animatable: false, read: { $0.name },
                  write: { layer, value in
                      guard value == nil || value is NSNull || ValueConversion.string(value) != nil else { return false }
                      layer.name = ValueConversion.string(value)
                      return true
                  }, store: nil, baseDefault: nil),
            Entry(key: "mask", animatable: false, read: { $0.mask },
                  write: { layer, value in
                      guard value == nil || value is NSNull || value is CALayer else { return false }
                      layer.mask = value as? CALayer
                      return true
                  }, store: nil, baseDefault: nil),
            Entry(key: "sublayers", animatable: false, read: { $0.sublayers },
                  write: { layer, value in
                      guard value == nil || value is NSNull || value is [CALayer] else { return false }
                      layer.sublayers = value as? [CALayer]
                      return true
                  }, store: nil, baseDefault: nil),
            Entry(key: "superlayer", animatable: false, read: { $0.superlayer },
                  write: { _, _ in false }, store: nil, baseDefault: nil),
            Entry(key: "needsDisplayOnBoundsChange", animatable: false, read: { $0.needsDisplayOnBoundsChange },
                  write: { layer, value in
                      guard let flag = ValueConversion.bool(value) else { return false }
                      layer.needsDisplayOnBoundsChange = flag
                      return true
                  }, store: nil, baseDefault: false),
        ]
    }
}
