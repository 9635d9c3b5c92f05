import Foundation

/// Frames of an export side by side at a quarter of their size, four to a
/// row, on a dark background: one picture of how an animation runs.
/// Main thread (whoever owns it).
struct ContactSheet {
    private let cellWidth: Int
    private let cellHeight: Int
    private let columns: Int
    private let context: CGContext?
    private var added = 0
    private static let gap = 4

    init(frameWidth: Int, frameHeight: Int, count: Int) {
        cellWidth = max(1, frameWidth / 4)
        cellHeight = max(1, frameHeight / 4)
        columns = min(4, max(1, count))
        let rows = (max(1, count) + columns - 1) / columns
        context = CGContext(
            data: nil, width: columns * (cellWidth + Self.gap) + Self.gap, height: rows * (cellHeight + Self.gap) + Self.gap,
            bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        if let context {
            context.setFillColor(CGColor(red: 0.12, green: 0.12, blue: 0.14, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        }
    }

    /// Draws the next frame into the next cell (left to right, top to bottom).
    mutating func add(_ image: CGImage) {
        guard let context else { return }
        let column = added % columns, row = added / columns
        let x = Self.gap + column * (cellWidth + Self.gap)
        // CGContext is y-up: the first row is at the top of the image.
        let y = context.height - (row + 1) * (cellHeight + Self.gap)
        context.interpolationQuality = .high
        context.draw(image, in: CGRect(x: x, y: y, width: cellWidth, height: cellHeight))
        added += 1
    }

    func pngData() throws -> Data {
        guard let image = context?.makeImage() else { throw CocoaError(.fileWriteUnknown) }
        return try image.pngData()
    }
}
