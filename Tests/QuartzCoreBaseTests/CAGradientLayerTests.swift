import XCTest
@testable import QuartzCoreBase

/// `CAGradientLayer`'s model: Apple's defaults, key-value coding, refused
/// values with their diagnostics, and presentation values mid-animation.
final class CAGradientLayerTests: LayerTestCase {
    private let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A gradient layer committed once (so it has a presentation and implicit animations).
    private func committedGradient(_ configure: (CAGradientLayer) -> Void = { _ in }) -> CAGradientLayer {
        committed(CAGradientLayer(), configure)
    }

    private func basic(_ keyPath: String, from: Any?, to: Any?) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        return animation
    }

    /// Adds `animation` in its own transaction, so that it begins now.
    private func run(_ animation: CAAnimation, on layer: CALayer) {
        CATransaction.flush()
        CATransaction.begin()
        layer.add(animation, forKey: "a")
        CATransaction.commit()
    }

    private func colors(_ layer: CAGradientLayer?) -> [CGColor]? { layer?.colors as? [CGColor] }

    // MARK: Defaults and key-value coding

    func testDefaultsAreApples() {
        let layer = CAGradientLayer()
        XCTAssertNil(layer.colors)
        XCTAssertNil(layer.locations)
        XCTAssertEqual(layer.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(layer.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(layer.type, .axial)
        XCTAssertEqual(CAGradientLayer.defaultValue(forKey: "startPoint") as? CGPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(CAGradientLayer.defaultValue(forKey: "endPoint") as? CGPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(CAGradientLayer.defaultValue(forKey: "type") as? CAGradientLayerType, .axial)
        XCTAssertNil(CAGradientLayer.defaultValue(forKey: "colors"))
        XCTAssertEqual(CAGradientLayerType.conic.rawValue, "conic")
    }

    func testPropertiesKeepWhatTheyAreGiven() {
        let layer = CAGradientLayer()
        layer.colors = [black, white]
        layer.locations = [0, 0.25]
        layer.type = .radial
        layer.startPoint = CGPoint(x: 0.1, y: 0.2)
        layer.endPoint = CGPoint(x: 0.9, y: 0.8)
        XCTAssertEqual(colors(layer), [black, white])
        XCTAssertEqual(layer.locations, [0, 0.25])
        XCTAssertEqual(layer.type, .radial)
        XCTAssertEqual(layer.startPoint, CGPoint(x: 0.1, y: 0.2))
        XCTAssertEqual(layer.endPoint, CGPoint(x: 0.9, y: 0.8))
        layer.colors = nil
        layer.locations = nil
        XCTAssertNil(layer.colors)
        XCTAssertNil(layer.locations)
    }

    func testKeyValueCoding() {
        let layer = CAGradientLayer()
        layer.setValue([black, red] as [Any], forKey: "colors")
        layer.setValue([NSNumber(value: 0.5), 1.0] as [Any], forKey: "locations")
        layer.setValue(NSValue(point: CGPoint(x: 0, y: 0.5)), forKey: "startPoint")
        layer.setValue("conic", forKey: "type")
        XCTAssertEqual(colors(layer), [black, red])
        XCTAssertEqual(layer.value(forKey: "locations") as? [NSNumber], [0.5, 1])
        XCTAssertEqual(layer.value(forKey: "startPoint") as? CGPoint, CGPoint(x: 0, y: 0.5))
        XCTAssertEqual(layer.value(forKeyPath: "endPoint.y") as? CGFloat, 1)
        XCTAssertEqual(layer.type, .conic)
        layer.setValue(NSNull(), forKey: "colors")
        XCTAssertNil(layer.colors)
        let reports = diagnostics { layer.setValue(["a", "b"], forKey: "locations") }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertEqual(layer.locations, [0.5, 1], "kept")
    }

    func testAPlainLayerHasNoGradientKeys() {
        let layer = CALayer()
        XCTAssertNil(layer.value(forKey: "colors"))
        layer.setValue([black], forKey: "colors")
        XCTAssertEqual((layer.value(forKey: "colors") as? [CGColor]), [black], "stored as any custom key")
        XCTAssertNil(layer.presentation())
    }

    // MARK: Bad input

    func testAnElementThatIsNotACGColorIsRefused() {
        let layer = CAGradientLayer()
        layer.colors = [black, white]
        let reports = diagnostics { layer.colors = [black, "white"] }
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports.first?.contains("String") ?? false, "\(reports)")
        XCTAssertTrue(reports.first?.contains("cgColor") ?? false, "says how to fix it: \(reports)")
        XCTAssertEqual(colors(layer), [black, white], "kept")
        let viaKVC = diagnostics { layer.setValue([red, 3] as [Any], forKey: "colors") }
        XCTAssertEqual(viaKVC.count, 1, "\(viaKVC)")
        XCTAssertEqual(colors(layer), [black, white], "kept")
    }

    func testNonFiniteLocationsAndPointsAreRefused() {
        let layer = CAGradientLayer()
        layer.locations = [0, 1]
        let reports = diagnostics {
            layer.locations = [0, NSNumber(value: Double.nan)]
            layer.locations = [NSNumber(value: -Double.infinity), 1]
            layer.startPoint = CGPoint(x: CGFloat.nan, y: 0)
            layer.endPoint = CGPoint(x: 0, y: CGFloat.infinity)
        }
        XCTAssertEqual(reports.count, 4, "\(reports)")
        XCTAssertEqual(layer.locations, [0, 1])
        XCTAssertEqual(layer.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(layer.endPoint, CGPoint(x: 0.5, y: 1))
    }

    func testAnUnknownTypeIsRefused() {
        let layer = CAGradientLayer()
        let reports = diagnostics { layer.type = CAGradientLayerType(rawValue: "spiral") }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(layer.type, .axial)
    }

    func testMismatchedCountsAreReportedOnceWhenCommitted() {
        let layer = committedGradient { $0.colors = [black, white] }
        var reports = diagnostics {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.colors = [black, white, red]
            layer.locations = [0, 0.5, 1]
            CATransaction.commit()
        }
        XCTAssertEqual(reports, [], "fixed before the commit: nothing to say")
        reports = diagnostics {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.locations = [0, 1]
            CATransaction.commit()
            CATransaction.begin()
            layer.position = CGPoint(x: 4, y: 4)
            CATransaction.commit()
        }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("2 locations for 3 colors") ?? false, "\(reports)")
    }

    // MARK: Animation

    func testColorsLocationsAndPointsAnimateImplicitly() {
        let layer = committedGradient {
            $0.colors = [black, white]
            $0.locations = [0, 1]
        }
        layer.colors = [white, black]
        layer.locations = [0.5, 1]
        layer.startPoint = .zero
        layer.endPoint = CGPoint(x: 1, y: 1)
        layer.type = .radial
        XCTAssertNotNil(layer.animation(forKey: "colors"))
        XCTAssertNotNil(layer.animation(forKey: "locations"))
        XCTAssertNotNil(layer.animation(forKey: "startPoint"))
        XCTAssertNotNil(layer.animation(forKey: "endPoint"))
        XCTAssertNil(layer.animation(forKey: "type"), "not animatable")
        let reports = diagnostics { layer.add(basic("type", from: "axial", to: "radial"), forKey: "t") }
        XCTAssertEqual(reports.count, 1, "\(reports)")
    }

    func testPresentationColorsMidAnimation() throws {
        let layer = committedGradient { $0.colors = [black, white] }
        run(basic("colors", from: [black, white], to: [white, red]), on: layer)
        advance(0.25)
        let shown = try XCTUnwrap(colors(layer.presentation()))
        XCTAssertEqual(shown.count, 2)
        XCTAssertEqual(shown[0], CGColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
        XCTAssertEqual(shown[1], CGColor(red: 1, green: 0.75, blue: 0.75, alpha: 1))
        XCTAssertEqual(colors(layer), [black, white], "the model is unchanged")
        advance(1)
        XCTAssertEqual(colors(layer.presentation()), [black, white], "back to the model after the end")
    }

    func testColorsAnimateOnALayerWithNoColours() throws {
        let layer = committedGradient()
        run(basic("colors", from: [black], to: [white]), on: layer)
        advance(0.5)
        XCTAssertEqual(colors(layer.presentation()), [CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)])
        XCTAssertNil(layer.colors)
    }

    func testPresentationLocationsAndPointsMidAnimation() throws {
        let layer = committedGradient { $0.colors = [black, white, red] }
        run(basic("locations", from: nil, to: [0.5, 0.75, 1]), on: layer)
        advance(0.5)
        XCTAssertEqual(layer.presentation()?.locations, [0.25, 0.625, 1], "from nil locations: their even spread")
        layer.removeAllAnimations()
        run(basic("endPoint.x", from: 0, to: 1), on: layer)
        advance(0.25)
        XCTAssertEqual(layer.presentation()!.endPoint, CGPoint(x: 0.25, y: 1), accuracy: 1e-12)
        XCTAssertNil(layer.locations)
    }

    func testAdditiveColoursAddComponentwise() throws {
        let layer = committedGradient { $0.colors = [CGColor(red: 0.2, green: 0, blue: 0, alpha: 1)] }
        let animation = basic("colors", from: [CGColor(red: 0, green: 0, blue: 0, alpha: 0)],
                              to: [CGColor(red: 0.4, green: 0, blue: 0, alpha: 0)])
        animation.isAdditive = true
        run(animation, on: layer)
        advance(0.5)
        let shown = try XCTUnwrap(colors(layer.presentation())?.first?.components)
        XCTAssertEqual(shown[0], 0.4, accuracy: 1e-9)
        XCTAssertEqual(shown[3], 1, accuracy: 1e-9)
    }
}
