import Foundation
import GLESRenderer

extension LayerWindow {
    /// Core Animation's debugging options for this window, as in Apple's
    /// tools: keys F2–F6 toggle them, and `CA_DEBUG` in the environment
    /// (a comma-separated list of `blended`, `offscreen`, `flash`, `slow`,
    /// `rasterization`) sets them at start.
    public struct DebugOptions: OptionSet, Sendable {
        /// One bit per option, in the order of their keys F2–F6: 1 for ``colorBlendedLayers`` up to 16.
        public let rawValue: Int
        /// Options from the bits given, unchecked; other bits are kept and ignored.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Layers that blend with what is under them tinted red, opaque ones green (F2).
        public static let colorBlendedLayers = DebugOptions(rawValue: 1)
        /// Layers drawn through an offscreen image (masks, group opacity, transitions) tinted yellow (F3).
        public static let colorOffscreenRendered = DebugOptions(rawValue: 2)
        /// The rectangles each frame redraws because something in them
        /// changed flash yellow in that frame, as Apple's "Flash Updated
        /// Regions" does (F4).
        public static let flashUpdatedRegions = DebugOptions(rawValue: 4)
        /// Every animation in the window runs ten times slower (F5). It
        /// works through the root layer's `speed` (its `timeOffset` and
        /// `beginTime` keep its time continuous), so presentation values,
        /// delegates and completions slow down with the pictures.
        public static let slowAnimations = DebugOptions(rawValue: 8)
        /// `shouldRasterize` layers tinted green when their cached image was
        /// reused for the frame, red when it had to be drawn again (F6).
        public static let colorHitsGreenAndMissesRed = DebugOptions(rawValue: 16)

        /// The options named in `CA_DEBUG`, parsed by `EnvironmentVariable.debugOptions`
        /// (which reports names it does not know).
        static func fromEnvironment(_ names: [String]) -> DebugOptions {
            let byName: [String: DebugOptions] = [
                "blended": .colorBlendedLayers, "offscreen": .colorOffscreenRendered, "flash": .flashUpdatedRegions,
                "slow": .slowAnimations, "rasterization": .colorHitsGreenAndMissesRed,
            ]
            return names.reduce(into: []) { options, name in options.formUnion(byName[name] ?? []) }
        }

        /// The option a debugging key toggles, if any.
        static func toggled(byKey name: String) -> DebugOptions? {
            ["F2": .colorBlendedLayers, "F3": .colorOffscreenRendered, "F4": .flashUpdatedRegions,
             "F5": .slowAnimations, "F6": .colorHitsGreenAndMissesRed][name]
        }

        var renderOptions: RenderDebugOptions {
            var options: RenderDebugOptions = []
            if contains(.colorBlendedLayers) { options.insert(.blendedLayers) }
            if contains(.colorOffscreenRendered) { options.insert(.offscreenRendered) }
            if contains(.flashUpdatedRegions) { options.insert(.flashUpdatedRegions) }
            if contains(.colorHitsGreenAndMissesRed) { options.insert(.rasterizationHits) }
            return options
        }
    }

    /// Changes the root layer's speed to `speed` without a jump in its time:
    /// its local time carries on from where it is.
    static func setSpeed(_ speed: Float, of layer: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let now = CACurrentMediaTime()
        let local = layer.convertTime(now, from: nil)
        layer.beginTime = now
        layer.timeOffset = local
        layer.speed = speed
        CATransaction.commit()
    }
}
