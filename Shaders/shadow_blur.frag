#version 300 es
// One pass of the separable shadow blur: a 1D Gaussian along uStep.
//
// The weights come from the CPU (`GaussianKernel`), already normalised, with
// neighbouring taps merged in pairs: one bilinear fetch between two texels,
// at the offset that weights them as the kernel does, reads both. Texels
// outside the source read as the edge texel (clamp to edge); the source
// keeps a clear margin of 3σ, so that edge is transparent.
precision highp float;

in vec2 vTextureCoordinate;

uniform sampler2D uSource;
uniform vec2 uStep;          // one texel along the blur axis, in texture units
uniform int uTapCount;       // taps used, 1…16; tap 0 is the centre
uniform float uOffsets[16];  // texels from the centre (one side; mirrored)
uniform float uWeights[16];

out vec4 fragColor;

void main() {
    vec4 sum = texture(uSource, vTextureCoordinate) * uWeights[0];
    for (int i = 1; i < uTapCount; i++) {
        vec2 offset = uStep * uOffsets[i];
        sum += (texture(uSource, vTextureCoordinate + offset) + texture(uSource, vTextureCoordinate - offset)) * uWeights[i];
    }
    fragColor = sum;
}
