extension PlatformEvent {
    /// `events` with pointer motion coalesced: of a run of `.pointerMoved`
    /// events of one window with the same buttons and modifiers held, only
    /// the last is kept, as UIKit delivers one touch move per frame (the
    /// points passed over are a path, not stops). Every other event, and a
    /// move just before one, stays in order; a press or release ends a run.
    ///
    /// A flood of motion (a hundred thousand events from a tablet or a
    /// script) then costs the app one move per batch read off the socket.
    ///
    /// - Complexity: O(events).
    package static func coalescingMotion(_ events: [PlatformEvent]) -> [PlatformEvent] {
        guard events.count > 1 else { return events }
        var kept: [PlatformEvent] = []
        kept.reserveCapacity(events.count)
        for event in events {
            if case .pointerMoved(let window, let pointer) = event,
               case .pointerMoved(let lastWindow, let last)? = kept.last,
               window == lastWindow, pointer.pressedButtons == last.pressedButtons,
               pointer.modifierFlags == last.modifierFlags {
                kept[kept.count - 1] = event
            } else {
                kept.append(event)
            }
        }
        return kept
    }
}
