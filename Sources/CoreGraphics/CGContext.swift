import Foundation

/// A bitmap drawing destination, as Apple's bitmap `CGContext`, drawn by Cairo.
///
/// **Coordinates.** As on Apple's platforms, user space starts out equal to
/// device space: one unit per pixel, origin at the bottom-left corner, y up
/// (`ctm` is the identity). Memory runs the other way: row 0 of `data` is the
/// top of the image. So filling `CGRect(x: 0, y: 0, width: 1, height: 1)`
/// colours the first pixel of the last row in memory, and `makeImage()` has it
/// at its bottom-left.
///
/// **Pixels.** 8-bit RGB with premultiplied or skipped alpha, first or last, in
/// default, 32-bit big- or 32-bit little-endian order. `premultipliedFirst |
/// byteOrder32Little` (B, G, R, A in memory) is Cairo's own layout; the others
/// are reordered around each operation, only over the pixels it can reach.
/// Between calls `data` always holds the declared layout and may be read or
/// written directly.
///
/// **Threads.** A context belongs to one thread at a time: every call, and any
/// access to `data`, must come from the thread that owns it (hand it over
/// with the usual synchronisation). It is not `Sendable`.
///
/// **Not here:** grey, alpha-only, 16-bit and float contexts, patterns and
/// colour spaces beyond RGB and grey colours (no colour matching is done),
/// text, transparency layers, `replacePathWithStrokedPath()`, masks
/// (`clip(to:mask:)`), and `.plusDarker` (drawn as `.normal`).
public final class CGContext {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Always 8, the only depth a context accepts.
    public let bitsPerComponent: Int
    /// Always 32.
    public let bitsPerPixel: Int
    /// Bytes from one row to the next: as given, or `width * 4` when 0 was given.
    public let bytesPerRow: Int
    /// The space given at creation: always an RGB space, never nil.
    public let colorSpace: CGColorSpace?
    /// The layout flags given at creation.
    public let bitmapInfo: CGBitmapInfo

    /// Where alpha sits in each pixel and whether colour is premultiplied.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// The pixel memory: the caller's, or memory the context allocated and frees.
    public var data: UnsafeMutableRawPointer? { pixels }

    let canvas: CairoCanvas
    var state = GraphicsState()
    var savedStates: [GraphicsState] = []
    /// The current path in device space (y up), as Apple keeps it: points are
    /// mapped through the CTM in force when they are added.
    let devicePath = CGMutablePath()
    /// Whether antialiasing may happen at all; not part of the graphics state.
    var allowsAntialiasing = true

    /// A bitmap context drawing into `data`, or into zeroed memory it
    /// allocates and owns when `data` is nil.
    ///
    /// `bytesPerRow` 0 means `width * 4`. Nil, with one diagnostic saying why,
    /// for a size that is not positive or larger than Cairo's 32767 pixels, a
    /// layout this context cannot draw (see the type's notes), rows shorter
    /// than `width * 4` bytes or longer than Cairo's `Int32.max`, a
    /// `bytesPerRow` or `data` address that is not a multiple of 4 (Cairo
    /// reads whole 32-bit pixels), or failed allocation.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: Optional(space), bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
    }

    /// As `init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`
    /// with the flags typed; a nil space (Apple's alpha-only contexts) is not supported.
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace?, bitmapInfo: CGBitmapInfo
    ) {
        let function = "CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)"
        func refuse(_ reason: String) {
            Diagnostics.report(in: function, reason + "; no context.")
        }
        guard width > 0, height > 0 else {
            refuse("width and height must be positive, not \(width)×\(height)")
            return nil
        }
        guard width <= 32767, height <= 32767 else {
            refuse("\(width)×\(height) is larger than Cairo's 32767 pixels a side")
            return nil
        }
        guard let space else {
            refuse("a nil colour space (alpha-only context) is not supported")
            return nil
        }
        let layout: BitmapContextLayout
        do {
            layout = try BitmapContextLayout(bitsPerComponent: bitsPerComponent, model: space.model, bitmapInfo: bitmapInfo)
        } catch {
            refuse("\(error)")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard rowBytes >= width * 4 else {
            refuse("bytesPerRow \(bytesPerRow) is less than the \(width * 4) bytes of one row")
            return nil
        }
        guard rowBytes <= Int(Int32.max) else {
            refuse("bytesPerRow \(bytesPerRow) is more than Cairo's \(Int32.max) bytes a row")
            return nil
        }
        guard rowBytes % 4 == 0 else {
            refuse("bytesPerRow \(bytesPerRow) is not a multiple of 4")
            return nil
        }
        if let data, Int(bitPattern: data) % 4 != 0 {
            refuse("data is not aligned to 4 bytes")
            return nil
        }
        let memory: UnsafeMutableRawPointer
        if let data {
            memory = data
        } else {
            guard let allocated = calloc(height, rowBytes) else {
                refuse("\(height * rowBytes) bytes could not be allocated")
                return nil
            }
            memory = allocated
        }
        do {
            canvas = try CairoCanvas(pixels: memory, ownsPixels: data == nil, width: width, height: height,
                                     bytesPerRow: rowBytes, layout: layout)
        } catch {
            refuse("\(error)")
            return nil
        }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = 32
        self.bytesPerRow = rowBytes
        self.colorSpace = space
        self.bitmapInfo = bitmapInfo
    }

    /// The pixel memory (owned, when the context allocated it, by the canvas, which frees it last).
    private var pixels: UnsafeMutableRawPointer { canvas.pixels }

    /// How many drawing operations (fills, strokes, images, clears, text) were asked of the context so far, drawn or
    /// clipped away: UIKit tells a `draw(_:)` that draws from one that only reached the base class's.
    package var paintOperationCount: Int { canvas.operationCount }

    /// An image of the pixels as they are now; later drawing does not change it.
    ///
    /// The image keeps this context's layout (`bitmapInfo`, `bytesPerRow`) over
    /// a copy of the memory, as Apple's copy-on-write images behave.
    /// - Complexity: O(bytesPerRow × height).
    public func makeImage() -> CGImage? {
        canvas.flush()
        let bytes = Data(bytes: pixels, count: bytesPerRow * height)
        guard let provider = CGDataProvider(data: bytes), let space = colorSpace else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                       bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo, provider: provider,
                       decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// Makes all drawing visible in `data`; drawing is already synchronous, so this only flushes Cairo.
    public func flush() {
        canvas.flush()
    }

    /// Does nothing: a bitmap context has nothing to synchronise with.
    public func synchronize() {}
}
