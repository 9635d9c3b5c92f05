import CWaylandProtocols
import Foundation
import PlatformInput

/// A seat (`wl_seat`): its pointer, keyboard and touchscreen as the
/// compositor offers them, each turned into platform-neutral events for the
/// window whose surface it is on.
///
/// Main thread only.
package final class WaylandSeat {
    let object: WaylandObject
    let library: WaylandLibrary
    /// Finds the window of a surface (nil: not one of this connection's).
    package var route: ((OpaquePointer?) -> WaylandInputTarget?)? {
        didSet {
            pointer?.route = route
            keyboard?.route = route
            touch?.route = route
        }
    }
    /// Makes the pointer's arrow (the connection's shared memory).
    var makeCursor: () -> WaylandCursor? = { nil }
    package private(set) var pointer: WaylandPointer?
    package private(set) var keyboard: WaylandKeyboard?
    package private(set) var touch: WaylandTouch?
    /// The modifiers the keyboard holds, which pointer and touch events carry too.
    var modifiers: ModifierFlags { keyboard?.modifiers ?? [] }

    init(object: WaylandObject, library: WaylandLibrary) {
        self.object = object
        self.library = library
        object.onEvent { [unowned self] event in
            if event.opcode == WaylandProtocol.WlSeat.Event.capabilities.rawValue {
                self.capabilities(event.uint(0))
            }
        }
    }

    deinit {
        pointer = nil
        keyboard = nil
        touch = nil
        object.destroy(object.version >= 5 ? WaylandProtocol.WlSeat.Request.release.rawValue : nil)
    }

    /// Makes or drops the pointer (1), keyboard (2) and touch (4) as the seat has them.
    private func capabilities(_ mask: UInt32) {
        typealias Request = WaylandProtocol.WlSeat.Request
        if mask & 1 != 0, pointer == nil,
           let made = object.make(Request.getPointer.rawValue, [.newID], interface: cawl_wl_pointer) {
            pointer = WaylandPointer(object: made, seat: self)
        } else if mask & 1 == 0 {
            pointer = nil
        }
        if mask & 2 != 0, keyboard == nil,
           let made = object.make(Request.getKeyboard.rawValue, [.newID], interface: cawl_wl_keyboard) {
            keyboard = WaylandKeyboard(object: made, xkb: library.xkb)
        } else if mask & 2 == 0 {
            keyboard = nil
        }
        if mask & 4 != 0, touch == nil,
           let made = object.make(Request.getTouch.rawValue, [.newID], interface: cawl_wl_touch) {
            touch = WaylandTouch(object: made, seat: self)
        } else if mask & 4 == 0 {
            touch = nil
        }
        pointer?.route = route
        keyboard?.route = route
        touch?.route = route
    }
}
