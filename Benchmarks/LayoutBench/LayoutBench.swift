// LayoutBench: what one Auto Layout pass costs, against the number of views.
//
//   swift run -c release LayoutBench [--counts 200,2000,20000] [--runs N] [--json]
//
// For each count, a superview with that many subviews chained in a row
// (LayoutChain.swift) is built once and laid out once; then the time of
// --runs passes (setNeedsLayout, layoutIfNeeded: collecting the constraints,
// solving them in the Cassowary tableau, setting the frames) is recorded.
// Two kinds: views of a fixed size, and views of intrinsic width (whose widths
// the solve decides as well). Medians and ratios are taken in one process, so
// a busy machine slows every row alike.
import ArgumentParser
import BenchmarkSupport
import Foundation
import UIKit

@main
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "LayoutBench",
        abstract: "The time of one Auto Layout pass over a chain of N views.",
        discussion: "Prints a table (or with --json one JSON line). Build in release: swift run -c release LayoutBench.")

    @Option(parsing: .unconditional, help: "View counts, comma-separated.") var counts = "200,2000,20000"
    @Option(parsing: .unconditional, help: "Intrinsic-width chains up to this many views (their solve is quadratic).")
    var intrinsicLimit = 2_000
    @Option(parsing: .unconditional, help: "Layout passes timed per row.") var runs = 9
    @Flag(help: "Print one JSON line instead of the table.") var json = false

    func validate() throws {
        guard runs > 0 else { throw ValidationError("--runs wants a positive whole number, not \(runs)") }
        guard !parsedCounts.isEmpty, parsedCounts.allSatisfy({ $0 > 0 }) else {
            throw ValidationError("--counts wants positive whole numbers separated by commas, not \(counts)")
        }
    }

    private var parsedCounts: [Int] {
        let parts = counts.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        return parts.contains(nil) ? [] : parts.compactMap { $0 }
    }

    struct Row: Encodable {
        var views: Int
        var kind: String
        var medianMilliseconds: Double
        var minimumMilliseconds: Double
        var maximumMilliseconds: Double
        var buildMilliseconds: Double
    }

    func run() throws {
        var rows: [Row] = []
        for fixedSizes in [true, false] {
            for count in parsedCounts where fixedSizes || count <= intrinsicLimit {
                rows.append(try MainActor.assumeIsolated { try measure(count, fixedSizes: fixedSizes) })
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            print(String(decoding: try encoder.encode(rows), as: UTF8.self))
            return
        }
        print("views   kind               median ms      min ms      max ms   build ms")
        for row in rows {
            print(String(format: "%6d  %-16@ %11.3f %11.3f %11.3f %10.1f", row.views, row.kind as NSString,
                         row.medianMilliseconds, row.minimumMilliseconds, row.maximumMilliseconds, row.buildMilliseconds))
        }
        for kind in Set(rows.map(\.kind)).sorted() {
            let ofKind = rows.filter { $0.kind == kind }.sorted { $0.views < $1.views }
            for (small, large) in zip(ofKind, ofKind.dropFirst()) {
                print(String(format: "%@: %d → %d views (×%.0f): ×%.1f time", kind as NSString, small.views, large.views,
                             Double(large.views) / Double(small.views),
                             large.medianMilliseconds / max(small.medianMilliseconds, 1e-6)))
            }
        }
    }

    @MainActor
    private func measure(_ count: Int, fixedSizes: Bool) throws -> Row {
        let buildStart = Date()
        let chain = LayoutChain(count: count, fixedSizes: fixedSizes)
        chain.layOut()
        let build = Date().timeIntervalSince(buildStart) * 1000
        guard chain.isPlaced else { throw ValidationError("the \(count)-view chain was not placed as constrained") }
        var times: [Double] = []
        for _ in 0..<runs {
            let start = Date()
            chain.layOut()
            times.append(Date().timeIntervalSince(start) * 1000)
        }
        return Row(views: count, kind: fixedSizes ? "fixed size" : "intrinsic width",
                   medianMilliseconds: BenchmarkSupport.median(times), minimumMilliseconds: times.min()!,
                   maximumMilliseconds: times.max()!, buildMilliseconds: build)
    }
}
