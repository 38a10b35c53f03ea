import GestureModel

/// How a handler turns a recognizer sample into the transition's progress.
public enum ProgressMapping: Sendable, Hashable {
    /// progress = translation along `axis` / (the view's extent along it × `divisor`), clamped to [0, 1].
    case translation(TranslationProgress)
    /// BookOpeningTransition's pinch: opening clamp(|scale − 1| / openDivisor), closing clamp(|1 − scale| / closeDivisor).
    case pinchScale(PinchProgress)
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
        // Nested switches, not a switch over a tuple: the tuple would copy the sample on every event.
        switch self {
        case .translation(let mapping):
            guard case .pan(let pan) = sample else { return (0, 0) }  // A scenario never pairs these: validation rejects it.
            let (component, extent): (Double, Double) =
                switch mapping.axis {
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
        case .pinchScale(let mapping):
            guard case .pinch(let pinch) = sample else { return (0, 0) }
            switch direction ?? .open {
            case .open:
                return (clamp(abs(pinch.scale - 1) / mapping.openDivisor), (pinch.scale - 1) / mapping.openDivisor)
            case .close:
                return (clamp(abs(1 - pinch.scale) / mapping.closeDivisor), (1 - pinch.scale) / mapping.closeDivisor)
            }
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
            let unit = mapping.axis.forward(edge: edge)
            let extent = TranslationProgress.viewExtent(viewSize, along: unit)
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

    /// The share of the view's extent a progress of 1 covers: a translation mapping's divisor; 1
    /// for a pinch, whose extent is its scale.
    public var extentScale: Double {
        switch self {
        case .translation(let mapping): mapping.divisor
        case .pinchScale: 1
        }
    }

    /// The distance a progress of 1 covers, in points: the view's extent along the gesture × the
    /// mapping's divisor; nil for a pinch, whose progress is a scale.
    public func pointsPerProgress(viewSize: Size, edge: ScreenEdge?) -> Double? {
        switch self {
        case .translation(let mapping):
            return TranslationProgress.viewExtent(viewSize, along: mapping.axis.forward(edge: edge)) * mapping.divisor
        case .pinchScale: return nil
        }
    }

    /// The unit vector, in the screen's axes, along which the gesture moves the transition
    /// forward; a pinch's scale has none, and is taken along x.
    public func forward(edge: ScreenEdge?) -> Vector {
        switch self {
        case .translation(let mapping): mapping.axis.forward(edge: edge)
        case .pinchScale: Vector(dx: 1, dy: 0)
        }
    }

    private func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
