import Foundation
import XCTest

/// The countable statements of the README and the sample list checked
/// against the code, so that they cannot drift again: the number of tests,
/// the samples (README table, `run-sample.sh --list`, the package's
/// executables), the library products, FrameBench's scenes, the version.
final class DocsDriftTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every match of `pattern`'s first capture group in `text`.
    private func captures(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The samples: the package's executable targets whose folder is in Samples/.
    private func packageSamples() throws -> Set<String> {
        Set(try captures(#"\.executableTarget\(name: "(\w+)".*path: "Samples/"#, in: try read("Package.swift"))
            + captures(#"^\s*name: "(\w+)", dependencies: .*path: "Samples/"#, in: try read("Package.swift")))
    }

    func testTheReadmeCountsTheTestsThereAre() throws {
        let tests = root.appendingPathComponent("Tests")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var declared = 0
        for case let file as URL in files where file.pathExtension == "swift" && !file.path.contains("/ClientPackage/") {
            declared += try captures(#"^\s*(?:override )?func (test\w*)\("#, in: String(contentsOf: file, encoding: .utf8)).count
        }
        let readme = try read("README.md")
        let said = try captures(#"its ([0-9,]+) tests"#, in: readme)
        XCTAssertEqual(said.count, 1, "the README says how many tests the suite runs, once")
        let number = Int(said.first?.replacingOccurrences(of: ",", with: "") ?? "") ?? 0
        // Within 3 %: XCTest also runs the tests a test class inherits, and a
        // few added tests need not touch the README; a stale count does.
        XCTAssertLessThanOrEqual(abs(number - declared), declared * 3 / 100,
                                 "README says \(number) tests; \(declared) are declared")
    }

    func testEverySampleIsInThePackageTheReadmeAndTheList() throws {
        let inPackage = try packageSamples()
        XCTAssertTrue(inPackage.isSuperset(of: ["Petals", "FrameBench", "ViewAnimations", "HostedLayers"]), "\(inPackage)")
        let readme = try read("README.md")
        guard let table = readme.range(of: "| sample | what it shows |") else { return XCTFail("no samples table") }
        let rows = try captures(#"^\| `(\w+)` \|"#, in: String(readme[table.lowerBound...]))
        let tableSamples = Set(rows.prefix { inPackage.contains($0) })
        XCTAssertEqual(tableSamples, inPackage, "the README's samples table")
        let listed = Set(try captures(#"^\s+"(\w+)\|"#, in: try read("Scripts/run-sample.sh")))
        XCTAssertEqual(listed, inPackage, "run-sample.sh --list")
    }

    func testTheProductsAreTheOnesTheReadmeNames() throws {
        let products = Set(try captures(#"\.library\(name: "(\w+)""#, in: try read("Package.swift")))
        XCTAssertEqual(products, ["CoreGraphics", "CoreImage", "QuartzCore", "LayerHost", "UIKit"])
        let readme = try read("README.md")
        let imports = Set(try captures(#"^\| `(\w+)` \| "#, in: readme).filter(products.contains))
        XCTAssertEqual(imports, products, "the README's import table names every product")
        let client = try read("Tests/ClientPackage/Package.swift")
        for product in products where product != "CoreGraphics" {
            XCTAssertTrue(client.contains(".product(name: \"\(product)\""), "the client package imports \(product)")
        }
    }

    func testFrameBenchScenesAreListedWhereTheyAreNamed() throws {
        let source = try read("Samples/FrameBench/BenchScene.swift")
        let line = try XCTUnwrap(try captures(#"^\s*case (\w+(?:, \w+)+)$"#, in: source).first)
        let scenes = line.components(separatedBy: ", ")
        let written = scenes.joined(separator: "|")
        XCTAssertTrue(try read("Scripts/run-sample.sh").contains("--scene \(written)"), "run-sample.sh --list: \(written)")
        XCTAssertTrue(try read("README.md").contains("--scene \(scenes.joined(separator: "\\|"))"), "README: \(written)")
    }

    func testTheVersionIsTheChangelogsNewest() throws {
        let newest = try XCTUnwrap(try captures(#"^## \[(\d+\.\d+\.\d+)\]"#, in: try read("CHANGELOG.md")).first)
        XCTAssertTrue(try read("README.md").hasPrefix("# Core Animation for Linux\n\nVersion \(newest) "),
                      "the README names the CHANGELOG's newest version, \(newest)")
        XCTAssertTrue(try read("README.md").contains("from: \"\(newest)\""), "and depends on it")
    }
}
