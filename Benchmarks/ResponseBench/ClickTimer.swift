import CX11
import Foundation
import XvfbTestSupport

/// Times clicks from the XTest press to the pixel on the X server, on a
/// thread of its own (the window's main thread must be free to handle them).
/// Thread-safe: results under a lock.
final class ClickTimer: @unchecked Sendable {
    private let driver: XTestDriver
    private let window: Window
    private let count: Int
    private let isWhite: @Sendable () -> Bool
    private let lock = NSLock()
    private var measured: [Double] = []
    private var done = false

    init(displayName: String, window: UInt, count: Int, isWhite: @escaping @Sendable () -> Bool) throws {
        driver = try XTestDriver(displayName: displayName)
        self.window = Window(window)
        self.count = count
        self.isWhite = isWhite
    }

    var latencies: [Double] { lock.withLock { measured } }
    var isDone: Bool { lock.withLock { done } }

    func start() {
        let thread = Thread { [self] in
            measure()
            lock.withLock { done = true }
        }
        thread.start()
    }

    private func measure() {
        guard let attributes = driver.attributes(of: window) else { return }
        var child: Window = 0
        var rootX: Int32 = 0, rootY: Int32 = 0
        XTranslateCoordinates(driver.display, window, driver.root, 60, 60, &rootX, &rootY, &child)
        _ = attributes
        driver.movePointer(rootX: Int(rootX), rootY: Int(rootY))
        for _ in 0..<count {
            Thread.sleep(forTimeInterval: Double.random(in: 0.02...0.07))
            let wantWhite = !isWhite()
            let start = monotonicNow()
            driver.press(button: 1)
            var shown = false
            while monotonicNow() - start < 1 {
                if let value = pixel(), (value > 0x7F_7F_7F) == wantWhite {
                    shown = true
                    break
                }
                usleep(200)
            }
            let end = monotonicNow()
            driver.release(button: 1)
            guard shown else { return }
            lock.withLock { measured.append(end - start) }
        }
    }

    /// The patch's pixel as the server holds it, 0xRRGGBB.
    private func pixel() -> UInt? {
        guard let image = XGetImage(driver.display, window, 60, 60, 1, 1, XAllPlanes(), ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        return image.pointee.f.get_pixel(image, 0, 0) & 0xFF_FF_FF
    }

    private func monotonicNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
