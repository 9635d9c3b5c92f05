import PlatformInput
import CX11
import Foundation

/// X events to `PlatformEvent`s. Events for windows that are not ours (or
/// already closed) and event kinds we do not report are dropped.
extension X11Connection {
    func translate(_ event: inout XEvent, into events: inout [PlatformEvent]) {
        if translateRandR(&event, into: &events) { return }
        switch event.type {
        case ButtonPress, ButtonRelease:
            translateButton(event.xbutton, into: &events)
        case MotionNotify:
            let motion = event.xmotion
            guard let window = windowIfOurs(motion.window) else { return }
            events.append(.pointerMoved(window: window.platformID, PointerEvent(
                button: nil, location: CGPoint(x: Int(motion.x), y: Int(motion.y)),
                pressedButtons: Self.pointerButtons(motion.state),
                modifierFlags: Self.modifiers(motion.state), timestamp: timestamp(motion.time))))
        case KeyPress, KeyRelease:
            translateKey(&event.xkey, into: &events)
        case ConfigureNotify:
            let configure = event.xconfigure
            // Sizes come from the server's own notices only: any client can
            // send a synthetic one (XSendEvent), and a window manager's
            // (ICCCM 4.1.5) reports the position in root coordinates, which
            // is not used here.
            guard configure.send_event == 0 else {
                guard let window = windowIfOurs(configure.window) else { return }
                if Int(configure.width) == window.width && Int(configure.height) == window.height {
                    // A window manager's notice of a move: nothing to redraw for it.
                    window.noteConfigureForSync(sizeChanged: false)
                    window.notePlaceMayHaveChanged()
                    events.append(.moved(window: window.platformID))
                } else {
                    events.append(.forgeryIgnored(window: window.platformID, what: String(
                        format: "a synthetic ConfigureNotify of %d×%d for a window of %d×%d",
                        Int(configure.width), Int(configure.height), window.width, window.height)))
                }
                return
            }
            guard let window = windowIfOurs(configure.window) else { return }
            let resized = window.noteConfigured(width: Int(configure.width), height: Int(configure.height))
            window.noteConfigureForSync(sizeChanged: resized)
            window.notePlaceMayHaveChanged()
            guard resized else { return events.append(.moved(window: window.platformID)) }
            events.append(.resized(window: window.platformID, width: window.width, height: window.height))
        case Expose:
            let expose = event.xexpose
            // A burst of rectangles ends with count 0: one redraw covers them.
            guard expose.count == 0, let window = windowIfOurs(expose.window) else { return }
            events.append(.exposed(window: window.platformID))
        case FocusIn, FocusOut:
            let focus = event.xfocus
            if event.type == FocusOut { focusLeft() }
            // Grabs (a menu key chord, a window-manager drag) move focus only
            // for a moment; pointer-root bookkeeping is not focus either.
            guard focus.mode != NotifyGrab, focus.mode != NotifyUngrab, focus.detail != NotifyPointer,
                let window = windowIfOurs(focus.window)
            else { return }
            events.append(
                event.type == FocusIn ? .focusIn(window: window.platformID) : .focusOut(window: window.platformID))
        case ClientMessage:
            let message = event.xclient
            if message.message_type == atoms.wmProtocols, message.format == 32,
                Atom(UInt(bitPattern: message.data.l.0)) == atoms.netWMSyncRequest,
                let window = windowIfOurs(message.window) {
                window.noteSyncRequest(low: message.data.l.2, high: message.data.l.3)
                return
            }
            guard message.message_type == atoms.wmProtocols, message.format == 32,
                Atom(UInt(bitPattern: message.data.l.0)) == atoms.wmDeleteWindow,
                let window = windowIfOurs(message.window)
            else { return }
            events.append(.closeRequested(window: window.platformID))
        case DestroyNotify:
            let destroyed = event.xdestroywindow
            // Only the server destroys a window: a synthetic notice is another client's word alone.
            guard destroyed.send_event == 0 else {
                if let window = windowIfOurs(destroyed.window) {
                    events.append(.forgeryIgnored(window: window.platformID,
                                                  what: "a synthetic DestroyNotify for a window that exists"))
                }
                return
            }
            // Ours are unregistered before we destroy them: this is another client's doing.
            windowDestroyedElsewhere(Window(destroyed.window), into: &events)
        case GenericEvent:
            translateGeneric(&event, into: &events)
        case MappingNotify:
            // The keyboard map changed: refresh Xlib's copy so keysyms stay right.
            XRefreshKeyboardMapping(&event.xmapping)
        default:
            break
        }
    }

