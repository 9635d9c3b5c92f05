import TextRendering
import XCTest
@testable import QuartzCoreBase

/// A font object as UIKit's `UIFont` is one: a name and a size.
private struct TestFont: AttributedStringFont {
    var fontName: String
    var pointSize: CGFloat
}

/// `CATextLayer`'s model: Apple's defaults, strings and attributed strings
/// turned into runs, key-value coding, actions, and refused values.
final class CATextLayerTests: LayerTestCase {
    private func committedTextLayer() -> CATextLayer {
        let layer = CATextLayer()
        TransactionStack.current.layerChanged(layer)
        CATransaction.flush()
        finishRunLoopTurn()
        return layer
    }

    private func drawing(of layer: CATextLayer) -> TextDrawing {
        LayerTreeLock.shared.withLock { layer.state.textDrawing }
    }

    func testDefaultsMatchApple() {
        let layer = CATextLayer()
        XCTAssertNil(layer.string)
        XCTAssertEqual(layer.font as? String, "Helvetica")
        XCTAssertEqual(layer.fontSize, 36)
        XCTAssertEqual(layer.foregroundColor, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertFalse(layer.isWrapped)
        XCTAssertEqual(layer.truncationMode, .none)
        XCTAssertEqual(layer.alignmentMode, .natural)
        XCTAssertFalse(layer.allowsFontSubpixelQuantization)
        XCTAssertEqual(layer.contentsScale, 1)
        guard case .text(let text)? = LayerTreeLock.shared.withLock({ layer.state.drawn }) else {
            return XCTFail("a text layer draws text")
        }
        XCTAssertEqual(text.runs, [])
        XCTAssertEqual(text.fontName, "Helvetica")
    }

    func testClassDefaultsThroughKeyValueCoding() {
        XCTAssertEqual(CATextLayer.defaultValue(forKey: "fontSize") as? CGFloat, 36)
        XCTAssertEqual(CATextLayer.defaultValue(forKey: "foregroundColor") as? CGColor,
                       CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(CATextLayer.defaultValue(forKey: "font") as? String, "Helvetica")
        XCTAssertEqual(CATextLayer.defaultValue(forKey: "wrapped") as? Bool, false)
        XCTAssertEqual(CATextLayer.defaultValue(forKey: "alignmentMode") as? CATextLayerAlignmentMode, .natural)
    }

    func testDefaultHelveticaIsSubstitutedWithoutADiagnostic() {
        let reports = diagnostics {
            let layer = CATextLayer()
            layer.string = "Hello"
            _ = layer.preferredFrameSize()
        }
        XCTAssertEqual(reports, [])
        XCTAssertFalse(FontCatalog.face(named: "Helvetica").substitute.isEmpty)
    }

    func testPlainStringIsOneRunInTheLayersFont() {
        let layer = CATextLayer()
        layer.string = "Hello"
        XCTAssertEqual(layer.string as? String, "Hello")
        XCTAssertEqual(drawing(of: layer).runs, [TextRun(text: "Hello")])
        layer.string = "ns" as NSString
        XCTAssertEqual(drawing(of: layer).runs, [TextRun(text: "ns")])
        layer.string = nil
        XCTAssertEqual(drawing(of: layer).runs, [])
    }

    func testAttributedStringRunsKeepTheirFontsAndColoursWithCoreTextsDefaults() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let text = NSMutableAttributedString(string: "plain ")
        text.append(NSAttributedString(string: "red", attributes: [.foregroundColor: red]))
        text.append(NSAttributedString(string: " big", attributes: [.font: TestFont(fontName: "DejaVu Serif", pointSize: 30)]))
        text.append(NSAttributedString(string: " named", attributes: [.font: "DejaVu Sans Mono"]))
        let layer = CATextLayer()
        let reports = diagnostics { layer.string = text }
        XCTAssertEqual(reports, [])
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(drawing(of: layer).runs, [
            TextRun(text: "plain ", fontName: "Helvetica", fontSize: 12, color: black),
            TextRun(text: "red", fontName: "Helvetica", fontSize: 12, color: red),
            TextRun(text: " big", fontName: "DejaVu Serif", fontSize: 30, color: black),
            TextRun(text: " named", fontName: "DejaVu Sans Mono", fontSize: 12, color: black),
        ])
        text.append(NSAttributedString(string: " later"))
        XCTAssertEqual((layer.string as? NSAttributedString)?.string, "plain red big named", "the layer keeps a copy")
    }

    func testKeyValueCoding() {
        let layer = CATextLayer()
        layer.setValue("kvc", forKey: "string")
        layer.setValue(24, forKey: "fontSize")
        layer.setValue(true, forKey: "wrapped")
        layer.setValue("center", forKey: "alignmentMode")
        layer.setValue("end", forKey: "truncationMode")
        layer.setValue("DejaVu Sans", forKey: "font")
        XCTAssertEqual(layer.string as? String, "kvc")
        XCTAssertEqual(layer.value(forKey: "fontSize") as? CGFloat, 24)
        XCTAssertEqual(layer.value(forKey: "isWrapped") as? Bool, true)
        XCTAssertEqual(layer.alignmentMode, .center)
        XCTAssertEqual(layer.truncationMode, .end)
        XCTAssertEqual(layer.value(forKey: "font") as? String, "DejaVu Sans")
        XCTAssertEqual(drawing(of: layer).fontName, "DejaVu Sans")
    }

    func testFontObjectGivesItsNameButNotItsSize() {
        let layer = CATextLayer()
        layer.fontSize = 20
        layer.font = "DejaVuSans-Bold" as CFTypeRef
        XCTAssertEqual(drawing(of: layer).fontName, "DejaVuSans-Bold")
        layer.font = nil
        XCTAssertEqual(drawing(of: layer).fontName, "Helvetica")
        XCTAssertEqual(layer.fontSize, 20)
    }

    func testMissingFontIsKeptAndReportedWithItsSubstitute() {
        let layer = CATextLayer()
        let reports = diagnostics { layer.font = "No Such Font 12345" as CFTypeRef }
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports.first?.contains("\"No Such Font 12345\" is not installed") ?? false, "\(reports)")
        XCTAssertTrue(reports.first?.contains(FontCatalog.defaultFamily) ?? false, "\(reports)")
        XCTAssertEqual(drawing(of: layer).fontName, "No Such Font 12345")
    }

