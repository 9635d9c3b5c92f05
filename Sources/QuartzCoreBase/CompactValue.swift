import Foundation

/// An `Any?` that an object keeps for the app, kept compactly: a number or
/// an object inline (eight bytes and a tag, where `Any?` takes 32), any
/// other value in a box; given back as exactly the type it was set as.
///
/// What thousands of objects keep: a basic animation's `fromValue` and
/// `toValue` (a layer keeps a copy of every animation added to it, and most
/// animate a number: `opacity`, `position.y`, `transform.rotation.z`) and a
/// layer's `contents` (an image). A plain value, guarded as its holder's fields are.
enum CompactValue {
    case none
    case double(Double)
    case cgFloat(CGFloat)
    case float(Float)
    case int(Int)
    /// A class instance (a colour, a path, an image, an `NSNumber`, `NSNull`): the reference itself.
    case object(AnyObject)
    /// Any other value (a point, a rectangle, a transform, a Bool), boxed.
    case other(Box)

    /// Holds a value of a kind with no case of its own.
    final class Box {
        let value: Any

        init(_ value: Any) {
            self.value = value
        }
    }

    init(_ value: Any?) {
        guard let value else {
            self = .none
            return
        }
        // By the exact dynamic type: a cast alone would also take an
        // `NSNumber` as a `Double`, and then give back another type.
        let kind = type(of: value)
        if kind == Double.self {
            self = .double(value as! Double)
        } else if kind == CGFloat.self {
            self = .cgFloat(value as! CGFloat)
        } else if kind == Float.self {
            self = .float(value as! Float)
        } else if kind == Int.self {
            self = .int(value as! Int)
        } else if kind is AnyClass {
            self = .object(value as AnyObject)
        } else {
            self = .other(Box(value))
        }
    }

    /// The value as it was set.
    var value: Any? {
        switch self {
        case .none: return nil
        case .double(let v): return v
        case .cgFloat(let v): return v
        case .float(let v): return v
        case .int(let v): return v
        case .object(let v): return v
        case .other(let box): return box.value
        }
    }
}
