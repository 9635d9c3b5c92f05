import XCTest
@testable import CoreGraphics
@testable import UIKit

/// UIFont and UILabel: sizes from the text, and text drawn (headless) where the label is.
final class UILabelTests: UIKitTestCase {
    func testFontsHaveNamesSizesAndRefuseNonsense() {
        let font = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(font.pointSize, 20)
        XCTAssertEqual(font.withSize(10).pointSize, 10)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).fontName, "Helvetica-Bold")
        XCTAssertNil(UIFont(name: "", size: 12))
        XCTAssertNil(UIFont(name: "DejaVu Sans", size: .nan))
        XCTAssertEqual(UIFont(name: "DejaVu Sans", size: 12), UIFont(name: "DejaVu Sans", size: 12))
    }

    func testIntrinsicSizeFollowsTheTextAndFont() {
        let label = UILabel(frame: .zero)
        XCTAssertEqual(label.intrinsicContentSize.width, 0, "no text, no width")
        label.text = "Hello"
        let small = label.intrinsicContentSize
        label.font = .systemFont(ofSize: 34)
        let large = label.intrinsicContentSize
        XCTAssertGreaterThan(small.width, 20)
        XCTAssertEqual(large.width / small.width, 2, accuracy: 0.25, "twice the font, about twice as wide")
        label.text = "Hello world, this line is long"
        label.numberOfLines = 0
        let fitted = label.sizeThatFits(CGSize(width: 120, height: 0))
        XCTAssertLessThanOrEqual(fitted.width, 120)
        XCTAssertGreaterThan(fitted.height, large.height * 1.5, "wrapped onto more lines")
    }

    func testTextIsDrawnInsideTheLabelCentredVertically() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        window.isHidden = false
        window.backgroundColor = .black
        let label = UILabel(frame: CGRect(x: 20, y: 10, width: 160, height: 60))
        label.text = "Hello"
        label.textColor = .white
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 20)
        window.addSubview(label)
        commit()
        let renderer: CARenderer
        do { renderer = try CARenderer(width: 200, height: 80) } catch { throw XCTSkip("no headless OpenGL ES: \(error)") }
        renderer.layer = window.layer
        renderer.beginFrame(atTime: clock.time)
        renderer.render()
        renderer.endFrame()
        let image = renderer.makeImage()
        let bytes = [UInt8](image.premultipliedRGBA8)
        var rows: [Int] = [], columns: [Int] = []
        for y in 0..<80 {
            for x in 0..<200 where bytes[(y * 200 + x) * 4] > 128 {
                rows.append(y)
                columns.append(x)
            }
        }
        XCTAssertFalse(rows.isEmpty, "some white ink")
        XCTAssertGreaterThanOrEqual(columns.min() ?? 0, 20, "inside the label")
        XCTAssertLessThanOrEqual(columns.max() ?? 200, 180)
        let inkMiddle = Double((rows.min() ?? 0) + (rows.max() ?? 0)) / 2
        XCTAssertEqual(inkMiddle, 40, accuracy: 6, "centred on the label's middle row")
        let inkCentre = Double((columns.min() ?? 0) + (columns.max() ?? 0)) / 2
        XCTAssertEqual(inkCentre, 100, accuracy: 4, "centre-aligned")
        window.isHidden = true
    }
}

final class UIButtonTitleTests: UIKitTestCase {
    func testTitlesShowInTheTitleLabelPerState() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Playing…", for: .highlighted)
        XCTAssertEqual(button.titleLabel?.text, "Play")
        button.isHighlighted = true
        XCTAssertEqual(button.titleLabel?.text, "Playing…")
        button.isHighlighted = false
        button.setTitle("A much longer title than before", for: .normal)
        XCTAssertGreaterThan(button.sizeThatFits(.zero).width, 150, "sized to its title")
    }
}
