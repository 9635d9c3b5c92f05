import Foundation

/// Releases finished frames (a plan and the draw list it holds) on a
/// thread of their own.
///
/// A frame's list holds a reference to every colour, image and array its
/// items copied: at 20,000 sprites, destroying it was about a millisecond of
/// the render thread, paid between one frame and the next. The render server
/// retires the previous frame while the next one is encoded, when the
/// renderer's one thread leaves a core free, and the release queue destroys
/// it there. A short list (under `DrawListBuilder.parallelRunLength / 2`
/// items) is released at once: a hand-off would cost more than it saves.
///
/// At most one frame waits: `retire` first waits for the one before it, so a
/// queue that falls behind slows frames down rather than holding frames
/// without bound. Owned by the render thread (`retire`, `waitUntilReleased`;
/// checked by `confinement`).
package final class FrameRetirement: @unchecked Sendable {
    /// The thread that retires frames (the render server's, adopted when it starts).
    package let confinement = ThreadConfinement()
    /// The fewest items for which a frame is released on the queue.
    package static let shortestHandedOff = DrawListBuilder.parallelRunLength / 2

    /// The queue frames are destroyed on (tests hold it up to see a frame wait).
    package let queue = DispatchQueue(label: "RenderServer.FrameRetirement", qos: .utility)
    private let pending = DispatchGroup()

    package init() {}

    /// Releases `plan` (and its list), on the queue when the list is long; nil is ignored.
    package func retire(_ plan: consuming FramePlan?) {
        confinement.check(in: "FrameRetirement")
        guard let retired = consume plan, retired.list.items.count >= Self.shortestHandedOff else { return }
        pending.wait()
        // The box takes the caller's only reference: the queue's `drop` is
        // the last release, wherever the box itself is freed.
        let box = RetiredFrame(consume retired)
        queue.async(group: pending) { box.drop() }
    }

    /// Blocks until the frames handed off so far are destroyed.
    package func waitUntilReleased() {
        confinement.check(in: "FrameRetirement")
        pending.wait()
    }
}

/// One retired frame, moved into a reference so that it is released where
/// `drop` runs (see `FrameRetirement`). Touched by one thread at a time.
private final class RetiredFrame: @unchecked Sendable {
    private var plan: FramePlan?

    init(_ plan: consuming FramePlan) {
        self.plan = consume plan
    }

    func drop() {
        plan = nil
    }
}
