@testable import CoreAnimationValues
import Foundation
import XCTest

final class LayerContentsTests: XCTestCase {
    /// `imageAddress(at:)` reads the optional's bits as the image's address:
    /// it holds while `LayerContents?` is laid out as one reference.
    func testTheImageAddressIsTheImagesIdentityAndNilForNoContents() {
        XCTAssertEqual(MemoryLayout<LayerContents?>.size, MemoryLayout<UnsafeRawPointer>.size)
        let a = CGImage(width: 1, height: 1, premultipliedRGBA8: Data([0, 0, 0, 255]), isOpaque: true)
        let b = CGImage(width: 1, height: 1, premultipliedRGBA8: Data([0, 0, 0, 255]), isOpaque: true)
        for image in [a, b] {
            let contents: LayerContents? = .image(image)
            withUnsafePointer(to: contents) {
                XCTAssertEqual(LayerContents.imageAddress(at: $0), UnsafeRawPointer(Unmanaged.passUnretained(image).toOpaque()))
            }
        }
        let none: LayerContents? = nil
        withUnsafePointer(to: none) { XCTAssertNil(LayerContents.imageAddress(at: $0)) }
    }
}
