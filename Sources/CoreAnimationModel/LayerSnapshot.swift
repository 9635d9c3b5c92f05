import Foundation

/// One changed layer as a commit carries it: its model values and its children by id.
///
/// An immutable value; made on the committing thread, read on the render thread.
package struct LayerSnapshot: Sendable {
    package var id: LayerID
    package var properties: LayerProperties
    package var sublayers: [LayerID]
    package var mask: LayerID?

    package init(id: LayerID, properties: LayerProperties, sublayers: [LayerID], mask: LayerID?) {
        self.id = id
        self.properties = properties
        self.sublayers = sublayers
        self.mask = mask
    }
}
