import CWaylandProtocols
import Foundation
import PlatformInput

/// A seat's pointer (`wl_pointer`): enter, motion, buttons and scrolling on
/// a window's surface, as `PlatformEvent`s in the window's pixels; the
/// cursor is set on every enter (`WaylandCursor`).
///
/// Main thread only.
package final class WaylandPointer {
    let object: WaylandObject
    unowned let seat: WaylandSeat
    var route: ((OpaquePointer?) -> WaylandInputTarget?)?
    /// The window the pointer is over, and where (surface units).
    private weak var target: WaylandInputTarget?
    /// Whether the pointer is over the target's decoration (its title bar), not its content.
    private var onDecoration = false
    private var location = (x: 0.0, y: 0.0)
    private var pressed: PointerButtons = []
    /// Scrolling in the current frame: (vertical, horizontal) surface units, and discrete steps where told.
    private var scroll = (vertical: 0.0, horizontal: 0.0)
    private var steps: (vertical: Double?, horizontal: Double?) = (nil, nil)
    private var cursor: WaylandCursor?

    init(object: WaylandObject, seat: WaylandSeat) {
        self.object = object
        self.seat = seat
        object.onEvent { [unowned self] event in self.handle(event) }
    }

    deinit {
        object.destroy(object.version >= 3 ? WaylandProtocol.WlPointer.Request.release.rawValue : nil)
    }

    /// The button a Linux input code names (`BTN_LEFT` 0x110 …).
    static func button(code: UInt32) -> PointerButton {
        switch code {
        case 0x110: return .primary
        case 0x111: return .secondary
        case 0x112: return .middle
        default: return .other(Int(code) - 0x110 + 1)
        }
    }

    private func handle(_ event: WaylandEvent) {
        typealias Event = WaylandProtocol.WlPointer.Event
        switch Event(rawValue: event.opcode) {
        case .enter:
            target = route?(event.object(1))
            onDecoration = target?.isDecoration(event.object(1)) ?? false
            location = (event.fixed(2), event.fixed(3))
            pressed = []
            setCursor(serial: event.uint(0))
            moved()
        case .leave:
            target = nil
            pressed = []
        case .motion:
            location = (event.fixed(1), event.fixed(2))
            moved()
        case .button:
            let which = Self.button(code: event.uint(2))
            let down = event.uint(3) == 1
            if onDecoration {
                if down && which == .primary { target?.decorationPressed(x: location.x, seat: seat.object,
                                                                         serial: event.uint(0)) }
                return
            }
            let flag: PointerButtons? = switch which {
                case .primary: .primary
                case .middle: .middle
                case .secondary: .secondary
                case .other: nil
            }
            if let flag { if down { pressed.insert(flag) } else { pressed.remove(flag) } }
            guard let target else { return }
            let pointer = PointerEvent(button: which, location: here(target), pressedButtons: pressed,
                                       modifierFlags: seat.modifiers, timestamp: PlatformClock.seconds())
            target.receive(down ? .pointerDown(window: target.platformID, pointer)
                                : .pointerUp(window: target.platformID, pointer))
        case .axis:
            // 10 surface units a wheel notch, as libinput and weston send.
            if event.uint(1) == 0 { scroll.vertical += event.fixed(2) } else { scroll.horizontal += event.fixed(2) }
            if object.version < 5 { frame() }
        case .axisDiscrete:
            if event.uint(0) == 0 { steps.vertical = (steps.vertical ?? 0) + Double(event.int(1)) }
            else { steps.horizontal = (steps.horizontal ?? 0) + Double(event.int(1)) }
        case .frame:
            frame()
        default:
            break
        }
    }

    private func here(_ target: WaylandInputTarget) -> CGPoint {
        CGPoint(x: location.x * target.pixelsPerUnit, y: location.y * target.pixelsPerUnit)
    }

    private func moved() {
        guard let target, !onDecoration else { return }
        target.receive(.pointerMoved(window: target.platformID, PointerEvent(
            button: nil, location: here(target), pressedButtons: pressed, modifierFlags: seat.modifiers,
            timestamp: PlatformClock.seconds())))
    }

    /// One scroll per frame: down and right are positive on Wayland, the opposite of `WheelEvent`.
    private func frame() {
        defer { scroll = (0, 0); steps = (nil, nil) }
        guard let target, !onDecoration, scroll != (0, 0) || steps != (nil, nil) else { return }
        let deltaY = -(steps.vertical ?? scroll.vertical / 10)
        let deltaX = -(steps.horizontal ?? scroll.horizontal / 10)
        target.receive(.wheel(window: target.platformID, WheelEvent(
            location: here(target), deltaX: deltaX, deltaY: deltaY, modifierFlags: seat.modifiers,
            timestamp: PlatformClock.seconds())))
    }

    /// Shows the arrow while the pointer is over the window (`wl_pointer.set_cursor`).
    private func setCursor(serial: UInt32) {
        if cursor == nil { cursor = seat.makeCursor() }
        guard let cursor else { return }
        object.send(WaylandProtocol.WlPointer.Request.setCursor.rawValue,
                    [.uint(serial), .object(cursor.surface), .int(cursor.hotSpot.x), .int(cursor.hotSpot.y)])
    }
}
