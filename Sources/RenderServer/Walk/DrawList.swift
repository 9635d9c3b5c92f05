import CoreAnimationValues
import Foundation

/// One frame's drawing, in painter's order, made from the render tree at one time.
///
/// Built on the render thread and handed to a renderer; plain values only.
package struct DrawList: Sendable {
    /// The media time the values were evaluated at.
    package var time: Double
    /// The drawn layers in painter's order. A transform layer has no
    /// item: the items of the layers it keeps in 3D (each with its subtree)
    /// stand in its place, sorted back to front by depth.
    package var items: [LayerDraw]
    /// Whether an animation of a drawn layer has not yet ended (another frame will differ).
    package var hasActiveAnimations: Bool
    /// Where the items of the roots after the first begin: a window's
    /// overlays (its heads-up display), which the debugging colours leave
    /// alone and the frame report's layer count leaves out. Nil with one root.
    package var overlayStart: Int?
    /// The items of the first root: the app's layers, overlays left out.
    package var appItemCount: Int { overlayStart ?? items.count }

    package init(time: Double, items: [LayerDraw], hasActiveAnimations: Bool = false) {
        self.time = time
        self.items = items
        self.hasActiveAnimations = hasActiveAnimations
    }
}

/// One layer as the renderer draws it: its presented values and where they go.
///
/// A plain value; safe on any thread.
package struct LayerDraw: Sendable {
    package var id: LayerID
    /// `transform` as kept (`StoredTransform`: six numbers for a layer in
    /// the plane, the commonest). Code reading items in place (through a
    /// pointer) reads `storedTransform.matrix`, since `transform` read so
    /// would copy the whole item first.
    package var storedTransform: StoredTransform
    /// From the layer's bounds space to root space (points, y down), flattened
    /// into every ancestor's plane as Core Animation composites.
    package var transform: CATransform3D {
        @inlinable get { storedTransform.matrix }
        set { storedTransform = StoredTransform(newValue) }
    }
    // Stored here, not by topic: the small values fill the transform's last
    // word (`StoredTransform` is 49 bytes) and the word after it, 16 bytes
    // less in every item; the tint as three Floats, not a `SIMD3` (whose
    // 16-byte alignment padded every item).
    /// How the item's pixels combine with those below.
    package var blending: LayerBlending
    /// The product of this layer's and its ancestors' opacities, up to the
    /// nearest ancestor composited as a group (see `groupOpacity`), whose
    /// opacity is applied to the group's image instead.
    package var opacity: Float
    /// Set when the subtree is composited as one image with this opacity (a
    /// layer with sublayers, an opacity below 1 and `allowsGroupOpacity`);
    /// then this item and its subtree carry opacities relative to the group.
    /// Nil when each layer's opacity is applied on its own.
    package var groupOpacity: Float?
    /// `tint` as kept; what code reading items in place (through a
    /// pointer or an array's element) reads, since `tint` read so would
    /// copy the whole item first.
    package private(set) var packedTint: PackedTint?
    /// The presented values (after animations): bounds, colours, corners, border, contents, shadow.
    package var properties: LayerProperties
    /// The `masksToBounds` ancestors (and this layer's own, for its sublayers) that clip it, outermost first.
    package var clips: [ClipShape]
    /// The mask layer's subtree, drawn in this layer's bounds space, whose alpha masks this layer.
    package var mask: [LayerDraw]
    /// How many items after this one belong to its sublayers (its subtree in
    /// painter's order): `items[i + 1 ... i + descendantCount]` in the same list.
    package var descendantCount: Int
    /// The transition and the arc, which few items carry; nil for none.
    /// Read in place as `rare?.transition`, `rare?.strokeArc` (as `packedTint`).
    package private(set) var rare: LayerDrawRare?

    /// Multiplies the red, green and blue of everything the item draws
    /// (background, contents, border): a replicator's instance colour, a
    /// particle's colour. Straight factors in 0…1; nil for none. (Alpha
    /// factors are folded into `opacity`.)
    package var tint: SIMD3<Float>? {
        get { packedTint?.rgb }
        set { packedTint = newValue.map(PackedTint.init) }
    }
    /// Set while a `CATransition` on this layer runs: the subtree is drawn
    /// offscreen and blended with its old appearance.
    package var transition: TransitionDraw? {
        get { rare?.transition }
        set { rare = LayerDrawRare(transition: newValue, strokeArc: rare?.strokeArc) }
    }
    /// Set on the drawn content of a shape layer that strokes a circle or an
    /// arc of it: the item is that circle as a round bordered layer, and the
    /// renderer cuts it to the stroked part (see `StrokeArc`). Nil otherwise.
    package var strokeArc: StrokeArc? {
        get { rare?.strokeArc }
        set { rare = LayerDrawRare(transition: rare?.transition, strokeArc: newValue) }
    }

    package init(id: LayerID, transform: CATransform3D, properties: LayerProperties, opacity: Float,
                 clips: [ClipShape], mask: [LayerDraw], descendantCount: Int = 0, groupOpacity: Float? = nil,
                 tint: SIMD3<Float>? = nil, blending: LayerBlending = .sourceOver) {
        self.id = id
        self.storedTransform = StoredTransform(transform)
        self.properties = properties
        self.opacity = opacity
        self.clips = clips
        self.mask = mask
        self.descendantCount = descendantCount
        self.groupOpacity = groupOpacity
        self.packedTint = tint.map(PackedTint.init)
        self.blending = blending
    }

    /// Whether the subtree must be drawn offscreen and composited as one
    /// image: it has a mask, group opacity, or a running transition.
    package var rendersOffscreen: Bool {
        groupOpacity != nil || !mask.isEmpty || transition != nil || properties.shouldRasterize
    }
}

