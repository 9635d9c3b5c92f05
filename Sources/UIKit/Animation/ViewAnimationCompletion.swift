import Foundation

/// Waits for the animations one block made and then calls its completion
/// handler once, with `finished` true only when every one of them ran to its
/// end (false when one was removed or replaced first). A block that made no
/// animation completes at the start of the next run-loop turn, finished.
/// The begin/commit API's will-start and did-stop handlers hang here too.
///
/// Main thread only.
@MainActor
final class ViewAnimationCompletion {
    private var outstanding = 0
    private var allFinished = true
    private var isSealed = false
    private var hasStarted = false
    private var hasFired = false
    private let handler: ((Bool) -> Void)?
    /// Called when the first of the block's animations starts (begin/commit's will-start).
    var willStart: (() -> Void)?

    init(_ handler: ((Bool) -> Void)?) {
        self.handler = handler
    }

    /// One more animation to wait for.
    func expect() {
        outstanding += 1
    }

    func animationStarted() {
        guard !hasStarted else { return }
        hasStarted = true
        willStart?()
    }

    func animationStopped(finished: Bool) {
        outstanding -= 1
        allFinished = allFinished && finished
        fireIfDone()
    }

    /// All the block's animations are added; with none, completes on the next turn.
    func seal() {
        isSealed = true
        if outstanding == 0 {
            DispatchQueue.main.async { [self] in
                MainActor.assumeIsolated {
                    animationStarted()
                    fireIfDone()
                }
            }
        }
    }

    private func fireIfDone() {
        guard isSealed, outstanding <= 0, !hasFired else { return }
        hasFired = true
        handler?(allFinished)
    }
}
