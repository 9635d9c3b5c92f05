import Foundation

// The backdrop blur: not Apple API (Apple's is the private CABackdropLayer);
// UIKit's `UIVisualEffectView` sets it on its backdrop layer.
extension CALayer {
    /// Blurs what is drawn behind the layer, inside its bounds and rounded
    /// corners, before the layer's own background and sublayers are drawn;
    /// nil (the default) for none.
    ///
    /// The value is clamped when made (`BackdropBlur.init`), so any value
    /// set can be drawn. It is not animatable (no animation is made for the
    /// key "backdropBlur"; a change shows at the next commit): fade the blur
    /// in and out with the layer's `opacity`, which crossfades the blurred
    /// and the sharp backdrop. Read and set as every model value (the layer
    /// tree's lock); the render side reads only its committed copy.
    package var backdropBlur: BackdropBlur? {
        get { LayerTreeLock.shared.withLock { state.backdropBlur } }
        set { setModelValue(newValue, at: \.backdropBlur, key: "backdropBlur") }
    }
}
