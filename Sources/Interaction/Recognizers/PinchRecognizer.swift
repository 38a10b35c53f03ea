import GestureModel

public typealias PinchAction = RecognizerAction<PinchSample>

/// UIPinchGestureRecognizer as a value (N1–N5).
///
/// `possible` waits for two touches whose distance changes by more than the hysteresis (8 pt);
/// the base distance then moves 8 pt toward the current distance so the scale starts near 1 (N2).
/// `recognizing` reports scale = distance / base for every move with exactly two touches (N3).
/// When one finger lifts nothing is sent and the scale freezes; a finger landing again recomputes
/// the base so the scale continues without a jump (N5). Both fingers up: ended, or failed if it
/// never began. A cancelled touch cancels it once begun, else fails it.
public struct PinchRecognizer: Sendable, Hashable {
    public struct Configuration: Sendable, Hashable {
        /// N2: 8 pt of finger-distance change, UIKit's default for direct touches.
        public var hysteresis: Double
        /// Both touches must be inside this rectangle to begin (the window, in screen coordinates).
        public var window: Rect
        /// The view the recognizer is attached to; locations are reported relative to it.
        public var viewFrame: Rect
        /// How the scale velocity is estimated; `uikit` is N4.
        public var velocityStrategy: VelocityStrategy

        public init(hysteresis: Double = 8, window: Rect, viewFrame: Rect, velocityStrategy: VelocityStrategy = .uikit)
        {
            self.hysteresis = hysteresis
            self.window = window
            self.viewFrame = viewFrame
            self.velocityStrategy = velocityStrategy
        }
    }

    struct Touch: Sendable, Hashable {
        var id: Int
        var location: Point
    }

    /// The pinch's measurements, kept across the states that need them.
    struct Tracking: Sendable, Hashable {
        /// The two touches the pinch follows (one while a finger is lifted, N5).
        var touches: [Touch]

        /// An empty list with room for the two touches a pinch follows, so their arrival
        /// allocates once and never grows it.
        static func roomForTwoTouches() -> [Touch] {
            var touches: [Touch] = []
            touches.reserveCapacity(2)
            return touches
        }
        /// B of N1: the distance at which scale is 1.
        var baseDistance: Double?
        var scale = 1.0
        /// The latest per-update velocity v_i and the one before it, v_{i−1} (N4).
        var latestVelocity = 0.0
        var previousVelocity = 0.0
        var lastUpdateTime: Double
        var lastPositiveStep: Double?
        /// The velocity strategy's tracker fed the scale (in dx); for UIKit it reports nothing and N4 applies.
        var estimator: VelocityEstimator

        var distance: Double? {
            guard touches.count == 2 else { return nil }
            return (touches[0].location - touches[1].location).length
        }

        var midpoint: Point {
            let sum = touches.reduce(Vector.zero) { $0 + ($1.location - .zero) }
            return .zero + sum / Double(max(touches.count, 1))
        }

        /// N1, N5: with two touches again, B = distance / current scale.
        /// N4: 0.75 × v_{i−1} + 0.25 × v_i when v_{i−1} ≠ 0, else v_i.
        var uikitVelocity: Double {
            previousVelocity != 0 ? 0.75 * previousVelocity + 0.25 * latestVelocity : latestVelocity
        }

        func velocity(at time: Double, estimating: Bool) -> Double {
            estimator.estimate(at: time, made: estimating)?.velocity.dx ?? uikitVelocity
        }

        mutating func rebase(at time: Double) {
            if let distance { baseDistance = distance / scale }
            if baseDistance != nil, lastPositiveStep == nil {
                estimator.down(time: time, position: Vector(dx: scale, dy: 0))
            }
        }

        /// N3, N4: the new scale and its velocity.
        mutating func update(scale newScale: Double, at time: Double) {
            var step = time - lastUpdateTime
            if step <= 0 { step = lastPositiveStep ?? 1.0 / 60 } else { lastPositiveStep = step }
            previousVelocity = latestVelocity
            latestVelocity = (newScale - scale) / step
            scale = newScale
            lastUpdateTime = time
            estimator.move(time: time, position: Vector(dx: newScale, dy: 0))
        }
    }

    public let configuration: Configuration
    var lifecycle = ContinuousLifecycle<OutOfLine<Tracking>>()

    /// As the pan's: false leaves a platform strategy's estimate out of a change past the first
    /// (its velocity is then not a number).
    @usableFromInline package var estimatesVelocityOfEveryChange = true

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The public, data-free state.
    public var phase: RecognizerPhase { lifecycle.phase }

