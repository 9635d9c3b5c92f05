import CGLES
import CX11
import Foundation
import GLESRenderer
@testable import LayerHost
import X11Platform
import XCTest
import XvfbTestSupport

/// A GLX window context made current after its window's size could not be
/// read (the window destroyed by another client, or the server gone) draws
/// nothing: Mesa's software GLX would size the window's buffers from
/// whatever was on the stack, and clearing them wrote far outside them.
final class GLXWindowLossTests: XvfbWindowTestCase {
    private struct Setup {
        let connection: X11Connection
        let render: RenderDisplayConnection
        let binding: GLXContextBinding
        let window: X11Window
    }

    /// A window with a GLX context that has drawn, swapped and released it:
    /// the next make-current asks the server the window's size again.
    private func windowThatHasDrawn() throws -> Setup {
        let connection = try X11Connection(displayName: server.displayName)
        let render = try RenderDisplayConnection(displayName: server.displayName)
        let binding: GLXContextBinding
        do {
            binding = try GLXContextBinding(nativeDisplay: render.display, screen: render.screen, connection: render)
        } catch {
            throw XCTSkip("no GLX ES context here: \(error)")
        }
        let window = try X11Window(connection: connection, title: "lost", width: 96, height: 64,
                                   visualID: VisualID(binding.visualID))
        XSync(connection.display, 0)
        try binding.makeCurrent(drawable: UInt(window.id))
        glClearColor(0, 0.5, 1, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
        binding.swap(drawable: UInt(window.id))
        binding.release()
        return Setup(connection: connection, render: render, binding: binding, window: window)
    }

    private func assertUnsized(_ setup: Setup, file: StaticString = #filePath, line: UInt = #line) {
        let id = UInt(setup.window.id)
        XCTAssertThrowsError(try setup.binding.makeCurrent(drawable: id), file: file, line: line) { error in
            XCTAssertEqual(error as? GLESRendererError, .glxWindowUnsized(drawable: id), file: file, line: line)
            XCTAssertTrue("\(error)".contains("could not say the size"), "\(error)", file: file, line: line)
        }
        XCTAssertTrue(setup.binding.isCurrent, "kept current, so GL objects can still go", file: file, line: line)
        XCTAssertEqual(setup.binding.currentDrawable, 0, "but on no window", file: file, line: line)
        // Clearing now reaches no buffer: an error, not a write.
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
        glFinish()
        setup.binding.release()
        XCTAssertFalse(setup.binding.isCurrent, file: file, line: line)
    }

    func testADestroyedWindowIsNotDrawnInto() throws {
        let setup = try windowThatHasDrawn()
        // Destroyed on the window's connection; the render connection's
        // query meets it as it would one destroyed by another client.
        setup.window.close()
        XSync(setup.connection.display, 0)
        assertUnsized(setup)
        XCTAssertTrue(setup.render.isConnected, "the connection itself is fine")
        XCTAssertGreaterThan(setup.render.refusedGeometryQueries, 0)
    }

    func testAWindowWhoseServerDiedIsNotDrawnInto() throws {
        let setup = try windowThatHasDrawn()
        server.kill()
        assertUnsized(setup)
        XCTAssertFalse(setup.render.isConnected)
        // Found lost before the call, it is refused the same way.
        assertUnsized(setup)
    }
}
