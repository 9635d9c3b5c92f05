import Foundation
import X11Platform

/// The window's public events made from the X11 platform's `PlatformEvent`s.
///
/// Pure mapping; used on the main thread as events arrive.
extension LayerWindow.Event {
    /// The public event for `event`; nil for what a program need not see
    /// (exposures, which the render server answers by itself). The window
    /// destroyed and the lost connection are both `.destroyed`: the window
    /// is gone either way.
    init?(_ event: PlatformEvent) {
        switch event {
        case .pointerDown(let pointer): self = .pointerDown(LayerWindow.PointerEvent(pointer))
        case .pointerUp(let pointer): self = .pointerUp(LayerWindow.PointerEvent(pointer))
        case .pointerMoved(let pointer): self = .pointerMoved(LayerWindow.PointerEvent(pointer))
        case .wheel(let wheel): self = .wheel(LayerWindow.WheelEvent(wheel))
        case .keyDown(let key): self = .keyDown(LayerWindow.KeyEvent(key))
        case .keyUp(let key): self = .keyUp(LayerWindow.KeyEvent(key))
        case .resized(_, let width, let height): self = .resized(CGSize(width: width, height: height))
        case .focusIn: self = .focusGained
        case .focusOut: self = .focusLost
        case .closeRequested: self = .closeRequested
        case .destroyed, .connectionLost: self = .destroyed
        case .exposed: return nil
        }
    }
}

extension LayerWindow.PointerEvent {
    init(_ event: X11Platform.PointerEvent) {
        self.init(
            button: event.button.map(LayerWindow.PointerButton.init), location: event.location,
            pressedButtons: LayerWindow.PointerButtons(event.pressedButtons),
            modifierFlags: LayerWindow.ModifierFlags(event.modifiers), timestamp: event.timestamp)
    }
}

extension LayerWindow.PointerButton {
    init(_ button: X11Platform.PointerButton) {
        switch button {
        case .primary: self = .primary
        case .middle: self = .middle
        case .secondary: self = .secondary
        case .other(let number): self = .other(number)
        }
    }
}

extension LayerWindow.PointerButtons {
    init(_ buttons: X11Platform.PointerButtons) {
        self = []
        if buttons.contains(.primary) { insert(.primary) }
        if buttons.contains(.middle) { insert(.middle) }
        if buttons.contains(.secondary) { insert(.secondary) }
    }
}

extension LayerWindow.ModifierFlags {
    init(_ flags: KeyModifierFlags) {
        self = []
        if flags.contains(.alphaShift) { insert(.alphaShift) }
        if flags.contains(.shift) { insert(.shift) }
        if flags.contains(.control) { insert(.control) }
        if flags.contains(.alternate) { insert(.alternate) }
        if flags.contains(.command) { insert(.command) }
    }
}

extension LayerWindow.KeyEvent {
    init(_ event: X11Platform.KeyEvent) {
        self.init(
            keyName: event.keyName, text: event.text, keyCode: event.keyCode,
            modifierFlags: LayerWindow.ModifierFlags(event.modifiers), isRepeat: event.isRepeat,
            timestamp: event.timestamp)
    }
}

extension LayerWindow.WheelEvent {
    init(_ event: X11Platform.WheelEvent) {
        self.init(
            location: event.location, deltaX: event.dx, deltaY: event.dy,
            modifierFlags: LayerWindow.ModifierFlags(event.modifiers), timestamp: event.timestamp)
    }
}