    private func translateButton(_ button: XButtonEvent, into events: inout [PlatformEvent]) {
        guard let window = windowIfOurs(button.window) else { return }
        appendButton(button.button, isPress: button.type == ButtonPress, of: window,
                     at: CGPoint(x: Int(button.x), y: Int(button.y)), heldBefore: Self.pointerButtons(button.state),
                     modifiers: Self.modifiers(button.state), time: timestamp(button.time), into: &events)
    }

    /// A button of X's numbering pressed or released (core or XInput 2):
    /// buttons 4–7 are wheel steps (one per press), the others pointer
    /// events with the buttons held after it.
    func appendButton(_ xButton: UInt32, isPress: Bool, of window: X11Window, at location: CGPoint,
                      heldBefore: PointerButtons, modifiers: ModifierFlags, time: Double,
                      into events: inout [PlatformEvent]) {
        if let step = Self.wheelStep(button: xButton) {
            // The wheel "presses" then "releases" at once; one step per press.
            guard isPress else { return }
            events.append(.wheel(window: window.platformID, WheelEvent(
                location: location, deltaX: step.dx, deltaY: step.dy, modifierFlags: modifiers, timestamp: time)))
            return
        }
        guard let which = PointerButton(xButton: xButton) else { return }
        // X reports the state before the event; report it after.
        var pressed = heldBefore
        if let held = Self.heldButton(which) {
            if isPress { pressed.insert(held) } else { pressed.remove(held) }
        }
        let pointer = PointerEvent(
            button: which, location: location, pressedButtons: pressed, modifierFlags: modifiers, timestamp: time)
        events.append(isPress ? .pointerDown(window: window.platformID, pointer)
                              : .pointerUp(window: window.platformID, pointer))
    }

    private func translateKey(_ key: inout XKeyEvent, into events: inout [PlatformEvent]) {
        guard let window = windowIfOurs(key.window) else { return }
        let isPress = key.type == KeyPress
        let keyCode = UInt32(key.keycode)
        // The unshifted keysym names the key; the one with modifiers types.
        let baseSymbol = XLookupKeysym(&key, 0)
        var typedSymbol: KeySym = 0
        var bytes = [CChar](repeating: 0, count: 32)
        let count = Int(XLookupString(&key, &bytes, Int32(bytes.count), &typedSymbol, nil))
        let typed = bytes.prefix(max(0, count)).map { UInt8(bitPattern: $0) }
        let isRepeat: Bool
        if isPress {
            isRepeat = keyWentDown(keyCode)
        } else {
            keyWentUp(keyCode)
            isRepeat = false
        }
        let keyEvent = KeyEvent(
            keyName: KeySymbols.name(of: baseSymbol != 0 ? baseSymbol : typedSymbol) ?? "keycode \(keyCode)",
            text: KeySymbols.text(typedBytes: typed, keysym: typedSymbol),
            keyCode: keyCode, modifierFlags: Self.modifiers(key.state), isRepeat: isRepeat,
            timestamp: timestamp(key.time))
        events.append(isPress ? .keyDown(window: window.platformID, keyEvent)
                              : .keyUp(window: window.platformID, keyEvent))
    }

    // MARK: - Masks and buttons

    static func modifiers(_ state: UInt32) -> ModifierFlags {
        var flags: ModifierFlags = []
        if state & UInt32(ShiftMask) != 0 { flags.insert(.shift) }
        if state & UInt32(LockMask) != 0 { flags.insert(.alphaShift) }
        if state & UInt32(ControlMask) != 0 { flags.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { flags.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { flags.insert(.command) }
        return flags
    }

    static func pointerButtons(_ state: UInt32) -> PointerButtons {
        var buttons: PointerButtons = []
        if state & UInt32(Button1Mask) != 0 { buttons.insert(.primary) }
        if state & UInt32(Button2Mask) != 0 { buttons.insert(.middle) }
        if state & UInt32(Button3Mask) != 0 { buttons.insert(.secondary) }
        return buttons
    }

    private static func heldButton(_ button: PointerButton) -> PointerButtons? {
        switch button {
        case .primary: return .primary
        case .middle: return .middle
        case .secondary: return .secondary
        case .other: return nil
        }
    }

    /// The scroll step of wheel buttons 4–7 (signs as `WheelEvent` says).
    static func wheelStep(button: UInt32) -> (dx: CGFloat, dy: CGFloat)? {
        switch button {
        case 4: return (0, 1)
        case 5: return (0, -1)
        case 6: return (1, 0)
        case 7: return (-1, 0)
        default: return nil
        }
    }
}
