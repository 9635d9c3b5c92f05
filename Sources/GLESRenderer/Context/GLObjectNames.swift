import CGLES

// Typed GL object names: a texture name cannot be bound as a buffer by
// mistake. Name 0 is GL's "none" for every kind. Plain values; they do not
// own the object (whoever created it deletes it).

/// A GL program object.
package struct GLProgramName: Hashable, Sendable {
    package var rawValue: GLuint
    package static let none = GLProgramName(rawValue: 0)
}

/// A GL texture object.
package struct GLTextureName: Hashable, Sendable {
    package var rawValue: GLuint
    package static let none = GLTextureName(rawValue: 0)
}

/// A GL buffer object.
package struct GLBufferName: Hashable, Sendable {
    package var rawValue: GLuint
    package static let none = GLBufferName(rawValue: 0)
}

/// A GL framebuffer object (0 is the default framebuffer of the current surface).
package struct GLFramebufferName: Hashable, Sendable {
    package var rawValue: GLuint
    package static let none = GLFramebufferName(rawValue: 0)
}

/// A GL vertex array object.
package struct GLVertexArrayName: Hashable, Sendable {
    package var rawValue: GLuint
    package static let none = GLVertexArrayName(rawValue: 0)
}
