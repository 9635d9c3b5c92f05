import Foundation
import RenderServer

/// What `GLESFrameRenderer` knows of the pixels its target holds when a
/// frame begins, and so which pixels a frame must redraw: only its damage
/// (`FramePlan.damage`) where the target kept the last frame as drawn with
/// the same settings, more where a swapped-in back buffer is older (the
/// damage of the frames it missed) or the last frame was flashed (those
/// tints are drawn over), and everything otherwise.
///
/// A plain value; render thread only, like its renderer.
struct KeptFrame {
    /// What the pixels were drawn with: a change of any of these redraws the whole frame.
    struct Settings: Equatable {
        var width: Int, height: Int
        var clearColor: PremultipliedColor
        var debugOptions: RenderDebugOptions
        var antialiasesInnermostClip: Bool
        var drawsOccludersFirst: Bool
        var occludesImageInteriors: Bool?
    }

    /// How many frames back the damage is remembered (for a back buffer that old).
    static let historyLength = 4

    /// The settings of the last frame drawn; nil before one, or once the
    /// target's pixels can no longer be trusted (`invalidate`).
    private var settings: Settings?
    private var invalidation: String? = "first frame"
    /// The damage each recent frame redrew, newest last.
    private var history: [FrameDamage] = []
    /// The rectangles the last frame tinted with the debugging flash.
    private(set) var flashed: [PixelRect] = []

    /// The target's pixels are no longer what was drawn (`reason` says why): the next frame is whole.
    mutating func invalidate(_ reason: String) {
        if settings != nil || invalidation == nil { invalidation = reason }
        settings = nil
        history.removeAll()
    }

    /// Why a frame drawn with `now` on a target keeping `persistence` must
    /// be drawn whole whatever its damage; nil when its parts may be drawn.
    func wholeFrameReason(persistence: FramePersistence, settings now: Settings) -> String? {
        if settings != now { return settings == nil ? invalidation ?? "first frame" : "the renderer's settings changed" }
        if persistence == .discarded { return "the target keeps no frame" }
        return nil
    }

    /// The rectangles a frame with `damage` redraws on a target keeping
    /// `persistence`, drawn with `now`: nil for the whole frame, empty for
    /// nothing. With a back buffer of unknown age (`bufferAge`) the damage of
    /// every remembered frame is included; the frame checks the age it gets.
    func region(for damage: FrameDamage, persistence: FramePersistence, settings now: Settings) -> [PixelRect]? {
        guard damage.wholeFrame == nil else { return nil }
        var region = damage
        for rect in flashed { region.add(rect, app: false) }
        // The display shows the last frame, which is this one: nothing to draw or present.
        if region.isEmpty, settings == now { return [] }
        guard wholeFrameReason(persistence: persistence, settings: now) == nil else { return nil }
        if persistence == .bufferAge {
            for earlier in history { region.formUnion(earlier) }
        }
        return region.wholeFrame == nil ? region.rects : nil
    }

    /// Whether a back buffer `age` frames old (1: the last frame's) holds
    /// what the region from `region(for:…)` assumed.
    func bufferIsKnown(age: Int) -> Bool {
        age > 0 && age - 1 <= history.count
    }

    /// Notes a frame drawn with `settings`, redrawing `rects` (nil: all of it),
    /// which the debugging flash then tinted over `flash`.
    mutating func didDraw(_ rects: [PixelRect]?, of frame: PixelRect, settings: Settings, flash: [PixelRect]) {
        self.settings = settings
        invalidation = nil
        var drawn = FrameDamage(frame: frame)
        if let rects {
            for rect in rects { drawn.add(rect) }
        } else {
            drawn.makeWhole(.requested)
        }
        for rect in flash { drawn.add(rect) }
        history.append(drawn)
        if history.count > Self.historyLength { history.removeFirst() }
        flashed = flash
    }
}
