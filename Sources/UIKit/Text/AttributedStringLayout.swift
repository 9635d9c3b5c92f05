import Foundation
import TextRendering

/// An attributed string laid out for UIKit's string drawing, measuring and
/// `UILabel`: its runs' fonts, colours, backgrounds and kerning, and the
/// paragraph style of its first character, handed to TextRendering's
/// `TextLayout` (Pango), which a `CATextLayer` uses too.
///
/// Runs without a `.font` are Helvetica 12 and without a
/// `.foregroundColor` black, as on Apple's platforms. Made and used on one
/// thread (the layout is not shared); any thread may make its own.
struct AttributedStringLayout {
    /// How lines are broken, cut and counted.
    enum LineRule {
        /// String drawing's: the paragraph style's line break mode decides
        /// (the wrapping modes wrap in the width; the truncating modes and
        /// clipping keep each paragraph on one line, as TextKit does);
        /// `truncatesLastVisibleLine` ends wrapped text that does not fit the height with an ellipsis.
        case drawing(truncatesLastVisibleLine: Bool)
        /// A label's: it wraps unless it has one line or clips, shows at most
        /// `numberOfLines` lines (0: any number) and cuts the last one by `lineBreakMode`.
        case label(numberOfLines: Int, lineBreakMode: NSLineBreakMode)
    }

    let layout: TextLayout

    /// `string` laid out in `width` points (nil: lines as long as their
    /// paragraphs), showing only the lines wholly inside `height` (nil: all).
    init(_ string: NSAttributedString, width: CGFloat?, height: CGFloat?, lines: LineRule) {
        let width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let height = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let style = Self.paragraphStyle(of: string)
        var drawing = TextDrawing()
        drawing.fontName = "Helvetica"
        drawing.fontSize = 12
        drawing.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var paragraph = TextParagraphStyle()
        Self.convertRuns(of: string, into: &drawing, paragraph: &paragraph)

        let mode: NSLineBreakMode
        switch lines {
        case .drawing(let truncatesLastVisibleLine):
            mode = style.lineBreakMode
            drawing.isWrapped = width != nil && (mode == .byWordWrapping || mode == .byCharWrapping)
            drawing.truncationMode = Self.truncation(mode)
            if drawing.isWrapped, truncatesLastVisibleLine { drawing.truncationMode = .end }
        case .label(let numberOfLines, let lineBreakMode):
            mode = lineBreakMode
            drawing.isWrapped = width != nil && numberOfLines != 1 && mode != .byClipping
            drawing.truncationMode = Self.truncation(mode)
            paragraph.maximumLines = max(numberOfLines, 0)
        }
        paragraph.dropsLinesPastHeight = true
        paragraph.wrapsAtCharacters = mode == .byCharWrapping
        switch style.alignment {
        case .left: drawing.alignmentMode = .left
        case .center: drawing.alignmentMode = .center
        case .right: drawing.alignmentMode = .right
        case .justified: drawing.alignmentMode = .justified
        case .natural: drawing.alignmentMode = .natural
        }
        paragraph.lineSpacing = style.lineSpacing
        paragraph.lineHeightMultiple = style.lineHeightMultiple
        paragraph.minimumLineHeight = style.minimumLineHeight
        paragraph.maximumLineHeight = style.maximumLineHeight
        paragraph.firstLineHeadIndent = style.firstLineHeadIndent
        paragraph.headIndent = style.headIndent
        paragraph.tailIndent = style.tailIndent
        switch style.baseWritingDirection {
        case .natural: paragraph.isRightToLeft = nil
        case .leftToRight: paragraph.isRightToLeft = false
        case .rightToLeft: paragraph.isRightToLeft = true
        }
        layout = TextLayout(drawing, width: width, height: height, paragraph: paragraph)
    }

    /// The size the lines shown take, rounded up to whole points (as UIKit's measuring methods return them).
    var size: CGSize {
        let size = layout.size
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The first line's baseline, in points below the layout's top.
    var firstBaseline: CGFloat { layout.firstBaseline }

    /// Draws the lines shown with the first line's top-left at `origin`, in `context`'s y-down user space.
    func draw(in context: CGContext, at origin: CGPoint) {
        layout.draw(in: context, at: origin)
    }

    /// UIKit's current context, for `function` to draw into; nil, reported
    /// once for the process, when there is none (Apple logs an invalid context).
    static func currentContext(for function: String) -> CGContext? {
        if let context = UIGraphicsGetCurrentContext() { return context }
        Diagnostics.reportOnce(cause: "string drawing without a context",
                               "\(function) called with no current context (UIGraphicsGetCurrentContext() is nil); "
                                   + "nothing is drawn. Draw inside draw(_:), an image renderer, or after UIGraphicsPushContext.",
                               subsystem: "UIKit")
        return nil
    }

    // MARK: Attributes

    /// The `.paragraphStyle` of the first character; the default style without one.
    static func paragraphStyle(of string: NSAttributedString) -> NSParagraphStyle {
        guard string.length > 0 else { return .default }
        return string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle ?? .default
    }

    /// Each attribute run of `string` as a run of `drawing`, with its kerning and background in `paragraph`.
    private static func convertRuns(of string: NSAttributedString, into drawing: inout TextDrawing,
                                    paragraph: inout TextParagraphStyle) {
        let characters = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            var run = TextRun(text: characters.substring(with: range))
            switch attributes[.font] {
            case let font as AttributedStringFont:
                run.fontName = font.fontName
                run.fontSize = font.pointSize
            case let name as String:
                run.fontName = name
            default:
                break
            }
            run.color = color(attributes[.foregroundColor])
            drawing.runs.append(run)
            paragraph.backgroundColors.append(color(attributes[.backgroundColor]))
            paragraph.kerning.append(number(attributes[.kern]))
        }
    }

    /// A colour attribute's `CGColor` (from a `UIColor` or a `CGColor`); nil for anything else.
    private static func color(_ value: Any?) -> CGColor? {
        (value as? AttributedStringColor)?.cgColor ?? value as? CGColor
    }

    /// A number attribute's value (`NSNumber`, `CGFloat`, `Double`, `Int`); nil for anything else.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let number as NSNumber: return CGFloat(number.doubleValue)
        default: return nil
        }
    }

    /// Where a line break mode puts its ellipsis.
    private static func truncation(_ mode: NSLineBreakMode) -> CATextLayerTruncationMode {
        switch mode {
        case .byTruncatingHead: return .start
        case .byTruncatingMiddle: return .middle
        case .byTruncatingTail: return .end
        default: return .none
        }
    }
}
