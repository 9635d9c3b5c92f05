import CGLES
import Foundation

/// A vertex array whose attributes are all per-instance float vectors read
/// from one buffer of packed floats: what each instanced program here draws
/// from (layer quads, sprites, shadows). Locations 0 ..< `attributeCount`
/// hold consecutive vectors of one instance (`vec4`s, or the sizes given),
/// `floatsPerInstance` floats apart.
///
/// - Note: Render thread only; the context must be current.
final class InstanceAttributes {
    let attributeCount: Int
    let floatsPerInstance: Int
    /// The floats of each attribute (1 to 4), in location order.
    private let sizes: [Int]
    private var stride: Int { floatsPerInstance * MemoryLayout<Float>.size }
    private let state: GLStateCache
    private let vertexArray: GLVertexArrayName
    private let buffer: GLBufferName

    /// `attributeCount` attributes of four floats each.
    convenience init(attributeCount: Int, floatsPerInstance: Int, state: GLStateCache) {
        self.init(sizes: [Int](repeating: 4, count: attributeCount), floatsPerInstance: floatsPerInstance, state: state)
    }

    /// An attribute per element of `sizes`, of that many floats.
    init(sizes: [Int], floatsPerInstance: Int, state: GLStateCache) {
        precondition(sizes.allSatisfy { (1...4).contains($0) }, "InstanceAttributes: attributes of 1 to 4 floats")
        precondition(floatsPerInstance >= sizes.reduce(0, +), "InstanceAttributes: instances hold their attributes")
        self.sizes = sizes
        self.attributeCount = sizes.count
        self.floatsPerInstance = floatsPerInstance
        self.state = state
        var names: GLuint = 0
        glGenVertexArrays(1, &names)
        vertexArray = GLVertexArrayName(rawValue: names)
        glGenBuffers(1, &names)
        buffer = GLBufferName(rawValue: names)
        bind()
        for location in 0..<attributeCount {
            glEnableVertexAttribArray(GLuint(location))
            glVertexAttribDivisor(GLuint(location), 1)
        }
    }

    deinit {
        state.forget(vertexArray: vertexArray)
        state.forget(buffer: buffer)
        var vao = vertexArray.rawValue
        var name = buffer.rawValue
        glDeleteVertexArrays(1, &vao)
        glDeleteBuffers(1, &name)
    }

    /// Binds the vertex array and its buffer.
    func bind() {
        state.bindVertexArray(vertexArray)
        state.bindArrayBuffer(buffer)
    }

    /// Uploads the first `count` instances of `floats` (one `glBufferData`, orphaning the last frame's).
    func upload(_ floats: [Float], count: Int) {
        floats.withUnsafeBufferPointer { upload($0.baseAddress, available: $0.count, count: count) }
    }

    /// Uploads the first `count` instances of the `available` floats at `floats`.
    func upload(_ floats: UnsafePointer<Float>?, available: Int, count: Int) {
        guard count > 0 else { return }
        precondition(count * floatsPerInstance <= available, "InstanceAttributes.upload: \(count) instances not packed")
        bind()
        glBufferData(GLenum(GL_ARRAY_BUFFER), count * stride, floats, GLenum(GL_STREAM_DRAW))
    }

    /// Points the attributes at instance `first`, for a draw of the instances from there.
    ///
    /// - Returns: the attribute pointer calls made (for the statistics).
    func point(at first: Int) -> Int {
        bind()
        var offset = first * stride
        for location in 0..<attributeCount {
            glVertexAttribPointer(
                GLuint(location), GLint(sizes[location]), GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(stride),
                UnsafeRawPointer(bitPattern: offset))
            offset += sizes[location] * MemoryLayout<Float>.size
        }
        return attributeCount
    }
}
