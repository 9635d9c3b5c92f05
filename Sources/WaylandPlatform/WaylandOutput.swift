import Foundation

/// A monitor as the compositor describes it (`wl_output`): its integer
/// scale, its name and its mode, kept up to date.
///
/// Main thread only.
package final class WaylandOutput {
    package let object: WaylandObject
    /// The output's scale (`wl_output.scale`, version 2 up; 1 before any).
    package private(set) var scale = 1
    /// Its connector name ("HEADLESS-1"), version 4 up.
    package private(set) var name: String?
    /// The current mode's refresh interval in seconds, when the compositor said.
    package private(set) var refreshInterval: Double?
    /// Its current mode's size in pixels.
    package private(set) var pixelSize: (width: Int, height: Int)?
    /// Values arrive in a burst that `done` ends; the scale is taken then.
    private var pendingScale: Int?
    private let changed: () -> Void

    init(object: WaylandObject, changed: @escaping () -> Void) {
        self.object = object
        self.changed = changed
        object.onEvent { [unowned self] event in self.handle(event) }
    }

    deinit {
        object.destroy(object.version >= 3 ? WaylandProtocol.WlOutput.Request.release.rawValue : nil)
    }

    private func handle(_ event: WaylandEvent) {
        switch WaylandProtocol.WlOutput.Event(rawValue: event.opcode) {
        case .mode:
            // flags & 1: the current mode.
            guard event.uint(0) & 1 != 0 else { return }
            pixelSize = (Int(event.int(1)), Int(event.int(2)))
            let millihertz = event.int(3)
            refreshInterval = millihertz > 0 ? 1000 / Double(millihertz) : nil
        case .scale:
            let value = Int(event.int(0))
            if value >= 1 && value <= 8 {
                pendingScale = value
            } else {
                WaylandDiagnostics.reportOnce("the compositor gave an output the scale \(value), outside 1…8: "
                    + "it stays at \(pendingScale ?? scale)")
            }
        case .name:
            name = event.string(0)
        case .done:
            if let pendingScale, pendingScale != scale {
                scale = pendingScale
                changed()
            }
            pendingScale = nil
        default:
            break
        }
    }
}
