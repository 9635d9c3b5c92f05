import Foundation
import LayerHost

/// What the tests look at in the Petals scene. Main thread.
extension PetalsScene {
    /// The move mode's petal (nil in the shower).
    package var movingPetal: CALayer? { petal }
    /// The shower's petals, plucked ones still fading included (none in move mode).
    package var fallingPetals: [CALayer] { mode == .shower ? shower.sublayers ?? [] : [] }
}
