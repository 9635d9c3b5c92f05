import Foundation

/// A layer's animations in order, as they run: the model layer appends to
/// the list as animations are added (and drops removed ones at the next
/// commit), each commit that changes it carries it, and the render server
/// keeps what it was given, the same storage (an array is copied on write,
/// and the render server never writes). An animation's values are kept once, not once a side.
///
/// A layer whose animations all animate a number (the commonest case: a
/// field of sprites, each with a fall, a drift and a spin) keeps them as
/// `numbers`, which a frame evaluates without a reference per animation;
/// any other as `mixed`. An animation is made into its element when it is
/// added, so that what it was made from (its descriptor and track) is freed
/// at once: kept until the commit, thousands of them would be freed
/// together afterwards and leave holes in the heap between the objects that
/// stay.
///
/// A value; the model layer's is guarded by `LayerTreeLock`, a commit's
/// read on the render thread.
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

    /// Whether any of the animations will give other values after `local`,
    /// their layer's time (`CommittedAnimation.runs(after:)`).
    package func runs(after local: Double) -> Bool {
        switch self {
        case .numbers(let numbers): return numbers.contains { $0.runs(after: local) }
        case .mixed(let elements): return elements.contains { $0.runs(after: local) }
        }
    }

    /// The last record under `key` (a transition's, `kCATransition`); nil in a list of numbers.
    package func lastRecord(forKey key: String) -> AnimationRecord? {
        guard case .mixed(let elements) = self else { return nil }
        return elements.lazy.compactMap(\.record).last { $0.key == key }
    }

    /// Adds `element` at the end (the list turns mixed for a record).
    package mutating func append(_ element: CommittedAnimation) {
        switch (self, element) {
        case (.numbers(var numbers), .number(let number)):
            self = .none
            Self.makeRoomForOne(in: &numbers)
            numbers.append(number)
            self = .numbers(numbers)
        case (.numbers(let numbers), .record):
            self = .mixed(numbers.map(CommittedAnimation.number) + [element])
        case (.mixed(var elements), _):
            self = .none
            Self.makeRoomForOne(in: &elements)
            elements.append(element)
            self = .mixed(elements)
        }
    }

    /// How long a list grows one element at a time: most layers have a
    /// few animations, and a list doubled from 2 to 4 for a third would
    /// keep room for a fourth (112 bytes a layer at 20,000 sprites). A
    /// longer one doubles, so that adding n costs O(n).
    static let exactGrowthLimit = 8

    /// Makes room in `array` for one more element: exactly one while it is
    /// shorter than `exactGrowthLimit`, else none (appending then doubles).
    /// Also for other per-layer arrays of animations. The caller owns `array`.
    package static func makeRoomForOne<Element>(in array: inout [Element]) {
        if array.count < exactGrowthLimit, array.capacity == array.count { array.reserveCapacity(array.count + 1) }
    }

    /// Gives the animation at `index` the begin time `time`.
    package mutating func setBeginTime(_ time: Double, at index: Int) {
        switch self {
        case .numbers(var numbers):
            self = .none
            numbers[index] = numbers[index].beginning(at: time)
            self = .numbers(numbers)
        case .mixed(var elements):
            self = .none
            elements[index] = elements[index].beginning(at: time)
            self = .mixed(elements)
        }
    }
}