    public mutating func handle(_ event: TouchEvent) -> PinchAction {
        _ = lifecycle.resetIfSequenceEnded()
        defer {
            lifecycle.assertStatePutBack()
            lifecycle.record(event)
        }
        // Taken out, so the tracking changes in place; every path below puts a state back.
        switch lifecycle.takeState() {
        case .possible(let existing):
            var tracking =
                existing
                ?? OutOfLine(
                    Tracking(
                        touches: Tracking.roomForTwoTouches(), lastUpdateTime: event.time,
                        estimator: VelocityEstimator(strategy: configuration.velocityStrategy)))
            let change = apply(event, to: &tracking.value)
            if change.cancelled {
                lifecycle.state = .finished(.failed)
                return .failed(.cancelledBeforeRecognition)
            }
            if tracking.value.touches.isEmpty {
                if existing == nil && !change.touched {
                    lifecycle.state = .possible(nil)
                    return .none
                }
                lifecycle.state = .finished(.failed)
                return .failed(.liftedBeforeRecognition)
            }
            guard change.moved, let distance = tracking.value.distance, let base = tracking.value.baseDistance,
                abs(distance - base * tracking.value.scale) > configuration.hysteresis,
                tracking.value.touches.allSatisfy({ configuration.window.contains($0.location) })
            else {
                lifecycle.state = .possible(tracking)
                return .none
            }
            // N2: move B by 8 pt (in distance) toward the current distance, so scale starts near 1.
            let shift = configuration.hysteresis / tracking.value.scale
            tracking.value.baseDistance = distance > base * tracking.value.scale ? base + shift : base - shift
            tracking.value.update(scale: distance / (tracking.value.baseDistance ?? distance), at: event.time)
            lifecycle.state = .recognizing(tracking, .began)
            return .began(sample(tracking.value, at: event.time))
        case .recognizing(var tracking, let stage):
            let change = apply(event, to: &tracking.value)
            if change.cancelled {
                lifecycle.state = .finished(.cancelled)
                return .cancelled(sample(tracking.value, at: event.time))
            }
            if tracking.value.touches.isEmpty {
                tracking.value.estimator.up(time: event.time)
                lifecycle.state = .finished(.ended)
                return .ended(sample(tracking.value, at: event.time))
            }
            guard change.moved, let distance = tracking.value.distance, let base = tracking.value.baseDistance, base > 0
            else {
                lifecycle.state = .recognizing(tracking, stage)
                return .none
            }
            tracking.value.update(scale: distance / base, at: event.time)
            lifecycle.state = .recognizing(tracking, .changed)
            return .changed(
                sample(tracking.value, at: event.time, estimating: estimatesVelocityOfEveryChange || stage == .began))
        case .finished(let end):
            lifecycle.state = .finished(end)
            return .none
        }
    }

    private struct Change {
        var moved = false
        var cancelled = false
        var touched = false
    }

    /// Applies the event to the followed touches: at most two; a third finger is not followed.
    private func apply(_ event: TouchEvent, to tracking: inout Tracking) -> Change {
        var change = Change()
        var membershipChanged = false
        for touch in event.touches {
            if let index = tracking.touches.firstIndex(where: { $0.id == touch.id }) {
                change.touched = true
                switch touch.phase {
                case .moved:
                    change.moved = true
                    tracking.touches[index].location = touch.location
                case .stationary:
                    tracking.touches[index].location = touch.location
                case .ended:
                    tracking.touches.remove(at: index)
                    membershipChanged = true
                case .cancelled:
                    tracking.touches.remove(at: index)
                    change.cancelled = true
                case .began:
                    break
                }
            } else if touch.phase == .began, tracking.touches.count < 2 {
                change.touched = true
                tracking.touches.append(Touch(id: touch.id, location: touch.location))
                membershipChanged = true
            }
        }
        // N1, N5: the second touch (again) makes the base distance from the current scale.
        if membershipChanged && tracking.touches.count == 2 {
            tracking.rebase(at: event.time)
            change.moved = false
        }
        return change
    }

    private func sample(_ tracking: Tracking, at time: Double, estimating: Bool = true) -> PinchSample {
        let midpoint = tracking.midpoint
        return PinchSample(
            time: time, scale: tracking.scale, velocity: tracking.velocity(at: time, estimating: estimating),
            location: Point(x: midpoint.x - configuration.viewFrame.minX, y: midpoint.y - configuration.viewFrame.minY),
            numberOfTouches: tracking.touches.count, lastMovementTime: tracking.lastUpdateTime)
    }
}
