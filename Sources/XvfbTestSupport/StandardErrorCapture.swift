import Foundation

/// What `body` writes to standard error (where libX11, Mesa and the Xlib
/// error handler complain), which then goes nowhere else; any thread's
/// writes while it runs. Main thread; keep the output small (a pipe's buffer).
package func standardError(during body: () -> Void) -> String {
    fflush(stderr)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
        body()
        return ""
    }
    let saved = dup(STDERR_FILENO)
    dup2(ends[1], STDERR_FILENO)
    close(ends[1])
    body()
    fflush(stderr)
    // The pipe's last writer goes, so the read below ends.
    dup2(saved, STDERR_FILENO)
    close(saved)
    let data = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
    return String(decoding: data, as: UTF8.self)
}
