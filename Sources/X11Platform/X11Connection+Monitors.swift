import CX11
import Foundation
import PlatformInput

/// The monitors of the screen (RandR 1.5's `XRRGetMonitors`), read when the
/// connection opens and again whenever the server says the screen changed
/// (`RRScreenChangeNotify`: a monitor plugged in, moved, or set to another
/// mode). Main thread only.
extension X11Connection {
    /// Monitors the tests lay out in place of the server's (Xvfb has one):
    /// every connection of the process reads these while set.
    nonisolated(unsafe) package static var monitorsForTests: [MonitorGeometry]?

    /// The screen's monitors, as last read (or the tests' layout).
    package var monitors: [MonitorGeometry] { Self.monitorsForTests ?? serverMonitors }

    /// RandR's first event number when the server has RandR 1.5 (monitors), else nil.
    static func randrEventBase(on display: OpaquePointer, root: Window) -> Int32? {
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XRRQueryExtension(display, &eventBase, &errorBase) != 0,
            XRRQueryVersion(display, &major, &minor) != 0, major > 1 || (major == 1 && minor >= 5)
        else { return nil }
        XRRSelectInput(display, root, Int32(RRScreenChangeNotifyMask))
        return eventBase
    }

    /// The monitors the server reports now; none without RandR 1.5.
    func readMonitors() -> [MonitorGeometry] {
        guard randrEventBase != nil else { return [] }
        var count: Int32 = 0
        guard let list = XRRGetMonitors(display, rootWindow, 1, &count) else { return [] }
        defer { XRRFreeMonitors(list) }
        return (0..<Int(max(0, count))).map { index in
            let monitor = list[index]
            return MonitorGeometry(x: Int(monitor.x), y: Int(monitor.y), width: Int(monitor.width),
                                   height: Int(monitor.height), millimetreWidth: Int(monitor.mwidth),
                                   millimetreHeight: Int(monitor.mheight))
        }
    }

    /// A RandR event: the screen changed, so the monitors are read again,
    /// and each window, which may now be on another monitor (or the same
    /// one at another density), is to be looked at and drawn again
    /// (`.exposed`). True when `event` was one.
    func translateRandR(_ event: inout XEvent, into events: inout [PlatformEvent]) -> Bool {
        guard let base = randrEventBase, event.type == base + RRScreenChangeNotify else { return false }
        XRRUpdateConfiguration(&event)
        serverMonitors = readMonitors()
        monitorsGeneration += 1
        for window in liveWindows {
            window.notePlaceMayHaveChanged()
            events.append(.exposed(window: window.platformID))
        }
        return true
    }
}
