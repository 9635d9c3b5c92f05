import CWaylandProtocols
import Foundation
import PlatformInput

/// A seat's touchscreen (`wl_touch`): each finger's down, motion and up as
/// `PlatformEvent.touch`, handed over at the end of each frame, in the
/// pixels of the window it went down on; `cancel` takes every finger away.
///
/// Main thread only.
package final class WaylandTouch {
    let object: WaylandObject
    unowned let seat: WaylandSeat
    var route: ((OpaquePointer?) -> WaylandInputTarget?)?
    /// The fingers down: the window each went down on, and where it is (surface units).
    private var fingers: [Int32: (target: WaylandInputTarget, x: Double, y: Double)] = [:]
    /// The frame's events, handed over at `frame`.
    private var pending: [(WaylandInputTarget, TouchEvent)] = []

    init(object: WaylandObject, seat: WaylandSeat) {
        self.object = object
        self.seat = seat
        object.onEvent { [unowned self] event in self.handle(event) }
    }

    deinit {
        object.destroy(object.version >= 3 ? WaylandProtocol.WlTouch.Request.release.rawValue : nil)
    }

    private func handle(_ event: WaylandEvent) {
        typealias Event = WaylandProtocol.WlTouch.Event
        switch Event(rawValue: event.opcode) {
        case .down:
            guard let target = route?(event.object(2)) else { return }
            if target.isDecoration(event.object(2)) {
                return target.decorationPressed(x: event.fixed(4), seat: seat.object, serial: event.uint(0))
            }
            let id = event.int(3)
            fingers[id] = (target, event.fixed(4), event.fixed(5))
            add(id, .began)
        case .motion:
            let id = event.int(1)
            guard fingers[id] != nil else { return }
            fingers[id]?.x = event.fixed(2)
            fingers[id]?.y = event.fixed(3)
            add(id, .moved)
        case .up:
            let id = event.int(2)
            add(id, .ended)
            fingers[id] = nil
        case .frame:
            deliver()
        case .cancel:
            for id in fingers.keys.sorted() { add(id, .cancelled) }
            fingers = [:]
            deliver()
        default:
            break
        }
    }

    private func deliver() {
        let events = pending
        pending = []
        for (target, touch) in events { target.receive(.touch(window: target.platformID, touch)) }
    }

    private func add(_ id: Int32, _ phase: TouchEvent.Phase) {
        guard let finger = fingers[id] else { return }
        let scale = finger.target.pixelsPerUnit
        pending.append((finger.target, TouchEvent(id: Int(id), phase: phase,
                                                  location: CGPoint(x: finger.x * scale, y: finger.y * scale),
                                                  modifierFlags: seat.modifiers, timestamp: PlatformClock.seconds())))
    }
}
