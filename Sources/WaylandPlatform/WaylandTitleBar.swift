import CWaylandProtocols
import Foundation

/// A window's title bar drawn by the client, as Wayland leaves decorations
/// to clients unless the compositor offers to draw them
/// (xdg-decoration): a subsurface above the window's top edge whose pixels
/// the host paints (`paint`: the title, a close button), which moves the
/// window when dragged and asks to close it from its button.
///
/// The window's geometry (`xdg_surface.set_window_geometry`) then includes
/// the bar, so the compositor's sizes are the bar and the content together
/// (`WaylandWindow` takes the bar off). Main thread only.
package final class WaylandTitleBar {
    /// Paints the bar: its size in pixels, pixels per surface unit, the
    /// title, whether the window is active; premultiplied ARGB, rows top first.
    package typealias Painter = (_ width: Int, _ height: Int, _ scale: Double, _ title: String, _ active: Bool)
        -> [UInt32]

    /// The bar's height in surface units.
    package static let height = 30
    /// The close button's width at the bar's right end, in surface units.
    package static let closeWidth = 40

    private let connection: WaylandConnection
    let surface: WaylandObject
    private let subsurface: WaylandObject
    private var buffer: WaylandObject?
    private var painted: (width: Int, height: Int, scale: Double, active: Bool)?
    private var isShown = true
    var painter: Painter?
    /// Told when the close button is clicked.
    var closeClicked: (() -> Void)?
    /// Told when the bar is pressed elsewhere: the seat and serial to start a move with.
    var dragStarted: ((WaylandObject, UInt32) -> Void)?

    /// A bar on `parent`, or nil when the compositor has no subsurfaces or shared memory.
    init?(connection: WaylandConnection, parent: WaylandObject) {
        guard let subcompositor = connection.subcompositor, connection.shm != nil,
              let surface = connection.compositor.make(WaylandProtocol.WlCompositor.Request.createSurface.rawValue,
                                                       [.newID], interface: cawl_wl_surface),
              let subsurface = subcompositor.make(WaylandProtocol.WlSubcompositor.Request.getSubsurface.rawValue,
                                                  [.newID, .object(surface), .object(parent)],
                                                  interface: cawl_wl_subsurface)
        else { return nil }
        self.connection = connection
        self.surface = surface
        self.subsurface = subsurface
        subsurface.send(WaylandProtocol.WlSubsurface.Request.setPosition.rawValue,
                        [.int(0), .int(Int32(-Self.height))])
    }

    deinit {
        buffer?.destroy(WaylandProtocol.WlBuffer.Request.destroy.rawValue)
        subsurface.destroy(WaylandProtocol.WlSubsurface.Request.destroy.rawValue)
        surface.destroy(WaylandProtocol.WlSurface.Request.destroy.rawValue)
    }

    /// Paints the bar for a window `width` surface units wide at `scale`
    /// when any of these changed, and commits it (shown with the window's
    /// next commit, as a synchronized subsurface).
    func update(width: Int, scale: Double, title: String, active: Bool) {
        let integerScale = max(1, Int(scale.rounded(.up)))
        let pixels = (width: width * integerScale, height: Self.height * integerScale)
        guard isShown, painted.map({ $0 != (pixels.width, pixels.height, Double(integerScale), active) }) ?? true,
              let painter, let shm = connection.shm
        else { return }
        let argb = painter(pixels.width, pixels.height, Double(integerScale), title, active)
        guard argb.count == pixels.width * pixels.height,
              let made = WaylandSharedBuffer.make(shm: shm, pixels: argb, width: pixels.width, height: pixels.height)
        else { return }
        buffer?.destroy(WaylandProtocol.WlBuffer.Request.destroy.rawValue)
        buffer = made
        painted = (pixels.width, pixels.height, Double(integerScale), active)
        typealias Request = WaylandProtocol.WlSurface.Request
        if surface.version >= 3 { surface.send(Request.setBufferScale.rawValue, [.int(Int32(integerScale))]) }
        surface.send(Request.attach.rawValue, [.object(made), .int(0), .int(0)])
        surface.send(Request.damage.rawValue, [.int(0), .int(0), .int(Int32.max), .int(Int32.max)])
        surface.send(Request.commit.rawValue)
    }

    /// Hides the bar (full screen) or shows it again.
    func setShown(_ shown: Bool) {
        guard shown != isShown else { return }
        isShown = shown
        painted = nil
        if !shown {
            typealias Request = WaylandProtocol.WlSurface.Request
            surface.send(Request.attach.rawValue, [.object(nil), .int(0), .int(0)])
            surface.send(Request.commit.rawValue)
        }
    }

    /// A press at `x` surface units from the bar's left end, `width` wide.
    func pressed(x: Double, width: Int, seat: WaylandObject, serial: UInt32) {
        if x >= Double(width - Self.closeWidth) {
            closeClicked?()
        } else {
            dragStarted?(seat, serial)
        }
    }
}
