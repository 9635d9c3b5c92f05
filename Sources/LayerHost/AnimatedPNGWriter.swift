import Foundation

/// Writes frames as an animated PNG (APNG): the first frame's image data is
/// the file's default image, every later frame follows as frame data, each
/// shown for 1 / framesPerSecond seconds, looping forever.
///
/// Frames are encoded one at a time with the PNG encoder and written as they
/// come, so a long export holds one frame in memory; the frame count in the
/// header is filled in by `finish()`. All frames must have the first one's
/// size. Main thread (whoever owns the writer).
final class AnimatedPNGWriter {
    private let handle: FileHandle
    private let delayDenominator: UInt16
    private var frames: UInt32 = 0
    private var sequence: UInt32 = 0
    private var size: (width: UInt32, height: UInt32)?
    /// Where the animation-control chunk starts, to write the frame count at the end.
    private var controlOffset: UInt64 = 0

    init(url: URL, framesPerSecond: Double) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        handle = try FileHandle(forWritingTo: url)
        // The frame delay is 1/fps s in 16 bits: a rate beyond 65,535 fps is written as that.
        delayDenominator = UInt16(clamping: framesPerSecond.rounded(), to: 1...UInt16.max) ?? 60
    }

    func append(_ image: CGImage) throws {
        let chunks = try PNGChunks(image.pngData())
        guard let header = chunks.first(where: { $0.type == "IHDR" }), header.data.count >= 8 else {
            throw CocoaError(.fileWriteUnknown)
        }
        let width = header.data.bigEndianUInt32(at: 0), height = header.data.bigEndianUInt32(at: 4)
        if let size, size != (width, height) {
            Diagnostics.report("animated PNG frame \(frames) is \(width)×\(height), not \(size.width)×\(size.height); skipped",
                               subsystem: "LayerHost")
            return
        }
        let imageData = chunks.filter { $0.type == "IDAT" }.map(\.data)
        if size == nil {
            size = (width, height)
            try handle.write(contentsOf: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            try write("IHDR", header.data)
            controlOffset = try handle.offset()
            try write("acTL", Data(uint32: 0) + Data(uint32: 0))  // frames, plays (0: forever)
        }
        var control = Data(uint32: sequence) + Data(uint32: width) + Data(uint32: height)
        control += Data(uint32: 0) + Data(uint32: 0) + Data(uint16: 1) + Data(uint16: delayDenominator)
        control += Data([0, 0])  // dispose: none, blend: source
        try write("fcTL", control)
        sequence += 1
        for data in imageData {
            if frames == 0 {
                try write("IDAT", data)
            } else {
                try write("fdAT", Data(uint32: sequence) + data)
                sequence += 1
            }
        }
        frames += 1
    }

    /// Ends the file and fills in the frame count.
    func finish() throws {
        // An animated PNG needs a frame: without one the file would be broken.
        guard frames > 0 else { throw CocoaError(.fileWriteUnknown) }
        try write("IEND", Data())
        try handle.seek(toOffset: controlOffset)
        try write("acTL", Data(uint32: frames) + Data(uint32: 0))
        try handle.close()
    }

    private func write(_ type: String, _ data: Data) throws {
        let typeBytes = Data(type.utf8)
        try handle.write(contentsOf: Data(uint32: UInt32(data.count)) + typeBytes + data
                         + Data(uint32: CRC32.checksum(typeBytes + data)))
    }
}

/// The chunks of a PNG file, in order. A plain value.
struct PNGChunks: Sequence {
    struct Chunk {
        var type: String
        var data: Data
    }

    private let chunks: [Chunk]

    init(_ png: Data) throws {
        var chunks: [Chunk] = []
        var offset = 8
        let bytes = [UInt8](png)
        while offset + 8 <= bytes.count {
            let length = Int(Data(bytes[offset..<offset + 4]).bigEndianUInt32(at: 0))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
            chunks.append(Chunk(type: type, data: Data(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        self.chunks = chunks
    }

    func makeIterator() -> IndexingIterator<[Chunk]> { chunks.makeIterator() }
}

/// The CRC-32 of PNG chunks (ISO 3309, reflected 0xEDB88320). Pure.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}

extension Data {
    init(uint32 value: UInt32) { self.init([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]) }
    init(uint16 value: UInt16) { self.init([UInt8(value >> 8), UInt8(value & 0xFF)]) }

    func bigEndianUInt32(at offset: Int) -> UInt32 {
        let b = [UInt8](self[startIndex + offset..<startIndex + offset + 4])
        return UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3])
    }
}
