import CoreGraphics
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
    /// The icon the host set last.
    package private(set) var icon: CGImage?
    /// Whether the host asked for full screen last.
    package private(set) var isFullScreen = false
    /// The screen the window covers at full screen, in pixels.
    package var screenPixels = (width: 1920, height: 1080)
    /// The size before full screen.
    private var windowedSize: (width: Int, height: Int)?
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

    package func setIcon(_ icon: CGImage?) -> Bool {
        guard icon.map({ $0.width <= 1024 && $0.height <= 1024 }) ?? true else { return false }
        self.icon = icon
        return true
    }

    /// Answers as a platform with no window manager: the screen's size, and the old size back.
    package func setFullScreen(_ fullScreen: Bool) {
        guard fullScreen != isFullScreen else { return }
        isFullScreen = fullScreen
        if fullScreen {
            windowedSize = pixelSize
            answerSize(screenPixels.width, screenPixels.height)
        } else if let windowedSize {
            answerSize(windowedSize.width, windowedSize.height)
        }
    }

    package func requestPixelSize(width: Int, height: Int) {
        requestedSizes.append((width, height))
        answerSize(width, height)
    }

    /// Takes the size and tells the host on a later turn of the main queue.
    private func answerSize(_ width: Int, _ height: Int) {
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

    /// Nothing to do after a present.
    package var wantsPresentNotices: Bool { false }

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
