/// The instance data of one program while a frame is packed: floats
/// written through `base`, with room made as packing goes (`makeRoom`)
/// and the floats written so far kept when it grows.
///
/// Room is made for what is written, not for every instance that might
/// be: a frame of thousands of sprites keeps nothing here for the layer
/// program (before, it kept 224 bytes a layer it never wrote). It only
/// grows, doubling, so a steady scene allocates nothing after its first
/// frame. Render thread only (owned by `LayerQuadRenderer`).
final class PackedFloats {
    /// Where the floats are; nil until room is first made.
    private(set) var base: UnsafeMutablePointer<Float>?
    /// How many floats there is room for.
    private(set) var capacity = 0

    deinit { base?.deallocate() }

    /// Makes room for `count` floats, keeping the first `kept` written so far.
    func makeRoom(for count: Int, keeping kept: Int) {
        guard count > capacity else { return }
        precondition(kept >= 0 && kept <= capacity, "PackedFloats.makeRoom: keeps \(kept) of \(capacity) floats")
        let grown = max(count, capacity * 2)
        let moved = UnsafeMutablePointer<Float>.allocate(capacity: grown)
        if let base {
            moved.initialize(from: base, count: kept)
            base.deallocate()
        }
        base = moved
        capacity = grown
    }
}