    func testUnsupportedValuesAreRefusedWithADiagnostic() {
        let layer = CATextLayer()
        layer.string = "kept"
        layer.fontSize = 20
        var reports = diagnostics { layer.string = 42 }
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports.first?.contains("string = 42 (Int) rejected") ?? false, "\(reports)")
        XCTAssertEqual(layer.string as? String, "kept")
        XCTAssertEqual(drawing(of: layer).runs, [TextRun(text: "kept")])

        reports = diagnostics { layer.fontSize = .nan }
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports.first?.contains("fontSize = nan rejected") ?? false, "\(reports)")
        reports = diagnostics { layer.fontSize = -3 }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(layer.fontSize, 20)

        reports = diagnostics { layer.font = NSNumber(value: 3) }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(layer.font as? String, "Helvetica")

        reports = diagnostics { layer.alignmentMode = CATextLayerAlignmentMode(rawValue: "diagonal") }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(layer.alignmentMode, .natural)
        reports = diagnostics { layer.truncationMode = CATextLayerTruncationMode(rawValue: "both") }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(layer.truncationMode, .none)

        reports = diagnostics { layer.setValue(Date(), forKey: "string") }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(layer.string as? String, "kept")
    }

    func testUnreadableAttributeValuesAreReportedAndTheRunDrawnWithDefaults() {
        let layer = CATextLayer()
        let text = NSAttributedString(string: "odd", attributes: [.foregroundColor: "red", .font: 7])
        let reports = diagnostics { layer.string = text }
        XCTAssertEqual(reports.count, 2, "\(reports)")
        XCTAssertEqual(drawing(of: layer).runs,
                       [TextRun(text: "odd", fontName: "Helvetica", fontSize: 12, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))])
    }

    func testFontSizeAndForegroundColorAnimateImplicitlyAndStringDoesNot() {
        let layer = committedTextLayer()
        layer.fontSize = 12
        layer.foregroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.string = "no fade"
        layer.isWrapped = true
        XCTAssertEqual((layer.animation(forKey: "fontSize") as? CABasicAnimation)?.fromValue as? CGFloat, 36)
        XCTAssertNotNil(layer.animation(forKey: "foregroundColor"))
        XCTAssertNil(layer.animation(forKey: "string"))
        XCTAssertNil(layer.animation(forKey: "wrapped"))
    }

    func testPresentationCopyKeepsTheStringAndFont() {
        let layer = committedTextLayer()
        layer.string = "shown"
        layer.font = "DejaVu Sans" as CFTypeRef
        CATransaction.flush()
        finishRunLoopTurn()
        let presentation = layer.presentation()
        XCTAssertEqual(presentation?.string as? String, "shown")
        XCTAssertEqual(presentation?.font as? String, "DejaVu Sans")
    }

    func testContentsScaleIsTheTextsScale() {
        let layer = CATextLayer()
        layer.contentsScale = 2
        XCTAssertEqual(drawing(of: layer).contentsScale, 2)
        _ = diagnostics { layer.contentsScale = .nan }
        XCTAssertEqual(drawing(of: layer).contentsScale, 2)
    }

    func testPreferredFrameSizeIsTheTextsSize() {
        let layer = CATextLayer()
        layer.font = "DejaVu Sans" as CFTypeRef
        XCTAssertEqual(layer.preferredFrameSize(), .zero, "no text")
        layer.string = "Hello"
        layer.fontSize = 20
        let small = layer.preferredFrameSize()
        layer.fontSize = 40
        let large = layer.preferredFrameSize()
        XCTAssertGreaterThan(small.width, 40)
        XCTAssertEqual(large.width / small.width, 2, accuracy: 0.1)
        XCTAssertEqual(small.height, small.height.rounded(), "whole points")

        layer.string = "The quick brown fox jumps over the lazy dog"
        layer.bounds = CGRect(x: 0, y: 0, width: 150, height: 10)
        let oneLine = layer.preferredFrameSize()
        layer.isWrapped = true
        let wrapped = layer.preferredFrameSize()
        XCTAssertGreaterThan(oneLine.width, 150)
        XCTAssertLessThanOrEqual(wrapped.width, 150)
        XCTAssertGreaterThan(wrapped.height, oneLine.height * 2)
    }
}
