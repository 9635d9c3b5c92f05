/// XInput 2.1 smooth scrolling: which valuators of which devices are scroll
/// axes (`XIScrollClassInfo`), and their last values, turning each new value
/// into a scroll of so many steps (a step is the axis' increment: one
/// notch of a wheel, or the distance a touchpad calls one).
///
/// Scroll valuators count up without end, so only differences mean
/// anything: the first value seen on an axis (after the pointer entered the
/// window, or the device changed) is only remembered. A plain value; main
/// thread (the connection's).
package struct SmoothScrollTracker: Equatable, Sendable {
    /// A scroll axis: the valuator's number, its direction, and how far one step is.
    package struct Axis: Equatable, Sendable {
        package var number: Int
        package var isVertical: Bool
        package var increment: Double

        package init(number: Int, isVertical: Bool, increment: Double) {
            self.number = number
            self.isVertical = isVertical
            self.increment = increment
        }
    }

    /// Scroll axes by the device (a slave's id, the events' `sourceid`) that has them.
    private var axes: [Int: [Axis]] = [:]
    /// Each device's axes' last values, by valuator number.
    private var last: [Int: [Int: Double]] = [:]

    package init() {}

    /// `device`'s scroll axes are `deviceAxes` from now on (its last values forgotten).
    /// Axes whose increment is 0 or not finite are left out.
    package mutating func setAxes(_ deviceAxes: [Axis], of device: Int) {
        let usable = deviceAxes.filter { $0.increment.isFinite && $0.increment != 0 }
        axes[device] = usable.isEmpty ? nil : usable
        last[device] = nil
    }

    /// Whether `device` has scroll axes.
    package func hasAxes(_ device: Int) -> Bool { axes[device] != nil }

    /// Forgets every last value (the pointer left and came back: what came between is not ours).
    package mutating func forgetPositions() {
        last = [:]
    }

    /// The scroll in steps that `values` (valuator number → value, from one
    /// motion event of `device`) make since the last: `dx` right, `dy` down,
    /// as the axes count; nil when none of them is a scroll axis of the
    /// device or none moved.
    package mutating func scroll(device: Int, values: [Int: Double]) -> (dx: Double, dy: Double)? {
        guard let deviceAxes = axes[device] else { return nil }
        var dx = 0.0, dy = 0.0, moved = false
        for axis in deviceAxes {
            guard let value = values[axis.number], value.isFinite else { continue }
            defer { last[device, default: [:]][axis.number] = value }
            guard let previous = last[device]?[axis.number] else { continue }
            let steps = (value - previous) / axis.increment
            guard steps != 0, steps.isFinite else { continue }
            moved = true
            if axis.isVertical { dy += steps } else { dx += steps }
        }
        return moved ? (dx, dy) : nil
    }
}
