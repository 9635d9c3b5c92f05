import LayerHost

/// A sample's window ended without the user or the program closing it (its
/// display was lost, or another program destroyed it): the run did not
/// finish, and the sample exits with status 1 saying why.
struct SampleWindowEnded: Error, CustomStringConvertible {
    var reason: LayerWindow.CloseReason
    var description: String { "the window ended before the sample did: \(reason)" }
}
