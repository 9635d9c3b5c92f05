import CoreGraphics
import Foundation

/// A colour as Core Image takes it, as Apple's `CIColor`: unpremultiplied
/// red, green, blue and alpha in sRGB, or the components of the `CGColor`
/// it was made from.
///
/// Immutable: any thread. What it does not do: Core Image's filters and
/// images (`CIImage`, `CIFilter`) are not here; this module holds the colour
/// that UIKit converts to and from (`UIColor(ciColor:)`, `UIColor.ciColor`).
open class CIColor: NSObject, NSCopying, @unchecked Sendable {
    /// The Core Graphics colour behind it (sRGB unless made from another `CGColor`).
    package let cgColorValue: CGColor
    /// The components, alpha last, for `components`; owned, freed with the colour.
    private let componentStorage: UnsafeMutableBufferPointer<CGFloat>

    /// The colour of `c`, in `c`'s colour space (a grey colour keeps its two components).
    public init(cgColor c: CGColor) {
        cgColorValue = c
        let values = c.components ?? [0, 0, 0, 0]
        componentStorage = .allocate(capacity: max(values.count, 1))
        _ = componentStorage.initialize(from: values)
        super.init()
    }

    deinit {
        componentStorage.deallocate()
    }

    /// An sRGB colour; each component unpremultiplied, 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// An opaque sRGB colour.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// A colour in `colorSpace`, which must be an RGB space (nil otherwise, as Apple's).
    public convenience init?(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, colorSpace: CGColorSpace) {
        guard colorSpace.model == .rgb else { return nil }
        let values = [red, green, blue, alpha]
        guard let color = values.withUnsafeBufferPointer({ CGColor(colorSpace: colorSpace, components: $0.baseAddress!) })
        else { return nil }
        self.init(cgColor: color)
    }

    /// An opaque colour in `colorSpace`, which must be an RGB space.
    public convenience init?(red: CGFloat, green: CGFloat, blue: CGFloat, colorSpace: CGColorSpace) {
        self.init(red: red, green: green, blue: blue, alpha: 1, colorSpace: colorSpace)
    }

    /// A colour from its `stringRepresentation` ("0.5 0.7 0.3 1.0"): three
    /// numbers are opaque, none is `clear`; what follows the fourth, and any
    /// word that is not a number, ends the reading (Apple reads numbers
    /// until the first that is not one).
    public convenience init(string representation: String) {
        var numbers: [CGFloat] = []
        for word in representation.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            guard numbers.count < 4, let number = Double(word), number.isFinite else { break }
            numbers.append(CGFloat(number))
        }
        switch numbers.count {
        case 3, 4: self.init(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count == 4 ? numbers[3] : 1)
        default: self.init(red: 0, green: 0, blue: 0, alpha: 0)
        }
    }

    /// The red component (sRGB, a grey colour's level).
    open var red: CGFloat { cgColorValue.rgba.red }
    /// The green component.
    open var green: CGFloat { cgColorValue.rgba.green }
    /// The blue component.
    open var blue: CGFloat { cgColorValue.rgba.blue }
    /// The alpha component.
    open var alpha: CGFloat { cgColorValue.rgba.alpha }
    /// The colour space: that of the `CGColor` it was made from, sRGB otherwise.
    open var colorSpace: CGColorSpace { cgColorValue.colorSpace ?? CGColorSpaceCreateDeviceRGB() }
    /// The components including alpha, as `CGColor`'s (valid as long as the colour).
    open var components: UnsafePointer<CGFloat> { UnsafePointer(componentStorage.baseAddress!) }
    /// How many `components` there are (4 for RGB, 2 for grey).
    open var numberOfComponents: Int { cgColorValue.numberOfComponents }

    /// Red, green, blue and alpha, unpremultiplied, as `init(string:)` reads them ("0.2 0.4 0.6 1.0").
    open var stringRepresentation: String {
        [red, green, blue, alpha].map { Self.format($0) }.joined(separator: " ")
    }

    /// A number as Apple writes it: whole numbers with one decimal ("1.0"), others as short as they read back.
    private static func format(_ value: CGFloat) -> String {
        let number = Double(value)
        if number == number.rounded(), abs(number) < 1e15 { return String(format: "%.1f", number) }
        return "\(number)"
    }

    /// The same colour (immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when their `CGColor`s are (space and components).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CIColor else { return false }
        return cgColorValue == other.cgColorValue
    }

    /// A hash of the colour space and components that `isEqual(_:)` compares.
    open override var hash: Int { cgColorValue.hashValue }

    /// `<CIColor r g b a>`, with the `stringRepresentation`.
    open override var description: String { "<CIColor \(stringRepresentation)>" }
}
