/// The fast path's reading of the `observed` extension. A recorder writes one callback sample per
/// touch event, so the recognizers' samples are most of the block: they are read here straight from
/// the bytes, each rule of `JSONDocumentReader.readObservedSample` checked. The other members (the
/// transition's calls, the coordinator, the completion) are parsed and read by `readObserved` itself.
/// Anything that reader would warn about or reject returns nil, and the full path names it.
extension FastTraceDecoder.Scanner {
    mutating func observed() -> ObservedBehaviour? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var recognizer: ObservedRecognizer?
        var recognizers: [ObservedRecognizer]?
        var others = JSONObject()
        skipSpace()
        if !take(UInt8(ascii: "}")) {
            repeat {
                guard let key = memberKey() else { return nil }
                if equals(key, "recognizer") {
                    guard recognizer == nil, let read = observedRecognizer() else { return nil }
                    recognizer = read
                } else if equals(key, "recognizers") {
                    guard recognizers == nil, take(UInt8(ascii: "[")) else { return nil }
                    var list: [ObservedRecognizer] = []
                    skipSpace()
                    if !take(UInt8(ascii: "]")) {
                        repeat {
                            skipSpace()
                            guard let read = observedRecognizer() else { return nil }
                            list.append(read)
                        } while comma()
                        guard closes(UInt8(ascii: "]")) else { return nil }
                    }
                    recognizers = list
                } else {
                    guard let range = skipValue(),
                        let value = try? JSONParser.parse(UnsafeBufferPointer(rebasing: bytes[range]))
                    else { return nil }
                    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[key]), as: UTF8.self)
                    others.members.append(JSONObject.Member(key: name, value: value))
                }
            } while comma()
            guard closes(UInt8(ascii: "}")) else { return nil }
        }
        var reader = JSONDocumentReader(file: "", line: nil)
        guard var observed = reader.readObserved(.object(others), at: .root), reader.problems.isEmpty else {
            return nil
        }
        observed.recognizer = recognizer
        observed.recognizers = recognizers ?? []
        return observed
    }

    private mutating func observedRecognizer() -> ObservedRecognizer? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var recognizer = ObservedRecognizer(kind: "")
        var sawKind = false
        var sawEdge = false
        var sawOwner = false
        var sawRole = false
        var sawSamples = false
        repeat {
            guard let range = memberKey(),
                let key = key(range, in: ObservedRecognizerKey.table)?.key
            else { return nil }
            switch key {
            case .samples:
                guard !sawSamples, let samples = observedSamples() else { return nil }
                recognizer.samples = samples
                sawSamples = true
            case .kind:
                guard !sawKind, let kind = plainText() else { return nil }
                recognizer.kind = kind
                sawKind = true
            case .edge:
                guard !sawEdge, let edge = plainText() else { return nil }
                recognizer.edge = edge
                sawEdge = true
            case .owner:
                guard !sawOwner, let text = plainText(), let owner = ObservedRecognizer.Owner(rawValue: text) else {
                    return nil
                }
                recognizer.owner = owner
                sawOwner = true
            case .role:
                guard !sawRole, let text = plainText(), let role = ObservedRecognizer.Role(rawValue: text) else {
                    return nil
                }
                recognizer.role = role
                sawRole = true
            }
        } while comma()
        guard closes(UInt8(ascii: "}")), sawKind else { return nil }
        return recognizer
    }

    /// A recognizer's callbacks, their times never going back.
    private mutating func observedSamples() -> [ObservedRecognizerSample]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var samples: [ObservedRecognizerSample] = []
        skipSpace()
        if take(UInt8(ascii: "]")) { return samples }
        var previous = -Double.infinity
        repeat {
            skipSpace()
            guard let sample = observedSample(), sample.time >= previous else { return nil }
            previous = sample.time
            samples.append(sample)
        } while comma()
        return closes(UInt8(ascii: "]")) ? samples : nil
    }

    private mutating func observedSample() -> ObservedRecognizerSample? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var sample = ObservedRecognizerSample(time: 0, state: .began)
        // One bit per field: a repeated field is a warning on the full path.
        var seen: UInt16 = 0
        repeat {
            guard let range = memberKey(), let (key, place) = key(range, in: ObservedSampleKey.table)
            else { return nil }
            let field: UInt16 = 1 << place
            switch key {
            case .t:
                guard let time = finiteNumber() else { return nil }
                sample.time = time
            case .state:
                guard let state = observedState() else { return nil }
                sample.state = state
            case .translation:
                guard let vector = observedVector() else { return nil }
                sample.translation = vector
            case .velocity:
                guard let vector = observedVector() else { return nil }
                sample.velocity = vector
            case .numberOfTouches:
                guard let count = wholeNumber(in: ObservedRecognizerSample.touchCounts) else { return nil }
                sample.numberOfTouches = count
            case .location:
                guard let vector = observedVector() else { return nil }
                sample.location = Point(x: vector.dx, y: vector.dy)
            case .scale:
                guard let scale = finiteNumber() else { return nil }
                sample.scale = scale
            case .scaleVelocity:
                guard let velocity = finiteNumber() else { return nil }
                sample.scaleVelocity = velocity
            case .predictedEndTranslation:
                guard let vector = observedVector() else { return nil }
                sample.predictedEndTranslation = vector
            case .gesture:
                guard let gesture = wholeNumber(in: ObservedRecognizerSample.gestureNumbers) else { return nil }
                sample.gesture = gesture
            }
            guard seen & field == 0 else { return nil }
            seen |= field
        } while comma()
        // The time and the state are required.
        guard closes(UInt8(ascii: "}")), seen & ObservedSampleKey.requiredBits == ObservedSampleKey.requiredBits else {
            return nil
        }
        return sample
    }

    /// A state, quotes included, compared as a whole (the common ones first).
    private mutating func observedState() -> ObservedRecognizerSample.State? {
        if take(#""changed""#) { return .changed }
        if take(#""began""#) { return .began }
        if take(#""ended""#) { return .ended }
        if take(#""cancelled""#) { return .cancelled }
        if take(#""failed""#) { return .failed }
        return nil
    }

    /// `{"x": X, "y": Y}` in either order, both finite.
    private mutating func observedVector() -> Vector? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var x: Double?
        var y: Double?
        repeat {
            guard let key = memberKey(), let value = finiteNumber() else { return nil }
            if equals(key, "x"), x == nil {
                x = value
            } else if equals(key, "y"), y == nil {
                y = value
            } else {
                return nil
            }
        } while comma()
        guard closes(UInt8(ascii: "}")), let x, let y else { return nil }
        return Vector(dx: x, dy: y)
    }

    @inline(__always)
    private mutating func finiteNumber() -> Double? {
        guard let value = number(), value.isFinite else { return nil }
        return value
    }

    /// A whole number within `range`, as `JSONDocumentReader.integer` takes it.
    private mutating func wholeNumber(in range: ClosedRange<Int>) -> Int? {
        guard let value = finiteNumber() else { return nil }
        return JSONDocumentReader.wholeNumber(value, in: range)
    }
}
