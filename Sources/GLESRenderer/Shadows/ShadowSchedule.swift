import Foundation

/// One step of a frame with shadows: a run of layer quads or a run of shadows.
package enum LayerPass: Equatable, Sendable {
    /// Layer quads, by draw list index.
    case layers(Range<Int>)
    /// Shadows, by index in the frame's shadow array.
    case shadows(Range<Int>)
}

/// Orders a frame's shadows among its layers: each shadow before its layer
/// (painter's order), with as few passes as that allows.
///
/// A shadow joins the shadow run drawn before the current run of layers when
/// it overlaps none of the layers in that run (pixel bounding boxes); moving
/// it before them changes no pixel, because where it does not overlap them
/// the order does not matter. Otherwise the layers so far are closed off and
/// a new shadow run starts. Shadows keep their order among themselves. So
/// cards laid out side by side draw all their shadows in one pass and all
/// their quads in another; a stack of overlapping cards alternates.
///
/// A run of layers longer than `scanLimit` is not searched; the shadow starts
/// a new run (bounding the cost at O(layers × scanLimit)).
///
/// Pure; safe on any thread.
package enum ShadowSchedule {
    package static let scanLimit = 256

    /// - Parameters:
    ///   - layerBounds: each layer's pixel bounds, in draw list order.
    ///   - shadows: each shadow's layer (draw list index, ascending) and pixel bounds.
    /// - Returns: passes that draw every layer and shadow once, in a valid order.
    /// - Complexity: O(layers × scanLimit) at worst.
    package static func passes(layerBounds: [CGRect], shadows: [(layer: Int, bounds: CGRect)]) -> [LayerPass] {
        var passes: [LayerPass] = []
        var shadowStart = 0, shadowEnd = 0
        var layerStart = 0
        var openBounds: [CGRect] = []
        var next = 0
        for layer in layerBounds.indices {
            while next < shadows.count, shadows[next].layer == layer {
                let bounds = shadows[next].bounds
                let blocked = openBounds.count > scanLimit || openBounds.contains { $0.intersects(bounds) }
                if blocked {
                    if shadowEnd > shadowStart { passes.append(.shadows(shadowStart..<shadowEnd)) }
                    if layer > layerStart { passes.append(.layers(layerStart..<layer)) }
                    shadowStart = next
                    layerStart = layer
                    openBounds.removeAll(keepingCapacity: true)
                }
                next += 1
                shadowEnd = next
            }
            openBounds.append(layerBounds[layer])
        }
        if shadowEnd > shadowStart { passes.append(.shadows(shadowStart..<shadowEnd)) }
        if layerBounds.count > layerStart { passes.append(.layers(layerStart..<layerBounds.count)) }
        return passes
    }
}
