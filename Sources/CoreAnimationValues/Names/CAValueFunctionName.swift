import Foundation

/// The name of a `CAValueFunction`: which transform it builds from an animation's values.
///
/// A string wrapper like Apple's `CAValueFunctionName`; the raw values are Apple's
/// (`"rotateX"`, `"scale"`, `"translateZ"`, …). A plain value: usable on any thread.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name; for the eleven predefined names, Apple's spelling ("rotateX", "scale", "translateZ", …).
    public let rawValue: String

    /// Wraps `rawValue` unchecked; ``CAValueFunction/init(name:)`` gives nil for a name outside the eleven.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Rotates by the input, in radians, about the x axis; takes one value.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// Rotates by the input, in radians, about the y axis; takes one value.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// Rotates by the input, in radians, about the z axis; takes one value.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Scales by the inputs `(x, y, z)`; takes three values.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// Scales along the x axis by the input; takes one value.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// Scales along the y axis by the input; takes one value.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// Scales along the z axis by the input; takes one value.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Translates by the inputs `(x, y, z)`; takes three values.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// Translates along the x axis by the input; takes one value.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// Translates along the y axis by the input; takes one value.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// Translates along the z axis by the input; takes one value.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
