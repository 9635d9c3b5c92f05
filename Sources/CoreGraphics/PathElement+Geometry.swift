import Foundation

extension PathElement {
    /// The point the element ends at; nil for `close`, whose end depends on the subpath.
    package var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p): return p
        case .quad(_, let p): return p
        case .cubic(_, _, let p): return p
        case .close: return nil
        }
    }

    /// Whether `condition` holds for every point the element stores, control
    /// points included; without making an array (model values are checked
    /// with it on every set).
    package func allStoredPoints(_ condition: (CGPoint) -> Bool) -> Bool {
        switch self {
        case .move(let p), .line(let p): return condition(p)
        case .quad(let c, let p): return condition(c) && condition(p)
        case .cubic(let c1, let c2, let p): return condition(c1) && condition(c2) && condition(p)
        case .close: return true
        }
    }

    /// Every point the element stores, control points included, in storage order.
    package var storedPoints: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The element with every point mapped through `t`.
    package func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), to: p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), to: p.applying(t))
        case .close: return .close
        }
    }
}

extension CGAffineTransform {
    /// The transform a nullable C-style transform pointer stands for: nil means identity.
    init(pointer: UnsafePointer<CGAffineTransform>?) {
        self = pointer?.pointee ?? .identity
    }
}
