/// A few disjoint rectangles of pixels inside a frame: what a frame's
/// damage is made of (`FrameDamage`). Rectangles that meet are merged as
/// they come, and past `maximumRects` a new one joins the rectangle whose
/// union with it wastes the fewest pixels, so a region stays a handful of
/// rectangles however many layers changed.
///
/// A plain value.
package struct DamageRegion: Sendable, Equatable {
    /// The most rectangles a region keeps.
    package static let maximumRects = 8

    /// The frame the rectangles are cut to.
    package let frame: PixelRect
    /// The rectangles, disjoint and inside `frame`.
    package private(set) var rects: [PixelRect] = []

    package init(frame: PixelRect) {
        self.frame = frame
    }

    /// How many pixels the rectangles cover.
    package var pixelCount: Int { rects.reduce(0) { $0 + $1.pixelCount } }

    /// The whole frame.
    package mutating func fill() {
        rects = frame.isEmpty ? [] : [frame]
    }

    /// Adds `rect` (cut to the frame), merging it with the rectangles it
    /// meets, so that they stay disjoint; past `maximumRects`, with the
    /// rectangle whose union with it adds the fewest pixels.
    ///
    /// - Complexity: O(`maximumRects`) per merge, and a merge only when rectangles meet or are too many.
    package mutating func add(_ rect: PixelRect) {
        var incoming = rect.intersection(frame)
        guard !incoming.isEmpty else { return }
        while true {
            // Absorb every rectangle the incoming one meets (or touches), until it meets none.
            var index = 0
            while index < rects.count {
                let existing = rects[index]
                if existing.contains(incoming) { return }
                if existing.meets(incoming) {
                    incoming = incoming.union(existing)
                    rects.swapAt(index, rects.count - 1)
                    rects.removeLast()
                    index = 0
                } else {
                    index += 1
                }
            }
            guard rects.count >= Self.maximumRects else { break }
            // Too many: join the one whose union with it wastes the fewest pixels, and look again.
            var best = 0, bestWaste = Int.max
            for (i, existing) in rects.enumerated() {
                let waste = existing.union(incoming).pixelCount - existing.pixelCount - incoming.pixelCount
                if waste < bestWaste { (best, bestWaste) = (i, waste) }
            }
            incoming = incoming.union(rects[best])
            rects.swapAt(best, rects.count - 1)
            rects.removeLast()
        }
        rects.append(incoming)
    }
}

extension PixelRect {
    /// Whether every pixel of `other` is in this rectangle (an empty one is in any).
    package func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.x + other.width <= x + width
            && other.y + other.height <= y + height)
    }

    /// Whether the two share a pixel or an edge (so that their union wastes nothing along it).
    func meets(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && other.x <= x + width && x <= other.x + other.width
            && other.y <= y + height && y <= other.y + other.height
    }

    /// This rectangle grown by `pixels` on every side.
    package func grown(by pixels: Int) -> PixelRect {
        PixelRect(x: x - pixels, y: y - pixels, width: width + 2 * pixels, height: height + 2 * pixels)
    }
}
