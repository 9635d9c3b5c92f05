import CX11
import Foundation
@testable import LayerHost
import XCTest
import XvfbTestSupport

/// The host refusing the app: displays that cannot be opened. The app
/// hears why, in words that say what happened.
final class LayerWindowHostFaultTests: XCTestCase {
    private var server: XvfbServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard XvfbServer.executablePath != nil else {
            throw XCTSkip("Xvfb is not installed (Scripts/install-deps.sh installs it)")
        }
        server = try XvfbServer.start(width: 640, height: 480)
        CASetMediaTimeSource(nil)
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    /// Each display name given is named in the error, with whether it
    /// could not be parsed or no server answered at it.
    func testDisplaysThatCannotBeOpenedAreNamedWithTheReason() throws {
        let free = try XCTUnwrap(XvfbServer.freeDisplayNumber())
        let cases: [(name: String, reason: String)] = [
            ("not a display!!", "cannot be parsed"),
            ("", "the name is empty"),
            (":\(free)", "no X server answered"),
            ("256.256.256.256:0", "no X server answered"),
        ]
        for (name, reason) in cases {
            XCTAssertThrowsError(
                try LayerWindow(title: "x", width: 100, height: 100, framesPerSecond: nil, displayName: name), name
            ) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("\"\(name)\""), "names \"\(name)\": \(message)")
                XCTAssertTrue(message.contains(reason), "says \(reason): \(message)")
            }
        }
    }
}
