import XCTest
@testable import CoreAnimationValues

final class CAValueFunctionTests: XCTestCase {
    let names: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                        .translate, .translateX, .translateY, .translateZ]

    func function(_ name: CAValueFunctionName, file: StaticString = #filePath, line: UInt = #line) -> CAValueFunction {
        guard let f = CAValueFunction(name: name) else {
            XCTFail("no function named \(name.rawValue)", file: file, line: line)
            return CAValueFunction(name: .scale)!
        }
        return f
    }

    func testNamesHaveApplesRawValues() {
        XCTAssertEqual(names.map(\.rawValue), ["rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY", "scaleZ",
                                               "translate", "translateX", "translateY", "translateZ"])
        XCTAssertEqual(CAValueFunctionName(rawValue: "rotateZ"), .rotateZ)
    }

    func testEveryNameMakesAFunctionThatKeepsIt() {
        for name in names {
            XCTAssertEqual(CAValueFunction(name: name)?.name, name)
        }
    }

    func testAnUnknownNameMakesNoFunction() {
        XCTAssertNil(CAValueFunction(name: CAValueFunctionName(rawValue: "rotate")))
        XCTAssertNil(CAValueFunction(name: CAValueFunctionName(rawValue: "RotateZ")))
    }

    func testFunctionsWithTheSameNameAreEqual() {
        XCTAssertEqual(function(.scale), function(.scale))
        XCTAssertEqual(function(.scale).hash, function(.scale).hash)
        XCTAssertNotEqual(function(.scale), function(.scaleX))
        XCTAssertEqual(function(.translateY).description, "<CAValueFunction: translateY>")
    }

    func testAFunctionCanCrossThreads() {
        func requireSendable<T: Sendable>(_ value: T) -> T { value }
        let f = requireSendable(function(.rotateZ))
        let done = expectation(description: "read on another thread")
        DispatchQueue.global().async {
            XCTAssertEqual(f.transform(for: [1]), CATransform3DMakeRotation(1, 0, 0, 1))
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testRotationsTurnAboutTheirAxis() {
        XCTAssertEqual(function(.rotateX).transform(for: [0.5]), CATransform3DMakeRotation(0.5, 1, 0, 0))
        XCTAssertEqual(function(.rotateY).transform(for: [0.5]), CATransform3DMakeRotation(0.5, 0, 1, 0))
        XCTAssertEqual(function(.rotateZ).transform(for: [2 * .pi]), CATransform3DMakeRotation(2 * .pi, 0, 0, 1))
    }

    func testScalesScaleByTheirValues() {
        XCTAssertEqual(function(.scale).transform(for: [2, 3, 4]), CATransform3DMakeScale(2, 3, 4))
        XCTAssertEqual(function(.scaleX).transform(for: [2]), CATransform3DMakeScale(2, 1, 1))
        XCTAssertEqual(function(.scaleY).transform(for: [2]), CATransform3DMakeScale(1, 2, 1))
        XCTAssertEqual(function(.scaleZ).transform(for: [2]), CATransform3DMakeScale(1, 1, 2))
    }

    func testTranslationsMoveByTheirValues() {
        XCTAssertEqual(function(.translate).transform(for: [5, -6, 7]), CATransform3DMakeTranslation(5, -6, 7))
        XCTAssertEqual(function(.translateX).transform(for: [5]), CATransform3DMakeTranslation(5, 0, 0))
        XCTAssertEqual(function(.translateY).transform(for: [5]), CATransform3DMakeTranslation(0, 5, 0))
        XCTAssertEqual(function(.translateZ).transform(for: [5]), CATransform3DMakeTranslation(0, 0, 5))
    }

    func testMissingValuesTakeTheIdentitysValues() {
        XCTAssertEqual(function(.scale).transform(for: [2]), CATransform3DMakeScale(2, 1, 1))
        XCTAssertEqual(function(.scale).transform(for: []), CATransform3DIdentity)
        XCTAssertEqual(function(.scaleY).transform(for: []), CATransform3DIdentity)
        XCTAssertEqual(function(.translate).transform(for: [1, 2]), CATransform3DMakeTranslation(1, 2, 0))
        XCTAssertEqual(function(.translateX).transform(for: []), CATransform3DIdentity)
        XCTAssertEqual(function(.rotateZ).transform(for: []), CATransform3DMakeRotation(0, 0, 0, 1))
    }

    func testExtraValuesAreIgnored() {
        XCTAssertEqual(function(.rotateX).transform(for: [0.5, 9]), CATransform3DMakeRotation(0.5, 1, 0, 0))
        XCTAssertEqual(function(.scale).transform(for: [2, 3, 4, 5]), CATransform3DMakeScale(2, 3, 4))
    }

    func testInputCountIsThreeForScaleAndTranslateOnly() {
        XCTAssertEqual(names.filter { function($0).inputCount == 3 }, [.scale, .translate])
        XCTAssertEqual(names.filter { function($0).inputCount == 1 }.count, 9)
    }
}
