import Foundation

/// Gives back to the system the pages a large commit held once the render
/// thread has applied and freed it.
///
/// A commit carries a record of every layer it changed, and a big tree's
/// first commit is as large as the render tree it makes (megabytes for
/// thousands of layers). The main thread builds it, so it lies in the main
/// thread's heap; freed on the render thread, it goes back there, and
/// since `AllocatorThresholds` a block that size comes from the heap, not
/// from its own mapping. The main thread seldom allocates that much again,
/// so the pages stay resident, unused, for as long as the process runs:
/// about 300 bytes for every layer of the tree. `malloc_trim(0)` returns
/// every whole free page of every heap (glibc's; where the C library has
/// none, nothing is done).
///
/// A trim walks the heaps' free lists, and pages given back are faulted in
/// again when used, so it runs only after commits of at least
/// `minimumRecords` layer records, and at most once in `minimumInterval`
/// seconds: an app that changes thousands of layers every frame trims once
/// a second, not sixty times. Render thread only (a value it owns).
struct FreedCommitTrim {
    /// The fewest layer records in one frame's commits that make a trim worth it.
    static let minimumRecords = 1_024
    /// The shortest time between two trims, in seconds.
    static let minimumInterval: Double = 1

    /// `CACurrentMediaTime()` at the last trim.
    private var lastTrim = -Double.infinity
    /// How many trims ran.
    private(set) var trims = 0

    /// After a frame's commits, `records` layer records in all, were
    /// applied and freed at `now`: trims when they were many and the last
    /// trim was long enough ago. True when it trimmed.
    @discardableResult
    mutating func commitsFreed(records: Int, at now: Double) -> Bool {
        guard records >= Self.minimumRecords, now - lastTrim >= Self.minimumInterval else { return false }
        lastTrim = now
        trims += 1
        _ = Self.mallocTrim?(0)
        return true
    }

    /// Whether the C library can trim (glibc's can).
    static var canTrim: Bool { mallocTrim != nil }

    /// glibc's `malloc_trim`, which its module map leaves out (`malloc.h`),
    /// found once; nil where the C library has none.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
}
