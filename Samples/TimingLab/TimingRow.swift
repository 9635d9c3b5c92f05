import Foundation
import LayerHost

/// One row of the lab: its caption and the one change it makes to the
/// shared animation. A plain value; used on the main thread.
struct TimingRow {
    let caption: String
    /// Seconds after the restart that the animation begins.
    var delay: CFTimeInterval = 0
    /// Applies the row's setting to the shared animation.
    var configure: (CABasicAnimation) -> Void = { _ in }

    /// Every row, top to bottom.
    static let all: [TimingRow] = [
        TimingRow(caption: "fillMode .removed (default), begins at +0.5 s", delay: 0.5),
        TimingRow(caption: ".backwards, begins at +0.5 s, not removed", delay: 0.5) {
            $0.fillMode = .backwards
            $0.isRemovedOnCompletion = false
        },
        TimingRow(caption: ".forwards, begins at +0.5 s, not removed", delay: 0.5) {
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        },
        TimingRow(caption: ".both, begins at +0.5 s, not removed", delay: 0.5) {
            $0.fillMode = .both
            $0.isRemovedOnCompletion = false
        },
        TimingRow(caption: ".forwards, removed on completion", delay: 0.5) { $0.fillMode = .forwards },
        TimingRow(caption: "speed = 2") { $0.speed = 2 },
        TimingRow(caption: "speed = 0.5") { $0.speed = 0.5 },
        TimingRow(caption: "timeOffset = 1") { $0.timeOffset = 1 },
        TimingRow(caption: "repeatCount = 2.5") { $0.repeatCount = 2.5 },
        TimingRow(caption: "repeatDuration = 3") { $0.repeatDuration = 3 },
        TimingRow(caption: "autoreverses = true") { $0.autoreverses = true },
        TimingRow(caption: "timingFunction .linear (nil: the same)") { $0.timingFunction = CAMediaTimingFunction(name: .linear) },
        TimingRow(caption: "timingFunction .easeIn") { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) },
        TimingRow(caption: "timingFunction .easeOut") { $0.timingFunction = CAMediaTimingFunction(name: .easeOut) },
        TimingRow(caption: "timingFunction .easeInEaseOut") {
            $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        },
        TimingRow(caption: "timingFunction .default") { $0.timingFunction = CAMediaTimingFunction(name: .default) },
    ]
}
