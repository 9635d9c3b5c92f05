import Foundation

/// A command-line mistake, with the message to show.
public struct SampleOptionError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
