import Foundation

/// UIKit's one answer to being used off the main thread: the call is carried
/// out (nothing is lost, and it never traps), and the first such use in the
/// process is reported, naming it. Views belong to the main thread on iOS
/// too, where the Main Thread Checker reports the same mistake. The funnels
/// every view change goes through (adding and removing views, animation and
/// transition blocks, layout) call `note(_:)`. Any thread.
enum OffMainUse {
    static func note(_ what: @autoclosure () -> String) {
        guard !Thread.isMainThread else { return }
        Diagnostics.reportOnce(
            cause: "UIKit off the main thread",
            "\(what()) was called off the main thread: views belong to the main thread (UIKit is not thread-safe); it is carried out, racing the main thread's own changes. Move the call to DispatchQueue.main",
            subsystem: "UIKit")
    }
}
