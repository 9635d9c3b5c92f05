import Foundation

/// The number track: the commonest property animation's track, a basic animation of
/// one number (`opacity`, `position.x`, `transform.rotation.z`, …) whose
/// from/to/by values are numbers or missing, with no value function.
///
/// It computes exactly what the general path (`PropertyTrack.apply`) does
/// for such a track — Apple's from/to/by table, interpolation, cumulative
/// repeats, additive sums, the same finite check on writing — with `Double`s
/// instead of `AnimatableValue`s, and it reads the underlying value only
/// when the result depends on it (a missing end or an additive animation).
/// Reading has no effect, so skipping it changes nothing but the cost; it
/// matters for transform components, whose reading decomposes the matrix.
/// The ends are kept as the two numbers that count and a byte saying
/// which they are (27 bytes with the key, where three optionals took 48):
/// a layer's running number animations keep one each. Apple's table uses
/// at most two of from, to and by (with from and to given, by is ignored),
/// so a track given all three keeps from and to. A plain value; safe on any thread.
struct NumberTrack: Sendable {
    // In this order the key and the byte end the value at 27 bytes, where
    // `NumberAnimation` puts its timing next (96 bytes in all, 112 with the key first).
    /// The given ends in the order from, to, by; 0 where fewer are given.
    private let values: (Double, Double)
    let key: NumberKey
    /// Which ends are given: bit 0 from, bit 1 to, bit 2 by (never all three).
    private let given: UInt8

    var from: Double? { given & 1 != 0 ? values.0 : nil }
    var to: Double? { given & 2 != 0 ? (given & 1 != 0 ? values.1 : values.0) : nil }
    var by: Double? { given & 4 != 0 ? (given & 3 != 0 ? values.1 : values.0) : nil }

    /// The plan for a track, or nil when the track needs the general path.
    init?(keyPath: ResolvedKeyPath, source: PropertyTrack.Source, valueFunction: CAValueFunction?,
          rotationMode: CAAnimationRotationMode?) {
        guard valueFunction == nil, rotationMode == nil, keyPath.slot != nil,
              case .basic(let from, let to, let by) = source,
              case .number? = keyPath.value(in: LayerProperties())
        else { return nil }
        func number(_ value: AnimatableValue?) -> Double?? {
            switch value {
            case nil: return .some(nil)
            case .number(let n)?: return .some(n)
            default: return nil
            }
        }
        guard let from = number(from), let to = number(to), let by = number(by), let key = keyPath.numberKey
        else { return nil }
        self.key = key
        // By counts only without from or to.
        let counted = from != nil && to != nil ? nil : by
        given = (from == nil ? 0 : 1) | (to == nil ? 0 : 2) | (counted == nil ? 0 : 4)
        let first = from ?? to ?? counted ?? 0
        values = (first, from != nil ? (to ?? counted ?? 0) : (to != nil ? (counted ?? 0) : 0))
    }

    /// Whether the two tracks animate the same number with the same ends,
    /// bit for bit (so that either computes exactly what the other does).
    func hasSameValues(as other: NumberTrack) -> Bool {
        key == other.key && given == other.given && values.0.bitPattern == other.values.0.bitPattern
            && values.1.bitPattern == other.values.1.bitPattern
    }

    /// Feeds what `hasSameValues(as:)` compares to `hasher`.
    func hashValues(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(given)
        hasher.combine(values.0.bitPattern)
        hasher.combine(values.1.bitPattern)
    }

    /// Whether the value depends on the underlying one.
    private func needsUnderlying(additive: Bool) -> Bool {
        additive || !((from != nil && to != nil) || (from != nil && by != nil) || (to != nil && by != nil))
    }

