@testable import Interaction

/// The definition the overdamped spring's state is compared with, bit for bit.
extension Spring {
    /// An overdamped spring's state with both modes summed at every t: the definition, which
    /// `state(at:)` must equal bit for bit.
    func stateWithBothModes(at t: Double) -> (displacement: Double, velocity: Double)? {
        guard case .over(let r1, let r2, let c1, let c2, _) = motion else { return nil }
        let e1 = (r1 * t).exp
        let e2 = (r2 * t).exp
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
}
