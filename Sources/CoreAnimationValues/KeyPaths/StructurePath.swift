import Foundation

/// Apple's structure key paths into geometry values: `position.x`,
/// `bounds.size.width`, `shadowOffset.height`, `transform.rotation.z`…
///
/// Reads a component out of a value and builds the value with one component
/// replaced. Pure functions; safe on any thread.
package enum StructurePath {
    /// The component of `value` at `path`, or nil when the path does not exist for its type.
    package static func component(of value: Any, path: ArraySlice<String>) -> Any? {
        guard let first = path.first else { return value }
        let rest = path.dropFirst()
        if let p = ValueConversion.point(value) {
            switch first {
            case "x" where rest.isEmpty: return p.x
            case "y" where rest.isEmpty: return p.y
            default: return nil
            }
        }
        if let s = ValueConversion.size(value) {
            switch first {
            case "width" where rest.isEmpty: return s.width
            case "height" where rest.isEmpty: return s.height
            default: return nil
            }
        }
        if let r = ValueConversion.rect(value) {
            switch first {
            case "origin": return component(of: r.origin, path: rest)
            case "size": return component(of: r.size, path: rest)
            default: return nil
            }
        }
        if let t = ValueConversion.transform(value) {
            guard let component = TransformComponent(keyPathSuffix: path.joined(separator: ".")) else { return nil }
            switch TransformKeyPath.value(of: component, in: t) {
            case .scalar(let v): return v
            case .size(let s): return s
            }
        }
        return nil
    }

    /// A transform component value from a number or (for `translation`) a size.
    private static func componentValue(_ value: Any?, for component: TransformComponent) -> TransformComponent.Value? {
        if component.holdsSize { return ValueConversion.size(value).map { .size($0) } }
        return ValueConversion.cgFloat(value).map { .scalar($0) }
    }

    /// `value` with the component at `path` set to `newValue`, or nil when the
    /// path does not exist for its type or `newValue` has the wrong type.
    package static func replacing(_ path: ArraySlice<String>, of value: Any, with newValue: Any?) -> Any? {
        guard let first = path.first else { return newValue }
        let rest = path.dropFirst()
        if var p = ValueConversion.point(value) {
            guard rest.isEmpty, let n = ValueConversion.cgFloat(newValue) else { return nil }
            switch first {
            case "x": p.x = n
            case "y": p.y = n
            default: return nil
            }
            return p
        }
        if var s = ValueConversion.size(value) {
            guard rest.isEmpty, let n = ValueConversion.cgFloat(newValue) else { return nil }
            switch first {
            case "width": s.width = n
            case "height": s.height = n
            default: return nil
            }
            return s
        }
        if var r = ValueConversion.rect(value) {
            switch first {
            case "origin":
                guard let o = ValueConversion.point(replacing(rest, of: r.origin, with: newValue)) else { return nil }
                r.origin = o
            case "size":
                guard let s = ValueConversion.size(replacing(rest, of: r.size, with: newValue)) else { return nil }
                r.size = s
            default: return nil
            }
            return r
        }
        if let t = ValueConversion.transform(value) {
            guard let component = TransformComponent(keyPathSuffix: path.joined(separator: ".")),
                  let amount = componentValue(newValue, for: component)
            else { return nil }
            return TransformKeyPath.setting(component, to: amount, in: t)
        }
        return nil
    }
}
