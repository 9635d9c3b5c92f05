// TEMPORARY until branch timing lands.
import Foundation
package enum Diagnostics {
    package static func report(_ message: String, subsystem: String = "QuartzCore") {
        FileHandle.standardError.write(Data("\(subsystem): \(message)\n".utf8))
    }
}
