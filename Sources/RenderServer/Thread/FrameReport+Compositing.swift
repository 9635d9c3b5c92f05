extension FrameReport {
    /// What executing a frame's plan did around the quads: clips and offscreen work.
    ///
    /// A plain value.
    package struct Compositing: Equatable, Sendable {
        /// Runs of consecutive layers drawn with one clip chain on one surface
        /// (one quad draw each).
        package var runs = 0
        /// Runs whose innermost clip the layer program applied (anti-aliased).
        package var antialiasedClipRuns = 0
        /// Clip shapes drawn into the stencil (pushes and pops).
        package var clipShapeDraws = 0
        /// Subtrees rendered offscreen and composited (masks, group opacity, transitions' two images).
        package var offscreenGroups = 0
        /// Layers drawn blending a transition's old and new appearances (two offscreen images each, counted above).
        package var transitions = 0
        /// Group-opacity subtrees drawn directly, their layers not overlapping.
        package var directGroups = 0
        /// `shouldRasterize` layers composited from their cached image.
        package var rasterizationHits = 0
        /// `shouldRasterize` layers whose image was drawn this frame (or that were drawn directly).
        package var rasterizationMisses = 0
        /// Pixels of the offscreen images drawn (content and mask images).
        package var offscreenPixels = 0
        /// Offscreen targets allocated this frame (the rest came from the pool).
        package var offscreenTargetsCreated = 0
        /// Backdrop blurs drawn (`PlanStep.backdropBlur`: a read-back, a
        /// reduction, two blur passes and one composite each).
        package var backdropBlurs = 0
        /// Pixels of the blurred backdrop images (after their reduction).
        package var backdropBlurPixels = 0
        /// Whether the frame's first layer was drawn as the clear colour (an
        /// opaque backdrop covering the target; `FramePlan.backdropColor`).
        package var backdropCleared = false
        /// Rectangles of a partial redraw left uncleared: the first layer
        /// drawn there covers each opaquely (`PlanPart.isCoveredOpaquely`).
        package var clearsSkipped = 0

        package init() {}
    }
}
