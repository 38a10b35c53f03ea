import Foundation
import GestureModel
import Testing

@testable import Interaction

@Suite("Elementary functions")
struct ElementaryFunctionsTests {
    @Test("the project's exp and sine agree with the platform's to 1e-12")
    func elementaryFunctions() {
        for x in stride(from: -20.0, through: 5.0, by: 0.37) {
            #expect(abs(x.exp - Foundation.exp(x)) <= 1e-12 * max(1, Foundation.exp(x)))
            #expect(abs(x.sine - Foundation.sin(x)) < 1e-12)
        }
    }
}
