extension PlatformEvent {
    /// `events` with motion coalesced, as UIKit delivers one move per touch
    /// per frame (the points passed over are a path, not stops):
    ///
    /// - of a run of `.pointerMoved` events of one window with the same
    ///   buttons and modifiers held, only the last is kept;
    /// - of a run of touch moves of one window, each finger's last move is
    ///   kept, where that finger first moved in the run.
    ///
    /// Every other event, and a move just before one, stays in order: a
    /// press, a release, a touch beginning or ending ends a run.
    ///
    /// A flood of motion (a hundred thousand events from a tablet or a
    /// script) then costs the app one move per finger per batch read off
    /// the socket.
    ///
    /// - Complexity: O(events).
    package static func coalescingMotion(_ events: [PlatformEvent]) -> [PlatformEvent] {
        guard events.count > 1 else { return events }
        var kept: [PlatformEvent] = []
        kept.reserveCapacity(events.count)
        // The run of touch moves at the end of `kept`: its window, and where each finger's move is.
        var touchRun: (window: PlatformWindowID, indices: [Int: Int])?
        for event in events {
            if case .touch(let window, let touch) = event, touch.phase == .moved {
                if let run = touchRun, run.window == window {
                    if let index = run.indices[touch.id] {
                        kept[index] = event
                    } else {
                        touchRun?.indices[touch.id] = kept.count
                        kept.append(event)
                    }
                } else {
                    touchRun = (window, [touch.id: kept.count])
                    kept.append(event)
                }
                continue
            }
            touchRun = nil
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
