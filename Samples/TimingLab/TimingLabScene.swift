import Foundation
import LayerHost
import SampleSupport

/// The page: a clock strip, then sixteen labelled lanes under an axis of
/// their own. Each lane's square has its model position in the lane's
/// middle (the hollow mark) and the row's animation of `position.x` from the
/// lane's left end to its right end, 2 seconds long before the row's
/// setting. The lanes' x is position, not time: time is only on the clock,
/// a progress bar across the whole page whose fill and marker show the time
/// since the last restart. Main thread.
final class TimingLabScene: SampleScene {
    let title = "TimingLab"
    let width = 960, height = 720
    let root = CALayer()
    /// Seconds from one restart to the next.
    static let cycle: CFTimeInterval = 6
    static let laneStart: CGFloat = 330, laneEnd: CGFloat = 930, rowTop: CGFloat = 116, rowHeight: CGFloat = 37
    /// The clock's bar: across the page, not lined up with the lanes.
    static let clockBar = CGRect(x: 15, y: 62, width: 930, height: 8)
    /// Where every row's animation starts and ends: `position.x` of the square's centre.
    static let fromX = laneStart + 12, toX = laneEnd - 12

    private var squares: [CALayer] = []
    private let clockFill = CALayer()
    private let playhead = CALayer()
    private var restartTimer: Timer?

    init() {
        root.setUpAsPage(width: width, height: height)
        root.addSublayer(CATextLayer(label: "CAMediaTiming: one 2 s animation of position.x, one setting per row",
                                     frame: CGRect(x: 15, y: 14, width: 640, height: 22), fontSize: 15))
        root.addSublayer(CATextLayer(label: "click or R: restart   Esc: quit", frame: CGRect(x: 660, y: 16, width: 285, height: 18),
                                     fontSize: 12, color: .rgb(0.45, 0.45, 0.5), alignment: .right))
        addClock()
        addLaneAxis()
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
            animation.fromValue = Self.fromX
            animation.toValue = Self.toX
            animation.duration = 2
            if row.delay > 0 { animation.beginTime = square.convertTime(now, from: nil) + row.delay }
            row.configure(animation)
            square.add(animation, forKey: "lab")
        }
        let sweep = CABasicAnimation(keyPath: "position.x")
        sweep.fromValue = Self.clockBar.minX
        sweep.toValue = Self.clockBar.maxX
        sweep.duration = Self.cycle
        playhead.add(sweep, forKey: "sweep")
        let fill = CABasicAnimation(keyPath: "transform.scale.x")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = Self.cycle
        clockFill.add(fill, forKey: "fill")
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

    /// The clock: a bar across the page that fills from 0 s to the cycle,
    /// a marker at the fill's end, and a label a second — the only place
    /// on the page where x is time.
    private func addClock() {
        let bar = Self.clockBar
        root.addSublayer(CATextLayer(label: "Clock: time since the restart (every row restarts together every \(Int(Self.cycle)) s)",
                                     frame: CGRect(x: bar.minX, y: 40, width: 600, height: 16), fontSize: 12,
                                     color: .rgb(0.4, 0.4, 0.45)))
        let track = CALayer()
        track.frame = bar
        track.cornerRadius = bar.height / 2
        track.backgroundColor = .rgb(0.82, 0.83, 0.87)
        root.addSublayer(track)
        clockFill.anchorPoint = CGPoint(x: 0, y: 0.5)
        clockFill.frame = bar
        clockFill.cornerRadius = bar.height / 2
        clockFill.backgroundColor = .rgb(0.95, 0.55, 0.5)
        root.addSublayer(clockFill)
        for second in 0...Int(Self.cycle) {
            let x = bar.minX + bar.width * CGFloat(second) / CGFloat(Self.cycle)
            let alignment: CATextLayerAlignmentMode = second == 0 ? .left : second == Int(Self.cycle) ? .right : .center
            let labelX = alignment == .left ? x : alignment == .right ? x - 40 : x - 20
            root.addSublayer(CATextLayer(label: "\(second) s", frame: CGRect(x: labelX, y: bar.maxY + 3, width: 40, height: 14),
                                         fontSize: 10, color: .rgb(0.4, 0.4, 0.45), alignment: alignment))
        }
        playhead.bounds = CGRect(x: 0, y: 0, width: 3, height: 16)
        playhead.position = CGPoint(x: bar.maxX, y: bar.midY)
        playhead.backgroundColor = .rgb(0.9, 0.2, 0.2)
        root.addSublayer(playhead)
    }

    /// The lanes' own axis: where position.x starts, rests and ends, over
    /// the lanes, so that nothing suggests their x is time.
    private func addLaneAxis() {
        let y = Self.rowTop - 20
        let color = CGColor.rgb(0.25, 0.35, 0.6)
        root.addSublayer(CATextLayer(label: "each square's position.x:", frame: CGRect(x: 15, y: y, width: 305, height: 16),
                                     fontSize: 12, color: color, alignment: .right))
        root.addSublayer(CATextLayer(label: "fromValue \(Int(Self.fromX))", frame: CGRect(x: Self.laneStart, y: y, width: 180, height: 16),
                                     fontSize: 12, color: color))
        let middle = (Self.laneStart + Self.laneEnd) / 2
        root.addSublayer(CATextLayer(label: "model value \(Int(middle)) (hollow mark)",
                                     frame: CGRect(x: middle - 120, y: y, width: 240, height: 16), fontSize: 12, color: color,
                                     alignment: .center))
        root.addSublayer(CATextLayer(label: "toValue \(Int(Self.toX))", frame: CGRect(x: Self.laneEnd - 180, y: y, width: 180, height: 16),
                                     fontSize: 12, color: color, alignment: .right))
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
