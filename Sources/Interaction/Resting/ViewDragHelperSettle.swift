/// Android `ViewDragHelper`'s settle (`settleCapturedViewAt` → `computeSettleDuration`; androidx
/// `customview/.../ViewDragHelper.java`; RS5 in docs/model.md), which a bottom sheet and a drawer
/// run after their release: each axis's duration from its distance and its clamped velocity, the
/// two weighted by their share of the speed (or, without one, of the distance), on a quintic
/// ease-out. Android works in whole pixels and `float`; so does this.
public enum ViewDragHelperSettle {
    /// `BASE_SETTLE_DURATION` and `MAX_SETTLE_DURATION`, milliseconds.
    public static let baseDuration = 256
    public static let maximumDuration = 600

    /// The settle's duration in milliseconds for a move of (dx, dy) pixels released at (xvel,
    /// yvel) pixels per second, clamped as `clampMag` does to the helper's minimum and maximum.
    /// `parentWidth` sets the reference distance on both axes; the ranges are the callback's drag
    /// ranges.
    public static func duration(
        dx: Int, dy: Int, xvel: Int, yvel: Int, parentWidth: Int, horizontalRange: Int, verticalRange: Int,
        minimumVelocity: Int, maximumVelocity: Int
    ) -> Int {
        let xv = clampMagnitude(xvel, minimumVelocity, maximumVelocity)
        let yv = clampMagnitude(yvel, minimumVelocity, maximumVelocity)
        let addedVelocity = Float(abs(xv) + abs(yv))
        let addedDistance = Float(abs(dx) + abs(dy))
        let xWeight = xv != 0 ? Float(abs(xv)) / addedVelocity : Float(abs(dx)) / addedDistance
        let yWeight = yv != 0 ? Float(abs(yv)) / addedVelocity : Float(abs(dy)) / addedDistance
        let x = axisDuration(dx, xv, horizontalRange, parentWidth: parentWidth)
        let y = axisDuration(dy, yv, verticalRange, parentWidth: parentWidth)
        let total = Float(x) * (xWeight.isNaN ? 0 : xWeight) + Float(y) * (yWeight.isNaN ? 0 : yWeight)
        return Int(total)
    }

    /// `clampMag`: under the minimum 0, over the maximum the maximum with the value's sign; the
    /// helper's `int` form for the settle, its `float` form for the velocity a release reports
    /// (a drawer's, DA1).
    static func clampMagnitude<Value: SignedNumeric & Comparable>(
        _ value: Value, _ minimum: Value, _ maximum: Value
    )
        -> Value
    {
        let magnitude = abs(value)
        if magnitude < minimum { return 0 }
        return magnitude > maximum ? (value > 0 ? maximum : -maximum) : value
    }

    /// `computeAxisDuration`: with velocity 4 × round(1000 × D / v), where D is half the parent's
    /// width plus half of it times sin((min(1, |δ|/width) − 0.5) × 0.3π/2); without,
    /// (|δ|/range + 1) × 256; at most 600.
    static func axisDuration(_ delta: Int, _ velocity: Int, _ range: Int, parentWidth: Int) -> Int {
        guard delta != 0 else { return 0 }
        let duration: Int
        if velocity != 0 {
            duration = flingDuration(delta, velocity, width: parentWidth)
        } else {
            duration = Int((Float(abs(delta)) / Float(range) + 1) * Float(baseDuration))
        }
        return min(duration, maximumDuration)
    }

    /// The snap distance Android's settles share (`distanceInfluenceForSnapDuration`): half the
    /// width plus half of it times sin((min(1, |δ|/width) − 0.5) × 0.3π/2), in `float`.
    static func snapDistance(_ delta: Int, width: Int) -> Float {
        let halfWidth = width / 2
        let ratio = min(1, Float(abs(delta)) / Float(width))
        // Java takes the sine in double of a float argument and keeps it as a float.
        let influence = Float(Double((ratio - 0.5) * Float(0.3 * Double.pi / 2)).sine)
        return Float(halfWidth) + Float(halfWidth) * influence
    }

    /// 4 × round(1000 × D / |v|) milliseconds, uncapped; Java's Math.round(float) is the floor of
    /// the value plus a half.
    static func flingDuration(_ delta: Int, _ velocity: Int, width: Int) -> Int {
        let distance = snapDistance(delta, width: width)
        return 4 * Int((1000 * abs(distance / Float(abs(velocity))) + 0.5).rounded(.down))
    }

    /// The scroller's quintic ease-out: the share of the move done at `fraction` of the duration.
    public static func position(at fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1) - 1
        return t * t * t * t * t + 1
    }
}
