extension LayerWindow {
    /// Why a window closed: what `run()` returns and `closeReason` keeps.
    ///
    /// A plain value.
    public enum CloseReason: Sendable, Equatable, CustomStringConvertible {
        /// The program called `close()`.
        case closedByProgram
        /// The user asked to close it (the window manager's close button)
        /// and `shouldClose` agreed.
        case closedByUser
        /// Another program destroyed the window (`xdotool windowclose`, `xkill`).
        case destroyedByAnotherProgram
        /// The connection to the display broke: the X server shut down, or
        /// another client killed this one.
        case displayLost

        /// Whether the window ended without the program or the user asking:
        /// a run that ends so did not finish, and a command-line program
        /// should exit with a non-zero status.
        public var isFailure: Bool {
            switch self {
            case .closedByProgram, .closedByUser: return false
            case .destroyedByAnotherProgram, .displayLost: return true
            }
        }

        /// The reason in words, for messages: "the connection to the display was lost".
        public var description: String {
            switch self {
            case .closedByProgram: return "closed by the program"
            case .closedByUser: return "closed by the user"
            case .destroyedByAnotherProgram: return "destroyed by another program"
            case .displayLost: return "the connection to the display was lost"
            }
        }
    }
}
