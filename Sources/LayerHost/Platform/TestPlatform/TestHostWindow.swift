import Foundation
import GLESRenderer
import PlatformInput
import RenderServer

/// A window of the tests' platform (`TestHostPlatform`): an offscreen
/// surface whose presented frames the tests read (`lastPresented`), a timer
/// for a clock (or none, unthrottled), and events that come only when the
/// tests send them (`send`), except the answer to a size the host asks for,
/// which comes as a real platform's would: a `.resized` event, on a later
/// turn of the main queue.
///
/// Main thread only (the surface's `lastPresented`: any thread).
package final class TestHostWindow: HostWindow {
    package let id: PlatformWindowID
    package let title: String
    package let graphics: WindowGraphics
    package let frameClock: FrameClock
    package let vblankClock: VblankFrameClock? = nil
    package var minimumPixelSize: (width: Int, height: Int)?
    package private(set) var isConnected = true
    /// The offscreen surface the window draws into.
    package let surface: OffscreenWindowSurface
    /// The size in pixels the platform gave the window last.
    package private(set) var pixelSize: (width: Int, height: Int)
    package private(set) var isShown = false
    package private(set) var isClosed = false
    /// Each size the host asked for (`requestPixelSize`), in order.
    package private(set) var requestedSizes: [(width: Int, height: Int)] = []
    private var handler: (([PlatformEvent]) -> Void)?

    init(request: HostWindowRequest, number: Int) throws {
        let context = try GLESContext(display: EGLDisplayConnection.headless())
        context.releaseCurrent()
        surface = OffscreenWindowSurface(context: context, width: request.pixelWidth, height: request.pixelHeight)
        graphics = WindowGraphics(context: context, surface: surface, display: nil, connection: nil)
        id = PlatformWindowID(UInt(number))
        title = request.title
        pixelSize = (request.pixelWidth, request.pixelHeight)
        frameClock = request.unthrottled
            ? UnthrottledFrameClock()
            : PacedFrameClock(framesPerSecond: request.framesPerSecond ?? 60, why: "the test platform's timer")
    }

    /// The last frame presented (nil before the first) and how many were.
    package var lastPresented: (image: CGImage?, count: Int) { surface.lastPresented }

    /// Hands `events` to the window host now, as one batch (nothing before
    /// the host started the window's events, or after it stopped them).
    package func send(_ events: [PlatformEvent]) {
        handler?(events)
    }

    /// The platform says the window's pixels per point changed (it moved
    /// to a monitor of another density).
    package func changeScale(to scale: CGFloat) {
        send([.scaleChanged(window: id, scale: scale)])
    }

    /// The display server goes away: the window hears of it once.
    package func loseConnection() {
        guard isConnected else { return }
        isConnected = false
        send([.connectionLost(reason: "the test platform's connection was cut")])
    }

    package func show() {
        isShown = true
    }

    package func requestPixelSize(width: Int, height: Int) {
        requestedSizes.append((width, height))
        pixelSize = (width, height)
        DispatchQueue.main.async { [weak self] in
            guard let self, !self.isClosed else { return }
            self.send([.resized(window: self.id, width: width, height: height)])
        }
    }

    package func startEvents(_ handler: @escaping ([PlatformEvent]) -> Void) {
        self.handler = handler
    }

    package func stopEvents() {
        handler = nil
    }

    package func eventsAfterRoundTrip() -> [PlatformEvent] { [] }

    package func surfaceDidPresent() {}

    package func close() {
        stopEvents()
        isClosed = true
        graphics.release()
    }

    package func closeAfterLoss() {
        stopEvents()
        isClosed = true
    }
}
