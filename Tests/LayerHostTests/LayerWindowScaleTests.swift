import CX11
import Foundation
@testable import LayerHost
import XCTest
import XvfbTestSupport

/// Windows at 1, 1.5 and 2 pixels per point on a private Xvfb: the window
/// is its points times the scale in pixels, layers and pointer locations
/// are in points, and what the render server rasterizes (a shape's edge) is
/// rasterized at the window's scale, so that its anti-aliased edge is as
/// narrow in pixels at 2 as at 1.
final class LayerWindowScaleTests: XvfbWindowTestCase {
    /// A started 100 × 80-point window at `scale` showing a red disc of
    /// radius 30 points centred at (50, 40), waited for until it shows.
    private func discWindow(scale: CGFloat) throws -> (LayerWindow, XTestDriver) {
        var options = LayerWindow.Options()
        options.scale = scale
        let window = try LayerWindow(title: "scale \(scale)", width: 100, height: 80, framesPerSecond: 60,
                                     displayName: server.displayName, options: options)
        let disc = CAShapeLayer()
        disc.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        disc.path = CGPath(ellipseIn: CGRect(x: 20, y: 10, width: 60, height: 60), transform: nil)
        disc.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.rootLayer.addSublayer(disc)
        let driver = try XTestDriver(displayName: server.displayName)
        window.start()
        let id = Window(try XCTUnwrap(window.nativeWindow).window)
        driver.moveWindow(id, x: 0, y: 0)
        XCTAssertTrue(spin(upTo: 10) {
            driver.attributes(of: id)?.map_state == IsViewable && window.framesDrawn >= 1
                && pixel(window, Int32(50 * scale), Int32(40 * scale)).map { $0.0 > 200 } == true
        }, "the disc showed at scale \(scale): \(String(describing: pixel(window, Int32(50 * scale), Int32(40 * scale)))) frames \(window.framesDrawn)")
        return (window, driver)
    }

    /// Pixels along the row through the disc's centre that are neither background nor red: its anti-aliased edge.
    private func edgePixels(_ window: LayerWindow, driver: XTestDriver) -> Int {
        guard let native = window.nativeWindow, let image = driver.capture(Window(native.window)) else { return -1 }
        let y = image.height / 2
        return (0..<image.width).filter { x in
            let red = image.rgb[(y * image.width + x) * 3]
            return red > 10 && red < 245
        }.count
    }

    func testAWindowIsItsPointsTimesItsScaleInPixelsAndDrawsSharpEdges() throws {
        var edges: [CGFloat: Int] = [:]
        for scale: CGFloat in [1, 1.5, 2] {
            let (window, driver) = try discWindow(scale: scale)
            defer { window.close() }
            XCTAssertEqual(window.scale, scale)
            let attributes = try XCTUnwrap(driver.attributes(of: Window(try XCTUnwrap(window.nativeWindow).window)))
            XCTAssertEqual(attributes.width, Int32((100 * scale).rounded()), "pixels across at \(scale)")
            XCTAssertEqual(attributes.height, Int32((80 * scale).rounded()))
            XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 100, height: 80), "points")
            // The disc's left edge: at 20 points, 20 × scale pixels.
            let inside = pixel(window, Int32(22 * scale), Int32(40 * scale)), outside = pixel(window, Int32(18 * scale), Int32(40 * scale))
            XCTAssertGreaterThan(inside?.0 ?? 0, 200, "inside at \(scale)")
            XCTAssertLessThan(outside?.0 ?? 255, 30, "outside at \(scale)")
            edges[scale] = edgePixels(window, driver: driver)
        }
        // Two edges on the row, each a pixel or two wide at every scale; a disc drawn at 1 and magnified
        // to 2 would have edges twice as wide.
        for (scale, count) in edges { XCTAssertLessThanOrEqual(count, 4, "edge pixels at \(scale): \(edges)") }
        XCTAssertLessThanOrEqual(edges[2] ?? 99, (edges[1] ?? 0) + 1, "\(edges)")
    }

    func testPointerLocationsAndSizesArriveInPoints() throws {
        let (window, driver) = try discWindow(scale: 2)
        defer { window.close() }
        var downs: [CGPoint] = [], sizes: [CGSize] = []
        window.onEvent = { event in
            switch event {
            case .pointerDown(let pointer): downs.append(pointer.location)
            case .resized(let size): sizes.append(size)
            default: break
            }
        }
        driver.movePointer(rootX: 100, rootY: 60)
        driver.click(button: 1)
        XCTAssertTrue(spin(upTo: 10) { !downs.isEmpty })
        XCTAssertEqual(downs.first, CGPoint(x: 50, y: 30), "pixel (100, 60) is point (50, 30)")
        driver.resizeWindow(Window(try XCTUnwrap(window.nativeWindow).window), width: 300, height: 240)
        XCTAssertTrue(spin(upTo: 10) { window.rootLayer.bounds.size == CGSize(width: 150, height: 120) },
                      "\(window.rootLayer.bounds)")
        XCTAssertEqual(sizes.last, CGSize(width: 150, height: 120))
    }

    /// A minimum size in points is the window's minimum size hint in pixels; a bad one sets none, said once.
    func testTheMinimumSizeIsInPoints() throws {
        let driver = try XTestDriver(displayName: server.displayName)
        var options = LayerWindow.Options()
        options.scale = 1.5
        let window = try LayerWindow(title: "minimum", width: 200, height: 100, framesPerSecond: 60,
                                     displayName: server.displayName, options: options)
        defer { window.close() }
        let id = Window(try XCTUnwrap(window.nativeWindow).window)
        // The window's connection flushes the hint; the driver is another
        // client, so the server may answer it before it reads the hint.
        window.minimumSize = CGSize(width: 101, height: 60)
        _ = spin(upTo: 5) { driver.normalHints(of: id).map { $0.flags & PMinSize != 0 } ?? false }
        var hints = try XCTUnwrap(driver.normalHints(of: id))
        XCTAssertEqual([hints.min_width, hints.min_height], [152, 90], "points × 1.5, rounded up")
        let reports = Diagnostics.capture { window.minimumSize = CGSize(width: CGFloat.nan, height: 60) }.1
        XCTAssertEqual(reports.count, 1, "\(reports)")
        _ = spin(upTo: 5) { driver.normalHints(of: id).map { $0.flags & PMinSize == 0 } ?? false }
        hints = try XCTUnwrap(driver.normalHints(of: id))
        XCTAssertEqual(hints.flags & PMinSize, 0, "no minimum")
    }

    /// The X server's `Xft.dpi` resource, as a desktop sets it for HiDPI, scales a window opened after it.
    func testTheXftDPIResourceScalesTheWindow() throws {
        guard ProcessInfo.processInfo.environment.keys.allSatisfy({ !["CA_SCALE", "GDK_SCALE", "QT_SCALE_FACTOR",
                                                                     "UIKIT_SCREEN_SCALE"].contains($0) })
        else { throw XCTSkip("a scale variable is set in the environment, which comes before Xft.dpi") }
        let driver = try XTestDriver(displayName: server.displayName)
        driver.setResources("Xft.dpi:\t192\n")
        let window = try LayerWindow(title: "dpi", width: 60, height: 40, framesPerSecond: 60,
                                     displayName: server.displayName)
        defer { window.close() }
        XCTAssertEqual(window.scale, 2)
        let attributes = try XCTUnwrap(driver.attributes(of: Window(try XCTUnwrap(window.nativeWindow).window)))
        XCTAssertEqual(attributes.width, 120)
        XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 60, height: 40))
    }
}
