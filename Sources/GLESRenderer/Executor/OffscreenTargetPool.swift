import CoreAnimationValues
import CoreGraphics
import Foundation

/// Offscreen targets for the executor's group images, reused from frame to
/// frame: holds GL objects only, never what was drawn in them (every use
/// starts with a clear).
///
/// Sizes are rounded up to multiples of 64 pixels so that a group whose
/// extent changes a little from frame to frame finds its target again.
/// A target not used during a frame is deleted at the frame's end.
///
/// The targets held at once are bounded by `FrameBudget.offscreenPixels`:
/// a target that would pass it is refused (`offscreenBudgetSpent`, said once
/// per process), after the idle ones were deleted to make room, and its
/// caller draws its layers without it.
///
/// - Note: Render thread only; the context must be current.
final class OffscreenTargetPool {
    private let context: GLESContext
    private var idle: [OffscreenRenderTarget] = []
    private var usedThisFrame: [OffscreenRenderTarget] = []
    /// Targets allocated since the last `endFrame()`.
    private(set) var created = 0
    /// Targets the pool holds (idle or in use this frame).
    var count: Int { idle.count + inUse }
    /// Targets handed out and not yet given back.
    private var inUse = 0
    /// Pixels of every target held, idle or in use.
    private(set) var heldPixels = 0

    static let granularity = 64

    init(context: GLESContext) {
        self.context = context
    }

    /// A target at least `width` × `height` pixels, cleared by the caller.
    ///
    /// - Throws: `GLESRendererError.invalidTargetSize`, `.framebufferIncomplete`,
    ///   or `.offscreenBudgetSpent` when the targets held would pass the budget.
    func acquire(width: Int, height: Int) throws -> OffscreenRenderTarget {
        let limit = min(context.maxRenderTargetSize, context.maxTextureSize)
        let wantedWidth = min(Self.roundedUp(width), max(limit, width))
        let wantedHeight = min(Self.roundedUp(height), max(limit, height))
        let target: OffscreenRenderTarget
        if let index = idle.firstIndex(where: { $0.pixelWidth == wantedWidth && $0.pixelHeight == wantedHeight }) {
            target = idle.remove(at: index)
        } else {
            try makeRoom(for: wantedWidth * wantedHeight, width: wantedWidth, height: wantedHeight)
            target = try OffscreenRenderTarget(context: context, width: wantedWidth, height: wantedHeight)
            heldPixels += wantedWidth * wantedHeight
            created += 1
        }
        inUse += 1
        usedThisFrame.append(target)
        return target
    }

    /// Gives a target back for later use in this frame or the next.
    func release(_ target: OffscreenRenderTarget) {
        inUse -= 1
        idle.append(target)
    }

    /// Deletes the targets not used since the last call; keeps the rest.
    func endFrame() {
        let used = Set(usedThisFrame.map(ObjectIdentifier.init))
        idle.removeAll { target in
            guard !used.contains(ObjectIdentifier(target)) else { return false }
            heldPixels -= target.pixelWidth * target.pixelHeight
            return true
        }
        usedThisFrame.removeAll(keepingCapacity: true)
        created = 0
    }

    /// Deletes idle targets, largest first, until `pixels` more fit the
    /// budget; throws when the targets in use leave no room for them.
    private func makeRoom(for pixels: Int, width: Int, height: Int) throws {
        let budget = FrameBudget.offscreenPixels
        guard heldPixels + pixels > budget else { return }
        idle.sort { $0.pixelWidth * $0.pixelHeight < $1.pixelWidth * $1.pixelHeight }
        while heldPixels + pixels > budget, let largest = idle.popLast() {
            heldPixels -= largest.pixelWidth * largest.pixelHeight
            usedThisFrame.removeAll { $0 === largest }
        }
        guard heldPixels + pixels > budget else { return }
        let error = GLESRendererError.offscreenBudgetSpent(width: width, height: height, budget: budget)
        Diagnostics.reportOnce(cause: "FrameBudget.offscreenPixels", "\(error)", subsystem: "GLESRenderer")
        throw error
    }

    private static func roundedUp(_ value: Int) -> Int {
        (max(value, 1) + granularity - 1) / granularity * granularity
    }
}