    /// Writes the track's value at eased `progress` into `properties`.
    func apply(progress: Double, iteration: Int, additive: Bool, cumulative: Bool, to properties: inout LayerProperties) {
        var underlying = 0.0
        if needsUnderlying(additive: additive) {
            guard let n = key.number(in: properties) else { return }
            underlying = n
        }
        // An additive animation's missing ends are zero (of the underlying's sign, as `scaled(by: 0)`).
        let missing = additive ? underlying * 0 : underlying
        let a: Double, b: Double
        switch (from, to, by) {
        case (let f?, let t?, _): (a, b) = (f, t)
        case (let f?, nil, let d?): (a, b) = (f, f + d)
        case (nil, let t?, let d?): (a, b) = (t - d, t)
        case (let f?, nil, nil): (a, b) = (f, missing)
        case (nil, let t?, nil): (a, b) = (missing, t)
        case (nil, nil, let d?): (a, b) = (missing, missing + d)
        case (nil, nil, nil): (a, b) = (missing, missing)
        }
        var value = progress == 0 ? a : progress == 1 ? b : a + (b - a) * progress
        if cumulative, iteration > 0 {
            value = value + (b - a) * Double(iteration)
        }
        if additive { value = underlying + value }
        key.setNumber(value, in: &properties)
    }
}

/// A stored property and the component of it that holds a number, such as
/// (`position`, `.y`) or (`transform`, `.transform(.rotationZ)`): the part of a
/// `ResolvedKeyPath` a number track needs, as a plain value with no
/// references (copying it costs nothing).
struct NumberKey: Sendable, Hashable {
    // The component first: the slot's byte then ends the value (10 bytes, 17 the other way).
    let component: ResolvedKeyPath.Component
    let slot: ResolvedKeyPath.Slot

    /// The number at this key (as `ResolvedKeyPath.value(in:)`, without making an `AnimatableValue`).
    func number(in p: LayerProperties) -> Double? {
        switch (slot, component) {
        case (.position, .x): return Double(p.position.x)
        case (.position, .y): return Double(p.position.y)
        case (.anchorPoint, .x): return Double(p.anchorPoint.x)
        case (.anchorPoint, .y): return Double(p.anchorPoint.y)
        case (.zPosition, .whole): return Double(p.zPosition)
        case (.opacity, .whole): return Double(p.opacity)
        case (.cornerRadius, .whole): return Double(p.cornerRadius)
        case (.borderWidth, .whole): return Double(p.borderWidth)
        case (.transform, .transform(let c)): return TransformKeyPath.value(of: c, in: p.transform).scalar.map(Double.init)
        default:
            if case .number(let n)? = ResolvedKeyPath.value(slot, component, in: p) { return n }
            return nil
        }
    }

    /// Writes a number at this key (as `ResolvedKeyPath.set(.number(n), in:)`: non-finite numbers are refused).
    func setNumber(_ n: Double, in p: inout LayerProperties) {
        guard n.isFinite else { return }
        switch (slot, component) {
        case (.position, .x): p.position.x = CGFloat(n)
        case (.position, .y): p.position.y = CGFloat(n)
        case (.anchorPoint, .x): p.anchorPoint.x = CGFloat(n)
        case (.anchorPoint, .y): p.anchorPoint.y = CGFloat(n)
        case (.zPosition, .whole): p.zPosition = CGFloat(n)
        case (.opacity, .whole):
            // A finite Double can still overflow a Float (1e300): refused like a non-finite one.
            guard Float(n).isFinite else { return }
            p.opacity = Float(n)
        case (.cornerRadius, .whole): p.cornerRadius = CGFloat(n)
        case (.borderWidth, .whole): p.borderWidth = CGFloat(n)
        case (.transform, .transform(let c)): p.transform = TransformKeyPath.setting(c, to: .scalar(CGFloat(n)), in: p.transform)
        default: ResolvedKeyPath.set(.number(n), slot, component, in: &p)
        }
    }
}

extension ResolvedKeyPath {
    /// The key as a `NumberKey`; nil for custom keys and unknown components.
    var numberKey: NumberKey? {
        guard let slot, let component else { return nil }
        return NumberKey(component: component, slot: slot)
    }
}
