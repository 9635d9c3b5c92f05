/// What one `LayerQuadRenderer.draw` cost and did.
///
/// A plain value; safe on any thread.
package struct DrawStatistics: Equatable, Sendable {
    /// Instanced draw calls issued (one per batch).
    package var drawCalls = 0
    /// Layer quads drawn (a layer drawn in pieces counts once).
    package var instances = 0
    /// Of those, the ones drawn by the sprite program (`SpriteQuad`).
    package var spriteInstances = 0
    /// Of those, the ones drawn in pieces: a rim by the layer program and an
    /// opaque inside by the sprite program (`NinePatch`).
    package var splitLayers = 0
    /// Opaque rectangles drawn first, writing depth, so that what they hide
    /// is not shaded (split layers' insides, opaque plain layers and the
    /// opaque middles of sprites' images; see `LayerQuadRenderer.Occlusion`).
    package var occluders = 0
    /// Instances dropped as invalid (non-finite transform or size), with a diagnostic.
    package var droppedInstances = 0
    /// Textures uploaded during the frame (first use of an image).
    package var textureUploads = 0
    /// GL state calls issued: bindings and fixed-function state through the
    /// state cache, plus vertex attribute pointers set per batch.
    package var stateChanges = 0
    /// State calls the cache found redundant and skipped.
    package var skippedStateChanges = 0
    /// CPU time spent encoding the frame (packing, uploads, GL calls), in
    /// milliseconds; excludes the wait for the GPU.
    package var encodingMilliseconds = 0.0
    /// GPU time of a recent frame (timer queries lag a few frames), in
    /// milliseconds; nil when not measured, with the reason beside it.
    package var gpuMilliseconds: Double?
    /// Why `gpuMilliseconds` is nil: no timer queries on this driver, llvmpipe,
    /// or no result yet.
    package var gpuTimeUnavailableReason: String?

    package init() {}
}
