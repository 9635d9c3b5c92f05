// `import CoreImage` alone: Core Image's colour, as on Apple's platforms.
import CoreImage
import Foundation

let color = CIColor(red: 0.2, green: 0.4, blue: 0.6)
let readBack = CIColor(string: color.stringRepresentation)
guard color.stringRepresentation == "0.2 0.4 0.6 1.0", readBack == color, CIColor.yellow.blue == 0 else {
    FileHandle.standardError.write(Data("CoreImageClient: \(color.stringRepresentation) read back as \(readBack)\n".utf8))
    exit(1)
}
print("CoreImageClient: CIColor \(color.stringRepresentation) round-trips")
