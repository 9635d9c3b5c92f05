import Foundation

/// A block of bytes for images, as Apple's `CGDataProvider`.
///
/// This one always holds its bytes in memory (Apple's may read lazily).
/// Immutable; safe on any thread.
public final class CGDataProvider: Sendable {
    private let bytes: Data

    /// A provider of `data`. Never fails; optional to match Apple's `init?(data: CFData)`.
    public init?(data: Data) {
        bytes = data
    }

    /// A provider of a file's contents, read now; nil when it cannot be read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: URL(fileURLWithPath: String(cString: filename)))
    }

    /// A provider of the contents of a file URL, read now; nil when it cannot be read.
    public convenience init?(url: URL) {
        guard let contents = try? Data(contentsOf: url) else { return nil }
        self.init(data: contents)
    }

    /// The provider's bytes.
    public var data: Data? { bytes }

    /// The bytes, for code in this package that needs them without the optional.
    package var contents: Data { bytes }
}
