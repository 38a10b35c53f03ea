/// Reads the `observed` extension: a state or call outside its list is an error, times never
/// decrease within a list, unknown fields are warnings.
extension JSONDocumentReader {
    static let observedReference = "observed"

    mutating func readObserved(_ value: JSONValue, at path: TracePath) -> ObservedBehaviour? {
        guard let object = object(value, at: path) else { return nil }
        var observed = ObservedBehaviour()
        var valid = true
        for member in members(object, at: path) {
            func memberPath() -> TracePath { path.appending(member.key) }
            switch member.key {
            case "system": observed.system = string(member.value, at: memberPath())
            case "recognizer":
                if let recognizer = readObservedRecognizer(member.value, at: memberPath()) {
                    observed.recognizer = recognizer
                } else {
                    valid = false
                }
            case "recognizers":
                guard let elements = array(member.value, at: memberPath()) else {
                    valid = false
                    break
                }
                for (index, element) in elements.enumerated() {
                    if let recognizer = readObservedRecognizer(element, at: memberPath().appending(index)) {
                        observed.recognizers.append(recognizer)
                    } else {
                        valid = false
                    }
                }
            case "coordinator":
                // One object, or one per interactive part of a recording with several gestures.
                var elements = [member.value]
                var isList = false
                if case .array(let list) = member.value {
                    elements = list
                    isList = true
                }
                var previous: Double?
                for (index, element) in elements.enumerated() {
                    let elementPath = isList ? memberPath().appending(index) : memberPath()
                    if let coordinator = readObservedCoordinator(element, at: elementPath, after: &previous) {
                        observed.coordinator.append(coordinator)
                    } else {
                        valid = false
                    }
                }
            case "transition":
                if let calls = readObservedCalls(member.value, at: memberPath()) {
                    observed.transition = calls
                } else {
                    valid = false
                }
            case "rest":
                guard let elements = array(member.value, at: memberPath()) else {
                    valid = false
                    break
                }
                var previous: Double?
                for (index, element) in elements.enumerated() {
                    if let rest = readObservedRest(element, at: memberPath().appending(index), after: &previous) {
                        observed.rest.append(rest)
                    } else {
                        valid = false
                    }
                }
            case "completion":
                if let completion = readObservedCompletion(member.value, at: memberPath()) {
                    observed.completion = completion
                } else {
                    valid = false
                }
            default: warning(memberPath(), .unknownField(member.key))
            }
        }
        return valid ? observed : nil
    }

    mutating func readObservedRecognizer(_ value: JSONValue, at path: TracePath) -> ObservedRecognizer? {
        guard let object = object(value, at: path) else { return nil }
        var recognizer = ObservedRecognizer(kind: "")
        var valid = true
        for member in members(object, at: path) {
            func memberPath() -> TracePath { path.appending(member.key) }
            guard let key: ObservedRecognizerKey = self.key(member, at: memberPath()) else { continue }
            switch key {
            case .kind: recognizer.kind = string(member.value, at: memberPath()) ?? ""
            case .edge: recognizer.edge = string(member.value, at: memberPath())
            case .owner:
                if let owner = word(
                    member.value, at: memberPath(), as: ObservedRecognizer.Owner.self, naming: "an owner",
                    reference: Self.observedReference)
                {
                    recognizer.owner = owner
                }
            case .role:
                // A role this build does not know is kept out, with a warning: newer recorders may name more.
                guard let text = string(member.value, at: memberPath()) else { break }
                if let role = ObservedRecognizer.Role(rawValue: text) {
                    recognizer.role = role
                } else {
                    warning(
                        memberPath(),
                        .notRead(
                            "role",
                            reason:
                                "\"\(text)\" is not a role this build knows (\(ObservedRecognizer.Role.allCases.map(\.rawValue).joined(separator: ", ")))"
                        ))
                }
            case .samples:
                guard let elements = array(member.value, at: memberPath()) else {
                    valid = false
                    break
                }
                var previous: Double?
                for (index, element) in elements.enumerated() {
                    guard let sample = readObservedSample(element, at: memberPath().appending(index), after: &previous)
                    else {
                        valid = false
                        continue
                    }
                    recognizer.samples.append(sample)
                }
            }
        }
        let kind = ObservedRecognizerKey.kind.text
        if object[kind] == nil { error(path, .missingField(kind)) }
        return valid && object[kind] != nil ? recognizer : nil
    }

