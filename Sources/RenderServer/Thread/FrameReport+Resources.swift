extension FrameReport {
    /// The GL objects the renderer holds between frames, for a long run to
    /// watch level off: image textures (and their bytes), pooled offscreen
    /// targets, blurred shadow textures, cached images of `shouldRasterize` layers.
    ///
    /// A plain value.
    package struct Resources: Equatable, Sendable {
        package var textures = 0
        package var textureBytes = 0
        package var offscreenTargets = 0
        package var shadowTextures = 0
        package var rasterizedImages = 0
        package var rasterizedImageBytes = 0

        package init() {}
    }
}
