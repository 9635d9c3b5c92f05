import Foundation

/// The orientation a JPEG's EXIF block records (tag 0x0112 of its first
/// image file directory): 1 (as stored) to 8, the TIFF numbering, which
/// says how the stored pixels must be turned or mirrored to show upright.
/// Decoding keeps the stored pixels; `UIImage` carries the orientation.
///
/// Pure and bounded: every offset is checked against the bytes, so a
/// truncated or hostile file gives nil, never a crash. Any thread.
package enum ExifOrientation {
    /// The EXIF orientation of JPEG `data`, 1…8; nil when it is not a JPEG,
    /// has no EXIF block before its image data, no orientation tag, or one
    /// out of range.
    ///
    /// - Complexity: O(segments before the image data).
    package static func value(inJPEG data: Data) -> Int? {
        let bytes = [UInt8](data.prefix(1 << 20))
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            // Start of scan or end of image: no EXIF came before the pixels.
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            if marker == 0xE1, let value = orientation(inApp1: bytes[(offset + 4)..<(offset + 2 + length)]) {
                return value
            }
            offset += 2 + length
        }
        return nil
    }

    /// The orientation in an APP1 segment's payload ("Exif\0\0", then a TIFF header and IFD0).
    private static func orientation(inApp1 payload: ArraySlice<UInt8>) -> Int? {
        let exif = Array(payload)
        guard exif.count >= 14, exif[0...5].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        let tiff = Array(exif[6...])
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return littleEndian ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return littleEndian ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let directory = u32(4), let entries = u16(directory) else { return nil }
        for index in 0..<min(entries, 1_000) {
            let entry = directory + 2 + index * 12
            guard let tag = u16(entry) else { return nil }
            guard tag == 0x0112 else { continue }
            // A SHORT (type 3), held in the first two bytes of the value field.
            guard u16(entry + 2) == 3, let value = u16(entry + 8), (1...8).contains(value) else { return nil }
            return value
        }
        return nil
    }
}