    /// A recognizer callback; its places are made only for a problem (a recording has thousands).
    mutating func readObservedSample(
        _ value: JSONValue, at path: @autoclosure () -> TracePath, after previous: inout Double?
    ) -> ObservedRecognizerSample? {
        guard let object = object(value, at: path()) else { return nil }
        var time: Double?
        var state: ObservedRecognizerSample.State?
        var sample = ObservedRecognizerSample(time: 0, state: .began)
        for member in members(object, at: path()) {
            guard let key: ObservedSampleKey = self.key(member, at: path().appending(member.key)) else { continue }
            switch key {
            case .t: time = observedTime(member.value, at: path().appending(member.key), after: &previous)
            case .state:
                state = word(
                    member.value, at: path().appending(member.key), as: ObservedRecognizerSample.State.self,
                    naming: "a recognizer state", reference: Self.observedReference)
            case .translation: sample.translation = observedVector(member.value, at: path().appending(member.key))
            case .velocity: sample.velocity = observedVector(member.value, at: path().appending(member.key))
            case .scale: sample.scale = finite(member.value, at: path().appending(member.key))
            case .scaleVelocity: sample.scaleVelocity = finite(member.value, at: path().appending(member.key))
            case .predictedEndTranslation:
                sample.predictedEndTranslation = observedVector(member.value, at: path().appending(member.key))
            case .location:
                sample.location = observedVector(member.value, at: path().appending(member.key)).map {
                    Point(x: $0.dx, y: $0.dy)
                }
            case .gesture:
                sample.gesture = integer(
                    member.value, at: path().appending(member.key), in: ObservedRecognizerSample.gestureNumbers,
                    reference: Self.observedReference)
            case .numberOfTouches:
                sample.numberOfTouches = integer(
                    member.value, at: path().appending(member.key), in: ObservedRecognizerSample.touchCounts,
                    reference: Self.observedReference)
            }
        }
        guard let time, let state else {
            for key in ObservedSampleKey.required where object[key.text] == nil {
                error(path(), .missingField(key.text))
            }
            return nil
        }
        sample.time = time
        sample.state = state
        return sample
    }

    mutating func readObservedCalls(_ value: JSONValue, at path: TracePath) -> [ObservedTransitionCall]? {
        guard let elements = array(value, at: path) else { return nil }
        var calls: [ObservedTransitionCall] = []
        var previous: Double?
        var valid = true
        for (index, element) in elements.enumerated() {
            func callPath() -> TracePath { path.appending(index) }
            guard let object = object(element, at: callPath()) else {
                valid = false
                continue
            }
            var time: Double?
            var call: ObservedTransitionCall.Call?
            var entry = ObservedTransitionCall(time: 0, call: .start)
            for member in members(object, at: callPath()) {
                func memberPath() -> TracePath { callPath().appending(member.key) }
                switch member.key {
                case "t": time = observedTime(member.value, at: memberPath(), after: &previous)
                case "call":
                    call = word(
                        member.value, at: memberPath(), as: ObservedTransitionCall.Call.self,
                        naming: "a transition call",
                        reference: Self.observedReference)
                case "percentComplete": entry.percentComplete = finite(member.value, at: memberPath())
                case "completionSpeed": entry.completionSpeed = finite(member.value, at: memberPath())
                case "duration": entry.duration = finite(member.value, at: memberPath())
                case "value": entry.value = finite(member.value, at: memberPath())
                case "isReversed": entry.isReversed = bool(member.value, at: memberPath())
                case "durationFactor": entry.durationFactor = finite(member.value, at: memberPath())
                case "timing": entry.timing = readObservedTiming(member.value, at: memberPath())
                case "completed": entry.completed = bool(member.value, at: memberPath())
                case "gesture":
                    entry.gesture = integer(
                        member.value, at: memberPath(), in: ObservedRecognizerSample.gestureNumbers,
                        reference: Self.observedReference)
                default: warning(memberPath(), .unknownField(member.key))
                }
            }
            for key in ["t", "call"] where object[key] == nil { error(callPath(), .missingField(key)) }
            guard let time, let call else {
                valid = false
                continue
            }
            entry.time = time
            entry.call = call
            calls.append(entry)
        }
        return valid ? calls : nil
    }

