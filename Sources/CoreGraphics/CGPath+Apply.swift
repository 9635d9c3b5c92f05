import Foundation

extension CGPath {
    /// Calls `function` once per element, in order, with `info` passed through.
    ///
    /// The path is read once before the first call, so the callback may mutate
    /// a `CGMutablePath` it was called on without affecting this iteration.
    /// - Complexity: O(n) in the number of elements.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        forEachElement { function(info, $0) }
    }

    /// Calls `block` once per element, in order.
    /// - Complexity: O(n) in the number of elements.
    public func applyWithBlock(_ block: CGPathApplyBlock) {
        forEachElement(block)
    }

    /// Presents each element as a `CGPathElement` whose points live in one scratch buffer.
    private func forEachElement(_ body: (UnsafePointer<CGPathElement>) -> Void) {
        let snapshot = elements
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        points.initialize(repeating: .zero, count: 3)
        defer {
            points.deinitialize(count: 3)
            points.deallocate()
        }
        for element in snapshot {
            let type: CGPathElementType
            switch element {
            case .move(let p):
                type = .moveToPoint
                points[0] = p
            case .line(let p):
                type = .addLineToPoint
                points[0] = p
            case .quad(let c, let end):
                type = .addQuadCurveToPoint
                points[0] = c
                points[1] = end
            case .cubic(let c1, let c2, let end):
                type = .addCurveToPoint
                points[0] = c1
                points[1] = c2
                points[2] = end
            case .close:
                type = .closeSubpath
            }
            var pathElement = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &pathElement) { body($0) }
        }
    }
}
