import CoreAnimationValues
import Foundation

/// The pixels of a frame that differ from the frame before it: a few
/// disjoint rectangles of the target, or the whole target with the reason
/// it could not be bounded. The render server works it out for each frame
/// (`FrameDamage(from:to:)`) and hands it over in the plan; the renderer
/// redraws and presents only these pixels where its target keeps the last
/// frame, and everything where it cannot.
///
/// A plain value; made on the render thread, read anywhere.
package struct FrameDamage: Sendable, Equatable {
    /// Why a frame is redrawn whole.
    package enum WholeFrameReason: String, Sendable {
        /// Nothing was drawn before (or the last frame is not known).
        case firstFrame = "first frame"
        /// The target's size or pixels per point changed.
        case targetChanged = "target changed"
        /// The renderer asked for it: its settings or its target's pixels
        /// changed outside the draw list (debugging colours, clear colour, an
        /// exposed window, a target that keeps no frame).
        case requested = "requested"
        /// A `CATransition` runs, or ended since the last frame: its blend of
        /// two images can reach past the layer's bounds (cube, flips, curls).
        case transition = "transition"
        /// A layer blurs what is behind it: its pixels depend on everything under its bounds.
        case backdropBlur = "backdrop blur"
        /// A changed layer lies partly behind the eye (3D perspective), or far
        /// outside any target: its pixels cannot be bounded.
        case unbounded = "unbounded layer"
        /// The damaged rectangles cover most of the target: one whole redraw costs less.
        case mostOfFrame = "most of the frame"
        /// Most of the target has changed frame after frame, so only a
        /// summary of the last frame is kept, not its items (`LastFrame`).
        case mostLayersChanging = "most layers changing"
    }

    /// The target's pixels (y down, the frame's origin at the top left).
    package var frame: PixelRect { region.frame }
    /// Everything damaged.
    private var region: DamageRegion
    /// What the app's items damaged (a window's overlays left out).
    private var appRegion: DamageRegion
    /// Set when the whole frame is damaged, with the reason.
    package private(set) var wholeFrame: WholeFrameReason?

    /// No damage: the frame shows exactly what the last one did.
    package init(frame: PixelRect) {
        region = DamageRegion(frame: frame)
        appRegion = DamageRegion(frame: frame)
    }

    /// The whole of `frame`, for `reason`.
    package static func whole(_ frame: PixelRect, _ reason: WholeFrameReason) -> FrameDamage {
        var damage = FrameDamage(frame: frame)
        damage.makeWhole(reason)
        return damage
    }

    /// The damaged rectangles, disjoint and inside `frame` (the frame itself when whole).
    package var rects: [PixelRect] { region.rects }
    /// The rectangles the app's items damaged, which a window's overlays'
    /// changes leave out: what the debugging flash tints.
    package var appRects: [PixelRect] { appRegion.rects }

    /// Whether nothing changed.
    package var isEmpty: Bool { wholeFrame == nil && region.rects.isEmpty }

    /// How many pixels are damaged.
    package var pixelCount: Int { region.pixelCount }

    /// The smallest rectangle holding every damaged pixel; nil when none are.
    package var bounds: PixelRect? {
        rects.isEmpty ? nil : rects.dropFirst().reduce(rects[0]) { $0.union($1) }
    }

    /// The share of the frame past which the whole frame is redrawn instead,
    /// each rectangle counting `rectangleShare` of the frame on top of its
    /// pixels: each is a pass of its own (planned, encoded, rasterized),
    /// which costs about that much of a whole redraw here (measured on Mesa's
    /// llvmpipe with a screen of loading indicators; see FrameBench).
    package static let wholeFrameShare = 0.35
    package static let rectangleShare = 0.02

    /// Damages the whole frame for `reason` (an earlier reason stays).
    package mutating func makeWhole(_ reason: WholeFrameReason) {
        guard wholeFrame == nil else { return }
        wholeFrame = reason
        region.fill()
        appRegion.fill()
    }

    /// Adds `rect` (frame pixels; cut to the frame), to the app's part too
    /// unless it is an overlay's (`app` false). Past `wholeFrameShare` of the
    /// frame (rectangles counted as `rectangleShare` each), the whole frame
    /// is damaged (`mostOfFrame`).
    package mutating func add(_ rect: PixelRect, app: Bool = true) {
        guard wholeFrame == nil else { return }
        region.add(rect)
        if app { appRegion.add(rect) }
        let framePixels = Double(frame.pixelCount)
        let cost = Double(region.pixelCount) + Double(region.rects.count) * Self.rectangleShare * framePixels
        if cost >= Self.wholeFrameShare * framePixels { makeWhole(.mostOfFrame) }
    }

    /// Adds every rectangle of `other` (the whole frame when it is whole).
    package mutating func formUnion(_ other: FrameDamage) {
        if let reason = other.wholeFrame { return makeWhole(reason) }
        for rect in other.rects { add(rect, app: false) }
        for rect in other.appRects { appRegion.add(rect) }
    }
}
