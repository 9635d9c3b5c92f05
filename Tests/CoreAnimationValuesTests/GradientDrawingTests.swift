import XCTest
@testable import CoreAnimationValues

/// How a gradient layer's colours and locations become stops, and how its values animate.
final class GradientDrawingTests: XCTestCase {
    private let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    private func gradient(_ colors: [CGColor]?, _ locations: [Double]? = nil) -> GradientDrawing {
        var g = GradientDrawing()
        g.colors = colors
        g.locations = locations
        return g
    }

    func testNoColoursHaveNoStops() {
        XCTAssertNil(gradient(nil).stops)
        XCTAssertNil(gradient([]).stops)
    }

    func testNilOrEmptyLocationsSpreadTheStopsEvenly() {
        XCTAssertEqual(gradient([black, white, red]).stops?.map(\.location), [0, 0.5, 1])
        XCTAssertEqual(gradient([black, white, red], []).stops?.map(\.location), [0, 0.5, 1])
        XCTAssertEqual(gradient([red]).stops?.map(\.location), [0])
        XCTAssertNil(gradient([black, white], []).locationCountMismatch, "empty locations are no locations")
    }

    func testMismatchedCountsPutMissingLocationsAtTheEnd() {
        let fewer = gradient([black, white, red], [0, 0.25])
        XCTAssertEqual(fewer.stops?.map(\.location), [0, 0.25, 1])
        XCTAssertEqual(fewer.locationCountMismatch?.colors, 3)
        XCTAssertEqual(fewer.locationCountMismatch?.locations, 2)
        let more = gradient([black, white], [0.2, 0.4, 0.9])
        XCTAssertEqual(more.stops?.map(\.location), [0.2, 0.4], "extra locations are ignored")
        XCTAssertNotNil(more.locationCountMismatch)
        XCTAssertNil(gradient([black, white], [0, 1]).locationCountMismatch)
    }

    func testStopsOutOfOrderAreSortedStably() {
        let stops = gradient([black, white, red], [0.8, 0.2, 0.2]).stops!
        XCTAssertEqual(stops.map(\.location), [0.2, 0.2, 0.8])
        XCTAssertEqual(stops.map(\.red), [1, 1, 0], "white before red at 0.2, as given")
    }

    func testColourAtMixesStraightComponentsAndHoldsTheEnds() {
        let stops = gradient([CGColor(red: 0, green: 0, blue: 0, alpha: 0), white], [0.2, 0.6]).stops!
        XCTAssertEqual(stops.color(at: 0).alpha, 0)
        XCTAssertEqual(stops.color(at: 1).red, 1)
        let middle = stops.color(at: 0.4)
        XCTAssertEqual(middle.red, 0.5, accuracy: 1e-12, "straight, not premultiplied")
        XCTAssertEqual(middle.alpha, 0.5, accuracy: 1e-12)
        let hard = gradient([black, white, red, red], [0, 0.5, 0.5, 1]).stops!
        XCTAssertEqual(hard.color(at: 0.4999).green, 0.9998, accuracy: 1e-9)
        XCTAssertEqual(hard.color(at: 0.5).green, 0, "the later stop past a hard edge")
    }

    func testNilLocationsReadAsTheirEvenSpreadForAnimations() {
        var p = LayerProperties()
        p.gradientDrawing = gradient([black, white, red])
        let locations = ResolvedKeyPath(KeyPathParts("locations"))
        XCTAssertEqual(locations.value(in: p), .numbers([0, 0.5, 1]))
        XCTAssertTrue(locations.set(.numbers([0, 0.1, 1]), in: &p))
        XCTAssertEqual(p.gradientDrawing.locations, [0, 0.1, 1])
        XCTAssertFalse(locations.set(.numbers([0, .nan, 1]), in: &p), "non-finite locations are refused")
        XCTAssertEqual(ResolvedKeyPath(KeyPathParts("endPoint.x")).value(in: p), .number(0.5))
        XCTAssertNil(locations.value(in: LayerProperties()), "not a gradient layer")
    }

    func testColourArraysCombineLinearlyForAdditiveAndSplineAnimations() {
        let a = AnimatableValue.colors([black, white]), b = AnimatableValue.colors([red, red])
        XCTAssertEqual(AnimatableValue.add(a, b), .colors([CGColor(red: 1, green: 0, blue: 0, alpha: 2),
                                                           CGColor(red: 2, green: 1, blue: 1, alpha: 2)]))
        XCTAssertEqual(AnimatableValue.subtract(b, b), .colors([CGColor(red: 0, green: 0, blue: 0, alpha: 0),
                                                                CGColor(red: 0, green: 0, blue: 0, alpha: 0)]))
        XCTAssertEqual(AnimatableValue.distance(a, b), 3.0.squareRoot(), accuracy: 1e-12, "red 1 apart, then green and blue")
        XCTAssertNil(AnimatableValue.add(a, .colors([red])), "arrays of different lengths do not add")
        XCTAssertEqual(AnimatableValue.interpolate(a, .colors([red]), 0.4), a, "different lengths switch half way")
        XCTAssertEqual(AnimatableValue.interpolate(a, .colors([red]), 0.6), .colors([red]))
    }
}
