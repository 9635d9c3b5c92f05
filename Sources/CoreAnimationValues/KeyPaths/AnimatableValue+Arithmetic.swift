import Foundation

// The arithmetic animations need. Components of geometry values are treated
// as independent numbers; transforms interpolate by decomposition and add by
// concatenation; colours work on straight RGBA components.
extension AnimatableValue {
    /// The value a fraction `t` of the way from `a` to `b`; `t` may leave 0…1
    /// (springs and overshooting curves extrapolate). Kinds that cannot be
    /// interpolated switch from `a` to `b` at `t` = 0.5.
    package static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
        if t == 0 { return a }
        if t == 1 { return b }
        let k = CGFloat(t)
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k))
        case (.size(let p), .size(let q)):
            return .size(CGSize(width: p.width + (q.width - p.width) * k, height: p.height + (q.height - p.height) * k))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(
                x: p.origin.x + (q.origin.x - p.origin.x) * k, y: p.origin.y + (q.origin.y - p.origin.y) * k,
                width: p.width + (q.width - p.width) * k, height: p.height + (q.height - p.height) * k))
        case (.transform(let x), .transform(let y)):
            return .transform(TransformDecomposition.interpolate(from: x, to: y, fraction: t))
        case (.color(let x), .color(let y)):
            return .color(mixColors(x, y, t))
        case (.colors(let x), .colors(let y)) where x.count == y.count:
            return .colors(zip(x, y).map { mixColors($0, $1, t) ?? CGColor.clear })
        case (.path(let x?), .path(let y?)):
            if let mixed = mixPaths(x, y, t) { return .path(mixed) }
        default:
            if let sum = linearCombination([(a, 1 - t), (b, t)]) { return sum }
        }
        return t < 0.5 ? a : b
    }

    /// `a + b`, or nil when the kinds cannot be added. Transforms concatenate
    /// (`b` applied after `a`'s own placement: `a` then `b`).
    package static func add(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue? {
        switch (a, b) {
        case (.transform(let x), .transform(let y)): return .transform(CATransform3DConcat(x, y))
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        default: break
        }
        return linearCombination([(a, 1), (b, 1)])
    }

    /// `a − b`, or nil when the kinds cannot be subtracted. For transforms, the
    /// `d` with `add(b, d) == a`.
    package static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue? {
        switch (a, b) {
        case (.transform(let x), .transform(let y)): return .transform(CATransform3DConcat(CATransform3DInvert(y), x))
        case (.number(let x), .number(let y)): return .number(x - y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        default: break
        }
        return linearCombination([(a, 1), (b, -1)])
    }

    /// `a × k` (cumulative repeats, spline weights), or nil for kinds without scaling.
    package static func scaled(_ a: AnimatableValue, by k: Double) -> AnimatableValue? {
        switch a {
        case .number(let x): return .number(x * k)
        case .point(let p): return .point(CGPoint(x: p.x * CGFloat(k), y: p.y * CGFloat(k)))
        default: return linearCombination([(a, k)])
        }
    }

    /// Σ wᵢ·vᵢ over values of one numeric kind (numbers, points, sizes, rects,
    /// number arrays of one length, colours, colour arrays of one length), or nil.
    package static func linearCombination(_ terms: [(AnimatableValue, Double)]) -> AnimatableValue? {
        guard let first = terms.first?.0 else { return nil }
        func vectors() -> [[Double]]? {
            var result: [[Double]] = []
            for (value, _) in terms {
                guard let v = value.components, v.count == first.components?.count else { return nil }
                result.append(v)
            }
            return result
        }
        guard let vs = vectors() else { return nil }
        var sum = [Double](repeating: 0, count: vs[0].count)
        for (v, term) in zip(vs, terms) {
            for i in sum.indices { sum[i] += v[i] * term.1 }
        }
        return first.withComponents(sum)
    }

    /// The straight-line distance from `a` to `b` (paced keyframes); 0 when undefined.
    package static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        if case .transform(let x) = a, case .transform(let y) = b {
            let d = zip(x.rowMajorEntries, y.rowMajorEntries).map { Double($0 - $1) }
            return d.map { $0 * $0 }.reduce(0, +).squareRoot()
        }
        guard let x = a.components, let y = b.components, x.count == y.count else { return 0 }
        return zip(x, y).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
    }

    /// The numbers a numeric kind is made of, or nil for other kinds.
    private var components: [Double]? {
        switch self {
        case .number(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.width), Double(r.height)]
        case .numbers(let v): return v
        case .color(let c):
            let rgba = c?.rgba ?? (red: 0, green: 0, blue: 0, alpha: 0)
            return [Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha)]
        case .colors(let colors):
            return colors.flatMap { color -> [Double] in
                let rgba = color.rgba
                return [Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha)]
            }
        default: return nil
        }
    }

    private func withComponents(_ c: [Double]) -> AnimatableValue? {
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .numbers: return .numbers(c)
        case .color: return .color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .colors:
            return .colors(stride(from: 0, to: c.count, by: 4).map {
                CGColor(red: c[$0], green: c[$0 + 1], blue: c[$0 + 2], alpha: c[$0 + 3])
            })
        default: return nil
        }
    }

    private static func mixColors(_ a: CGColor?, _ b: CGColor?, _ t: Double) -> CGColor? {
        let none: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) = (0, 0, 0, 0)
        let x = a?.rgba ?? none, y = b?.rgba ?? none
        func mix(_ p: CGFloat, _ q: CGFloat) -> CGFloat { p + (q - p) * CGFloat(t) }
        return CGColor(red: mix(x.red, y.red), green: mix(x.green, y.green),
                       blue: mix(x.blue, y.blue), alpha: mix(x.alpha, y.alpha))
    }

    /// Point-by-point mix of two paths with the same element structure, else nil.
    private static func mixPaths(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath? {
        guard a.elements.count == b.elements.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * CGFloat(t), y: p.y + (q.y - p.y) * CGFloat(t))
        }
        var elements: [PathElement] = []
        elements.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.move(let p), .move(let q)): elements.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): elements.append(.line(mix(p, q)))
            case (.quad(let c, let p), .quad(let d, let q)): elements.append(.quad(mix(c, d), to: mix(p, q)))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                elements.append(.cubic(mix(c1, d1), mix(c2, d2), to: mix(p, q)))
            case (.close, .close): elements.append(.close)
            default: return nil
            }
        }
        return CGPath(elements: elements)
    }
}
