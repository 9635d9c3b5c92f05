import Foundation

/// Enters the main actor from nonisolated callbacks (layer delegates,
/// animation delegates, actions) that Core Animation makes on the thread
/// that changed a layer. A call from another thread is reported and
/// answered with a fallback value instead of crashing. Any thread.
enum MainThreadCall {
    /// Runs `body` on the main actor, handing it `argument` (values such as
    /// layers that are not `Sendable`: they were made and are used on the
    /// main thread, which this checks before it hands them over).
    static func run<Argument, T>(or fallback: T, _ what: @autoclosure () -> String, passing argument: Argument,
                                 _ body: @MainActor (Argument) -> T) -> T {
        guard Thread.isMainThread else {
            Diagnostics.report("\(what()) was called off the main thread: views belong to the main thread; ignored", subsystem: "UIKit")
            return fallback
        }
        let box = MainThreadBox(value: argument)
        nonisolated(unsafe) var result = fallback
        MainActor.assumeIsolated {
            result = body(box.value)
        }
        return result
    }

    /// `run(or:_:passing:_:)` without an argument.
    static func run<T>(or fallback: T, _ what: @autoclosure () -> String, _ body: @MainActor () -> T) -> T {
        run(or: fallback, what(), passing: ()) { _ in body() }
    }
}

/// A value carried onto the main actor by `MainThreadCall` after it checked
/// that it runs on the main thread. Used only there.
private struct MainThreadBox<Value>: @unchecked Sendable {
    let value: Value
}
