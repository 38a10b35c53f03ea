import GestureModel
import Interaction

/// Where a corpus's gestures start and with how many fingers: enough to say why a scenario's
/// recognizer recognized none of them. Additive, so a corpus read in batches is tallied a batch at
/// a time.
public struct CorpusShape: Sendable, Hashable {
    /// Traces whose first touch started nearest each screen edge.
    public var nearestEdge: [ScreenEdge: Int] = [:]
    /// The first touch's distance from its nearest screen edge, per trace, in points.
    public var startDistances: [Double] = []
    /// Traces that had two touches down at once at some point.
    public var multiTouch = 0
    public var traces = 0

    public init() {}

    public mutating func add(_ trace: Trace) {
        traces += 1
        var down = 0
        var most = 0
        var first: Point?
        for sample in trace.touchSamples {
            if first == nil { first = sample.location }
            switch sample.phase {
            case .began: down += 1
            case .ended, .cancelled: down -= 1
            case .moved, .stationary: break
            }
            most = max(most, down)
        }
        if most >= 2 { multiTouch += 1 }
        guard let first else { return }
        let size = trace.screen.size
        if let edge = ScreenEdge.allCases.min(by: {
            $0.distance(of: first, in: size) < $1.distance(of: first, in: size)
        }) {
            nearestEdge[edge, default: 0] += 1
            startDistances.append(edge.distance(of: first, in: size))
        }
    }

    public mutating func add(_ other: CorpusShape) {
        for (edge, count) in other.nearestEdge { nearestEdge[edge, default: 0] += count }
        startDistances += other.startDistances
        multiTouch += other.multiTouch
        traces += other.traces
    }

    /// Why `scenario` recognizes none of these traces, and what would: one sentence. Nil when the
    /// shape gives no reason (the traces may simply never move far enough).
    public func whyUnrecognized(by scenario: Scenario) -> String? {
        guard traces > 0 else { return nil }
        let oneFinger = multiTouch * 2 < traces
        switch scenario.recognizer {
        case .pinch:
            if oneFinger {
                return
                    "the corpus holds one-finger traces; \(scenario.name.escapingControls) pinches with two fingers: a pan or screen-edge scenario (--preset)"
            }
        case .drag, .contentPan:
            break
        case .pan(let pan):
            if pan.minimumNumberOfTouches > 1, oneFinger {
                return
                    "the corpus holds one-finger traces; \(scenario.name.escapingControls) needs \(pan.minimumNumberOfTouches) fingers"
            }
        case .screenEdgePan(let parameters):
            let sorted = startDistances.sorted()
            let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
            if let (edge, count) = nearestEdge.max(by: {
                $0.value < $1.value || ($0.value == $1.value && $0.key.rawValue > $1.key.rawValue)
            }),
                edge != parameters.edge, count * 2 > traces, median <= parameters.edgeRegion
            {
                return
                    "the corpus holds \(edge)-edge swipes; \(scenario.name.escapingControls) watches the \(parameters.edge) edge: --edge \(edge)"
            }
            if median > parameters.edgeRegion {
                return
                    "the corpus's touches start \(prose(median, 1)) pt from the nearest screen edge (median), outside \(scenario.name.escapingControls)'s \(prose(parameters.edgeRegion, 1)) pt edge region: a pan scenario (--preset swipe-dismiss, swipe-back) or a wider --edge-region"
            }
        }
        return nil
    }
}
