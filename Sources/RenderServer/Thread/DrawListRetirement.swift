import Foundation

/// Releases finished draw lists on a thread of their own.
///
/// A frame's list holds a reference to every colour, image and array its
/// items copied: at 20,000 sprites, destroying it was about a millisecond of
/// the render thread, paid between one frame and the next. The render server
/// retires the previous list while the next one is encoded, when the
/// renderer's one thread leaves a core free, and the release queue destroys
/// it there. A short list (under `DrawListBuilder.parallelRunLength / 2`
/// items) is released at once: a hand-off would cost more than it saves.
///
/// At most one list waits: `retire` first waits for the one before it, so a
/// queue that falls behind slows frames down rather than holding lists
/// without bound. Owned by the render thread (`retire`, `waitUntilReleased`).
package final class DrawListRetirement: @unchecked Sendable {
    /// The fewest items for which a list is released on the queue.
    package static let shortestHandedOff = DrawListBuilder.parallelRunLength / 2

    /// The queue lists are destroyed on (tests hold it up to see a list wait).
    package let queue = DispatchQueue(label: "RenderServer.DrawListRetirement", qos: .utility)
    private let pending = DispatchGroup()

    package init() {}

    /// Releases `list`, on the queue when it is long; nil is ignored.
    package func retire(_ list: consuming DrawList?) {
        guard let retired = consume list, retired.items.count >= Self.shortestHandedOff else { return }
        pending.wait()
        // The box takes the caller's only reference: the queue's `drop` is
        // the last release, wherever the box itself is freed.
        let box = RetiredDrawList(consume retired)
        queue.async(group: pending) { box.drop() }
    }

    /// Blocks until the lists handed off so far are destroyed.
    package func waitUntilReleased() {
        pending.wait()
    }
}

/// One retired list, moved into a reference so that it is released where
/// `drop` runs (see `DrawListRetirement`). Touched by one thread at a time.
private final class RetiredDrawList: @unchecked Sendable {
    private var list: DrawList?

    init(_ list: consuming DrawList) {
        self.list = consume list
    }

    func drop() {
        list = nil
    }
}
