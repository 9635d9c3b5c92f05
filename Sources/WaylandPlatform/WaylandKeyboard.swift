import CWaylandProtocols
import Foundation
import PlatformInput

/// A seat's keyboard (`wl_keyboard`): the compositor's keymap read with
/// xkbcommon, focus, keys and modifiers as `PlatformEvent`s, and key repeat
/// done here at the rate the compositor states (`repeat_info`), as Wayland
/// leaves repeating to clients.
///
/// Main thread only.
package final class WaylandKeyboard {
    let object: WaylandObject
    let xkb: XKBCommonLibrary
    var route: ((OpaquePointer?) -> WaylandInputTarget?)?
    private weak var target: WaylandInputTarget?
    private var context: OpaquePointer?
    private var keymap: OpaquePointer?
    private var state: OpaquePointer?
    /// The modifier keys held now.
    package private(set) var modifiers: ModifierFlags = []
    /// Repeats per second and the delay before the first (25 and 0.6 s until the compositor says).
    package private(set) var repeatRate = 25.0
    package private(set) var repeatDelay = 0.6
    /// The key repeating now, and its timer.
    private var repeating: (key: UInt32, timer: DispatchSourceTimer)?

    init(object: WaylandObject, xkb: XKBCommonLibrary) {
        self.object = object
        self.xkb = xkb
        context = xkb.contextNew(0)
        object.onEvent { [unowned self] event in self.handle(event) }
    }

    deinit {
        stopRepeat()
        if let state { xkb.stateUnref(state) }
        if let keymap { xkb.keymapUnref(keymap) }
        if let context { xkb.contextUnref(context) }
        object.destroy(object.version >= 3 ? WaylandProtocol.WlKeyboard.Request.release.rawValue : nil)
    }

    private func handle(_ event: WaylandEvent) {
        typealias Event = WaylandProtocol.WlKeyboard.Event
        switch Event(rawValue: event.opcode) {
        case .keymap:
            readKeymap(format: event.uint(0), fd: event.fd(1), size: Int(event.uint(2)))
        case .enter:
            target = route?(event.object(1))
            if let target { target.receive(.focusIn(window: target.platformID)) }
        case .leave:
            stopRepeat()
            if let target { target.receive(.focusOut(window: target.platformID)) }
            target = nil
        case .key:
            key(event.uint(2), down: event.uint(3) == 1)
        case .modifiers:
            guard let state else { return }
            _ = xkb.stateUpdateMask(state, event.uint(1), event.uint(2), event.uint(3), 0, 0, event.uint(4))
            modifiers = currentModifiers()
        case .repeatInfo:
            let rate = event.int(0), delay = event.int(1)
            guard rate >= 0, rate <= 1000, delay >= 0, delay <= 10_000 else {
                WaylandDiagnostics.reportOnce("the compositor asked for key repeat at \(rate)/s after \(delay) ms, "
                    + "which cannot be: the repeat stays at \(repeatRate)/s after \(Int(repeatDelay * 1000)) ms")
                return
            }
            repeatRate = Double(rate)
            repeatDelay = Double(delay) / 1000
        default:
            break
        }
    }

    /// Reads the keymap the compositor shares (XKB text, format 1) from its file.
    private func readKeymap(format: UInt32, fd: Int32, size: Int) {
        defer { close(fd) }
        guard format == 1, size > 0, size < 16 << 20, let context,
              let memory = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), memory != MAP_FAILED
        else {
            WaylandDiagnostics.reportOnce("the compositor's keymap (format \(format), \(size) bytes) cannot be read: "
                + "keys carry no names or text")
            return
        }
        defer { munmap(memory, size) }
        // The text ends in a NUL within `size`; copy it so that a keymap without one stays in bounds.
        var text = Array(UnsafeRawBufferPointer(start: memory, count: size).bindMemory(to: CChar.self))
        text.append(0)
        guard let made = xkb.keymapNewFromString(context, text, 1, 0), let madeState = xkb.stateNew(made) else {
            WaylandDiagnostics.reportOnce("xkbcommon cannot read the compositor's keymap: keys carry no names or text")
            return
        }
        if let state { xkb.stateUnref(state) }
        if let keymap { xkb.keymapUnref(keymap) }
        keymap = made
        state = madeState
    }

    private func currentModifiers() -> ModifierFlags {
        guard let state else { return [] }
        var flags: ModifierFlags = []
        let names: [(String, ModifierFlags)] = [("Lock", .alphaShift), ("Shift", .shift), ("Control", .control),
                                                ("Mod1", .alternate), ("Mod4", .command)]
        for (name, flag) in names where xkb.stateModNameIsActive(state, name, 1 /* effective */) > 0 {
            flags.insert(flag)
        }
        return flags
    }

    /// A key (a Linux input code) went down or up.
    private func key(_ code: UInt32, down: Bool, isRepeat: Bool = false) {
        guard let target else { return }
        let event = keyEvent(code: code, isRepeat: isRepeat)
        target.receive(down ? .keyDown(window: target.platformID, event) : .keyUp(window: target.platformID, event))
        guard !isRepeat else { return }
        if down {
            startRepeat(code)
        } else if repeating?.key == code {
            stopRepeat()
        }
    }

    /// The event of key `code`: xkbcommon's keycode is the input code + 8, as X's.
    func keyEvent(code: UInt32, isRepeat: Bool) -> KeyEvent {
        let keycode = code + 8
        var name = "keycode \(keycode)", text = ""
        if let state, let keymap {
            var symbols: UnsafePointer<UInt32>?
            let layout = xkb.stateKeyGetLayout(state, keycode)
            let count = xkb.keymapKeyGetSymsByLevel(keymap, keycode, layout == UInt32.max ? 0 : layout, 0, &symbols)
            let base = count > 0 ? symbols?.pointee ?? 0 : xkb.stateKeyGetOneSym(state, keycode)
            var buffer = [CChar](repeating: 0, count: 64)
            func decoded(_ buffer: [CChar]) -> String {
                String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            if base != 0, xkb.keysymGetName(base, &buffer, buffer.count) > 0 { name = decoded(buffer) }
            // As X's: what the key types, control characters included (Escape, Control+C).
            if xkb.stateKeyGetUTF8(state, keycode, &buffer, buffer.count) > 0 { text = decoded(buffer) }
        }
        return KeyEvent(keyName: name, text: text, keyCode: keycode, modifierFlags: modifiers, isRepeat: isRepeat,
                        timestamp: PlatformClock.seconds())
    }

    private func startRepeat(_ code: UInt32) {
        stopRepeat()
        guard repeatRate > 0, let keymap, xkb.keymapKeyRepeats(keymap, code + 8) != 0 else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + repeatDelay, repeating: 1 / repeatRate)
        timer.setEventHandler { [weak self] in
            guard let self, self.repeating?.key == code else { return }
            self.key(code, down: true, isRepeat: true)
        }
        repeating = (code, timer)
        timer.resume()
    }

    private func stopRepeat() {
        repeating?.timer.cancel()
        repeating = nil
    }
}
