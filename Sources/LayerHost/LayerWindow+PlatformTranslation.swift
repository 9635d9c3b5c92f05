import Foundation
import PlatformInput

/// The window's public events made from the X11 platform's `PlatformEvent`s.
///
/// Pure mapping; used on the main thread as events arrive.
extension LayerWindow.Event {
    /// The public event for `event`; nil for what a program need not see
    /// (exposures, which the render server answers by itself; moves, which
    /// the platform reads for the monitor's scale; another
    /// client's forged notices, which the window reports). The window
    /// destroyed and the lost connection are both `.destroyed`: the window
    /// is gone either way.
    init?(_ event: PlatformEvent) {
        switch event {
        case .pointerDown(_, let pointer): self = .pointerDown(pointer)
        case .pointerUp(_, let pointer): self = .pointerUp(pointer)
        case .pointerMoved(_, let pointer): self = .pointerMoved(pointer)
        case .wheel(_, let wheel): self = .wheel(wheel)
        case .touch(_, let touch): self = .touch(touch)
        case .keyDown(_, let key): self = .keyDown(key)
        case .keyUp(_, let key): self = .keyUp(key)
        case .resized(_, let width, let height): self = .resized(CGSize(width: width, height: height))
        case .scaleChanged(_, let scale): self = .scaleChanged(scale)
        case .focusIn: self = .focusGained
        case .focusOut: self = .focusLost
        case .closeRequested: self = .closeRequested
        case .destroyed, .connectionLost: self = .destroyed
        case .exposed, .moved, .forgeryIgnored: return nil
        }
    }
}
