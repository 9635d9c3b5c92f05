@testable import CoreAnimationValues
import XCTest

/// `RareLayerValues`: the values most layers leave alone are shared between
/// copies of `LayerProperties` until one copy changes them, and a change
/// reaches only that copy.
final class RareLayerValuesTests: XCTestCase {
    /// Every rare value, set to something other than its default on one
    /// copy, as key paths with a value to write.
    private static let changes: [(String, (inout LayerProperties) -> Void, (LayerProperties) -> Bool)] = [
        ("anchorPointZ", { $0.anchorPointZ = 4 }, { $0.anchorPointZ == 4 }),
        ("sublayerTransform", { $0.sublayerTransform.m34 = -0.001 }, { $0.sublayerTransform.m34 == -0.001 }),
        ("isGeometryFlipped", { $0.isGeometryFlipped = true }, { $0.isGeometryFlipped }),
        ("allowsEdgeAntialiasing", { $0.allowsEdgeAntialiasing = true }, { $0.allowsEdgeAntialiasing }),
        ("edgeAntialiasingMask", { $0.edgeAntialiasingMask = [.layerTopEdge] }, { $0.edgeAntialiasingMask == [.layerTopEdge] }),
        ("rasterizationScale", { $0.rasterizationScale = 2 }, { $0.rasterizationScale == 2 }),
        ("drawsAsynchronously", { $0.drawsAsynchronously = true }, { $0.drawsAsynchronously }),
        ("contentsRect", { $0.contentsRect.size.width = 0.5 }, { $0.contentsRect.width == 0.5 }),
        ("contentsCenter", { $0.contentsCenter.origin.x = 0.25 }, { $0.contentsCenter.minX == 0.25 }),
        ("contentsGravity", { $0.contentsGravity = .center }, { $0.contentsGravity == .center }),
        ("contentsFormat", { $0.contentsFormat = .RGBA16Float }, { $0.contentsFormat == .RGBA16Float }),
        ("minificationFilter", { $0.minificationFilter = .nearest }, { $0.minificationFilter == .nearest }),
        ("magnificationFilter", { $0.magnificationFilter = .trilinear }, { $0.magnificationFilter == .trilinear }),
        ("minificationFilterBias", { $0.minificationFilterBias = 1 }, { $0.minificationFilterBias == 1 }),
        ("cornerCurve", { $0.cornerCurve = .continuous }, { $0.cornerCurve == .continuous }),
        ("shadowPath", { $0.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil) },
         { $0.shadowPath != nil }),
        ("backdropBlur", { $0.backdropBlur = BackdropBlur(radius: 8) }, { $0.backdropBlur?.radius == 8 }),
        ("timing", { $0.timing.speed = 2 }, { $0.timing.speed == 2 }),
        ("shadowColor", { $0.shadowColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) },
         { $0.shadowColor?.components == [1, 0, 0, 1] }),
        ("shadowColor nil", { $0.shadowColor = nil }, { $0.shadowColor == nil }),
        ("shadowOffset", { $0.shadowOffset.height = 5 }, { $0.shadowOffset.height == 5 }),
        ("shadowRadius", { $0.shadowRadius = 9 }, { $0.shadowRadius == 9 }),
    ]

    func testAChangeReachesOnlyTheCopyChanged() {
        for (name, change, isChanged) in Self.changes {
            let original = LayerProperties()
            var copy = original
            change(&copy)
            XCTAssertTrue(isChanged(copy), name)
            XCTAssertFalse(isChanged(original), "\(name) reached a copy it was not set on")
            XCTAssertNotEqual(copy, original, name)
            XCTAssertNil(original.rare.box, "\(name): the defaults were written to")
        }
    }

    /// The getters' own defaults are those of `RareLayerValues` (Apple's).
    func testTheDefaultsReadAreTheRareValuesDefaults() {
        let read = LayerProperties(), defaults = RareLayerValues()
        var rebuilt = RareLayerValues()
        rebuilt.anchorPointZ = read.anchorPointZ
        rebuilt.sublayerTransform = read.sublayerTransform
        rebuilt.isGeometryFlipped = read.isGeometryFlipped
        rebuilt.allowsEdgeAntialiasing = read.allowsEdgeAntialiasing
        rebuilt.edgeAntialiasingMask = read.edgeAntialiasingMask
        rebuilt.rasterizationScale = read.rasterizationScale
        rebuilt.drawsAsynchronously = read.drawsAsynchronously
        rebuilt.contentsRect = read.contentsRect
        rebuilt.contentsCenter = read.contentsCenter
        rebuilt.contentsGravity = read.contentsGravity
        rebuilt.contentsFormat = read.contentsFormat
        rebuilt.minificationFilter = read.minificationFilter
        rebuilt.magnificationFilter = read.magnificationFilter
        rebuilt.minificationFilterBias = read.minificationFilterBias
        rebuilt.cornerCurve = read.cornerCurve
        rebuilt.shadowPath = read.shadowPath
        rebuilt.backdropBlur = read.backdropBlur
        rebuilt.timing = read.timing
        rebuilt.shadowColor = read.shadowColor
        rebuilt.shadowOffset = read.shadowOffset
        rebuilt.shadowRadius = read.shadowRadius
        XCTAssertEqual(rebuilt, defaults)
        // Apple's shadow defaults: opaque black, 3 points up, a radius of 3.
        XCTAssertTrue(read.shadowColor === CGColor.black)
        XCTAssertEqual(read.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(read.shadowRadius, 3)
        XCTAssertEqual(Self.changes.count, 22, "a rare value added must be added to these tests")
    }

    func testCopiesShareTheirRareValuesUntilOneChanges() {
        var a = LayerProperties()
        a.timing.speed = 3
        let b = a
        XCTAssertTrue(a.rare.box === b.rare.box)
        var c = b
        c.contentsGravity = .top
        XCTAssertFalse(c.rare.box === b.rare.box)
        XCTAssertEqual(b.contentsGravity, .resize)
        XCTAssertEqual(c.timing.speed, 3)
    }

    func testWritingTheValueALayerHasKeepsSharing() {
        var properties = LayerProperties()
        properties.sublayerTransform = CATransform3DIdentity
        properties.timing = MediaTimingValues()
        properties.cornerCurve = .circular
        XCTAssertNil(properties.rare.box)
    }

    func testValuesMadeApartAreEqualWhenTheirRareValuesAre() {
        var a = LayerProperties(), b = LayerProperties()
        a.rasterizationScale = 3
        b.rasterizationScale = 3
        XCTAssertFalse(a.rare.box === b.rare.box)
        XCTAssertEqual(a, b)
        b.rasterizationScale = 1
        XCTAssertNil(b.rare.box, "values back at their defaults are held nowhere")
        XCTAssertEqual(b, LayerProperties())
        XCTAssertNotEqual(a, b)
    }

    /// The point of the split: a layer's values, copied into the model,
    /// the render tree and each frame's draw items, stay under half a
    /// kilobyte (744 bytes with every value inline).
    func testALayersValuesAreUnderHalfAKilobyte() {
        XCTAssertLessThanOrEqual(MemoryLayout<LayerProperties>.size, 400)
    }

    /// Each of the four copies a sprite keeps (model, render node, the
    /// last frame's item and the one being built) holds no shadow but its
    /// opacity: 216 bytes (248 with the shadow's colour, offset and radius inline).
    func testALayerWithoutAShadowKeepsNoneOfItsValues() {
        XCTAssertLessThanOrEqual(MemoryLayout<LayerProperties>.stride, 216)
        var values = LayerProperties()
        values.shadowOpacity = 0.5
        XCTAssertNil(values.rare.box, "the opacity alone is held inline")
    }
}
