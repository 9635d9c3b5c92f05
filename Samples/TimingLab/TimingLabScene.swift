import Foundation
import LayerHost
import SampleSupport

/// The page: a ruler with a playhead over sixteen labelled lanes. Each
/// lane's square has its model position in the lane's middle (the hollow
/// mark) and the row's animation of `position.x` from the lane's left end
/// to its right end, 2 seconds long before the row's setting. Main thread.
final class TimingLabScene: SampleScene {
    let title = "TimingLab"
    let width = 960, height = 700
    let root = CALayer()
    /// Seconds from one restart to the next.
    static let cycle: CFTimeInterval = 6
    static let laneStart: CGFloat = 330, laneEnd: CGFloat = 930, rowTop: CGFloat = 92, rowHeight: CGFloat = 37

    private var squares: [CALayer] = []
    private let playhead = CALayer()
    private var restartTimer: Timer?

    init() {
        root.setUpAsPage(width: width, height: height)
        root.addSublayer(CATextLayer(label: "CAMediaTiming: one 2 s animation of position.x, one setting per row",
                                     frame: CGRect(x: 15, y: 14, width: 640, height: 22), fontSize: 15))
        root.addSublayer(CATextLayer(label: "click or R: restart   Esc: quit", frame: CGRect(x: 660, y: 16, width: 285, height: 18),
                                     fontSize: 12, color: .rgb(0.45, 0.45, 0.5), alignment: .right))
        addRuler()
        for (i, row) in TimingRow.all.enumerated() {
            addLane(row, at: Self.rowTop + CGFloat(i) * Self.rowHeight)
        }
    }

    /// Removes every row's animation and adds it again, all from now.
    func restart() {
        let now = CACurrentMediaTime()
        for (square, row) in zip(squares, TimingRow.all) {
            square.removeAllAnimations()
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = Self.laneStart + 12
            animation.toValue = Self.laneEnd - 12
            animation.duration = 2
            if row.delay > 0 { animation.beginTime = square.convertTime(now, from: nil) + row.delay }
            row.configure(animation)
            square.add(animation, forKey: "lab")
        }
        let sweep = CABasicAnimation(keyPath: "position.x")
        sweep.fromValue = Self.laneStart
        sweep.toValue = Self.laneEnd
        sweep.duration = Self.cycle
        playhead.add(sweep, forKey: "sweep")
    }

    func handle(_ event: LayerWindow.Event) {
        switch event {
        case .pointerDown:
            restart()
        case .keyDown(let key) where key.keyName == "r":
            restart()
        default:
            break
        }
    }

    /// In a window: a fresh start, then a restart every cycle.
    func windowDidOpen() {
        restart()
        restartTimer = Timer.scheduledTimer(withTimeInterval: Self.cycle, repeats: true) { [weak self] _ in
            self?.restart()
        }
    }

    /// The export's script: a start on the first frame (on the export's
    /// clock, so the delayed rows begin at the same frame every time) and a
    /// restart every cycle.
    func exportFrame(_ index: Int) {
        if index % Int(Self.cycle * SampleRunner.framesPerSecond) == 0 { restart() }
    }

    /// The ruler: a second per tick from 0 to the cycle over the lanes, and the playhead.
    private func addRuler() {
        let span = Self.laneEnd - Self.laneStart
        let ruler = CAShapeLayer()
        let ticks = CGMutablePath()
        ticks.move(to: CGPoint(x: Self.laneStart, y: 70))
        ticks.addLine(to: CGPoint(x: Self.laneEnd, y: 70))
        for second in 0...Int(Self.cycle) {
            let x = Self.laneStart + span * CGFloat(second) / CGFloat(Self.cycle)
            ticks.move(to: CGPoint(x: x, y: 64))
            ticks.addLine(to: CGPoint(x: x, y: 70))
            root.addSublayer(CATextLayer(label: "\(second) s", frame: CGRect(x: x - 20, y: 46, width: 40, height: 14),
                                         fontSize: 10, color: .rgb(0.4, 0.4, 0.45), alignment: .center))
        }
        ruler.path = ticks
        ruler.strokeColor = .rgb(0.4, 0.4, 0.45)
        ruler.fillColor = nil
        root.addSublayer(ruler)
        root.addSublayer(CATextLayer(label: "time since the restart", frame: CGRect(x: 15, y: 60, width: 300, height: 16),
                                     fontSize: 12, color: .rgb(0.4, 0.4, 0.45), alignment: .right))
        playhead.bounds = CGRect(x: 0, y: 0, width: 2, height: 16)
        playhead.position = CGPoint(x: Self.laneEnd, y: 70)
        playhead.backgroundColor = .rgb(0.9, 0.2, 0.2)
        root.addSublayer(playhead)
    }

    /// One lane at `y`: the caption, the track with its ends and the model
    /// mark, and the square.
    private func addLane(_ row: TimingRow, at y: CGFloat) {
        let caption = CATextLayer(label: row.caption, frame: CGRect(x: 15, y: y + 9, width: 305, height: 18),
                                  fontSize: 12.5, alignment: .right)
        root.addSublayer(caption)
        let track = CALayer()
        track.frame = CGRect(x: Self.laneStart, y: y + 4, width: Self.laneEnd - Self.laneStart, height: 28)
        track.backgroundColor = .rgb(1, 1, 1)
        track.cornerRadius = 6
        root.addSublayer(track)
        let model = CALayer()
        model.frame = CGRect(x: (Self.laneStart + Self.laneEnd) / 2 - 12, y: y + 6, width: 24, height: 24)
        model.borderWidth = 2
        model.borderColor = .rgb(0.7, 0.72, 0.78)
        model.cornerRadius = 4
        root.addSublayer(model)
        let square = CALayer()
        square.frame = model.frame
        square.cornerRadius = 4
        square.backgroundColor = .rgb(0.2, 0.45, 0.95)
        square.name = row.caption
        root.addSublayer(square)
        squares.append(square)
    }
}
