#version 300 es
// One quad from uniforms, for the compositing passes (clip shapes into the
// stencil, offscreen groups into their parent): the rectangle (0, 0)–uSize
// of a y-down space, taken to homogeneous clip space by uTransform
// (perspective included). Four vertices, a triangle strip, no vertex buffer.
//
// The quad is output unprojected so that vPosition interpolates
// perspective-correctly.

uniform mat4 uTransform; // quad space → clip space (a CATransform3D's memory order)
uniform vec2 uSize;      // the quad's size in its own units

out vec2 vPosition;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vPosition = corner * uSize;
    gl_Position = uTransform * vec4(vPosition, 0.0, 1.0);
}
