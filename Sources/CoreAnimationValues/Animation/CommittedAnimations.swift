import Foundation

/// A layer's animations in order, as a commit carries them and as both the
/// model layer and the render server then keep them: one list, shared.
///
/// A layer whose animations all animate a number (the commonest case: a
/// field of sprites, each with a fall, a drift and a spin) keeps them as
/// `numbers`, which a frame evaluates without a reference per animation;
/// any other as `mixed`. The model layer keeps the list it committed, and
/// its animations refer to their places in it, so the render server's copy
/// is the same storage (an array is copied on write, and neither side
/// writes): an animation's values are kept once, not once a side.
///
/// An immutable value; made on the committing thread, read on the main and
/// render threads.
package enum CommittedAnimations: Sendable {
    case numbers([NumberAnimation])
    case mixed([CommittedAnimation])

    /// No animations.
    package static let none = CommittedAnimations.numbers([])

    /// `elements` in order: as numbers alone when every one is a number animation.
    package init(_ elements: [CommittedAnimation]) {
        var numbers: [NumberAnimation] = []
        numbers.reserveCapacity(elements.count)
        for element in elements {
            guard case .number(let number) = element else {
                self = .mixed(elements)
                return
            }
            numbers.append(number)
        }
        self = .numbers(numbers)
    }

    package var count: Int {
        switch self {
        case .numbers(let numbers): return numbers.count
        case .mixed(let elements): return elements.count
        }
    }

    package var isEmpty: Bool { count == 0 }

    /// The animation at `index` (0 ..< count).
    package subscript(index: Int) -> CommittedAnimation {
        switch self {
        case .numbers(let numbers): return .number(numbers[index])
        case .mixed(let elements): return elements[index]
        }
    }

    /// Applies the animations in order at `parentTime` (their layer's local time) to `state`.
    package func apply(at parentTime: Double, to state: inout AnimatedState) {
        switch self {
        case .numbers(let numbers): NumberAnimation.apply(numbers, at: parentTime, to: &state.properties)
        case .mixed(let elements): for element in elements { element.apply(at: parentTime, to: &state) }
        }
    }
}
