import Foundation
@testable import LayerHost
import XCTest

/// The portal's `color-scheme` read over a private session bus, from a
/// portal the test plays (the shape of reply each portal version sends).
final class DesktopPortalTests: XCTestCase {
    private var daemon: Process?
    private var address: String?

    override func setUpWithError() throws {
        guard let dbus = DBusLibrary.shared else { throw XCTSkip("libdbus-1 is not installed") }
        _ = dbus
        let executable = "/usr/bin/dbus-daemon"
        guard FileManager.default.isExecutableFile(atPath: executable) else { throw XCTSkip("dbus-daemon is not installed") }
        let socket = FileManager.default.temporaryDirectory.appendingPathComponent("portal-test-\(UUID().uuidString)").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(socket)"]
        try process.run()
        daemon = process
        address = "unix:path=\(socket)"
        // The bus is up when its socket exists (a few milliseconds; 5 s at most).
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: socket), Date() < deadline { usleep(2_000) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: socket), "the private bus started")
    }

    override func tearDown() {
        daemon?.terminate()
        daemon?.waitUntilExit()
        super.tearDown()
    }

    /// Plays the portal on the bus: answers `method` (and refuses the other
    /// with an unknown-method error, by not answering it as a method
    /// return) with `value` wrapped in `depth` variants, until stopped.
    private final class FakePortal: @unchecked Sendable {
        let dbus = DBusLibrary.shared!
        let connection: DBusLibrary.Connection
        let method: String
        let value: UInt32
        let depth: Int
        private let lock = NSLock()
        private var isStopped = false
        private var thread: Thread?

        init?(address: String, method: String, value: UInt32, depth: Int) {
            guard let connection = DBusLibrary.shared!.connect(to: address) else { return nil }
            self.connection = connection
            self.method = method
            self.value = value
            self.depth = depth
            let granted = dbus.withError { dbus.busRequestName(connection, "org.freedesktop.portal.Desktop", 4, $0) }
            guard granted == 1 else { return nil }
            let thread = Thread { [self] in run() }
            self.thread = thread
            thread.start()
        }

        private var stopped: Bool {
            lock.lock()
            defer { lock.unlock() }
            return isStopped
        }

        private func run() {
            while !stopped {
                _ = dbus.connectionReadWrite(connection, 20)
                while let message = dbus.connectionPopMessage(connection) {
                    defer { dbus.messageUnref(message) }
                    guard dbus.messageIsMethodCall(message, "org.freedesktop.portal.Settings", method) != 0,
                          let reply = dbus.messageNewMethodReturn(message) else { continue }
                    Self.append(value, depth: depth, to: reply, dbus)
                    _ = dbus.connectionSend(connection, reply, nil)
                    dbus.connectionFlush(connection)
                    dbus.messageUnref(reply)
                }
            }
        }

        static func append(_ value: UInt32, depth: Int, to message: DBusLibrary.Message, _ dbus: DBusLibrary) {
            var iterators = (0...depth).map { _ in UnsafeMutableRawPointer.allocate(byteCount: DBusLibrary.iteratorSize, alignment: 16) }
            defer { iterators.forEach { $0.deallocate() } }
            for iterator in iterators { iterator.initializeMemory(as: UInt8.self, repeating: 0, count: DBusLibrary.iteratorSize) }
            dbus.iterInitAppend(message, iterators[0])
            for level in 0..<depth {
                let signature = String(repeating: "v", count: depth - level - 1) + "u"
                _ = dbus.iterOpenContainer(iterators[level], DBusLibrary.TypeCode.variant, signature, iterators[level + 1])
            }
            var number = value
            _ = dbus.iterAppendBasic(iterators[depth], DBusLibrary.TypeCode.uint32, &number)
            for level in (0..<depth).reversed() { _ = dbus.iterCloseContainer(iterators[level], iterators[level + 1]) }
            iterators = []
        }

        func stop() {
            lock.lock()
            isStopped = true
            lock.unlock()
            while thread?.isFinished == false { usleep(1_000) }
            dbus.close(connection)
        }
    }

    func testReadOneAnswerIsRead() throws {
        let portal = try XCTUnwrap(FakePortal(address: address!, method: "ReadOne", value: 1, depth: 1))
        defer { portal.stop() }
        XCTAssertEqual(DesktopPortal.colorScheme(busAddress: address!), 1)
    }

    func testTheOlderReadWithItsDoubleVariantIsRead() throws {
        let portal = try XCTUnwrap(FakePortal(address: address!, method: "Read", value: 2, depth: 2))
        defer { portal.stop() }
        XCTAssertEqual(DesktopPortal.colorScheme(busAddress: address!), 2)
    }

    func testNoPortalOnTheBusStatesNothing() {
        XCTAssertNil(DesktopPortal.colorScheme(busAddress: address!))
        XCTAssertNil(DesktopPortal.colorScheme(busAddress: "unix:path=/nonexistent/bus"))
    }

    func testThePortalComesAfterGTKThemeAndBeforeTheXServersTheme() {
        XCTAssertEqual(DesktopAppearance.resolve(environment: ["DISPLAY": ":9"], portalColorScheme: { 1 }) { "Light" }, .dark)
        XCTAssertEqual(DesktopAppearance.resolve(environment: ["DISPLAY": ":9"], portalColorScheme: { 2 }) { "Yaru-dark" }, .light)
        XCTAssertEqual(DesktopAppearance.resolve(environment: ["DISPLAY": ":9"], portalColorScheme: { 0 }) { "Yaru-dark" }, .dark,
                       "no preference: the theme decides")
        XCTAssertEqual(DesktopAppearance.resolve(environment: ["GTK_THEME": "Adwaita:light"], portalColorScheme: { 1 }) { nil }, .light)
        XCTAssertEqual(DesktopPortal.sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]), "unix:path=/x")
        XCTAssertNil(DesktopPortal.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": "/nonexistent"]))
    }
}
