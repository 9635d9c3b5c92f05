import CGLES
import Foundation
import GLESRenderer
import Shaders
import XCTest

final class ShaderProgramTests: GLESTestCase {
    func testTheLayerQuadSourcesAreEmbeddedInTheBinary() {
        XCTAssert(ShaderSource.layerQuadVertex.hasPrefix("#version 300 es"))
        XCTAssert(ShaderSource.layerQuadFragment.hasPrefix("#version 300 es"))
    }

    func testBrokenFragmentShaderReportsItsNameAndTheDriverLog() {
        let broken = ShaderSource.layerQuadFragment.replacingOccurrences(of: "fragColor = color", with: "fragColor = colour")
        XCTAssertThrowsError(
            try ShaderProgram(name: "broken", vertexSource: ShaderSource.layerQuadVertex, fragmentSource: broken, context: context)
        ) { error in
            guard case GLESRendererError.shaderCompile(let name, let log) = error else {
                return XCTFail("expected shaderCompile, got \(error)")
            }
            XCTAssertEqual(name, "broken.frag")
            XCTAssert(log.contains("colour"), "the log names the undeclared identifier: \(log)")
            XCTAssert("\(error)".hasPrefix("Shader broken.frag did not compile:\n"), "\(error)")
        }
    }

    func testVariantDefinesGoAfterTheVersionLine() throws {
        let broken = ShaderSource.layerQuadFragment.replacingOccurrences(of: "textureLod(uContents", with: "textureLod(uContentz")
        // The plain variant never sees the contents code, so the typo is harmless there…
        XCTAssertNoThrow(try ShaderProgram(name: "variant", vertexSource: ShaderSource.layerQuadVertex, fragmentSource: broken, context: context))
        // …and the contents variant reports it under its variant name.
        XCTAssertThrowsError(try ShaderProgram(
            name: "variant", vertexSource: ShaderSource.layerQuadVertex, fragmentSource: broken,
            defines: ["LAYER_CONTENTS"], context: context)
        ) { error in
            guard case GLESRendererError.shaderCompile(let name, let log) = error else {
                return XCTFail("expected shaderCompile, got \(error)")
            }
            XCTAssertEqual(name, "variant+LAYER_CONTENTS.frag")
            XCTAssert(log.contains("uContentz"), log)
        }
    }

    func testBrokenVertexShaderIsReportedThroughTheSamePath() {
        XCTAssertThrowsError(try ShaderProgram.compile(name: "typo.vert", source: "#version 300 es\nvoid main() { gl_Position = vec4(1.0) }\n", stage: GLenum(GL_VERTEX_SHADER))) { error in
            guard case GLESRendererError.shaderCompile(let name, let log) = error else {
                return XCTFail("expected shaderCompile, got \(error)")
            }
            XCTAssertEqual(name, "typo.vert")
            XCTAssertFalse(log.isEmpty)
        }
    }

    func testStagesThatDoNotMatchFailToLinkWithTheLog() {
        let vertex = "#version 300 es\nout vec2 vA;\nvoid main() { vA = vec2(0.0); gl_Position = vec4(0.0); }\n"
        let fragment = "#version 300 es\nprecision mediump float;\nin vec3 vA;\nout vec4 c;\nvoid main() { c = vec4(vA, 1.0); }\n"
        XCTAssertThrowsError(try ShaderProgram(name: "mismatch", vertexSource: vertex, fragmentSource: fragment, context: context)) { error in
            guard case GLESRendererError.programLink(let name, let log) = error else {
                return XCTFail("expected programLink, got \(error)")
            }
            XCTAssertEqual(name, "mismatch")
            XCTAssertFalse(log.isEmpty)
        }
    }
}
