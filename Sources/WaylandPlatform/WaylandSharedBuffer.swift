import CWaylandProtocols
import Foundation

/// Small images of the platform's own (the cursor's arrow, a title bar) as
/// `wl_buffer`s in shared memory (`wl_shm`): one anonymous file each,
/// premultiplied ARGB.
///
/// Main thread only.
enum WaylandSharedBuffer {
    /// A `wl_buffer` of `pixels` in a shared memory file of its own.
    static func make(shm: WaylandObject, pixels: [UInt32], width: Int, height: Int) -> WaylandObject? {
        let stride = width * 4, length = stride * height
        let fd = cawl_memfd("ca-shared-buffer")
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard ftruncate(fd, off_t(length)) == 0,
              let memory = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), memory != MAP_FAILED
        else { return nil }
        pixels.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: length) }
        munmap(memory, length)
        let poolArguments: [WaylandArgument] = [.newID, .fd(fd), .int(Int32(length))]
        let bufferArguments: [WaylandArgument] = [.newID, .int(0), .int(Int32(width)), .int(Int32(height)),
                                                  .int(Int32(stride)), .uint(0) /* ARGB8888 */]
        guard let pool = shm.make(WaylandProtocol.WlShm.Request.createPool.rawValue, poolArguments,
                                  interface: cawl_wl_shm_pool)
        else { return nil }
        defer { pool.destroy(WaylandProtocol.WlShmPool.Request.destroy.rawValue) }
        return pool.make(WaylandProtocol.WlShmPool.Request.createBuffer.rawValue, bufferArguments,
                         interface: cawl_wl_buffer)
    }
}
