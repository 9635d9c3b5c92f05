import UIKit

/// A page of a notepad: ruled lines and a margin drawn in `draw(_:)`, the
/// first `notes` lines of a note written on the lines by labels, and the
/// page number in the bottom corner. A page with no notes says it is empty.
/// Main thread.
final class NotePageView: UIView {
    /// How many lines of `NotePageView.note` the page holds (0: an empty page).
    var notes = 0 {
        didSet { updateText() }
    }
    var pageNumber = 1 {
        didSet { updateText() }
    }

    /// The note written on a page, a line a ruled line.
    static let note = [
        "Notes, Tuesday",
        "- buy bread, milk and apples",
        "- call Anna about the trip",
        "- return the library books",
        "- water the plants on Friday",
        "- book the dentist",
        "- pay the electricity bill",
        "- ask about the bike repair",
    ]
    /// Where the first ruled line lies and how far apart the lines are.
    static let firstRule: CGFloat = 50, ruleSpacing: CGFloat = 30

    private var lines: [UILabel] = []
    private let footer = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 1, green: 0.98, blue: 0.88, alpha: 1)
        layer.cornerRadius = 6
        clipsToBounds = true
        for index in 0..<Self.note.count {
            let rule = Self.firstRule + CGFloat(index) * Self.ruleSpacing
            let line = UILabel(frame: CGRect(x: 48, y: rule - 24, width: bounds.width - 58, height: 22))
            line.font = index == 0 ? .boldSystemFont(ofSize: 16) : .systemFont(ofSize: 15)
            line.textColor = UIColor(red: 0.12, green: 0.16, blue: 0.35, alpha: 1)
            addSubview(line)
            lines.append(line)
        }
        footer.frame = CGRect(x: 48, y: bounds.height - 30, width: bounds.width - 62, height: 20)
        footer.font = .systemFont(ofSize: 12)
        footer.textColor = UIColor(red: 0.75, green: 0.3, blue: 0.3, alpha: 1)
        footer.textAlignment = .right
        addSubview(footer)
        updateText()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func updateText() {
        for (index, line) in lines.enumerated() {
            line.text = index < notes ? Self.note[index] : nil
        }
        if notes == 0 {
            lines[0].text = "(a new, empty page)"
            lines[0].font = .italicSystemFont(ofSize: 15)
            lines[0].textColor = UIColor(white: 0.6, alpha: 1)
        } else {
            lines[0].font = .boldSystemFont(ofSize: 16)
            lines[0].textColor = UIColor(red: 0.12, green: 0.16, blue: 0.35, alpha: 1)
        }
        footer.text = "page \(pageNumber)"
    }

    override func draw(_ rect: CGRect) {
        UIColor(red: 0.55, green: 0.7, blue: 0.95, alpha: 1).setStroke()
        var y = Self.firstRule
        while y < bounds.height - 30 {
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: y))
            line.addLine(to: CGPoint(x: bounds.width, y: y))
            line.lineWidth = 1
            line.stroke()
            y += Self.ruleSpacing
        }
        UIColor(red: 0.9, green: 0.35, blue: 0.35, alpha: 1).setStroke()
        let margin = UIBezierPath()
        margin.move(to: CGPoint(x: 40, y: 0))
        margin.addLine(to: CGPoint(x: 40, y: bounds.height))
        margin.lineWidth = 2
        margin.stroke()
    }
}
