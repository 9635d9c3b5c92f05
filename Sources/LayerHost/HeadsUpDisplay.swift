import Foundation

/// The heads-up display a `LayerWindow` draws over the app (F1, or
/// `CA_HUD=1`): frames per second and frame time, the layer, draw-call and
/// offscreen counts, GPU time when the driver measures it, and a graph of
/// the last 120 frames, each a bar stacked from its phases: applying
/// commits (blue), evaluating and building the draw list (green), encoding
/// GL commands (orange), the rest of the render thread's share, mostly
/// waiting for the driver (red), and presenting (violet), against a line at
/// 16.7 ms.
///
/// Its layers are a tree of their own, drawn by the window's render server
/// as a second root over the app's, so the app's tree, hit testing and
/// layout never see them, in the same pass as the app's layers.
///
/// It costs little: reports are gathered every frame, but the text and the
/// graph are redrawn at most `redrawInterval` apart (a few times a second),
/// and a redraw that would only show the frame the display's own last
/// redraw caused is left out, so a window whose app is idle stops drawing
/// (each redraw is a commit, and a commit a frame). Main thread.
final class HeadsUpDisplay {
    static let sampleCount = 120
    static let graphSize = CGSize(width: 288, height: 54)
    /// Milliseconds at the top of the graph.
    static let graphMilliseconds: Double = 33.3

    let layer = CALayer()
    private let text = CATextLayer()
    private let phases: [CAShapeLayer]
    private var samples: [LayerWindow.FrameReport] = []
    private var lastFrames = 0
    private var lastTime: Double?
    private var framesPerSecond: Double = 0
    /// Seconds between redraws at the most.
    static let redrawInterval = 0.25
    /// When the display was last redrawn (media time), and the newest frame it showed.
    private var lastRedraw: Double?
    private var framesShown = 0
    private var redrawScheduled = false
    /// Times the text and graph were redrawn (tests).
    private(set) var redraws = 0

    /// The phases' colours, bottom of a bar first.
    static let phaseColors = [
        CGColor(red: 0.35, green: 0.6, blue: 1, alpha: 1), CGColor(red: 0.35, green: 0.9, blue: 0.45, alpha: 1),
        CGColor(red: 1, green: 0.65, blue: 0.2, alpha: 1), CGColor(red: 1, green: 0.35, blue: 0.35, alpha: 1),
        CGColor(red: 0.75, green: 0.5, blue: 1, alpha: 1),
    ]

