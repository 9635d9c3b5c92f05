import Foundation

/// A layer colour whose default is opaque black (`borderColor`), held
/// without a reference while it is that default.
///
/// Every layer's values are copied at least once a frame on the render
/// thread and its workers (into each `LayerDraw`) and released with the
/// frame. A stored `CGColor`, even the one shared black, costs an atomic
/// retain and release per copy, and the threads sharing a frame's walk
/// contend for its count. While the colour is the default, copying this is
/// copying a word. `color` gives back `CGColor.black` itself, so nothing a
/// reader sees changes; another colour (or nil) is kept as given.
///
/// A plain value; safe on any thread.
package struct BlackDefaultColor: Sendable, Equatable {
    private enum Storage: Sendable {
        /// `CGColor.black`, not retained.
        case black
        case none
        case color(CGColor)
    }

    private var storage: Storage

    /// Opaque black, the default.
    package static let black = BlackDefaultColor(storage: .black)

    private init(storage: Storage) {
        self.storage = storage
    }

    /// `color` (the shared `CGColor.black` is kept as the default, without a reference).
    package init(_ color: CGColor?) {
        guard let color else {
            storage = .none
            return
        }
        storage = color === CGColor.black ? .black : .color(color)
    }

    /// The colour: `CGColor.black` for the default.
    package var color: CGColor? {
        switch storage {
        case .black: return CGColor.black
        case .none: return nil
        case .color(let color): return color
        }
    }

    /// Equal when the colours are (`CGColor`'s equality), however they are held.
    package static func == (a: BlackDefaultColor, b: BlackDefaultColor) -> Bool {
        switch (a.storage, b.storage) {
        case (.black, .black), (.none, .none): return true
        default: return a.color == b.color
        }
    }
}
