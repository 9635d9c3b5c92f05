import CoreAnimationValues
import CoreGraphics
import Foundation

/// The texture a blurred shadow is drawn into: the shape's extent grown by
/// 3σ, at one texel per ⌈σ/4⌉ pixels (σ in target pixels, so the blur stays
/// within 2–4 texels while the texture shrinks with it), a side at most
/// `maximumSide` texels. The planner sizes a subtree shadow's pass by it
/// and the GL side's shadow cache its textures, so both agree.
///
/// A plain value; pure, any thread.
package struct ShadowImageLayout: Equatable, Sendable {
    /// Where the texture lands in layer space (before the shadow's offset).
    package var region: CGRect
    /// Texels per layer unit.
    package var texelsPerUnit: CGFloat
    /// The texture's size in texels.
    package var width: Int
    package var height: Int

    /// The layout of a shadow of `shapeBounds` (layer space) blurred by
    /// `sigma` (layer units) and shown at `pixelsPerUnit`; nil (reported
    /// once) when no texture can hold it, or when the shape is empty.
    package init?(shapeBounds: CGRect, sigma: CGFloat, pixelsPerUnit: CGFloat, maximumSide: Int) {
        let bounds = shapeBounds.standardized
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0 || bounds.height > 0,
              maximumSide > 0
        else { return nil }
        let sigma = max(0, sigma)
        let downsample = max(1, (sigma * pixelsPerUnit / 4).rounded(.up))
        var region = bounds.insetBy(dx: -3 * sigma - 1 / pixelsPerUnit, dy: -3 * sigma - 1 / pixelsPerUnit)
        var texelsPerUnit = pixelsPerUnit / downsample
        let longest = max(region.width, region.height)
        if longest * texelsPerUnit > CGFloat(maximumSide) { texelsPerUnit = CGFloat(maximumSide) / longest }
        // A σ near CGFloat's largest makes the region infinite and the texel
        // density 0: no texture can hold it (it would be invisible anyway).
        guard region.width.isFinite, region.height.isFinite, texelsPerUnit.isFinite, texelsPerUnit > 0,
              let width = Int(clamping: (region.width * texelsPerUnit).rounded(.up), to: 1...maximumSide),
              let height = Int(clamping: (region.height * texelsPerUnit).rounded(.up), to: 1...maximumSide)
        else {
            Diagnostics.reportOnce(cause: "shadow texture extent",
                                   "a shadow of radius \(sigma) around \(bounds.size) is too wide for a texture; "
                                   + "the shadow is not drawn", subsystem: "GLESRenderer")
            return nil
        }
        region.size = CGSize(width: CGFloat(width) / texelsPerUnit, height: CGFloat(height) / texelsPerUnit)
        self.region = region
        self.texelsPerUnit = texelsPerUnit
        self.width = width
        self.height = height
    }

    /// The largest side of a blurred shadow's texture on a GL whose images may be `maxImageSide` a side.
    package static func maximumSide(maxImageSide: Int) -> Int {
        min(1024, maxImageSide)
    }

    /// `value` rounded to a quarter octave, within 1/64…64: the density a
    /// shadow's texture is made at, so that a scale animation makes it
    /// again at most every 19 %.
    package static func quantised(pixelsPerUnit value: CGFloat) -> CGFloat {
        guard value.isFinite, value > 0 else { return 1 }
        let steps = (log2(value) * 4).rounded()
        return pow(2, min(max(steps, -24), 24) / 4)
    }
}
