import Foundation

/// A `LayerDraw`'s tint as the item keeps it: three Floats, 4-byte aligned
/// (a `SIMD3<Float>` is 16-byte aligned, which padded every item of every
/// frame by 16 bytes). A plain value; safe on any thread.
package struct PackedTint: Sendable, Equatable {
    package var red: Float
    package var green: Float
    package var blue: Float

    package init(_ rgb: SIMD3<Float>) {
        red = rgb.x
        green = rgb.y
        blue = rgb.z
    }

    /// The factors as the renderer multiplies by them.
    package var rgb: SIMD3<Float> { SIMD3(red, green, blue) }
}
