import CoreAnimationValues
import CoreGraphics
import Foundation

extension LayerDraw {
    /// Whether the layer's shadow can show at all: a colour with some alpha
    /// left after a finite `shadowOpacity` and the layer's opacity (each
    /// clamped to 0…1) multiply it.
    package var shadowShows: Bool {
        guard let color = properties.shadowColor, properties.shadowOpacity.isFinite else { return false }
        let opacity = min(max(properties.shadowOpacity, 0), 1) * min(max(self.opacity, 0), 1)
        return Float(color.rgba.alpha) * opacity > 0
    }
}
