import CoreGraphics
import Foundation

/// What `LayerQuadRenderer` packs a run's quads from: the run's instances
/// in one array, or its chunks made in turn (`QuadInstanceChunks`).
///
/// Render thread only.
enum QuadInstanceSource {
    case instances([QuadInstance], images: [CGImage])
    case chunks(QuadInstanceChunks)

    var count: Int {
        switch self {
        case .instances(let instances, _): return instances.count
        case .chunks(let chunks): return chunks.count
        }
    }

    /// The images texture indices name, as far as the instances made so far go.
    var images: [CGImage] {
        switch self {
        case .instances(_, let images): return images
        case .chunks(let chunks): return chunks.images
        }
    }

    /// At least as many as the instances with an opaque background (room for their occluders).
    var opaqueBackgroundBound: Int {
        switch self {
        case .instances(let instances, _):
            return instances.withUnsafeBufferPointer { buffer in
                buffer.indices.reduce(0) { $0 + (buffer[$1].backgroundColor.alpha >= 1 ? 1 : 0) }
            }
        case .chunks(let chunks):
            return chunks.opaqueBackgroundBound
        }
    }

    /// Hands the instances to `body` a chunk at a time (all in one for an
    /// array), each with the index of its first instance, until `body` returns false.
    func forEachChunk(_ body: (UnsafeBufferPointer<QuadInstance>, Int) -> Bool) {
        switch self {
        case .instances(let instances, _): _ = instances.withUnsafeBufferPointer { body($0, 0) }
        case .chunks(let chunks): chunks.forEachChunk(body)
        }
    }
}
