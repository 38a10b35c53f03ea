import GestureModel

/// The handler of the seed app's GLInteractiveTransition, as data.
///
/// progress = |translation along the edge's axis| / the view's width (height for the top and
/// bottom edges), clamped to [0, 1]. On began it starts the transition, on changed it updates it,
/// and on ended **or** cancelled it finishes if progress > threshold, else cancels.
public struct EdgeBackHandler: Sendable, Hashable {
    public var edge: ScreenEdge
    public var rule: ThresholdRule
    /// The size of the view the recognizer is attached to.
    public var viewSize: Size

    public init(edge: ScreenEdge, rule: ThresholdRule, viewSize: Size) {
        self.edge = edge
        self.rule = rule
        self.viewSize = viewSize
    }

    /// The handler's progress for a recognizer sample.
    public func progress(for sample: PanSample) -> Double {
        let distance = edge.isHorizontal ? abs(sample.translation.dx) : abs(sample.translation.dy)
        let extent = edge.isHorizontal ? viewSize.width : viewSize.height
        return min(max(distance / extent, 0), 1)
    }

    /// What the handler did with one action.
    public struct Response: Sendable, Hashable {
        /// The transition calls it made, in order, with their results.
        public var steps: [PercentDrivenTransition.Step] = []
        /// Set when the handler decided to finish or cancel.
        public var decision: ReleaseDecision?
    }

    /// Runs the handler for one recognizer action at `time`, calling into `transition`.
    public func handle(_ action: PanAction, at time: Double, transition: inout PercentDrivenTransition) -> Response {
        var response = Response()
        switch action {
        case .none, .failed:
            break
        case .began:
            response.steps.append(transition.start(at: time))
        case .changed(let sample):
            response.steps.append(transition.update(progress(for: sample), at: time))
        case .ended(let sample), .cancelled(let sample):
            let decision = rule.decide(progress: progress(for: sample), trigger: action.phase ?? .ended)
            response.decision = decision
            switch decision.direction {
            case .finish: response.steps.append(transition.finish(at: time))
            case .cancel: response.steps.append(transition.cancel(at: time))
            }
        }
        return response
    }
}