    mutating func readObservedCompletion(_ value: JSONValue, at path: TracePath) -> ObservedCompletion? {
        guard let object = object(value, at: path) else { return nil }
        var time: Double?
        var completed: Bool?
        var previous: Double?
        for member in members(object, at: path) {
            func memberPath() -> TracePath { path.appending(member.key) }
            switch member.key {
            case "t": time = observedTime(member.value, at: memberPath(), after: &previous)
            case "completed": completed = bool(member.value, at: memberPath())
            default: warning(memberPath(), .unknownField(member.key))
            }
        }
        for key in ["t", "completed"] where object[key] == nil { error(path, .missingField(key)) }
        guard let time, let completed else { return nil }
        return ObservedCompletion(time: time, completed: completed)
    }

    /// `{t, place, gesture}`: the place as a trace's `rest` names it.
    mutating func readObservedRest(
        _ value: JSONValue, at path: TracePath, after previous: inout Double?
    )
        -> ObservedRest?
    {
        guard let object = object(value, at: path) else { return nil }
        var time: Double?
        var place: String?
        var gesture: Int?
        for member in members(object, at: path) {
            func memberPath() -> TracePath { path.appending(member.key) }
            switch member.key {
            case "t": time = observedTime(member.value, at: memberPath(), after: &previous)
            case "place": place = readRest(member.value, at: memberPath())
            case "gesture":
                gesture = integer(
                    member.value, at: memberPath(), in: ObservedRecognizerSample.gestureNumbers,
                    reference: Self.observedReference)
            default: warning(memberPath(), .unknownField(member.key))
            }
        }
        for key in ["t", "place"] where object[key] == nil { error(path, .missingField(key)) }
        guard let time, let place else { return nil }
        return ObservedRest(time: time, place: place, gesture: gesture)
    }

    mutating func readObservedCoordinator(
        _ value: JSONValue, at path: TracePath, after previous: inout Double?
    ) -> ObservedCoordinator? {
        guard let object = object(value, at: path) else { return nil }
        var time: Double?
        var cancelled: Bool?
        var coordinator = ObservedCoordinator(time: 0, isCancelled: false)
        for member in members(object, at: path) {
            func memberPath() -> TracePath { path.appending(member.key) }
            switch member.key {
            case "t": time = observedTime(member.value, at: memberPath(), after: &previous)
            case "isCancelled": cancelled = bool(member.value, at: memberPath())
            case "percentComplete": coordinator.percentComplete = finite(member.value, at: memberPath())
            case "completionVelocity": coordinator.completionVelocity = finite(member.value, at: memberPath())
            case "transitionDuration": coordinator.transitionDuration = finite(member.value, at: memberPath())
            case "completionCurve":
                // UIKit's curve by name, or its raw value as a recorder may write it.
                switch member.value {
                case .string(let name): coordinator.completionCurve = name
                case .number(let raw): coordinator.completionCurve = JSONWriter.formatNumber(raw)
                default:
                    error(memberPath(), .wrongType(expected: "a curve's name or number", found: member.value.typeName))
                }
            case "gesture":
                coordinator.gesture = integer(
                    member.value, at: memberPath(), in: ObservedRecognizerSample.gestureNumbers,
                    reference: Self.observedReference)
            default: warning(memberPath(), .unknownField(member.key))
            }
        }
        for key in ["t", "isCancelled"] where object[key] == nil { error(path, .missingField(key)) }
        guard let time, let cancelled else { return nil }
        coordinator.time = time
        coordinator.isCancelled = cancelled
        return coordinator
    }

