import Foundation

extension CGPoint {
    /// The straight-line distance to `other`. Pure; any thread.
    func distance(to other: CGPoint) -> CGFloat {
        hypot(other.x - x, other.y - y)
    }
}
