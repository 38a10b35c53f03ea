import GestureModel
import Interaction

/// Numbers in reports are rounded to 1e-6 so that floating-point noise never changes the output.
/// Past 2^52 a double has no fraction left to round (and scaling it could overflow): it is written as is.
/// Only a non-finite number (an overflowed span, an infinite completion) is null.
func number(_ value: Double) -> JSONValue {
    guard value.isFinite else { return .null }
    guard abs(value) < 4_503_599_627_370_496 else { return .number(value) }
    let rounded = (value * 1e6).rounded() / 1e6
    return .number(rounded == 0 ? 0 : rounded)
}

/// A pan's translation and velocity (points, points per second), or a pinch's scale and velocity (per second).
func sampleMembers(_ sample: GestureSample) -> [JSONObject.Member] {
    switch sample {
    case .pan(let pan):
        [
            .init(key: "translation", value: vector(pan.translation)),
            .init(key: "velocity", value: vector(pan.velocity)),
        ]
    case .pinch(let pinch):
        [.init(key: "scale", value: number(pinch.scale)), .init(key: "velocity", value: number(pinch.velocity))]
    }
}

func vector(_ value: Vector) -> JSONValue {
    .object(["x": number(value.dx), "y": number(value.dy)])
}
