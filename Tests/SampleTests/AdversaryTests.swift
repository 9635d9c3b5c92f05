import Foundation
import XCTest

/// Runs the adversarial catalogue (`Adversary run`): every hostile case in
/// its own process must end with a clear outcome — no crash, hang, flood of
/// reports, silence where a report was due, or wrong result. Window cases
/// need Xvfb (they are skipped, not failed, without it).
///
/// Not run under the sanitizers (Scripts/sanitize.sh sets TSAN_OPTIONS or
/// ASAN_OPTIONS): the catalogue races on purpose, from several threads, on
/// views that are not thread-safe, as apps that misuse UIKit do; the tree
/// fuzz of `LayerTreeFuzzTests` is the part that runs under ThreadSanitizer.
final class AdversaryTests: SampleTestCase {
    func testEveryHostileCaseEndsWithAClearOutcome() throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["TSAN_OPTIONS"] != nil || environment["ASAN_OPTIONS"] != nil {
            throw XCTSkip("the adversarial catalogue is not run under a sanitizer (see the type's notes)")
        }
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("adversary-\(UUID().uuidString).json")
        addTeardownBlock { try? FileManager.default.removeItem(at: json) }
        let run = try self.run(try executable("Adversary"), ["run", "--jobs", "2", "--timeout", "60", "--json", json.path],
                               timeout: 900)
        XCTAssertFalse(run.timedOut, "the catalogue did not finish")
        XCTAssertEqual(run.status, 0, "some cases did not end well:\n\(run.output)\n\(run.errors.suffix(2000))")
        let outcomes = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [[String: Any]] ?? []
        XCTAssertGreaterThanOrEqual(outcomes.count, 150, "the catalogue has at least 150 cases")
        let families = Set(outcomes.compactMap { $0["family"] as? String })
        XCTAssertEqual(families, ["values", "tree", "animations", "images", "threads", "transactions", "host", "budgets"])
    }
}
