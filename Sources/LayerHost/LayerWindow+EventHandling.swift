import Foundation
import PlatformInput

// What the window does with its platform's events, on the main thread: a
// batch's pointer motion coalesced and brought to points, the debugging
// keys applied once per batch, a new size or scale taken, the window's end
// (closed by the user, destroyed, the display lost) carried out, and each
// event handed to the program (`onEvent`) and this package's hosts.
extension LayerWindow {
    /// The debugging keys pressed in `batch` (F1 the heads-up display, F7
    /// its corner, F2–F6 the debugging options), applied once for the
    /// batch: a key pressed an even number of times changes nothing, so a
    /// flood of presses costs one change, not one each.
    private func applyDebugKeys(in batch: [PlatformEvent]) {
        var toggledDisplay = false, cornerSteps = 0
        var toggled: DebugOptions = []
        for event in batch {
            guard case .keyDown(_, let key) = event, !key.isRepeat else { continue }
            switch key.keyName {
            case "F1": toggledDisplay.toggle()
            case "F7": cornerSteps += 1
            default: if let option = DebugOptions.toggled(byKey: key.keyName) { toggled.formSymmetricDifference(option) }
            }
        }
        if toggledDisplay { showsHeadsUpDisplay.toggle() }
        if cornerSteps % HeadsUpDisplay.Corner.allCases.count != 0 {
            for _ in 0..<cornerSteps % HeadsUpDisplay.Corner.allCases.count { headsUpDisplayCorner = headsUpDisplayCorner.next }
            headsUpDisplay?.place(in: rootLayer.bounds, corner: headsUpDisplayCorner)
        }
        if !toggled.isEmpty { debugOptions.formSymmetricDifference(toggled) }
    }

    /// Takes `newScale` pixels per point, keeping the window's size in
    /// points: the surface and the renderer take the new pixel size and
    /// scale together (the next frame is planned at both), the platform is
    /// asked for the new size, the minimum size and the heads-up display
    /// follow. False when the scale is not taken: not finite or outside
    /// 0.5…8 (reported once), or the same as now.
    private func changeScale(to newScale: CGFloat) -> Bool {
        guard newScale.isFinite, (0.5...8).contains(newScale) else {
            Diagnostics.reportOnce(cause: "window scale \(newScale)",
                                   "the platform asked the window \"\(host.title)\" for \(newScale) pixels per point, "
                                       + "outside 0.5…8: it keeps \(scale)", subsystem: "LayerHost")
            return false
        }
        guard newScale != scale, !isClosed else { return false }
        let size = rootLayer.bounds.size
        scale = newScale
        let width = min(LayerWindow.pixels(size.width, scale: newScale), 32_767)
        let height = min(LayerWindow.pixels(size.height, scale: newScale), 32_767)
        target?.settings.resize(width: width, height: height, scale: newScale)
        host.requestPixelSize(width: width, height: height)
        applyMinimumSize()
        if headsUpDisplay != nil {
            // Its text is drawn at the scale it was made for.
            setHeadsUpDisplay(false)
            setHeadsUpDisplay(true)
        }
        server.requestFrame()
        return true
    }

    /// Hands an event to both listeners (locations in points; a size in pixels, which the public event has in points).
    private func deliver(_ event: PlatformEvent) {
        onPlatformEvent?(event)
        guard let onEvent else { return }
        if case .resized(_, let width, let height) = event {
            onEvent(.resized(CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)))
        } else if let translated = Event(event) {
            onEvent(translated)
        }
    }

    /// Handles a batch of the platform's events together: pointer motion
    /// coalesced (a run of moves reaches the app as its last), locations
    /// brought to points at the scale in force when each comes.
    func handle(_ pixelBatch: [PlatformEvent]) {
        defer { if !isClosed { presentNotices.set(wanted: host.wantsPresentNotices) } }
        let batch = PlatformEvent.coalescingMotion(pixelBatch)
        applyDebugKeys(in: batch)
        for pixelEvent in batch {
            let event = scale == 1 ? pixelEvent : pixelEvent.inPoints(scale: scale)
            switch event {
            case .resized(_, let width, let height):
                target?.resize(width: width, height: height)
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                rootLayer.bounds = CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
                CATransaction.commit()
                headsUpDisplay?.place(in: rootLayer.bounds)
            case .scaleChanged(_, let newScale):
                guard changeScale(to: newScale) else { continue }
            case .exposed:
                // The server lost some of the window's pixels: the next frame is presented whole.
                frameRenderer?.invalidateKeptFrame("the window was exposed")
                server.requestFrame()
            case .closeRequested:
                if shouldClose() {
                    deliver(event)
                    shutDown(reason: .closedByUser)
                    return
                }
            case .destroyed:
                Diagnostics.report(
                    "the window \"\(host.title)\" was destroyed by another program (\(platform.otherProgram)); "
                        + "it is closed and nothing more is drawn", subsystem: "LayerHost")
                // While the connection works, the window closes as `close()`
                // closes it (its GL objects go here, before the program can
                // end), with no frame drawn into the dead window meanwhile.
                gate.windowIsGone()
                shutDown(afterConnectionLoss: !host.isConnected,
                         reason: host.isConnected ? .destroyedByAnotherProgram : .displayLost)
                deliver(event)
                return
            case .forgeryIgnored(_, let what):
                Diagnostics.reportOnce(
                    cause: "forged X event",
                    "\(platform.otherProgram) sent \(what) to the window \"\(host.title)\": ignored (sizes and the "
                        + "window's end come only from the X server's own notices)", subsystem: "LayerHost")
            case .connectionLost(let reason):
                Diagnostics.report(
                    "the connection to \(platform.serverDescription) was closed (\(reason)); the window is closed",
                    subsystem: "LayerHost")
                shutDown(afterConnectionLoss: true, reason: .displayLost)
                deliver(event)
                return
            default:
                break
            }
            deliver(event)
        }
    }
}
