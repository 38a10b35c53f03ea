import Testing

@testable import Interaction

@Suite("Numbers in prose")
struct NumberFormattingTests {
    @Test("a formula's shown operands give its shown result: more decimals where three would not")
    func formulaOperandsMultiplyOut() {
        // 0.2565 × 0.5 = 0.12825 shows as 0.128, but 0.257 × 0.500 = 0.1285 would show as 0.129.
        #expect(formulaOperands([0.2565, 0.5], result: 0.12825) { $0[0] * $0[1] } == ["0.2565", "0.500"])
        // Three decimals that already multiply out stay three.
        #expect(formulaOperands([0.4, 0.5], result: 0.2) { $0[0] * $0[1] } == ["0.400", "0.500"])
        // (1 − 0.6151) × 0.5 = 0.19245 shows as 0.192; (1 − 0.615) × 0.5 = 0.1925 would not.
        #expect(
            formulaOperands([0.61509, 0.5], result: (1 - 0.61509) * 0.5) { (1 - $0[0]) * $0[1] } == ["0.6151", "0.500"])
    }

    @Test("two numbers that round alike get the digits that tell them apart")
    func distinguishingDigits() {
        #expect(distinguishing(0.503, from: 0.5) == ("0.503", "0.500"))
        #expect(distinguishing(0.62, from: 0.5) == ("0.62", "0.50"))
    }
}
