import Foundation

extension NSValue {
    /// The value's `objCType` as a string, read without leaking.
    ///
    /// On Linux, swift-corelibs-foundation's `objCType` returns a C string
    /// it never frees (about 32 bytes a call), and animation values are
    /// converted for every animation added: a long-running app would grow
    /// without end. So the encoding is read from what Foundation stores: a
    /// value made from bytes keeps its type's name, and one made by
    /// `NSValue(point:)`, `(size:)` or `(rect:)` keeps the Swift value,
    /// whose encoding is known. Any other value falls back to `objCType`.
    /// (`NSValueTypeEncodingTests` fails if Foundation's storage changes.)
    ///
    /// Immutable; any thread.
    package var typeEncoding: String {
        for child in Mirror(reflecting: self).children {
            switch child.label {
            case "_typeInfo":
                if let name = Mirror(reflecting: child.value).children.first(where: { $0.label == "name" })?.value
                    as? String {
                    return name
                }
            case "_value":
                switch child.value {
                case is CGPoint: return CoreGraphicsValueEncoding.point
                case is CGSize: return CoreGraphicsValueEncoding.size
                case is CGRect: return CoreGraphicsValueEncoding.rect
                default: break
                }
            default: break
            }
        }
        return String(cString: objCType)
    }
}
