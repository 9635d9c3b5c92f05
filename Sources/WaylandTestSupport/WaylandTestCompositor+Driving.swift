import CWaylandProtocols
import Foundation

/// What the tests make the compositor send (each waits for its thread).
extension WaylandTestCompositor {
    /// Whether a window (a toplevel) exists and had its first configure.
    package var hasConfiguredWindow: Bool { perform { $0.toplevel != nil && $0.configured } }

    /// What the client acknowledged so far, its title and minimum size, and its commits.
    package var clientState: (acknowledged: [UInt32], title: String?, minimumSize: (width: Int32, height: Int32)?,
                              commits: Int, bufferScale: Int32) {
        perform { ($0.acknowledged, $0.title, $0.minimumSize, $0.commits, $0.bufferScale) }
    }

    /// Sends the toplevel a configure of `width` × `height` (0: the client's
    /// choice; any value, absurd ones too) with `states`; returns its serial.
    @discardableResult
    package func configure(width: Int32, height: Int32, states: [UInt32] = []) -> UInt32 {
        perform { $0.sendConfigure(width: width, height: height, states: states) }
    }

    func sendConfigure(width: Int32, height: Int32, states: [UInt32]) -> UInt32 {
        guard let toplevel else { return 0 }
        var words = states
        let serial = library.displayNextSerial(display)
        words.withUnsafeMutableBytes { raw in
            var array = cawl_array(size: raw.count, alloc: raw.count, data: raw.baseAddress)
            withUnsafeMutablePointer(to: &array) { pointer in
                var arguments = [cawl_argument(i: width), cawl_argument(i: height), cawl_argument(a: pointer)]
                arguments.withUnsafeMutableBufferPointer {
                    library.resourcePostEventArray(toplevel.role, 0, $0.baseAddress)
                }
            }
        }
        post(toplevel.xdgSurface, 0, [cawl_argument(u: serial)])
        return serial
    }

    /// The compositor prefers `scale` for the window (`wp_fractional_scale_v1`, in 120ths).
    package func preferScale(_ scale: Double) {
        perform { compositor in
            compositor.fractionalScales.forEach {
                compositor.post($0, 0, [cawl_argument(u: UInt32((scale * 120).rounded()))])
            }
        }
    }

    /// The viewport destination the client set last, in surface units.
    package var viewportDestination: (width: Int32, height: Int32)? { perform { $0.lastViewportDestination } }

    /// Asks the window to close, as a compositor's close button does.
    package func requestClose() {
        perform { compositor in
            if let toplevel = compositor.toplevel { compositor.post(toplevel.role, 1) }
        }
    }

    /// Announces `scale` on every output (absurd values too), and puts the window on them.
    package func setOutputScale(_ scale: Int32) {
        perform { compositor in
            compositor.outputScale = scale
            for output in compositor.outputs {
                compositor.post(output, 3, [cawl_argument(i: scale)])
                compositor.post(output, 2)
                if let surface = compositor.toplevel?.surface,
                   compositor.library.resourceGetClient(surface) == compositor.library.resourceGetClient(output) {
                    compositor.post(surface, 0, [cawl_argument(o: UnsafeMutableRawPointer(output))])  // enter
                }
            }
        }
    }

    /// A finger `id` goes down at (`x`, `y`) surface units on the window.
    package func touchDown(_ id: Int32, x: Double, y: Double) {
        perform { compositor in
            guard let surface = compositor.toplevel?.surface else { return }
            let serial = compositor.library.displayNextSerial(compositor.display)
            for touch in compositor.touches {
                compositor.post(touch, 0, [cawl_argument(u: serial), cawl_argument(u: 0),
                                           cawl_argument(o: UnsafeMutableRawPointer(surface)), cawl_argument(i: id),
                                           Self.fixed(x), Self.fixed(y)])
            }
        }
    }

    /// Finger `id` moves to (`x`, `y`).
    package func touchMotion(_ id: Int32, x: Double, y: Double) {
        perform { compositor in
            for touch in compositor.touches {
                compositor.post(touch, 2, [cawl_argument(u: 0), cawl_argument(i: id), Self.fixed(x), Self.fixed(y)])
            }
        }
    }

    /// Finger `id` lifts.
    package func touchUp(_ id: Int32) {
        perform { compositor in
            let serial = compositor.library.displayNextSerial(compositor.display)
            for touch in compositor.touches {
                compositor.post(touch, 1, [cawl_argument(u: serial), cawl_argument(u: 0), cawl_argument(i: id)])
            }
        }
    }

    /// Ends a frame of touch events (the client hands them over then).
    package func touchFrame() {
        perform { compositor in compositor.touches.forEach { compositor.post($0, 3) } }
    }

    /// The compositor takes every finger away.
    package func touchCancel() {
        perform { compositor in compositor.touches.forEach { compositor.post($0, 4) } }
    }

    /// Interactive moves the client asked for so far.
    package var moves: Int { perform { $0.moveCount } }

    /// The pointer enters the window (or its title bar, `onDecoration`) at (`x`, `y`) surface units.
    package func pointerEnter(x: Double, y: Double, onDecoration: Bool = false) {
        perform { compositor in
            guard let surface = onDecoration ? compositor.decoration : compositor.toplevel?.surface else { return }
            let serial = compositor.library.displayNextSerial(compositor.display)
            for pointer in compositor.pointers {
                compositor.post(pointer, 0, [cawl_argument(u: serial), cawl_argument(o: UnsafeMutableRawPointer(surface)),
                                             Self.fixed(x), Self.fixed(y)])
                if compositor.library.resourceGetVersion(pointer) >= 5 { compositor.post(pointer, 5) }
            }
        }
    }

    /// The pointer moves to (`x`, `y`).
    package func pointerMotion(x: Double, y: Double) {
        perform { compositor in
            for pointer in compositor.pointers {
                compositor.post(pointer, 2, [cawl_argument(u: 0), Self.fixed(x), Self.fixed(y)])
                if compositor.library.resourceGetVersion(pointer) >= 5 { compositor.post(pointer, 5) }
            }
        }
    }

    /// A button (a Linux input code: 0x110 left) goes down or up.
    package func pointerButton(_ code: UInt32, pressed: Bool) {
        perform { compositor in
            let serial = compositor.library.displayNextSerial(compositor.display)
            for pointer in compositor.pointers {
                compositor.post(pointer, 3, [cawl_argument(u: serial), cawl_argument(u: 0), cawl_argument(u: code),
                                             cawl_argument(u: pressed ? 1 : 0)])
                if compositor.library.resourceGetVersion(pointer) >= 5 { compositor.post(pointer, 5) }
            }
        }
    }

    /// A vertical scroll of `value` surface units (10 a wheel notch; positive: down).
    package func pointerScroll(_ value: Double) {
        perform { compositor in
            for pointer in compositor.pointers {
                compositor.post(pointer, 4, [cawl_argument(u: 0), cawl_argument(u: 0), Self.fixed(value)])
                if compositor.library.resourceGetVersion(pointer) >= 5 { compositor.post(pointer, 5) }
            }
        }
    }

    static func fixed(_ value: Double) -> cawl_argument {
        cawl_argument(f: Int32(clamping: Int((value * 256).rounded())))
    }
}
