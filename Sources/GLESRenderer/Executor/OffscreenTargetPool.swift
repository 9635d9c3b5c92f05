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
/// - Note: Render thread only; the context must be current.
final class OffscreenTargetPool {
    private let context: GLESContext
    private var idle: [OffscreenRenderTarget] = []
    private var usedThisFrame: [OffscreenRenderTarget] = []
    /// Targets allocated since the last `endFrame()`.
    private(set) var created = 0
    /// Targets the pool holds (idle or in use this frame).
    var count: Int { idle.count + usedThisFrame.count }

    static let granularity = 64

    init(context: GLESContext) {
        self.context = context
    }

    /// A target at least `width` × `height` pixels, cleared by the caller.
    ///
    /// - Throws: `GLESRendererError.invalidTargetSize` or `.framebufferIncomplete`.
    func acquire(width: Int, height: Int) throws -> OffscreenRenderTarget {
        let limit = min(context.maxRenderTargetSize, context.maxTextureSize)
        let wantedWidth = min(Self.roundedUp(width), max(limit, width))
        let wantedHeight = min(Self.roundedUp(height), max(limit, height))
        let target: OffscreenRenderTarget
        if let index = idle.firstIndex(where: { $0.pixelWidth == wantedWidth && $0.pixelHeight == wantedHeight }) {
            target = idle.remove(at: index)
        } else {
            target = try OffscreenRenderTarget(context: context, width: wantedWidth, height: wantedHeight)
            created += 1
        }
        usedThisFrame.append(target)
        return target
    }

    /// Gives a target back for later use in this frame or the next.
    func release(_ target: OffscreenRenderTarget) {
        idle.append(target)
    }

    /// Deletes the targets not used since the last call; keeps the rest.
    func endFrame() {
        let used = Set(usedThisFrame.map(ObjectIdentifier.init))
        idle.removeAll { !used.contains(ObjectIdentifier($0)) }
        usedThisFrame.removeAll(keepingCapacity: true)
        created = 0
    }

    private static func roundedUp(_ value: Int) -> Int {
        (max(value, 1) + granularity - 1) / granularity * granularity
    }
}
