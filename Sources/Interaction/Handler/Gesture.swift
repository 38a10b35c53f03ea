import GestureModel

/// The recognizer as a handler sees it at one action: UIKit's recognizer API, read at the moment
/// of the event that caused the action (G2), in the recognizer view's coordinates.
///
/// Pans and screen-edge pans have `translation` and `velocity`; pinches have `scale` and
/// `scaleVelocity`. The other kind's values are neutral (zero translation, scale 1), so a handler
/// written for one kind reads what UIKit would give it for that kind.
public struct Gesture: Sendable, Hashable {
    /// began, changed, ended or cancelled: a handler is never called for possible or failed (G2).
    public let state: RecognizerPhase
    /// Seconds on the trace's clock.
    public let time: Double
    /// The values the recognizer sent with this action.
    public let sample: GestureSample
    /// The recognizer view's bounds: its origin is zero, its size the view's.
    public let bounds: Rect
    /// The edge of a screen-edge pan; nil for pans and pinches.
    public let edge: ScreenEdge?
    /// A setTranslation the handler asked for during this action, applied when it returns (P7).
    public private(set) var requestedTranslation: Vector?

    public init(state: RecognizerPhase, time: Double, sample: GestureSample, bounds: Rect, edge: ScreenEdge?) {
        self.state = state
        self.time = time
        self.sample = sample
        self.bounds = bounds
        self.edge = edge
    }

    /// A pan's or screen-edge pan's action, from the values UIKit's recognizer reports: what an
    /// app's adapter builds in its action method. `time` may be any clock of the app's.
    public static func pan(
        state: RecognizerPhase, time: Double, translation: Vector, velocity: Vector, location: Point,
        numberOfTouches: Int, bounds: Rect, edge: ScreenEdge? = nil, touchDownTime: Double? = nil
    ) -> Gesture {
        let sample = PanSample(
            time: time, translation: translation, velocity: velocity, location: location,
            numberOfTouches: numberOfTouches,
            lastMovementTime: time, touchDownTime: touchDownTime)
        return Gesture(state: state, time: time, sample: .pan(sample), bounds: bounds, edge: edge)
    }

    /// A pinch's action, from UIPinchGestureRecognizer's scale and velocity.
    public static func pinch(
        state: RecognizerPhase, time: Double, scale: Double, velocity: Double, location: Point, numberOfTouches: Int,
        bounds: Rect
    ) -> Gesture {
        let sample = PinchSample(
            time: time, scale: scale, velocity: velocity, location: location, numberOfTouches: numberOfTouches,
            lastMovementTime: time)
        return Gesture(state: state, time: time, sample: .pinch(sample), bounds: bounds, edge: nil)
    }

    /// `translation(in: view)`: points since recognition began, the hysteresis removed (P2).
    public var translation: Vector {
        if let requestedTranslation { return requestedTranslation }
        guard case .pan(let pan) = sample else { return .zero }
        return pan.translation
    }

    /// `velocity(in: view)`: points per second (P6). Zero for a pinch.
    public var velocity: Vector {
        guard case .pan(let pan) = sample else { return .zero }
        return pan.velocity
    }

    /// A pinch's `scale` (N3); 1 for pans.
    public var scale: Double {
        guard case .pinch(let pinch) = sample else { return 1 }
        return pinch.scale
    }

    /// A pinch's `velocity`, scale per second (N4); 0 for pans.
    public var scaleVelocity: Double {
        guard case .pinch(let pinch) = sample else { return 0 }
        return pinch.velocity
    }

    /// `location(in: view)`: the centroid of the touches.
    public var location: Point {
        switch sample {
        case .pan(let pan): pan.location
        case .pinch(let pinch): pinch.location
        }
    }

    public var numberOfTouches: Int {
        switch sample {
        case .pan(let pan): pan.numberOfTouches
        case .pinch(let pinch): pinch.numberOfTouches
        }
    }

    /// `setTranslation(_:in:)` (P7): from now on the translation reads `translation`; the
    /// recognizer moves its origin when the handler returns, and the next action reflects it.
    /// A pinch has no translation: the request is ignored.
    public mutating func setTranslation(_ translation: Vector) {
        guard case .pan = sample else { return }
        requestedTranslation = translation
    }
}

extension Gesture {
    /// The gesture's velocity along its own direction of travel, and the view's extent along it:
    /// what another platform's completion timing reads when a handler written as code finishes.
    /// An edge pan travels inward; a pan along the axis it moved most, toward where it moved; a
    /// pinch along its scale, away from 1 (extent 1).
    @inlinable @inline(__always)
    public var motionAlongTravel: InteractionController.Motion {
        switch sample {
        case .pan(let pan):
            if let edge {
                let speed = pan.velocity.dx * edge.inward.dx + pan.velocity.dy * edge.inward.dy
                return .init(speed: speed, extent: edge.isHorizontal ? bounds.width : bounds.height)
            }
            if abs(pan.translation.dx) >= abs(pan.translation.dy) {
                let sign: Double = pan.translation.dx < 0 ? -1 : 1
                return .init(speed: sign * pan.velocity.dx, extent: bounds.width)
            }
            let sign: Double = pan.translation.dy < 0 ? -1 : 1
            return .init(speed: sign * pan.velocity.dy, extent: bounds.height)
        case .pinch(let pinch):
            return .init(speed: (pinch.scale < 1 ? -1 : 1) * pinch.velocity, extent: 1)
        }
    }
}
