import Foundation
import XCTest
@testable import CoreGraphics

/// `NSValue.typeEncoding`: the same string as `objCType`, read from what
/// Foundation stores so that it does not leak `objCType`'s C string.
final class NSValueTypeEncodingTests: XCTestCase {
    private var values: [NSValue] {
        var entries = [Double](repeating: 1, count: 16)
        let bytes = entries.withUnsafeMutableBytes { NSValue(bytes: $0.baseAddress!, objCType: "[16d]") }
        return [NSValue(cgPoint: CGPoint(x: 1, y: 2)), NSValue(cgSize: CGSize(width: 3, height: 4)),
                NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)), NSValue(cgVector: CGVector(dx: 1, dy: 2)),
                NSValue(cgAffineTransform: .identity), bytes, NSValue(range: NSRange(location: 1, length: 2))]
    }

    func testItIsTheObjCTypeOfEveryKindOfValue() {
        for value in values {
            XCTAssertEqual(value.typeEncoding, String(cString: value.objCType), "\(value)")
        }
    }

    /// The storage the leak-free reading relies on: if a Foundation update
    /// changes it, `typeEncoding` still answers (through `objCType`) but leaks again.
    func testFoundationStoresWhatItIsReadFrom() {
        let point = Mirror(reflecting: NSValue(cgPoint: .zero)).children.map(\.label)
        XCTAssertEqual(point, ["_value"])
        let bytes = Mirror(reflecting: NSValue(cgVector: .zero)).children.compactMap(\.label)
        XCTAssertTrue(bytes.contains("_typeInfo"), "\(bytes)")
    }

    func testReadingItOftenDoesNotGrowMemory() throws {
        // AddressSanitizer holds freed memory back (its quarantine): resident
        // memory grows there whatever the code does.
        if ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil || dlsym(nil, "__asan_init") != nil {
            throw XCTSkip("resident memory is not meaningful under AddressSanitizer")
        }
        func residentKiB() throws -> Int {
            let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
            return Int(statm.split(separator: " ")[1])! * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
        }
        let point = NSValue(cgPoint: .zero), vector = NSValue(cgVector: .zero)
        var total = 0
        for _ in 0..<1_000 { total += point.typeEncoding.count }
        let before = try residentKiB()
        for _ in 0..<100_000 { total += point.typeEncoding.count + vector.typeEncoding.count }
        let grown = try residentKiB() - before
        // objCType would leave about 6 MiB behind here (32 bytes a call).
        XCTAssertLessThan(grown, 1_536, "\(grown) KiB")
        XCTAssertEqual(total, 101_000 * 12 + 100_000 * 4)
    }
}
