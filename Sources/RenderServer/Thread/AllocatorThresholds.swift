import Foundation

/// Raises glibc's malloc thresholds the way a freed large block does, once
/// per process, before the render thread draws its first frame.
///
/// Each frame Mesa's software rasterizer allocates the frame's binned
/// scene (megabytes, in 64 KB blocks) on the render thread and frees it at
/// the next frame's first clear. glibc returns the free memory at the top
/// of a thread's heap to the system once it passes the trim threshold
/// (128 KB at first; after a large mmapped block is freed, twice that
/// block's size: glibc's dynamic thresholds). Where the scene happened to
/// lie at the top of the render thread's heap, every frame gave its
/// megabytes back and took them again, page fault by page fault: 500
/// shadowed cards lost a fifth of their frame rate to it, by nothing more
/// than where other allocations fell. Allocating and freeing one 16 MB
/// block (mapped, never touched) takes the thresholds where a process that
/// has freed such a block is anyway: blocks under 16 MB come from the
/// heap, and a heap keeps up to 32 MB free at its top. Nothing is set: the
/// thresholds stay glibc's, adjusting as before.
///
/// Any thread; does nothing after the first call.
enum AllocatorThresholds {
    /// The block allocated and freed: glibc then serves blocks under it
    /// from its heaps and trims a heap past twice it.
    static let warmUpBytes = 16 << 20

    /// Where the block was (its address, kept as a number and never read
    /// through: the store keeps the compiler from dropping the pair as
    /// memory nobody uses).
    nonisolated(unsafe) private(set) static var blockAddress = 0

    private static let raised: Void = {
        let block = malloc(warmUpBytes)
        blockAddress = Int(bitPattern: block)
        free(block)
    }()

    /// Raises the thresholds (the first call only).
    static func raise() {
        _ = raised
    }
}