    init(width: CGFloat) {
        phases = Self.phaseColors.map { color in
            let phase = CAShapeLayer()
            phase.fillColor = color
            return phase
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 8, y: 8, width: Self.graphSize.width + 16, height: 80 + Self.graphSize.height)
        layer.backgroundColor = CGColor(red: 0.05, green: 0.05, blue: 0.08, alpha: 0.78)
        layer.cornerRadius = 8
        layer.name = "heads-up display"
        text.frame = CGRect(x: 8, y: 6, width: Self.graphSize.width, height: 68)
        text.fontSize = 12
        text.font = "DejaVu Sans Mono" as CFTypeRef
        text.foregroundColor = CGColor(red: 0.92, green: 0.92, blue: 0.95, alpha: 1)
        text.contentsScale = 2
        layer.addSublayer(text)
        let graph = CALayer()
        graph.frame = CGRect(x: 8, y: 74, width: Self.graphSize.width, height: Self.graphSize.height)
        graph.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.06)
        for phase in phases { graph.addSublayer(phase) }
        let budget = CALayer()
        let y = Self.graphSize.height * CGFloat(1 - 1000.0 / 60 / Self.graphMilliseconds)
        budget.frame = CGRect(x: 0, y: y, width: Self.graphSize.width, height: 1)
        budget.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.45)
        graph.addSublayer(budget)
        layer.addSublayer(graph)
        CATransaction.commit()
    }

    /// The phases of a report, in milliseconds, in the order of `phaseColors`.
    static func phases(of report: LayerWindow.FrameReport) -> [Double] {
        [report.applyMilliseconds, report.buildMilliseconds, report.encodeMilliseconds,
         max(0, report.renderMilliseconds - report.encodeMilliseconds), report.presentMilliseconds]
    }

    /// Takes the latest frame's report; redraws now, later, or not at all
    /// (see the type's summary). `now` is the media time (tests pass their own).
    func show(_ report: LayerWindow.FrameReport, now: Double = CACurrentMediaTime()) {
        samples.append(report)
        if samples.count > Self.sampleCount { samples.removeFirst(samples.count - Self.sampleCount) }
        if let lastTime, report.completionTime - lastTime >= 0.5 {
            framesPerSecond = Double(report.framesDrawn - lastFrames) / (report.completionTime - lastTime)
            self.lastTime = report.completionTime
            lastFrames = report.framesDrawn
        } else if lastTime == nil {
            lastTime = report.completionTime
            lastFrames = report.framesDrawn
        }
        guard let lastRedraw, now - lastRedraw < Self.redrawInterval else {
            redraw(now: now)
            return
        }
        guard !redrawScheduled else { return }
        redrawScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + (lastRedraw + Self.redrawInterval - now)) { [weak self] in
            guard let self else { return }
            redrawScheduled = false
            redrawIfNew(now: CACurrentMediaTime())
        }
    }

    /// A redraw that was put off: only when frames other than the one the
    /// last redraw caused came since.
    func redrawIfNew(now: Double) {
        guard let newest = samples.last, newest.framesDrawn > framesShown + 1 else { return }
        redraw(now: now)
    }

    private func redraw(now: Double) {
        guard let report = samples.last else { return }
        lastRedraw = now
        framesShown = report.framesDrawn
        redraws += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        text.string = Self.text(for: report, framesPerSecond: framesPerSecond, legend: true)
        let paths = Self.bars(samples)
        for (phase, path) in zip(phases, paths) { phase.path = path }
        CATransaction.commit()
    }

    /// The display's text: two lines of figures, and with `legend` a third
    /// naming the phases, each in its bar colour (then an attributed string).
    static func text(for report: LayerWindow.FrameReport, framesPerSecond: Double, legend: Bool = false) -> Any {
        let cpu = phases(of: report).reduce(0, +)
        let gpu = report.gpuMilliseconds.map { String(format: "%.2f ms", $0) } ?? "n/a"
        let pacing = report.pacing.hasPrefix("vsync") ? "vsync" : report.refreshInterval > 0 ? "timer" : "unthrottled"
        let rate = report.refreshInterval > 0 ? String(format: " %.1f Hz", 1 / report.refreshInterval) : ""
        let figures = String(format: "%5.1f fps   cpu %5.2f ms   gpu %@\n", framesPerSecond, cpu, gpu)
            + "layers \(report.layerCount)   draws \(report.drawCalls)   offscreen \(report.offscreenPasses)\n"
            + "\(pacing)\(rate)   missed \(report.missedRefreshes)"
        guard legend else { return figures }
        let font = "DejaVu Sans Mono" as CFTypeRef
        let text = NSMutableAttributedString(string: figures + "\n", attributes: [
            .font: font, .foregroundColor: CGColor(red: 0.92, green: 0.92, blue: 0.95, alpha: 1)])
        for (name, color) in zip(["apply", "build", "encode", "wait", "present"], phaseColors) {
            text.append(NSAttributedString(string: name + " ", attributes: [.font: font, .foregroundColor: color]))
        }
        return text
    }

    /// One path of bars per phase, stacked, newest frame on the right.
    static func bars(_ samples: [LayerWindow.FrameReport]) -> [CGPath] {
        let paths = phaseColors.map { _ in CGMutablePath() }
        let width = graphSize.width / CGFloat(sampleCount)
        let scale = graphSize.height / CGFloat(graphMilliseconds)
        for (index, sample) in samples.enumerated() {
            let x = graphSize.width - CGFloat(samples.count - index) * width
            var top = graphSize.height
            for (phase, milliseconds) in phases(of: sample).enumerated() {
                let height = min(top, CGFloat(milliseconds) * scale)
                guard height > 0 else { continue }
                top -= height
                paths[phase].addRect(CGRect(x: x, y: top, width: max(1, width - 0.5), height: height))
            }
        }
        return paths
    }
}
