import Foundation
import XCTest

/// The README's hosting example is the `HostedLayers` sample, which the
/// package builds: the two must not drift apart.
final class ReadmeExampleTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheReadmeHostingExampleIsTheHostedLayersSample() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let sample = try String(
            contentsOf: root.appendingPathComponent("Samples/HostedLayers/main.swift"), encoding: .utf8)
        guard let section = readme.range(of: "## Hosting layers in a window"),
            let open = readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex),
            let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex)
        else {
            return XCTFail("README.md has no Swift example under \"Hosting layers in a window\"")
        }
        let example = String(readme[open.upperBound..<close.lowerBound])
        XCTAssertTrue(sample.hasSuffix(example), "Samples/HostedLayers/main.swift ends with the README's example")
    }
}