extension LayerDraw {
    /// The stored properties `initialize(_:id:properties:clips:tint:)` sets:
    /// every one of them (a test counts them by reflection).
    static let fieldsInitializedInPlace = 11

    /// Initializes the uninitialized `item` as `init(id:transform:properties:…)`
    /// does with an identity transform, no opacity, no mask and the defaults,
    /// but with `properties` copied once, straight from where they lie.
    ///
    /// Building the value and moving it in copies the layer's values (over
    /// 700 bytes) four times, for every layer of every frame; each field here
    /// is written once, in place. A stored property added to `LayerDraw`
    /// must be added here (and to `fieldsInitializedInPlace`).
    static func initialize(_ item: UnsafeMutablePointer<LayerDraw>, id: LayerID,
                           properties: UnsafePointer<LayerProperties>, clips: [ClipShape], tint: SIMD3<Float>?) {
        let raw = UnsafeMutableRawPointer(item)
        func field<Value>(_ path: WritableKeyPath<LayerDraw, Value>) -> UnsafeMutablePointer<Value> {
            (raw + MemoryLayout<LayerDraw>.offset(of: path)!).assumingMemoryBound(to: Value.self)
        }
        field(\.id).initialize(to: id)
        field(\.storedTransform).initialize(to: .identity)
        field(\.blending).initialize(to: .sourceOver)
        field(\.opacity).initialize(to: 0)
        field(\.groupOpacity).initialize(to: nil)
        field(\.packedTint).initialize(to: tint.map(PackedTint.init))
        field(\.properties).initialize(from: properties, count: 1)
        field(\.clips).initialize(to: clips)
        field(\.mask).initialize(to: [])
        field(\.descendantCount).initialize(to: 0)
        field(\.rare).initialize(to: nil)
    }

    /// `items` moved into another space: every transform, and every clip's
    /// transform, followed by `transform`. The one way items change space
    /// (a subtree drawn in its own bounds space for `render(in:)`,
    /// `CARenderer`'s bounds, a mask taken to root space, a transition's or
    /// a rasterized subtree's image). Masks and transition snapshots stay as
    /// they are: they are relative to their own layer. - Complexity: O(items + clips).
    package static func rebased(_ items: [LayerDraw], by transform: CATransform3D) -> [LayerDraw] {
        items.map { item in
            var moved = item
            moved.transform = CATransform3DConcat(item.transform, transform)
            for index in moved.clips.indices {
                moved.clips[index].transform = CATransform3DConcat(moved.clips[index].transform, transform)
            }
            return moved
        }
    }
}

/// A rounded rectangle that clips drawing: an ancestor's bounds under its
/// transform, with its corners.
///
/// A plain value; safe on any thread.
package struct ClipShape: Sendable, Equatable {
    package var transform: CATransform3D
    package var bounds: CGRect
    package var corners: LayerCorners

    package init(transform: CATransform3D, bounds: CGRect, corners: LayerCorners) {
        self.transform = transform
        self.bounds = bounds
        self.corners = corners
    }
}
