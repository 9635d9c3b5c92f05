import CWaylandProtocols
import Foundation

/// The pointer's arrow: a small image of its own in shared memory
/// (`wl_shm`), on a surface of its own that `wl_pointer.set_cursor` shows.
///
/// Drawn here rather than read from a cursor theme, so that no theme or
/// libwayland-cursor is needed; 1× only (the compositor scales it up on a
/// dense output). Main thread only.
package final class WaylandCursor {
    package let surface: WaylandObject
    private let buffer: WaylandObject
    /// The arrow's tip, in its image.
    package let hotSpot = (x: Int32(1), y: Int32(1))
    static let size = 20

    /// Makes the arrow with `shm` and `compositor`; nil when shared memory cannot be had.
    init?(shm: WaylandObject, compositor: WaylandObject) {
        let side = Self.size
        var pixels = [UInt32](repeating: 0, count: side * side)
        pixels.withUnsafeMutableBufferPointer { Self.drawArrow(into: $0.baseAddress!, side: side) }
        guard let buffer = WaylandSharedBuffer.make(shm: shm, pixels: pixels, width: side, height: side),
              let surface = compositor.make(WaylandProtocol.WlCompositor.Request.createSurface.rawValue, [.newID],
                                            interface: cawl_wl_surface)
        else { return nil }
        typealias Request = WaylandProtocol.WlSurface.Request
        surface.send(Request.attach.rawValue, [.object(buffer), .int(0), .int(0)])
        surface.send(Request.damage.rawValue, [.int(0), .int(0), .int(Int32(side)), .int(Int32(side))])
        surface.send(Request.commit.rawValue)
        self.surface = surface
        self.buffer = buffer
    }

    deinit {
        surface.destroy(WaylandProtocol.WlSurface.Request.destroy.rawValue)
        buffer.destroy(WaylandProtocol.WlBuffer.Request.destroy.rawValue)
    }

    /// A black arrow with a white edge, premultiplied ARGB, tip at (1, 1).
    static func drawArrow(into pixels: UnsafeMutablePointer<UInt32>, side: Int) {
        let outline: [(Double, Double)] = [(1, 1), (1, 16), (5, 12.5), (8, 18.5), (10.5, 17.5), (7.5, 11.5), (12.5, 11.5)]
        func inside(_ x: Int, _ y: Int) -> Bool {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            var crossings = false
            for index in outline.indices {
                let a = outline[index], b = outline[(index + 1) % outline.count]
                if (a.1 > py) != (b.1 > py), px < a.0 + (py - a.1) * (b.0 - a.0) / (b.1 - a.1) { crossings.toggle() }
            }
            return crossings
        }
        for y in 0..<side {
            for x in 0..<side {
                guard inside(x, y) else { pixels[y * side + x] = 0; continue }
                let edge = !(inside(x - 1, y) && inside(x + 1, y) && inside(x, y - 1) && inside(x, y + 1))
                pixels[y * side + x] = edge ? 0xFFFF_FFFF : 0xFF00_0000
            }
        }
    }
}
