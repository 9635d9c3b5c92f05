import CoreGraphics

extension AnimatableValue {
    /// Why this value cannot be animated to or from (a number, coordinate,
    /// matrix element, colour component or path point that is not finite),
    /// or nil. Animations are checked with it when they are added, as model
    /// values are when they are set. Any thread.
    ///
    /// - Complexity: O(components), O(points) for a path.
    package var nonFiniteProblem: String? {
        switch self {
        case .number(let v): return v.isFinite ? nil : "not a finite number"
        case .point(let p): return p.x.isFinite && p.y.isFinite ? nil : "a coordinate is not finite"
        case .size(let s): return s.width.isFinite && s.height.isFinite ? nil : "a dimension is not finite"
        case .rect(let r):
            return [r.origin.x, r.origin.y, r.width, r.height].allSatisfy(\.isFinite) ? nil : "a component is not finite"
        case .transform(let t): return t.isFinite ? nil : "a matrix element is not finite"
        case .numbers(let v): return v.allSatisfy(\.isFinite) ? nil : "a number is not finite"
        case .color(let c): return c.map(Self.colorProblem) ?? nil
        case .colors(let colors): return colors.lazy.compactMap(Self.colorProblem).first
        case .path(let path):
            guard let path else { return nil }
            let finite = path.elements.allSatisfy { $0.allStoredPoints { $0.x.isFinite && $0.y.isFinite } }
            return finite ? nil : "a point of the path is not finite"
        case .contents, .flag, .other: return nil
        }
    }

    private static func colorProblem(_ color: CGColor) -> String? {
        let c = color.rgba
        return [c.red, c.green, c.blue, c.alpha].allSatisfy(\.isFinite) ? nil : "a colour component is not finite"
    }
}
