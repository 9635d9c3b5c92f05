import Foundation

/// A property value in the one form the animation engine computes with.
///
/// Apple code hands animation values over as `Any` (numbers of every type,
/// structs, `NSValue`s, colours, paths, arrays); each is converted once, when
/// the animation is added, into the kind of the property it animates. The
/// arithmetic here (interpolation, sums, differences, scaling, distance) is
/// what basic, keyframe, spring, additive and cumulative animations need.
/// Values that cannot be interpolated change discretely at the halfway point.
/// A plain value; safe on any thread.
package enum AnimatableValue: Sendable, Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Boxed: a matrix is 128 bytes, and keeping every value small keeps copies cheap on the hot path.
    indirect case transform(CATransform3D)
    /// nil is transparent black (Apple's nil colours).
    case color(CGColor?)
    case path(CGPath?)
    case numbers([Double])
    case colors([CGColor])
    case contents(LayerContents?)
    case flag(Bool)
    /// Anything else (strings, enums): discrete only.
    case other(OpaqueValue)

    /// Wraps a value that is only ever switched, never interpolated.
    package struct OpaqueValue: @unchecked Sendable, Equatable {
        package let value: Any?
        package init(_ value: Any?) { self.value = value }
        package static func == (a: OpaqueValue, b: OpaqueValue) -> Bool {
            String(describing: a.value) == String(describing: b.value)
        }
    }

    // MARK: Conversion

    /// The engine form of a property's current (model) value, deciding the kind its animations use.
    package init(modelValue value: Any?) {
        switch ValueConversion.flattened(value) {
        case let v as Bool: self = .flag(v)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGColor: self = .color(v)
        case let v as CGPath: self = .path(v.copy())
        case let v as CGImage: self = .contents(.image(v))
        case let v as [CGColor]: self = .colors(v)
        default:
            if let n = ValueConversion.double(value) {
                self = .number(n)
            } else if let list = value as? [Any], let numbers = AnimatableValue.numberList(list) {
                self = .numbers(numbers)
            } else if let t = ValueConversion.transform(value) {
                self = .transform(t)
            } else if let p = ValueConversion.point(value) {
                self = .point(p)
            } else if let s = ValueConversion.size(value) {
                self = .size(s)
            } else if let r = ValueConversion.rect(value) {
                self = .rect(r)
            } else {
                self = .other(OpaqueValue(value))
            }
        }
    }

    /// `value` converted to the kind of `template`, or nil when it cannot be
    /// (the animation is then skipped with a diagnostic by the caller).
    package static func converting(_ value: Any?, like template: AnimatableValue) -> AnimatableValue? {
        let value = ValueConversion.flattened(value)
        switch template {
        case .number: return ValueConversion.double(value).map(AnimatableValue.number)
        case .point: return ValueConversion.point(value).map(AnimatableValue.point)
        case .size: return ValueConversion.size(value).map(AnimatableValue.size)
        case .rect: return ValueConversion.rect(value).map(AnimatableValue.rect)
        case .transform: return ValueConversion.transform(value).map(AnimatableValue.transform)
        case .color:
            if value == nil || value is NSNull { return .color(nil) }
            return ValueConversion.color(value).map { .color($0) }
        case .path:
            if value == nil || value is NSNull { return .path(nil) }
            return ValueConversion.path(value).map { .path($0) }
        case .numbers:
            guard let list = value as? [Any] else { return nil }
            return numberList(list).map(AnimatableValue.numbers)
        case .colors:
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap { $0 as? CGColor }
            return colors.count == list.count ? .colors(colors) : nil
        case .contents:
            if value == nil || value is NSNull { return .contents(nil) }
            return (value as? CGImage).map { .contents(.image($0)) }
        case .flag: return ValueConversion.bool(value).map(AnimatableValue.flag)
        case .other: return .other(OpaqueValue(value))
        }
    }

    private static func numberList(_ list: [Any]) -> [Double]? {
        let numbers = list.compactMap { ValueConversion.double($0) }
        return numbers.count == list.count ? numbers : nil
    }

    /// The value as Apple code reads it back (`CGFloat` for numbers, structs, `CGColor`…).
    /// `anyValue`, with a number given the type of `model` (the value it
    /// animates from): a `Double` custom key reads back as a `Double`, as
    /// an `NSNumber` bridges on Apple's platforms.
    package func anyValue(like model: Any?) -> Any? {
        guard case .number(let v) = self else { return anyValue }
        switch model {
        case is Double: return v
        case is Float: return Float(v)
        case is Int: return Int(exactly: v) ?? v
        case is NSNumber: return NSNumber(value: v)
        default: return anyValue
        }
    }

    package var anyValue: Any? {
        switch self {
        case .number(let v): return CGFloat(v)
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .path(let v): return v
        case .numbers(let v): return v.map { NSNumber(value: $0) }
        case .colors(let v): return v
        case .contents(let v): return v?.image
        case .flag(let v): return v
        case .other(let v): return v.value
        }
    }

    /// The kind's name, for diagnostics.
    package var kindName: String {
        switch self {
        case .number: return "a number"
        case .point: return "a CGPoint"
        case .size: return "a CGSize"
        case .rect: return "a CGRect"
        case .transform: return "a CATransform3D"
        case .color: return "a CGColor"
        case .path: return "a CGPath"
        case .numbers: return "an array of numbers"
        case .colors: return "an array of CGColors"
        case .contents: return "a CGImage"
        case .flag: return "a Bool"
        case .other: return "a value"
        }
    }
}
