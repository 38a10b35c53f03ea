import GestureModel

/// The target-action message a pan recognizer sends for one event (G2).
public typealias PanAction = RecognizerAction<PanSample>

/// A continuous pan recognizer as a value: feed it touch events, it returns the action UIKit
/// would send.
///
/// `possible` follows the touches until the rule begins or fails the gesture; `recognizing`
/// reports `changed` for every move (P3) and ends when the last tracked touch lifts, or is
/// cancelled when a tracked touch is cancelled (P5, G4); `finished` ignores the touches still
/// down and resets to `possible` when the whole sequence has lifted (G3), or at once for a rule
/// that follows each pointer (FC1).
public struct PanGestureRecognizer<Rule: PanRecognitionRule>: Sendable, Hashable {
    public let rule: Rule
    /// Translation is reported in the view's coordinates; locations are offset by its origin.
    public let viewFrame: Rect

    @usableFromInline var lifecycle = ContinuousLifecycle<OutOfLine<PanTracker>>()

    /// How the velocity reported with each action is estimated.
    public let velocityStrategy: VelocityStrategy

    /// Whether every changed action carries the strategy's velocity estimate. False: only the
    /// began, the first change, the end and the cancel carry one, as a handler that asks
    /// `velocity(in:)` at the release reads it; later changes carry `PanSample.unestimated` under
    /// a platform strategy, whose fit is then not made on every move. UIKit's own velocity (P6) is
    /// kept on every move either way.
    @usableFromInline package var estimatesVelocityOfEveryChange = true

    /// Inlinable so a replay makes it for its own rule's type: called generically, it looked up
    /// the recognizer's type metadata on every replay.
    @inlinable
    public init(rule: Rule, viewFrame: Rect, velocityStrategy: VelocityStrategy = .uikit) {
        self.rule = rule
        self.viewFrame = viewFrame
        self.velocityStrategy = velocityStrategy
        lifecycle.resetsPerPointer = rule.followsEachPointer
    }

    /// The public, data-free state.
    public var phase: RecognizerPhase { lifecycle.phase }

    // Inlinable so a replay in another module specializes it for its rule: no generic metadata
    // lookups or witness calls per event. Always inlined into the replay's event loop, its one
    // caller there: the action is then not returned through memory and unpacked on every event.
    @inlinable @inline(__always)
    public mutating func handle(_ event: TouchEvent) -> PanAction {
        _ = lifecycle.resetIfSequenceEnded()
        // Recorded after the action on every path, written out rather than deferred: the deferred
        // block was compiled as a call of its own per event.
        let action = act(on: event)
        lifecycle.assertStatePutBack()
        lifecycle.record(event)
        return action
    }

    /// The action for one event, from the state before it.
    @inlinable @inline(__always)
    mutating func act(on event: TouchEvent) -> PanAction {
        switch lifecycle.takeState() {
        case .possible(nil):
            return firstTouches(event)
        case .possible(var tracker?):
            let absorbed = tracker.value.absorb(
                event, maximumNumberOfTouches: rule.maximumNumberOfTouches, acceptsNewTouches: !rule.followsEachPointer)
            if absorbed.rejectedExtraTouch {
                return fail(.tooManyTouches(maximum: rule.maximumNumberOfTouches))
            }
            if absorbed.cancelled { return fail(.cancelledBeforeRecognition) }
            if tracker.value.isEmpty { return fail(.liftedBeforeRecognition) }
            guard absorbed.moved else {
                lifecycle.state = .possible(tracker)
                return .none
            }
            switch rule.evaluate(
                displacement: tracker.value.translation, start: tracker.value.origin,
                numberOfTouches: tracker.value.trackedCount)
            {
            case .wait:
                lifecycle.state = .possible(tracker)
                return .none
            case .begin(let translation):
                let displacement = tracker.value.translation
                let location = tracker.value.origin + displacement
                if let refusal = rule.shouldBegin.refusal(translation: displacement, location: location) {
                    return fail(refusal)
                }
                tracker.value.rebase(translationTo: translation)
                let sample = tracker.value.sample(at: event.time, viewOrigin: viewFrame.origin)
                lifecycle.state = .recognizing(tracker, .began)
                return .began(sample)
            case .fail(let reason):
                return fail(reason)
            }
        case .recognizing(var tracker, let stage):
            // One reach into the tracker for the touches, the sample and whether any are left.
            let maximum = rule.maximumNumberOfTouches
            let acceptsNewTouches = !rule.followsEachPointer
            let origin = viewFrame.origin
            let everyChange = estimatesVelocityOfEveryChange || stage == .began
            let (absorbed, sample, allLifted) = tracker.withValue { tracker in
                let absorbed = tracker.absorb(
                    event, maximumNumberOfTouches: maximum, acceptsNewTouches: acceptsNewTouches)
                // An action with no sample (a touch that did not move) asks for no estimate either.
                let estimating = (everyChange && absorbed.moved) || absorbed.cancelled || tracker.isEmpty
                return (
                    absorbed, tracker.sample(at: event.time, viewOrigin: origin, estimating: estimating),
                    tracker.isEmpty
                )
            }
            if absorbed.cancelled {
                lifecycle.state = .finished(.cancelled)
                return .cancelled(sample)
            }
            if allLifted {
                lifecycle.state = .finished(.ended)
                return .ended(sample)
            }
            if absorbed.moved {
                lifecycle.state = .recognizing(tracker, .changed)
                return .changed(sample)
            }
            lifecycle.state = .recognizing(tracker, stage)
            return .none
        case .finished(let end):
            lifecycle.state = .finished(end)
            return .none
        }
    }

