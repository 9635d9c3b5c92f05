extension FrameReport {
    /// What drawing a frame's layer quads cost and did (summed over its
    /// runs), or one `LayerQuadRenderer` draw's.
    ///
    /// A plain value.
    package struct Quads: Equatable, Sendable {
        /// Instanced draw calls issued (one per batch), the executor's own included.
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

        package init() {}
    }
}
