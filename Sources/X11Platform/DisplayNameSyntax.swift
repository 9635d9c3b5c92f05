import Foundation

/// Whether a display name is one `XOpenDisplay` can parse, so that a failed
/// open says whether the name was malformed or no server answered.
///
/// libX11 opens displays through libxcb, whose `xcb_parse_display` reads the
/// name (`[protocol/][host]:display[.screen]`, or a socket path); asking it
/// gives the same answer `XOpenDisplay` got. It is found at run time (the
/// module map covers Xlib only, and libX11 has loaded libxcb). Any thread.
enum DisplayNameSyntax {
    private typealias Parse = @convention(c) (
        UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Int32

    /// libxcb's parser; nil where it cannot be found.
    private static let parse: Parse? = {
        // RTLD_DEFAULT: the libraries the process has loaded.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "xcb_parse_display") else { return nil }
        return unsafeBitCast(symbol, to: Parse.self)
    }()

    /// False when the name cannot be parsed (an empty one included); true
    /// when it can, or when libxcb's parser is not there to tell.
    static func isWellFormed(_ name: String) -> Bool {
        // An empty name would make libxcb read DISPLAY instead.
        guard !name.isEmpty else { return false }
        guard let parse else { return true }
        var host: UnsafeMutablePointer<CChar>?
        var display: Int32 = 0
        var screen: Int32 = 0
        let parsed = parse(name, &host, &display, &screen)
        free(host)
        return parsed != 0
    }
}
