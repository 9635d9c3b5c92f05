import CX11
import CXi
import Foundation
import PlatformInput

/// XInput 2.2 touch: the connection asks for touch events on each of its
/// windows where the server has XI 2.2, and turns them into `.touch` events,
/// several fingers at once, told apart by X's touch id.
///
/// A client that selects touch events on a window gets the touches there
/// as touches, and no pointer events emulated from them (XI 2.2's pointer
/// emulation serves only clients that did not select touch events), so
/// one finger is never delivered twice; the pointer's own events still come
/// as core events. Main thread only.
extension X11Connection {
    /// The XInput extension's major opcode when the server has XI 2.2 or
    /// later (touch events), else nil.
    static func touchOpcode(on display: OpaquePointer) -> Int32? {
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        var major: Int32 = 2, minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 2) else {
            return nil
        }
        return opcode
    }

    /// Asks for touch begin, update and end events on `window` from every
    /// touch device (nothing without XI 2.2).
    func selectTouchEvents(on window: Window) {
        guard touchOpcode != nil else { return }
        var bits = [UInt8](repeating: 0, count: 4)
        for type in [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] { bits[Int(type) >> 3] |= UInt8(1 << (type & 7)) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count),
                                   mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }

    /// An XInput event (a `GenericEvent` of the XInput extension): its data
    /// is fetched, translated when it is a touch, and freed.
    func translateGeneric(_ event: inout XEvent, into events: inout [PlatformEvent]) {
        guard let opcode = touchOpcode, event.xcookie.extension == opcode,
            XGetEventData(display, &event.xcookie) != 0
        else { return }
        defer { XFreeEventData(display, &event.xcookie) }
        guard let data = event.xcookie.data else { return }
        translateTouch(data.assumingMemoryBound(to: XIDeviceEvent.self).pointee, into: &events)
    }

    /// A touch begin, update or end on one of our windows as a `.touch`
    /// event (location in window pixels, with X's sub-pixel precision);
    /// other XInput events, and touches on other windows, are dropped.
    func translateTouch(_ device: XIDeviceEvent, into events: inout [PlatformEvent]) {
        let phase: TouchEvent.Phase
        switch device.evtype {
        case XI_TouchBegin: phase = .began
        case XI_TouchUpdate: phase = .moved
        case XI_TouchEnd: phase = .ended
        default: return
        }
        guard let window = windowIfOurs(device.event), device.event_x.isFinite, device.event_y.isFinite else { return }
        events.append(.touch(window: window.platformID, TouchEvent(
            id: Int(device.detail), phase: phase, location: CGPoint(x: device.event_x, y: device.event_y),
            modifierFlags: Self.modifiers(UInt32(bitPattern: device.mods.effective)),
            timestamp: timestamp(device.time))))
    }
}