    /// P7: setTranslation(_:in:) while touches are down moves the origin so the translation equals
    /// `translation`. Whether velocity resets is an open question (the docs say yes, the iOS 26.1
    /// decompile says no), so it is a parameter that defaults to the docs. Without touches it does nothing.
    public mutating func setTranslation(_ translation: Vector, resetsVelocity: Bool = true) {
        switch lifecycle.takeState() {
        case .possible(var tracker?):
            tracker.value.setTranslation(translation, resetsVelocity: resetsVelocity)
            lifecycle.state = .possible(tracker)
        case .recognizing(var tracker, let stage):
            tracker.value.setTranslation(translation, resetsVelocity: resetsVelocity)
            lifecycle.state = .recognizing(tracker, stage)
        case .possible(nil):
            lifecycle.state = .possible(nil)
        case .finished(let end):
            lifecycle.state = .finished(end)
        }
        lifecycle.assertStatePutBack()
    }

    @inlinable
    mutating func firstTouches(_ event: TouchEvent) -> PanAction {
        if rule.followsEachPointer {
            // FC1: only a touch the rule accepts is this recognizer's; the others fail nothing.
            guard
                let accepted = event.touches.first(where: {
                    $0.phase == .began && rule.touchesBegan(firstAt: $0.location) == nil
                })
            else {
                lifecycle.state = .possible(nil)
                return .none
            }
            return track(CollectionOfOne(accepted), at: event.time)
        }
        // The touches that begin, read where they are: no list is made of them.
        return track(event.touches.lazy.filter { $0.phase == .began }, at: event.time)
    }

    /// The first touches, if the rule takes them: the tracker starts following them.
    @inlinable
    mutating func track(_ began: some Collection<TouchSample>, at time: Double) -> PanAction {
        guard !began.isEmpty else {
            lifecycle.state = .possible(nil)
            return .none
        }
        if began.count > rule.maximumNumberOfTouches {
            return fail(.tooManyTouches(maximum: rule.maximumNumberOfTouches))
        }
        if let first = began.first, let reason = rule.touchesBegan(firstAt: first.location) {
            return fail(reason)
        }
        var tracker = OutOfLine(
            PanTracker(
                tracking: began.map(PanTracker.TrackedTouch.init), time: time, velocityStrategy: velocityStrategy))
        if rule.beginsAtTouchDown {
            let location = tracker.value.origin
            if let refusal = rule.shouldBegin.refusal(translation: .zero, location: location) { return fail(refusal) }
            // The sample first: once the state holds the tracker too, reaching it in place would copy it.
            let sample = tracker.value.sample(at: time, viewOrigin: viewFrame.origin)
            lifecycle.state = .recognizing(tracker, .began)
            return .began(sample)
        }
        lifecycle.state = .possible(tracker)
        return .none
    }

    @inlinable
    mutating func fail(_ reason: RecognizerFailure) -> PanAction {
        lifecycle.state = .finished(.failed)
        return .failed(reason)
    }
}

/// A plain pan recognizer (P1–P7).
public typealias PanRecognizer = PanGestureRecognizer<PanHysteresisRule>

/// A screen-edge pan recognizer (E1–E4): a pan that must start at an edge and move inward.
public typealias ScreenEdgePanRecognizer = PanGestureRecognizer<ScreenEdgeRule>

/// SwiftUI's DragGesture: the pan's machinery with the drag's distance rule (SD1–SD3).
public typealias DragRecognizer = PanGestureRecognizer<DragDistanceRule>

/// iOS 26's content pop: the pan's machinery with the content pop's rule (CP1–CP3).
public typealias ContentPanRecognizer = PanGestureRecognizer<ContentPopRule>
