import QuartzCoreBase
import XCTest

// Layer subclasses written as real iOS code writes them, compiled against
// the public API only (no @testable): that they compile is half the test.

/// No initializers of its own: inherits everything.
private final class PlainLayer: CALayer {
    var tint = 1
}

/// Overrides all three of CALayer's designated initializers (the custom
/// animatable property pattern): inherits `init(layerOfThisClass:)`.
private final class ProgressLayer: CALayer {
    var progress: CGFloat = 0

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        progress = (layer as? ProgressLayer)?.progress ?? 0
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Its own designated initializer: Swift makes it provide the one required
/// initializer, in one line calling its own.
private final class FramedLayer: CALayer {
    var ringWidth: CGFloat = 2

    init(frame: CGRect, ringWidth: CGFloat) {
        self.ringWidth = ringWidth
        super.init()
        self.frame = frame
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    required convenience init(layerOfThisClass template: CALayer?) {
        self.init(frame: .zero, ringWidth: 2)
    }
}

/// A main-actor emitter whose initializers call its own (main-actor) methods,
/// which Apple's SDK allows.
@MainActor
private final class ConfettiLayer: CAEmitterLayer {
    override init() {
        super.init()
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    required convenience init(layerOfThisClass template: CALayer?) {
        self.init()
    }

    func configure() {
        emitterShape = .line
        birthRate = 2
    }
}

final class SubclassPatternTests: XCTestCase {
    override func tearDown() {
        CATransaction.flush()
        super.tearDown()
    }

    /// Presentation copies are of the subclass, with the model's values,
    /// and the subclass's own `init(layer:)` copies its stored properties.
    func testPresentationCopiesAreOfTheSubclassWithTheModelsValues() throws {
        let progress = ProgressLayer()
        progress.progress = 0.7
        progress.opacity = 0.4
        let framed = FramedLayer(frame: CGRect(x: 5, y: 6, width: 30, height: 40), ringWidth: 3)
        let plain = PlainLayer()
        plain.position = CGPoint(x: 9, y: 9)
        for layer in [progress, framed, plain] as [CALayer] {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.name = "committed"
            CATransaction.commit()
        }
        CATransaction.flush()
        let progressCopy = try XCTUnwrap(progress.presentation())
        XCTAssertEqual(progressCopy.progress, 0.7, "init(layer:) override ran")
        XCTAssertEqual(progressCopy.opacity, 0.4)
        XCTAssertTrue(progressCopy.model() === progress)
        let framedCopy = try XCTUnwrap(framed.presentation())
        XCTAssertEqual(framedCopy.frame, CGRect(x: 5, y: 6, width: 30, height: 40), "values copied after construction")
        XCTAssertTrue(framedCopy.model() === framed)
        XCTAssertEqual(try XCTUnwrap(plain.presentation()).position, CGPoint(x: 9, y: 9))
    }

    func testMainActorEmitterSubclassConfiguresItselfAndMakesCopies() throws {
        try MainActor.assumeIsolated {
            let confetti = ConfettiLayer()
            XCTAssertEqual(confetti.emitterShape, .line)
            XCTAssertEqual(confetti.birthRate, 2)
            confetti.birthRate = 5
            CATransaction.flush()
            let copy = try XCTUnwrap(confetti.presentation())
            XCTAssertEqual(copy.birthRate, 5, "the model's value, not configure()'s")
            let made = ConfettiLayer(layerOfThisClass: nil)
            XCTAssertEqual(made.birthRate, 2)
        }
    }
}
