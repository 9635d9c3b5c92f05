import CX11
import CXi
import Foundation
import PlatformInput

/// XInput 2.2: where the server has it, the connection takes the pointer
/// and touches from XInput 2 instead of core events, on each of its windows:
///
/// - touch begin, update and end become `.touch` events, several fingers at
///   once, told apart by X's touch id;
/// - buttons and motion become pointer events as core ones did, with X's
///   sub-pixel locations; those the server emulates (`XIPointerEmulated`:
///   a pointer emulated from a touch, wheel buttons emulated from smooth
///   scrolling, scrolling emulated from wheel buttons) are dropped, so that
///   nothing is delivered twice;
/// - smooth scrolling (XI 2.1): a touchpad's or a high-resolution wheel's
///   scroll valuators become `.wheel` events of fractional steps.
///
/// A client that selects XInput 2 events on a window gets no core events of
/// the same kind there. Without XI 2.2 the core events serve. Main thread only.
extension X11Connection {
    /// The XInput extension's major opcode when the server has XI 2.2 or
    /// later (touch events), else nil.
    static func xinputOpcode(on display: OpaquePointer) -> Int32? {
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        var major: Int32 = 2, minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 2) else {
            return nil
        }
        return opcode
    }

    /// The XInput 2 events asked for on each window.
    static let selectedXInputEvents = [XI_DeviceChanged, XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter,
                                       XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd]

    /// Asks for the pointer's and the touchscreens' events on `window` from
    /// every master device (nothing without XI 2.2).
    func selectXInputEvents(on window: Window) {
        guard xinputOpcode != nil else { return }
        var bits = [UInt8](repeating: 0, count: 4)
        for type in Self.selectedXInputEvents { bits[Int(type) >> 3] |= UInt8(1 << (type & 7)) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count),
                                   mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }

    /// Every pointer device's scroll axes, read from the server (at the
    /// start, and when a device changes).
    func readScrollAxes() {
        guard xinputOpcode != nil else { return }
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(devices) }
        for index in 0..<Int(max(0, count)) {
            let device = devices[index]
            var axes: [SmoothScrollTracker.Axis] = []
            for classIndex in 0..<Int(max(0, device.num_classes)) {
                guard let info = device.classes?[classIndex], info.pointee.type == XIScrollClass else { continue }
                let scroll = UnsafeRawPointer(info).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                axes.append(SmoothScrollTracker.Axis(number: Int(scroll.number),
                                                     isVertical: scroll.scroll_type == XIScrollTypeVertical,
                                                     increment: scroll.increment))
            }
            smoothScroll.setAxes(axes, of: Int(device.deviceid))
        }
    }

    /// An XInput event (a `GenericEvent` of the XInput extension): its data
    /// is fetched, translated, and freed.
    func translateGeneric(_ event: inout XEvent, into events: inout [PlatformEvent]) {
        guard let opcode = xinputOpcode, event.xcookie.extension == opcode,
            XGetEventData(display, &event.xcookie) != 0
        else { return }
        defer { XFreeEventData(display, &event.xcookie) }
        guard let data = event.xcookie.data else { return }
        switch event.xcookie.evtype {
        case XI_DeviceChanged:
            readScrollAxes()
        case XI_Enter:
            // What the scroll valuators did outside is not ours to scroll by.
            smoothScroll.forgetPositions()
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            translateTouch(data.assumingMemoryBound(to: XIDeviceEvent.self).pointee, into: &events)
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
            translatePointer(data.assumingMemoryBound(to: XIDeviceEvent.self).pointee, into: &events)
        default:
            break
        }
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

    /// An XInput 2 button press or release, or motion, on one of our
    /// windows: pointer events as the core ones, and smooth scrolling from
    /// a motion's scroll valuators. Emulated events are dropped.
    func translatePointer(_ device: XIDeviceEvent, into events: inout [PlatformEvent]) {
        guard device.flags & XIPointerEmulated == 0, let window = windowIfOurs(device.event),
            device.event_x.isFinite, device.event_y.isFinite
        else { return }
        let location = CGPoint(x: device.event_x, y: device.event_y)
        let modifiers = Self.modifiers(UInt32(bitPattern: device.mods.effective))
        let held = Self.pointerButtons(device.buttons)
        let time = timestamp(device.time)
        switch device.evtype {
        case XI_ButtonPress, XI_ButtonRelease:
            appendButton(UInt32(bitPattern: device.detail), isPress: device.evtype == XI_ButtonPress, of: window,
                         at: location, heldBefore: held, modifiers: modifiers, time: time, into: &events)
        case XI_Motion:
            let values = Self.valuatorValues(device.valuators)
            if let scroll = smoothScroll.scroll(device: Int(device.sourceid), values: values) {
                // Scroll valuators count down the page and to the right; a
                // `WheelEvent` steps up (away from the user) and to the left.
                events.append(.wheel(window: window.platformID, WheelEvent(
                    location: location, deltaX: CGFloat(-scroll.dx), deltaY: CGFloat(-scroll.dy),
                    modifierFlags: modifiers, timestamp: time)))
            }
            // A motion of a scrolling device's scroll valuators alone does not move the pointer.
            if smoothScroll.hasAxes(Int(device.sourceid)), !values.isEmpty, values[0] == nil, values[1] == nil {
                return
            }
            events.append(.pointerMoved(window: window.platformID, PointerEvent(
                button: nil, location: location, pressedButtons: held, modifierFlags: modifiers, timestamp: time)))
        default:
            break
        }
    }

    /// The buttons held, of the three `PointerButtons` tracks, from an XInput button mask (bit n: button n).
    static func pointerButtons(_ state: XIButtonState) -> PointerButtons {
        var held: PointerButtons = []
        guard let mask = state.mask else { return held }
        func isSet(_ button: Int) -> Bool { button >> 3 < Int(state.mask_len) && mask[button >> 3] & UInt8(1 << (button & 7)) != 0 }
        if isSet(1) { held.insert(.primary) }
        if isSet(2) { held.insert(.middle) }
        if isSet(3) { held.insert(.secondary) }
        return held
    }

    /// An event's valuators by number: the mask says which are present, and
    /// `values` holds theirs in order.
    static func valuatorValues(_ state: XIValuatorState) -> [Int: Double] {
        guard let mask = state.mask, let values = state.values else { return [:] }
        var result: [Int: Double] = [:]
        var next = 0
        for number in 0..<(Int(max(0, state.mask_len)) * 8) where mask[number >> 3] & UInt8(1 << (number & 7)) != 0 {
            result[number] = values[next]
            next += 1
        }
        return result
    }
}
