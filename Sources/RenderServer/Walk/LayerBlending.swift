import Foundation

/// How a draw list item's pixels combine with what lies below them.
///
/// A plain value; safe on any thread.
package enum LayerBlending: UInt8, Sendable {
    /// Over what lies below (premultiplied source-over): every layer.
    case sourceOver
    /// Added to what lies below: particles of an emitter whose render mode is `.additive`.
    case additive
}
