import CoreAnimationValues
import XCTest

/// Key paths of replicator and emitter values, down to one value of a named
/// (sub-)cell, read and written on `LayerProperties`.
final class ResolvedKeyPathInstancedTests: XCTestCase {
    private func emitter() -> LayerProperties {
        var spark = EmitterCellValues()
        spark.name = "spark"
        spark.birthRate = 50
        var rocket = EmitterCellValues()
        rocket.name = "rocket"
        rocket.birthRate = 2
        rocket.cells = [spark]
        var p = LayerProperties()
        p.emitterValues.cells = [rocket]
        return p
    }

    func testCellKeyPathsParseNamesAndAProperty() {
        let path = EmitterCellKeyPath(["rocket", "emitterCells", "spark", "birthRate"])
        XCTAssertEqual(path?.names, ["rocket", "spark"])
        XCTAssertEqual(path?.property, .birthRate)
        XCTAssertEqual(EmitterCellKeyPath(["rocket", "isEnabled"])?.property, .enabled)
        XCTAssertNil(EmitterCellKeyPath(["rocket"]), "a cell without a value")
        XCTAssertNil(EmitterCellKeyPath(["rocket", "name"]), "not animatable")
        XCTAssertNil(EmitterCellKeyPath(["rocket", "cells", "spark", "birthRate"]))
    }

    func testCellValuesAreReadAndWrittenByKeyPath() {
        var p = emitter()
        XCTAssertEqual(LayerPropertyAccess.value(at: KeyPathParts("emitterCells.rocket.birthRate"), in: p), .number(2))
        XCTAssertTrue(LayerPropertyAccess.set(.number(9), at: KeyPathParts("emitterCells.rocket.emitterCells.spark.birthRate"), in: &p))
        XCTAssertEqual(p.emitterValues.cell(at: ["rocket", "spark"])?.birthRate, 9)
        XCTAssertFalse(LayerPropertyAccess.set(.number(.nan), at: KeyPathParts("emitterCells.rocket.birthRate"), in: &p))
        XCTAssertFalse(LayerPropertyAccess.set(.number(1), at: KeyPathParts("emitterCells.nobody.birthRate"), in: &p))
        XCTAssertTrue(LayerPropertyAccess.set(.number(12), at: KeyPathParts("emitterPosition.x"), in: &p))
        XCTAssertEqual(p.emitterValues.emitterPosition.x, 12)
    }

    func testReplicatorValuesAreReadAndWrittenByKeyPath() {
        var p = LayerProperties()
        p.replicatorValues = ReplicatorValues()
        XCTAssertTrue(LayerPropertyAccess.set(.number(0.5), at: KeyPathParts("instanceTransform.rotation.z"), in: &p))
        XCTAssertEqual(p.replicatorValues.instanceTransform.m12, sin(0.5), accuracy: 1e-9)
        XCTAssertTrue(LayerPropertyAccess.set(.number(3.7), at: KeyPathParts("instanceCount"), in: &p))
        XCTAssertEqual(p.replicatorValues.instanceCount, 3, "counts are whole copies")
    }

    func testAPlainLayerHasNoneOfThem() {
        var p = LayerProperties()
        XCTAssertNil(LayerPropertyAccess.value(at: KeyPathParts("scale"), in: p))
        XCTAssertFalse(LayerPropertyAccess.set(.number(2), at: KeyPathParts("birthRate"), in: &p))
        XCTAssertFalse(LayerPropertyAccess.set(.number(2), at: KeyPathParts("instanceDelay"), in: &p))
        XCTAssertNil(p.instanced, "writing does not turn a plain layer into an emitter")
    }
}
