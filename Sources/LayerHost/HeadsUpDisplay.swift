import Foundation

/// The heads-up display a `LayerWindow` draws over the app (F1, or
/// `CA_HUD=1`): an opaque panel in a corner of the window (F7 moves it to
/// the next corner, clockwise), with
/// - frames per second and the render thread's milliseconds per frame, GPU
///   milliseconds or why there are none ("n/a: llvmpipe");
/// - the frame's layers, draw calls and offscreen passes (the display's own
///   layers left out of the layer count);
/// - how frames are paced, and why a timer does it where there is one;
/// - the display refreshes missed in the last second (a refresh passed with
///   no new frame begun: a stutter the eye sees);
/// - a graph of the last 120 frames drawn, each a bar stacked from its
///   phases: applying commits (blue), evaluating and building the draw list
///   (green), encoding GL commands (orange), the rest of the render thread's
///   share, mostly waiting for the driver (red), and presenting (violet);
///   its scale is labelled, a line marks the budget (one refresh of the
///   display), and the scale doubles up to eight budgets when bars are
///   taller (a taller one is cut, with a white cap).
///
/// When nothing has been drawn for a second the figures go to rest ("idle").
/// The debugging colours (F2–F6) never tint it.
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
    /// A corner of the window, where the panel sits (8 points in from both edges).
    enum Corner: CaseIterable {
        case topLeft, topRight, bottomRight, bottomLeft

        /// The next corner clockwise.
        var next: Corner {
            let all = Corner.allCases
            return all[(all.firstIndex(of: self)! + 1) % all.count]
        }
    }

    static let sampleCount = 120
    static let graphSize = CGSize(width: 252, height: 60)
    /// The panel's size in points.
    static let size = CGSize(width: 312, height: 178)
    /// Seconds without a frame after which the figures go to rest.
    static let restAfter = 1.0

    let layer = CALayer()
    private let text = CATextLayer()
    private let phases: [CAShapeLayer]
    private let clippedCaps = CAShapeLayer()
    private let budgetLine = CALayer()
    private let scaleLabels: [CATextLayer]
    private var samples: [LayerWindow.FrameReport] = []
    private var lastFrames = 0
    private var lastTime: Double?
    private var framesPerSecond: Double = 0
    /// The corner the panel is in.
    private(set) var corner = Corner.topLeft
    /// Seconds between redraws at the most.
    static let redrawInterval = 0.25
    /// When the display was last redrawn (media time), and the newest frame it showed.
    private var lastRedraw: Double?
    private var framesShown = 0
    private var redrawScheduled = false
    private var restCheckScheduled = false
    /// Whether the figures show the window at rest.
    private(set) var isAtRest = false
    /// Times the text and graph were redrawn (tests).
    private(set) var redraws = 0

    /// The phases' colours, bottom of a bar first.
    static let phaseColors = [
        CGColor(red: 0.35, green: 0.6, blue: 1, alpha: 1), CGColor(red: 0.35, green: 0.9, blue: 0.45, alpha: 1),
        CGColor(red: 1, green: 0.65, blue: 0.2, alpha: 1), CGColor(red: 1, green: 0.35, blue: 0.35, alpha: 1),
        CGColor(red: 0.75, green: 0.5, blue: 1, alpha: 1),
    ]
    private static let textColor = CGColor(red: 0.92, green: 0.92, blue: 0.95, alpha: 1)
    private static let dimColor = CGColor(red: 0.6, green: 0.6, blue: 0.66, alpha: 1)
    private static let font = "DejaVu Sans Mono" as CFTypeRef

    /// A display for a window of `scale` pixels per point: its text is
    /// drawn at that scale, and at least at 2 (small monospaced figures).
    init(scale: CGFloat = 1) {
        let textScale = max(scale, 2)
        phases = Self.phaseColors.map { color in
            let phase = CAShapeLayer()
            phase.fillColor = color
            return phase
        }
        scaleLabels = (0..<3).map { _ in
            let label = CATextLayer()
            label.fontSize = 9
            label.font = Self.font
            label.foregroundColor = Self.dimColor
            label.contentsScale = textScale
            return label
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.bounds = CGRect(origin: .zero, size: Self.size)
        layer.anchorPoint = .zero
        layer.position = CGPoint(x: 8, y: 8)
        // Opaque: the app's words and buttons never show through its figures.
        layer.backgroundColor = CGColor(red: 0.05, green: 0.05, blue: 0.08, alpha: 1)
        layer.cornerRadius = 8
        layer.name = "heads-up display"
        text.frame = CGRect(x: 8, y: 6, width: Self.size.width - 16, height: 92)
        text.fontSize = 12
        text.font = Self.font
        text.foregroundColor = Self.textColor
        text.contentsScale = textScale
        layer.addSublayer(text)
        let graph = CALayer()
        graph.frame = CGRect(x: 8, y: 104, width: Self.graphSize.width, height: Self.graphSize.height)
        graph.backgroundColor = CGColor(red: 0.12, green: 0.12, blue: 0.16, alpha: 1)
        for phase in phases { graph.addSublayer(phase) }
        clippedCaps.fillColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        graph.addSublayer(clippedCaps)
        budgetLine.backgroundColor = CGColor(red: 0.75, green: 0.75, blue: 0.8, alpha: 1)
        graph.addSublayer(budgetLine)
        layer.addSublayer(graph)
        for label in scaleLabels { layer.addSublayer(label) }
        let caption = CATextLayer()
        caption.frame = CGRect(x: 8, y: 104 + Self.graphSize.height + 2, width: Self.size.width - 16, height: 12)
        caption.fontSize = 9
        caption.font = Self.font
        caption.foregroundColor = Self.dimColor
        caption.contentsScale = textScale
        caption.string = "the last \(Self.sampleCount) frames, ms each; line: one refresh"
        layer.addSublayer(caption)
        layOutScale(Scale(budget: 1000.0 / 60, top: 2000.0 / 60))
        CATransaction.commit()
    }

    /// Puts the panel in `corner` of a window whose root layer has `bounds`.
    func place(in bounds: CGRect, corner: Corner? = nil) {
        if let corner { self.corner = corner }
        let margin: CGFloat = 8
        let x = self.corner == .topLeft || self.corner == .bottomLeft
            ? bounds.minX + margin : bounds.maxX - margin - Self.size.width
        let y = self.corner == .topLeft || self.corner == .topRight
            ? bounds.minY + margin : bounds.maxY - margin - Self.size.height
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: max(bounds.minX, x), y: max(bounds.minY, y))
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

    /// Shows the window at rest when no frame but the display's own came
    /// for `restAfter` seconds: fps 0, no frame time (a stale one misleads).
    func restIfIdle(now: Double) {
        guard !isAtRest, let newest = samples.last, let lastRedraw else { return }
        let ownFrameOnly = newest.framesDrawn <= framesShown + 1 && now - lastRedraw >= Self.restAfter
        guard ownFrameOnly || now - newest.completionTime >= Self.restAfter else { return }
        isAtRest = true
        framesPerSecond = 0
        lastTime = nil
        draw(now: now)
    }

    private func redraw(now: Double) {
        isAtRest = false
        draw(now: now)
        scheduleRestCheck()
    }

    /// Looks for rest every `restAfter` seconds until the window is at rest.
    private func scheduleRestCheck() {
        guard !restCheckScheduled else { return }
        restCheckScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.restAfter) { [weak self] in
            guard let self else { return }
            restCheckScheduled = false
            restIfIdle(now: CACurrentMediaTime())
            if !isAtRest { scheduleRestCheck() }
        }
    }

    private func draw(now: Double) {
        guard let report = samples.last else { return }
        lastRedraw = now
        framesShown = report.framesDrawn
        redraws += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let missed = Self.missedInLastSecond(samples, now: report.completionTime)
        text.string = Self.text(for: report, framesPerSecond: framesPerSecond, missedInLastSecond: missed,
                                atRest: isAtRest, legend: true)
        let scale = Self.scale(for: samples, budget: Self.budget(of: report))
        layOutScale(scale)
        let (paths, caps) = Self.bars(samples, top: scale.top)
        for (phase, path) in zip(phases, paths) { phase.path = path }
        clippedCaps.path = caps
        CATransaction.commit()
    }

    /// The graph's scale: the budget and the milliseconds at its top.
    struct Scale: Equatable {
        var budget: Double
        var top: Double
    }

    /// A frame's budget in milliseconds: one refresh (60 Hz when frames are not paced).
    static func budget(of report: LayerWindow.FrameReport) -> Double {
        report.refreshInterval > 0 && report.refreshInterval.isFinite ? report.refreshInterval * 1000 : 1000.0 / 60
    }

    /// Two budgets at the top, doubled (up to eight) until the tallest bar fits.
    static func scale(for samples: [LayerWindow.FrameReport], budget: Double) -> Scale {
        let tallest = samples.map { phases(of: $0).reduce(0, +) }.max() ?? 0
        var top = budget * 2
        while top < tallest, top < budget * 8 { top *= 2 }
        return Scale(budget: budget, top: top)
    }

    private func layOutScale(_ scale: Scale) {
        let graphTop: CGFloat = 104, height = Self.graphSize.height
        let y = height * CGFloat(1 - scale.budget / scale.top)
        budgetLine.frame = CGRect(x: 0, y: y, width: Self.graphSize.width, height: 1)
        let x = 8 + Self.graphSize.width + 4, width = Self.size.width - x - 4
        let texts = [Self.milliseconds(scale.top), Self.milliseconds(scale.budget), "0"]
        let ys = [graphTop - 2, graphTop + y - 6, graphTop + height - 11]
        for (index, (label, (string, top))) in zip(scaleLabels, zip(texts, ys)).enumerated() {
            // "0" gives way to the budget's label where they would overlap.
            label.string = index == 2 && y > height - 14 ? "" : string
            label.frame = CGRect(x: x, y: top, width: width, height: 12)
        }
    }

    /// A scale value: "33.3 ms", "133 ms".
    static func milliseconds(_ value: Double) -> String {
        value < 100 ? String(format: "%.1f ms", value) : String(format: "%.0f ms", value)
    }

    /// The refreshes missed by the frames that ended in the second before `now`.
    static func missedInLastSecond(_ samples: [LayerWindow.FrameReport], now: Double) -> Int {
        samples.reversed().prefix { now - $0.completionTime < 1 }.map(\.missedRefreshes).reduce(0, +)
    }

    /// Why there is no GPU time, in a few words.
    static func shortGPUReason(_ reason: String?) -> String {
        guard let reason else { return "not measured" }
        if reason.contains("llvmpipe") { return "llvmpipe" }
        if reason.contains("no timer query result yet") { return "pending" }
        if reason.contains("timer_query") || reason.contains("missing") { return "no timer queries" }
        return String(reason.prefix(24))
    }

    /// How frames are paced, in a few words, with why where a timer paces
    /// them, and the window system when it is Wayland (X11 is the default).
    static func shortPacing(_ report: LayerWindow.FrameReport) -> String {
        let system = report.presentPath.contains("Wayland") ? "Wayland " : ""
        return system + shortPacingOnItsOwn(report)
    }

    private static func shortPacingOnItsOwn(_ report: LayerWindow.FrameReport) -> String {
        let rate = report.refreshInterval > 0 ? String(format: " %.1f Hz", 1 / report.refreshInterval) : ""
        if report.pacing.hasPrefix("vsync") { return "vsync" + rate }
        guard report.refreshInterval > 0 else { return "unthrottled" }
        var why = ""
        if let open = report.pacing.firstIndex(of: "(") {
            why = String(report.pacing[report.pacing.index(after: open)...])
            if why.hasSuffix(")") { why.removeLast() }
            if let colon = why.firstIndex(of: ":") { why = String(why[..<colon]) }
            if let semicolon = why.firstIndex(of: ";") { why = String(why[..<semicolon]) }
            // The reasons LayerWindow gives, in a few words.
            if why.hasPrefix("the display has no refresh timings") { why = "no refresh timings" }
            if why.hasPrefix("asked for") { why = "asked for" + (why.contains("CA_VSYNC=0") ? ": CA_VSYNC=0" : "") }
            why = " (" + why.prefix(24) + ")"
        }
        return "timer" + rate + why
    }

    /// The share of the window the frame redrew: "drawn 0.3%", or "drawn
    /// all" when everything was (the frame report says why).
    static func shortDamage(_ report: LayerWindow.FrameReport) -> String {
        guard report.framePixels > 0 else { return "drawn -" }
        if report.redrawnPixels >= report.framePixels { return "drawn all" }
        return String(format: "drawn %.1f%%", 100 * Double(report.redrawnPixels) / Double(report.framePixels))
    }

    /// The display's text: five lines of figures, and with `legend` a sixth
    /// naming the phases, each in its bar colour (then an attributed string).
    static func text(for report: LayerWindow.FrameReport, framesPerSecond: Double, missedInLastSecond missed: Int = 0,
                     atRest: Bool = false, legend: Bool = false) -> Any {
        let cpu = phases(of: report).reduce(0, +)
        let first: String
        if atRest {
            first = "idle: nothing drawn for \(Int(restAfter)) s\ngpu idle"
        } else {
            let gpu = report.gpuMilliseconds.map { String(format: "%.2f ms", $0) }
                ?? "n/a (\(shortGPUReason(report.gpuTimeUnavailableReason)))"
            first = String(format: "%5.1f fps  cpu %5.2f ms\ngpu %@  %@", framesPerSecond, cpu, gpu, shortDamage(report))
        }
        let figures = first + "\n"
            + "layers \(report.layerCount)   draws \(report.drawCalls)   offscreen \(report.offscreenPasses)\n"
            + shortPacing(report) + "\n"
            + "missed \(missed) refresh\(missed == 1 ? "" : "es") in the last second"
        guard legend else { return figures }
        let text = NSMutableAttributedString(string: figures + "\n", attributes: [
            .font: font, .foregroundColor: textColor])
        for (name, color) in zip(["apply", "build", "encode", "wait", "present"], phaseColors) {
            text.append(NSAttributedString(string: name + " ", attributes: [.font: font, .foregroundColor: color]))
        }
        return text
    }

    /// One path of bars per phase, stacked, newest frame on the right, with
    /// `top` milliseconds at the top of the graph; and the caps of the bars
    /// cut there.
    static func bars(_ samples: [LayerWindow.FrameReport], top: Double) -> (phases: [CGPath], caps: CGPath) {
        let paths = phaseColors.map { _ in CGMutablePath() }
        let caps = CGMutablePath()
        let width = graphSize.width / CGFloat(sampleCount)
        let scale = graphSize.height / CGFloat(top)
        for (index, sample) in samples.enumerated() {
            let x = graphSize.width - CGFloat(samples.count - index) * width
            var room = graphSize.height
            let milliseconds = phases(of: sample)
            for (phase, value) in milliseconds.enumerated() {
                let height = min(room, CGFloat(value) * scale)
                guard height > 0 else { continue }
                room -= height
                paths[phase].addRect(CGRect(x: x, y: room, width: max(1, width - 0.5), height: height))
            }
            if milliseconds.reduce(0, +) > top { caps.addRect(CGRect(x: x, y: 0, width: max(1, width - 0.5), height: 2)) }
        }
        return (paths, caps)
    }
}
