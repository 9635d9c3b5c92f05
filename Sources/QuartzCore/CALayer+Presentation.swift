import Foundation

extension CALayer {
    func makePresentation<T>() -> T? {
        guard hasBeenCommitted else { return nil }
        return (type(of: self).init(presentationCopyOf: self) as! T)
    }

    func committed(at time: CFTimeInterval) {
        LayerTreeLock.shared.withLock { hasBeenCommitted = true }
    }
}
