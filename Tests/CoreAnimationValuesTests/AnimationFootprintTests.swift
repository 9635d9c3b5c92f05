import Dispatch
import Glibc
import XCTest
@testable import CoreAnimationValues

/// What a running animation keeps is small: a number track keeps only its
/// numbers and gives its source back exactly (less what Apple's table ignores), key paths' parts are shared,
/// and the values copied per animation keep their packed sizes.
final class AnimationFootprintTests: XCTestCase {
    private func ends(_ source: PropertyTrack.Source) -> [AnimatableValue?]? {
        guard case .basic(let from, let to, let by) = source else { return nil }
        return [from, to, by]
    }

    func testANumberTrackGivesBackTheEndsItWasMadeFromThatCount() {
        let values: [Double?] = [nil, 0, -2.5, .nan, .infinity]
        for from in values {
            for to in values {
                for by in values {
                    let given: [AnimatableValue?] = [from, to, by].map { $0.map(AnimatableValue.number) }
                    let track = PropertyTrack(
                        keyPath: KeyPathParts("position.y"), isAdditive: false, isCumulative: false, valueFunction: nil,
                        rotationMode: nil, source: .basic(from: given[0], to: given[1], by: given[2]))
                    XCTAssertTrue(track.hasNumberTrack)
                    XCTAssertNil(track.valueFunction)
                    XCTAssertNil(track.rotationMode)
                    let back = ends(track.source)
                    XCTAssertEqual(back?.count, 3)
                    // Less a by beside a from and a to, which Apple's table ignores.
                    let counted = from != nil && to != nil ? [given[0], given[1], nil] : given
                    for (made, original) in zip(back ?? [], counted) {
                        switch (made, original) {
                        case (nil, nil): break
                        case (.number(let a)?, .number(let b)?):
                            XCTAssertEqual(a.bitPattern, b.bitPattern, "\(String(describing: from)) \(String(describing: to)) \(String(describing: by))")
                        default: XCTFail("\(String(describing: made)) is not \(String(describing: original))")
                        }
                    }
                }
            }
        }
    }

    func testAGeneralTrackKeepsItsValueFunctionRotationModeAndSource() {
        let turning = PropertyTrack(
            keyPath: KeyPathParts("transform"), isAdditive: false, isCumulative: false,
            valueFunction: CAValueFunction(name: .rotateZ)!, rotationMode: .rotateAuto,
            source: .basic(from: .number(0), to: .number(1), by: nil))
        XCTAssertFalse(turning.hasNumberTrack)
        XCTAssertEqual(turning.valueFunction?.name, .rotateZ)
        XCTAssertEqual(turning.rotationMode, .rotateAuto)
        guard case .number(1)? = ends(turning.source)?[1] else { return XCTFail("\(turning.source)") }
        let point = PropertyTrack(
            keyPath: KeyPathParts("position"), isAdditive: true, isCumulative: false, valueFunction: nil, rotationMode: nil,
            source: .basic(from: nil, to: .point(CGPoint(x: 3, y: 4)), by: nil))
        guard case .point(CGPoint(x: 3, y: 4))? = ends(point.source)?[1] else { return XCTFail("\(point.source)") }
        XCTAssertNil(point.valueFunction)
    }

    func testKeyPathPartsAreSharedBetweenAnimationsOfOneKeyPath() {
        let a = KeyPathParts("transform.rotation.z"), b = KeyPathParts("transform.rotation.z")
        XCTAssertEqual(a.key, "transform")
        XCTAssertEqual(a.rest, ["rotation", "z"])
        XCTAssertEqual(a, b)
        let sameStorage = a.rest.withUnsafeBufferPointer { x in b.rest.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
        XCTAssertTrue(sameStorage, "one array for both")
        XCTAssertEqual(KeyPathParts("").key, "")
        XCTAssertEqual(KeyPathParts("a..b").rest, ["", "b"])
    }

    func testLongKeyPathsAreNotKeptAndTheTableStaysBounded() {
        let long = "position." + String(repeating: "x", count: KeyPathParts.sharedLength)
        let before = KeyPathParts.sharedCount
        let parts = KeyPathParts(long)
        XCTAssertEqual(parts.rest, [String(repeating: "x", count: KeyPathParts.sharedLength)])
        XCTAssertEqual(KeyPathParts.sharedCount, before, "a long key path is not kept")
        // Many threads making many distinct key paths: each is split right and the table stops at its limit.
        let count = KeyPathParts.sharedLimit + 200
        let made = UnsafeMutableBufferPointer<Bool>.allocate(capacity: count)
        made.initialize(repeating: false)
        defer { made.deallocate() }
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let parts = KeyPathParts("custom\(index).part\(index % 7)")
            made[index] = parts.key == "custom\(index)" && parts.rest == ["part\(index % 7)"]
        }
        XCTAssertTrue(made.allSatisfy { $0 })
        XCTAssertLessThanOrEqual(KeyPathParts.sharedCount, KeyPathParts.sharedLimit)
        XCTAssertEqual(KeyPathParts("custom3.part3").rest, ["part3"], "found in the table or split again alike")
        // Past its limit the table started again: key paths in use are shared still.
        let a = KeyPathParts("position.x"), b = KeyPathParts("position.x")
        XCTAssertTrue(a.rest.withUnsafeBufferPointer { x in b.rest.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } })
    }

    func testTheValuesCopiedPerAnimationKeepTheirPackedSizes() {
        // Each running animation is copied into its layer's commit, render
        // node and descriptor: a field added in the wrong place widens them all.
        XCTAssertLessThanOrEqual(MemoryLayout<MediaTimingValues>.stride, 48)
        XCTAssertLessThanOrEqual(MemoryLayout<AnimationDescriptor>.stride, 72)
        XCTAssertLessThanOrEqual(MemoryLayout<NumberAnimation>.stride, 96)
        XCTAssertLessThanOrEqual(MemoryLayout<NumberTrack>.size, 27)
        // A curve is a reference to its points, shared by its copies (32 bytes inline before).
        XCTAssertEqual(MemoryLayout<TimingCurve?>.size, 8)
        // A number track's object, as glibc gave it (over 300 bytes when it kept its source too).
        let track = PropertyTrack(
            keyPath: KeyPathParts("opacity"), isAdditive: false, isCumulative: false, valueFunction: nil,
            rotationMode: nil, source: .basic(from: .number(0), to: .number(1), by: nil))
        let usableSize = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size"),
                                       to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
        XCTAssertLessThanOrEqual(usableSize(Unmanaged.passUnretained(track).toOpaque()), 128)
    }
}
