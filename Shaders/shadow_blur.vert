#version 300 es
// One pass of the separable shadow blur: a quad covering the whole target
// (corners from gl_VertexID; no vertex buffer), texture coordinates 0…1.

out vec2 vTextureCoordinate;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vTextureCoordinate = corner;
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
