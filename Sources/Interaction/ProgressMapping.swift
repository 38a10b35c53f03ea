import GestureModel

/// How a handler turns a recognizer sample into the transition's progress.
public enum ProgressMapping: Sendable, Hashable {
    /// progress = translation along `axis` / (the view's extent along it × `divisor`), clamped to [0, 1].
    case translation(TranslationProgress)
    /// BookOpeningTransition's pinch: opening clamp(|scale − 1| / openDivisor), closing clamp(|1 − scale| / closeDivisor).
    case pinchScale(PinchProgress)
}

/// The direction a translation counts in.
public enum ProgressAxis: String, Sendable, Hashable, CaseIterable {
    /// +x: to the right; the extent is the view's width.
    case x
    /// +y: down; the extent is the view's height.
    case y
    /// Away from the screen edge the recognizer watches; the extent is the width for left and
    /// right edges, the height for top and bottom.
    case inward
}

public struct TranslationProgress: Sendable, Hashable {
    public var axis: ProgressAxis
    /// The fraction of the view's extent that counts as full progress: 1 for the whole width, 0.5 for half.
    public var divisor: Double
    /// Whether a movement against the axis counts too, as |translation| does in the seed edge handler.
    public var absolute: Bool
    /// The largest progress the handler reports: 1, or 0.999 for the system pop (S2).
    public var maximum: Double

    public init(axis: ProgressAxis, divisor: Double = 1, absolute: Bool = false, maximum: Double = 1) {
        self.axis = axis
        self.divisor = divisor
        self.absolute = absolute
        self.maximum = maximum
    }
}

public struct PinchProgress: Sendable, Hashable {
    /// Opening: progress = |scale − 1| / openDivisor.
    public var openDivisor: Double
    /// Closing: progress = |1 − scale| / closeDivisor.
    public var closeDivisor: Double

    public init(openDivisor: Double = 5, closeDivisor: Double = 1) {
        self.openDivisor = openDivisor
        self.closeDivisor = closeDivisor
    }
}

/// Which way a pinch drives the transition: chosen once, on began.
public enum PinchDirection: String, Sendable, Hashable {
    /// scale ≥ 1 on began: the book opens (a push).
    case open
    /// scale < 1 on began: the book closes (a pop).
    case close
}

extension ProgressMapping {
    /// The progress for `sample`, and the signed movement in the transition's direction: a
    /// negative value means the gesture moves against the transition it drives.
    /// - Parameters:
    ///   - edge: the screen-edge recognizer's edge, for the `inward` axis.
    ///   - direction: the pinch direction chosen on began.
    public func progress(
        for sample: GestureSample, viewSize: Size, edge: ScreenEdge?, direction: PinchDirection?
    ) -> (progress: Double, signed: Double) {
        switch (self, sample) {
        case (.translation(let mapping), .pan(let pan)):
            let (component, extent): (Double, Double) = switch mapping.axis {
            case .x: (pan.translation.dx, viewSize.width)
            case .y: (pan.translation.dy, viewSize.height)
            case .inward:
                {
                    let inward = (edge ?? .left).inward
                    let along = pan.translation.dx * inward.dx + pan.translation.dy * inward.dy
                    return (along, (edge ?? .left).isHorizontal ? viewSize.width : viewSize.height)
                }()
            }
            let signed = component / (extent * mapping.divisor)
            let raw = mapping.absolute ? abs(signed) : signed
            return (min(clamp(raw), mapping.maximum), signed)
        case (.pinchScale(let mapping), .pinch(let pinch)):
            switch direction ?? .open {
            case .open: return (clamp(abs(pinch.scale - 1) / mapping.openDivisor), (pinch.scale - 1) / mapping.openDivisor)
            case .close: return (clamp(abs(1 - pinch.scale) / mapping.closeDivisor), (1 - pinch.scale) / mapping.closeDivisor)
            }
        case (.translation, .pinch), (.pinchScale, .pan):
            return (0, 0)  // A scenario never pairs these: validation rejects it.
        }
    }

    /// The gesture's translation and velocity along the direction that drives the transition
    /// forward, and the view's extent along it: what platform release rules look at. A pinch
    /// reports its scale change and scale velocity with an extent of 1.
    public func motion(
        for sample: GestureSample, viewSize: Size, edge: ScreenEdge?, direction: PinchDirection?
    ) -> (translation: Double, velocity: Double, extent: Double) {
        switch (self, sample) {
        case (.translation(let mapping), .pan(let pan)):
            let (unit, extent): (Vector, Double) = switch mapping.axis {
            case .x: (Vector(dx: 1, dy: 0), viewSize.width)
            case .y: (Vector(dx: 0, dy: 1), viewSize.height)
            case .inward: ((edge ?? .left).inward, (edge ?? .left).isHorizontal ? viewSize.width : viewSize.height)
            }
            let translation = pan.translation.dx * unit.dx + pan.translation.dy * unit.dy
            let velocity = pan.velocity.dx * unit.dx + pan.velocity.dy * unit.dy
            return (translation, velocity, extent)
        case (.pinchScale, .pinch(let pinch)):
            let sign: Double = direction == .close ? -1 : 1
            return (sign * (pinch.scale - 1), sign * pinch.velocity, 1)
        case (.translation, .pinch), (.pinchScale, .pan):
            return (0, 0, 1)
        }
    }

    private func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
