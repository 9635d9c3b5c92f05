import Foundation
import LayerHost

/// What the tests look at in the Petals scene. Main thread.
extension PetalsScene {
    /// The move mode's petal (nil in the shower).
    package var movingPetal: CALayer? { petal }
}
