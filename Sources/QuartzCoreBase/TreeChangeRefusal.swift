/// Why a change of the layer tree was refused: the diagnostic to report once
/// the tree lock is released. Made and read on the thread changing the tree.
struct TreeChangeRefusal: Error {
    let message: String

    init(_ message: String) { self.message = message }
}