    /// A continueAnimation call's timing: `{"kind": "cubic", "points": [x1, y1, x2, y2]}`, or a
    /// spring by `dampingRatio` or by `mass`, `stiffness` and `damping`, with an optional
    /// `initialVelocity` (`{x, y}`).
    mutating func readObservedTiming(_ value: JSONValue, at path: TracePath) -> ObservedTiming? {
        guard let object = object(value, at: path) else { return nil }
        var kind: String?
        var points: [Double]?
        var numbers: [String: Double] = [:]
        var velocity: Vector?
        for member in members(object, at: path) {
            func memberPath() -> TracePath { path.appending(member.key) }
            switch member.key {
            case "kind": kind = string(member.value, at: memberPath())
            case "points":
                guard let elements = array(member.value, at: memberPath()) else { break }
                let read = elements.enumerated().compactMap { finite($1, at: memberPath().appending($0)) }
                if read.count == 4, elements.count == 4 {
                    points = read
                } else if read.count == elements.count {
                    error(
                        memberPath(),
                        .invalid(
                            value: "\(elements.count) numbers", expected: "4 control point coordinates",
                            reference: Self.observedReference))
                }
            case "dampingRatio", "mass", "stiffness", "damping":
                if let number = finite(member.value, at: memberPath()) { numbers[member.key] = number }
            case "initialVelocity": velocity = observedVector(member.value, at: memberPath())
            default: warning(memberPath(), .unknownField(member.key))
            }
        }
        switch kind {
        case "cubic":
            guard let points else {
                if object["points"] == nil { error(path, .missingField("points")) }
                return nil
            }
            return .cubic(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        case "spring":
            if let ratio = numbers["dampingRatio"] {
                return .springRatio(dampingRatio: ratio, initialVelocity: velocity)
            }
            if let mass = numbers["mass"], let stiffness = numbers["stiffness"], let damping = numbers["damping"] {
                return .springPhysical(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            }
            error(path, .missingField("dampingRatio"))
            return nil
        case nil:
            if object["kind"] == nil { error(path, .missingField("kind")) }
            return nil
        case let other?:
            error(
                path.appending("kind"),
                .invalid(value: "\"\(other)\"", expected: "cubic or spring", reference: Self.observedReference))
            return nil
        }
    }

    /// A time on the events' clock that does not go back within its list.
    private mutating func observedTime(
        _ value: JSONValue, at path: @autoclosure () -> TracePath, after previous: inout Double?
    ) -> Double? {
        guard let time = finite(value, at: path()) else { return nil }
        if let previous, time < previous {
            error(path(), .timeDecreased(previous: previous, found: time))
            return nil
        }
        previous = time
        return time
    }

    private mutating func observedVector(_ value: JSONValue, at path: @autoclosure () -> TracePath) -> Vector? {
        guard let object = object(value, at: path()) else { return nil }
        var x: Double?
        var y: Double?
        for member in members(object, at: path()) {
            switch member.key {
            case "x": x = finite(member.value, at: path().appending(member.key))
            case "y": y = finite(member.value, at: path().appending(member.key))
            default: warning(path().appending(member.key), .unknownField(member.key))
            }
        }
        guard let x, let y else {
            for key in ["x", "y"] where object[key] == nil { error(path(), .missingField(key)) }
            return nil
        }
        return Vector(dx: x, dy: y)
    }
}
