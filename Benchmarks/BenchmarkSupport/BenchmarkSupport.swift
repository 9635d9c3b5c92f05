import ArgumentParser
import Foundation
import GLESRenderer
import Histogram

/// What the headless GL benchmarks share: their GL context, and the one
/// definition of a median and percentile they report (HdrHistogram's, as
/// FrameBench and Soak use). Tools only; no library imports it.
package enum BenchmarkSupport {
    /// A headless (EGL surfaceless) OpenGL ES context, or the reason there is
    /// none on standard error and a failing exit.
    package static func headlessContext(tool: String) throws -> GLESContext {
        do {
            return try GLESContext(display: EGLDisplayConnection.headless())
        } catch {
            FileHandle.standardError.write(Data("\(tool): \(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// The median of `milliseconds`.
    package static func median(_ milliseconds: [Double]) -> Double {
        percentile(50, of: milliseconds)
    }

    /// The `percent` percentile of `milliseconds` as HdrHistogram gives it:
    /// the values recorded in nanoseconds, three significant digits. Values
    /// that are not finite, negative or over a day are left out; 0 for none.
    package static func percentile(_ percent: Double, of milliseconds: [Double]) -> Double {
        var histogram = Histogram<UInt64>()
        for value in milliseconds where value.isFinite && value >= 0 && value <= 86_400_000 {
            histogram.record(UInt64((value * 1e6).rounded()))
        }
        guard histogram.totalCount > 0 else { return 0 }
        return Double(histogram.valueAtPercentile(percent)) / 1e6
    }
}
