import Foundation

/// Core Animation's debugging colours, as the renderer draws them over a frame.
///
/// - `blendedLayers`: every layer tinted red where it blends with what is
///   under it (some transparency: opacity, background, corners, contents
///   with alpha), green where it is opaque.
/// - `offscreenRendered`: layers drawn through an offscreen image (masks,
///   group opacity, transitions) tinted yellow.
/// - `flashUpdatedRegions`: the rectangles a frame redraws because its
///   layers changed (its damage, `FrameDamage`) tinted yellow in that frame,
///   as Apple's "Flash Updated Regions" does: a still screen shows none, a
///   spinner a small square, a full-screen animation all of it.
///
/// - `rasterizationHits`: `shouldRasterize` layers tinted green when their
///   cached image was reused, red when it had to be drawn again.
///
/// A plain value; set from any thread through `GLESFrameRenderer.debugOptions`.
package struct RenderDebugOptions: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let blendedLayers = RenderDebugOptions(rawValue: 1)
    package static let offscreenRendered = RenderDebugOptions(rawValue: 2)
    package static let flashUpdatedRegions = RenderDebugOptions(rawValue: 4)
    package static let rasterizationHits = RenderDebugOptions(rawValue: 8)

    static let blendedTint = PremultipliedColor(red: 0.5, green: 0, blue: 0, alpha: 0.5)
    static let opaqueTint = PremultipliedColor(red: 0, green: 0.5, blue: 0, alpha: 0.5)
    static let offscreenTint = PremultipliedColor(red: 0.45, green: 0.4, blue: 0, alpha: 0.45)
    static let hitTint = opaqueTint
    static let missTint = blendedTint
    static let flashTint = PremultipliedColor(red: 0.55, green: 0.5, blue: 0, alpha: 0.55)
}
