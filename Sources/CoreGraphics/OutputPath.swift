import Foundation

/// Where a tool or an export is about to write, checked before the work
/// starts, so that a path it cannot write is refused at once in one line
/// ("cannot write frames into /data/out: permission denied") rather than
/// after a long run, or as a raw `NSError`.
///
/// A check creates nothing it leaves behind: it finds the deepest part of
/// the path that exists, refuses a file where a folder must be (and a folder
/// where a file must be), and creates and removes a probe file there, which
/// is the one test of writing that holds for root, read-only mounts and
/// access lists alike. Any thread.
package enum OutputPath {
    /// Checks that the folder `path` exists and takes files, or can be made
    /// where it is missing. `what` names the files for the message ("frames").
    package static func checkFolder(_ path: String, for what: String) throws {
        let url = URL(fileURLWithPath: path)
        try checkWritable(url, isFolder: true, message: "cannot write \(what) into \(path)")
    }

    /// Checks that the file `path` can be written: its folder (or the
    /// deepest part of it that exists) takes files, and `path` is not a folder.
    package static func checkFile(_ path: String, for what: String) throws {
        let url = URL(fileURLWithPath: path)
        try checkWritable(url, isFolder: false, message: "cannot write \(what) to \(path)")
    }

    /// `error` from a file operation in a few plain words: the system's
    /// reason ("permission denied", "no space left on device") where the
    /// error carries one, else its localized description.
    package static func reason(_ error: Error) -> String {
        if let failure = error as? OutputPathError { return failure.reason }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return plain(errno: Int32(nsError.code)) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return plain(errno: Int32(underlying.code))
        }
        return nsError.localizedDescription
    }

    private static func checkWritable(_ url: URL, isFolder: Bool, message: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isFolder && !isDirectory.boolValue {
                throw OutputPathError(message: message, reason: "it is a file, not a folder")
            }
            if !isFolder && isDirectory.boolValue {
                throw OutputPathError(message: message, reason: "it is a folder")
            }
        }
        // The deepest folder on the way that exists: where the first file or folder would be made.
        var existing = isFolder && isDirectory.boolValue ? url : url.deletingLastPathComponent()
        while !manager.fileExists(atPath: existing.path, isDirectory: &isDirectory) {
            let parent = existing.deletingLastPathComponent()
            if parent.path == existing.path { break }
            existing = parent
        }
        guard isDirectory.boolValue else {
            throw OutputPathError(message: message, reason: "\(existing.path) is a file, not a folder")
        }
        let probe = existing.appendingPathComponent(".write-check-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(probe.path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
        guard descriptor >= 0 else {
            let reason = plain(errno: errno)
            throw OutputPathError(message: message, reason: existing == url ? reason : "\(existing.path): \(reason)")
        }
        close(descriptor)
        unlink(probe.path)
    }

    /// The C library's words for `code`, in lower case: "permission denied".
    private static func plain(errno code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let words = String(cString: text)
        return words.prefix(1).lowercased() + words.dropFirst()
    }
}
