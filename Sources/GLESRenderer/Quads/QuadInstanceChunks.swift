import CoreAnimationValues
import Foundation
import RenderServer

/// A long run's quad instances, made a chunk at a time instead of all at
/// once: the run is packed from them chunk by chunk (`LayerQuadRenderer`),
/// and its occlusion judged on the first
/// (`FramePlanExecutor.occludesByItsFirstChunk`), with one chunk's
/// instances alive at a time.
///
/// At 20,000 sprites a run's instances all at once were 7.8 MB (392 bytes
/// each), alive while the frame's draw items (7.4 MB) were too: the peak of
/// every frame. A chunk is at most `length` instances (800 KB at 2,048, in
/// a buffer the executor keeps), made as `QuadInstanceBuilder` makes a
/// run's (its threads sharing a chunk), with texture indices into one
/// table of images for the whole run, in first-use order as before; so
/// each instance is the one the whole run's array would hold, and the
/// packed floats the same.
///
/// Render thread only (made and used within one run's drawing).
final class QuadInstanceChunks {
    let items: ArraySlice<LayerDraw>
    let length: Int
    /// The images the chunks made so far name, by texture index (it grows as chunks are made).
    private(set) var images: [CGImage] = []
    /// Given where occluders are drawn: the depth index of the run's first
    /// instance on its surface (`FramePlanExecutor.assignDepths`'s numbering).
    var firstDepthIndex: Int?
    private var known: [ObjectIdentifier: Int] = [:]
    private let rootShift: CATransform3D?
    private let scale: CGFloat
    private let target: RenderTarget
    private let opacity: Float
    /// Where each chunk is made: the executor's, kept from run to run and
    /// frame to frame (`take` gives it back), so that no chunk is allocated.
    private var buffer: [QuadInstance]
    /// The chunk in `buffer`: its first instance, and the depth numbering it was made with.
    private var madeChunk: (start: Int, depthIndex: Int?)?

    /// The chunks of `items`, each as long as the others and `length` at most, made
    /// as `QuadInstanceBuilder` makes a run's instances; `opacity` is the
    /// run's, multiplied into each.
    init(items: ArraySlice<LayerDraw>, length: Int, rootShift: CATransform3D?, pointsToPixels scale: CGFloat,
         target: RenderTarget, opacity: Float, buffer: consuming [QuadInstance]) {
        self.buffer = buffer
        self.items = items
        self.length = max(1, length)
        self.rootShift = rootShift
        self.scale = scale
        self.target = target
        self.opacity = opacity
    }

    /// The buffer the chunks were made in, for the next run's.
    func take() -> [QuadInstance] {
        defer { buffer = [] }
        return buffer
    }

    /// How many instances the run has.
    var count: Int { items.count }

    /// An upper bound on the instances with an opaque background (room for
    /// their occluders): the items with any background colour.
    var opaqueBackgroundBound: Int {
        items.withUnsafeBufferPointer { buffer in
            buffer.indices.reduce(0) { $0 + (buffer[$1].properties.backgroundColor == nil ? 0 : 1) }
        }
    }

    /// Makes the chunks in order and hands each to `body` with the index of
    /// its first instance in the run, until `body` returns false.
    func forEachChunk(_ body: (UnsafeBufferPointer<QuadInstance>, Int) -> Bool) {
        if buffer.count < min(length, items.count) {
            buffer = [QuadInstance](repeating: QuadInstance(transform: CATransform3DIdentity, size: .zero),
                                    count: min(length, items.count))
        }
        // Chunks of one length, `length` at most: a short last chunk would
        // be made by fewer threads than the others.
        let chunkCount = (items.count + length - 1) / length
        for chunk in 0..<chunkCount {
            let start = items.count * chunk / chunkCount, end = items.count * (chunk + 1) / chunkCount
            let goesOn = buffer.withUnsafeMutableBufferPointer { slots in
                // The chunk last made is there still (a look at the first
                // before packing, then the packing): made once.
                if madeChunk?.start != start || madeChunk?.depthIndex != firstDepthIndex {
                    make(start..<end, into: slots.baseAddress!)
                    madeChunk = (start, firstDepthIndex)
                }
                return body(UnsafeBufferPointer(rebasing: slots[0..<(end - start)]), start)
            }
            guard goesOn else { return }
        }
    }

    /// Writes the instances of the run's items at `range` (offsets into the run) at `slots`.
    private func make(_ range: Range<Int>, into slots: UnsafeMutablePointer<QuadInstance>) {
        let base = items.startIndex
        let chunkImages = QuadInstanceBuilder.write(
            items[(base + range.lowerBound)..<(base + range.upperBound)], rootShift: rootShift,
            pointsToPixels: scale, target: target, into: slots)
        QuadInstanceBuilder.merge(chunkImages, of: slots, count: range.count, into: &images, known: &known)
        if opacity < 1 {
            for index in 0..<range.count { slots[index].opacity *= opacity }
        }
        if let first = firstDepthIndex {
            for index in 0..<range.count {
                slots[index].depth = 1 - Float(first + range.lowerBound + index + 1) * FramePlanExecutor.depthStep
            }
        }
    }
}
