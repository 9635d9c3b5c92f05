import Foundation
import Logging

/// The one place where every module reports bad input it has recovered from.
///
/// Apple's frameworks answer most bad input (an index out of range, a negative
/// mass) by logging and carrying on; so do we. A report goes to swift-log's
/// `Logger` of its subsystem, labelled with the subsystem's name
/// (`QuartzCore` for the model and the render server, `CoreGraphics`,
/// `GLESRenderer`, `LayerHost`, `UIKit`), at level `warning` unless the
/// report says otherwise, so that an application can route or silence them with
/// `LoggingSystem.bootstrap`. Without a bootstrap, swift-log prints each
/// report as one line on standard error:
/// `<time> warning <subsystem>: [<subsystem>] <message>`.
///
/// A condition that can recur (every frame, every layer) is reported through
/// ``reportOnce(cause:_:subsystem:)``: one line per cause, not per frame.
///
/// Tests call ``capture(_:)`` to collect the reports made on their own thread
/// instead of logging them. The capture list is thread-local, so tests running
/// in parallel on other threads neither see nor disturb each other's reports.
///
/// - Note: Usable from any thread. It does not throw, assert or stop the
///   process: deciding what to do with bad input stays with the caller.
package enum Diagnostics {
    /// How loud a report is: `warning` for bad input, `debug` for what
    /// happens by design and is worth knowing only when looking for it.
    package enum Level: Sendable {
        case warning, debug
    }

    /// Reports `message` from `subsystem` to its logger at `level` (or,
    /// past the flood guard's limit for its shape, not at all: see
    /// `ReportShapes`), or, while
    /// the current thread is inside ``capture(_:)``, collects it there instead.
    ///
    /// - Complexity: O(length of the message).
    package static func report(_ message: String, subsystem: String = "QuartzCore", level: Level = .warning) {
        let shape = ReportShapes.shape(of: message, subsystem: subsystem)
        if let buffer = CaptureBuffer.current {
            switch buffer.shapes.count(shape) {
            case .report: buffer.lines.append("\(subsystem): \(message)")
            case .lastReport: buffer.lines.append("\(subsystem): \(message) \(ReportShapes.suppressionNote)")
            case .suppress: break
            }
            return
        }
        let line: String
        switch reportedShapes.withLock({ $0.count(shape) }) {
        case .report: line = message
        case .lastReport: line = "\(message) \(ReportShapes.suppressionNote)"
        case .suppress: return
        }
        // Made per report (reports are rare), so a bootstrap made after the
        // first report still receives the next ones.
        Logger(label: subsystem).log(level: level == .warning ? .warning : .debug, "\(line)", source: subsystem)
    }

    /// Reports `message` the first time `cause` is reported in this process,
    /// and never again: one line per cause, not per layer or frame. Inside
    /// ``capture(_:)`` the causes already seen are the capture's own, so a
    /// test sees its report whatever ran before it.
    ///
    /// - Complexity: O(length of the cause) for the look-up, plus `report`'s.
    package static func reportOnce(cause: String, _ message: @autoclosure () -> String, subsystem: String = "QuartzCore",
                                   level: Level = .warning) {
        if let buffer = CaptureBuffer.current {
            guard buffer.causes.insert(cause).inserted else { return }
        } else {
            guard reportedCauses.withLock({ $0.insert(cause).inserted }) else { return }
        }
        report(message(), subsystem: subsystem, level: level)
    }

    /// The causes ``reportOnce(cause:_:subsystem:)`` has reported outside captures.
    private static let reportedCauses = LockedCauses()

    /// How often each shape of report was made outside captures (the flood guard).
    private static let reportedShapes = LockedShapes()

    /// CoreGraphics' form of a report: the function that refused, then why
    /// (`CGPathAddLineToPoint: no current point.`), as Apple's CoreGraphics logs.
    package static func report(in function: String, _ message: String) {
        report("\(function): \(message)", subsystem: "CoreGraphics")
    }

    /// The capture the current thread is inside, if any: for work handed to
    /// another thread while this one waits (see ``joiningCapture(_:_:)``).
    package static var currentCapture: AnyObject? { CaptureBuffer.current }

    /// Runs `body` on the current thread as if inside `capture` (taken from
    /// ``currentCapture`` on a thread that waits meanwhile), so that reports
    /// made by work done on its behalf reach the capture it is in.
    package static func joiningCapture<T>(_ capture: AnyObject?, _ body: () throws -> T) rethrows -> T {
        let outer = CaptureBuffer.current
        CaptureBuffer.current = capture as? CaptureBuffer
        defer { CaptureBuffer.current = outer }
        return try body()
    }

    /// Runs `body` and returns its result with every report made on the current
    /// thread while it ran; those reports are not printed.
    ///
    /// Captures nest: an inner capture takes the reports made inside it, and the
    /// outer one sees only its own. Reports from other threads are untouched.
    package static func capture<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
        let buffer = CaptureBuffer()
        let outer = CaptureBuffer.current
        CaptureBuffer.current = buffer
        defer { CaptureBuffer.current = outer }
        let result = try body()
        return (result, buffer.lines)
    }
}

/// The reports collected by one ``Diagnostics/capture(_:)`` call, kept in the
/// capturing thread's dictionary so that only that thread ever touches it.
private final class CaptureBuffer {
    private static let key = "CoreAnimationValues.Diagnostics.capture"

    var lines: [String] = []
    /// The causes reported once inside this capture.
    var causes: Set<String> = []
    /// How often each shape of report was made inside this capture.
    var shapes = ReportShapes()

    /// The innermost capture running on the current thread, if any.
    static var current: CaptureBuffer? {
        get { Thread.current.threadDictionary[key] as? CaptureBuffer }
        set { Thread.current.threadDictionary[key] = newValue }
    }
}

/// The report shapes behind a lock, shared by every thread.
private final class LockedShapes: @unchecked Sendable {
    private let lock = NSLock()
    private var shapes = ReportShapes()

    func withLock<T>(_ body: (inout ReportShapes) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&shapes)
    }
}

/// A set of causes behind a lock, shared by every thread.
private final class LockedCauses: @unchecked Sendable {
    private let lock = NSLock()
    private var causes: Set<String> = []

    func withLock<T>(_ body: (inout Set<String>) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&causes)
    }
}
