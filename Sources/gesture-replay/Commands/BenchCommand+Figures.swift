import Dispatch
import Foundation
import GestureModel
import Interaction
import Replay

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The benchmark's comparisons: the loader against Foundation's JSONDecoder on one core, and the
/// sweep's scaling over corpus size and threads, each run as its own process so its peak memory
/// is its own.
extension BenchCommand {
    /// The trace's shape as Codable structs: what a Swift user would decode with JSONDecoder.
    /// It checks nothing the format asks for beyond the types.
    struct CodableTrace: Decodable {
        struct Screen: Decodable {
            var width: Double
            var height: Double
            var scale: Double?
            var refreshRate: Double?
        }

        struct Touch: Decodable {
            var id: Int
            var phase: String
            var x: Double
            var y: Double
            var force: Double?
            var majorRadius: Double?
            var coalesced: Bool?
        }

        struct Event: Decodable {
            var t: Double
            var touches: [Touch]
        }

        var format: String
        var version: Int
        var name: String?
        var screen: Screen
        var label: String?
        var events: [Event]
    }

    /// The corpus's lines, decoded on one thread by the project's decoder and by JSONDecoder:
    /// (project seconds, JSONDecoder seconds, traces each decoded).
    static func decodeOnOneCore(
        _ bytes: [UInt8], file: String
    ) -> (project: Double, foundation: Double, decoded: (Int, Int)) {
        let lines = JSONLines.completeLines(in: bytes).lines
        let clock = ContinuousClock()
        // The project's decoder three times (the median), as the other lines; JSONDecoder, some
        // thirty times slower, once.
        let (project, ours) = projectDecodeTime(bytes, lines: lines, file: file)
        let decoder = JSONDecoder()
        var theirs = 0
        let foundation = clock.measure {
            for range in lines {
                if (try? decoder.decode(CodableTrace.self, from: Data(bytes[range]))) != nil { theirs += 1 }
            }
        }
        return (project, seconds(foundation), (ours, theirs))
    }

    /// The project's decoder over `lines` of `bytes` on this thread, three times: the median time
    /// in seconds, and how many lines decoded.
    static func projectDecodeTime(
        _ bytes: [UInt8], lines: [Range<Int>], file: String
    ) -> (seconds: Double, decoded: Int) {
        var decoded = 0
        let median = measureThreeTimes(ContinuousClock()) {
            decoded = 0
            for (offset, range) in lines.enumerated() {
                if case .success = TraceDecoder.decode(bytes[range], file: file, line: offset + 1) { decoded += 1 }
            }
        }.median
        return (seconds(median), decoded)
    }

    /// `--decode-only`: a file's lines decoded on one core, nothing else measured.
    static func decodeOnly(_ file: String, format: OutputFormat) -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try TraceLoader.readFile(at: file)
        } catch {
            Console.error("error: \(file): \(error.reason)")
            return 2
        }
        let lines = JSONLines.completeLines(in: bytes).lines
        let (time, decoded) = projectDecodeTime(bytes, lines: lines, file: file)
        let megabytes = Double(bytes.count) / 1e6
        switch format {
        case .text:
            Console.output(
                "decoding   \(file) (\(fixed(megabytes, 1)) MB), one core: the project's decoder \(fixed(megabytes / time, 1)) MB/s (\(decoded) of \(counted(lines.count, "line")) decoded; median of 3)\n"
            )
        case .json:
            let figures: JSONObject = [
                "generator": .string(ToolVersion.line), "file": .string(file), "bytes": .number(Double(bytes.count)),
                "lines": .number(Double(lines.count)), "decoded": .number(Double(decoded)),
                "seconds": .number(time), "decodingOneCoreMBPerSecond": .number(rounded(megabytes / time)),
            ]
            Console.output(JSONWriter.string(.object(figures)) + "\n")
        }
        guard decoded == lines.count else {
            Console.error(
                "error: \(file): \(lines.count - decoded) of \(counted(lines.count, "line")) did not decode; 'gesture-replay validate \(file)' names why"
            )
            return 2
        }
        return 0
    }

    /// The keys a corpus's traces carry: the project's writer's, or every optional field the
    /// recorders write as well.
    enum CorpusKeys {
        case writer
        /// `force` and `majorRadius` on every touch, a coalesced sample between two moves, and an
        /// `observed` block of the recognizer's callbacks (`withRecorderKeys`).
        case recorder
    }

    /// The trace as the device recorder would have written it: each touch with a force and a
    /// contact radius, a coalesced sample half way between each move and the last, and the
    /// recognizer's callbacks (began at the first move, changed at each later one, ended at the lift).
    static func withRecorderKeys(_ trace: Trace) throws(TraceLoadFailure) -> Trace {
        var events: [TouchEvent] = []
        var samples: [ObservedRecognizerSample] = []
        var last: [Int: Point] = [:]
        var lastTime = trace.startTime
        for index in trace.events.indices {
            let event = trace.events[index]
            var touches: [TouchSample] = []
            var coalesced: [TouchSample] = []
            for var touch in event.touches {
                touch.force = 0.25 + 0.5 * Double(touch.id % 2)
                touch.majorRadius = 20.75
                if touch.phase == .moved, let before = last[touch.id] {
                    var between = touch
                    between.location = Point(
                        x: (before.x + touch.location.x) / 2, y: (before.y + touch.location.y) / 2)
                    between.coalesced = true
                    coalesced.append(between)
                }
                last[touch.id] = touch.location
                touches.append(touch)
            }
            if !coalesced.isEmpty {
                events.append(TouchEvent(time: (lastTime + event.time) / 2, touches: coalesced))
            }
            events.append(TouchEvent(time: event.time, touches: touches))
            lastTime = event.time
            if let touch = event.touches.first, touch.phase != .began {
                let state: ObservedRecognizerSample.State =
                    touch.phase == .ended || touch.phase == .cancelled ? .ended : samples.isEmpty ? .began : .changed
                samples.append(
                    ObservedRecognizerSample(
                        time: event.time, state: state,
                        translation: touch.location - trace.events[0].touches[0].location,
                        numberOfTouches: event.touches.count))
            }
        }
        var made = try Trace(name: trace.name, screen: trace.screen, label: trace.label, events: events)
        made.observed = ObservedBehaviour(
            system: "iOS (bench)", recognizer: ObservedRecognizer(kind: "screenEdgePan", edge: "left", samples: samples)
        )
        return made
    }

    /// Writes `count` synthesized traces as a .jsonl corpus, synthesized on every core a block at a
    /// time and written in order, so a large corpus never sits in memory whole. Its size in bytes.
    static func writeCorpus(count: Int, to path: String, keys: CorpusKeys = .writer) -> Int? {
        var parameters = Synthesizer.Parameters()
        parameters.rate = 120
        let synthesizer = Synthesizer(kind: .edgeLeft, parameters: parameters)
        guard let file = fopen(path, "wb") else { return nil }
        defer { fclose(file) }
        let block = 2000
        var written = 0
        var first = 0
        while first < count {
            let indices = first..<min(count, first + block)
            let texts = ParallelSlots<String>(count: indices.count)
            DispatchQueue.concurrentPerform(iterations: indices.count) { offset in
                guard var made = try? synthesizer.trace(index: indices.lowerBound + offset, seed: 2026) else {
                    return
                }
                if keys == .recorder {
                    guard let withKeys = try? withRecorderKeys(made.trace) else { return }
                    made.json = TraceWriter.json(withKeys)
                }
                let json = made.json
                var text = ""
                JSONWriter.write(json, into: &text, indent: nil)
                text += "\n"
                texts.store(text, at: offset)
            }
            let made = texts.values
            // A trace the synthesizer could not make leaves its slot empty.
            guard made.count == indices.count else { return nil }
            for text in made {
                let bytes = Array(text.utf8)
                guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { return nil }
                written += bytes.count
            }
            first = indices.upperBound
        }
        return written
    }

    /// Set in a child's environment, it makes the tool print its peak memory on stderr at exit.
    static let peakMemoryVariable = "GESTURE_REPLAY_PEAK_MEMORY"

    /// The benchmark's scaling table runs commands as child processes, which say their peak memory
    /// on stderr as they exit when their environment asks.
    static func reportPeakMemoryIfAsked() {
        guard ProcessInfo.processInfo.environment[peakMemoryVariable] != nil, let peak = peakMemory() else { return }
        Console.error("peak memory: \(peak) kB")
    }

    /// This process's peak resident memory in kB: VmHWM, which starts afresh at exec (a child's
    /// rusage does not: Linux carries the spawning process's high-water mark across exec).
    static func peakMemory() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            #if canImport(Darwin)
            var usage = rusage()
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
            return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
            #else
            return nil
            #endif
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        }
        return nil
    }

    /// Runs this executable with `arguments`, its output discarded: wall seconds and peak resident
    /// memory in MB, or nil when it could not run or failed.
    static func runSelf(_ arguments: [String], folder: URL) -> (seconds: Double, peakMB: Double)? {
        guard let executable = Bundle.main.executablePath else { return nil }
        let errors = folder.appendingPathComponent("child-stderr.txt").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var environment = ProcessInfo.processInfo.environment
        environment[peakMemoryVariable] = "1"
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        defer { try? FileManager.default.removeItem(atPath: errors) }
        var pid = pid_t()
        let clock = ContinuousClock()
        let start = clock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid, status == 0 else { return nil }
        let elapsed = seconds(clock.now - start)
        guard let text = try? String(contentsOfFile: errors, encoding: .utf8),
            let line = text.split(separator: "\n").last(where: { $0.hasPrefix("peak memory: ") }),
            let kilobytes = Double(line.dropFirst("peak memory: ".count).split(separator: " ").first ?? "")
        else { return nil }
        return (elapsed, kilobytes / 1024)
    }

    /// The scaling table: the sweep command over corpora of each size, on 1, 2 and all threads.
    static func scalingTable(sizes: [Int], folder: URL) -> [String] {
        let all = ProcessInfo.processInfo.activeProcessorCount
        var threadCounts: [Int] = []
        for count in [1, 2, all] where !threadCounts.contains(count) { threadCounts.append(count) }
        var lines = [
            "scaling    sweep command, edge-back, threshold=0.1:0.9:0.008 × velocityThreshold=200:2000:200 (1010 grid points), corpus streamed from .jsonl"
        ]
        for size in sizes {
            let path = folder.appendingPathComponent("scaling-\(size).jsonl").path
            guard let bytes = writeCorpus(count: size, to: path) else {
                lines.append("           \(counted(size, "trace")): could not write the corpus")
                continue
            }
            defer { try? FileManager.default.removeItem(atPath: path) }
            for threads in threadCounts {
                let arguments = [
                    "sweep", path, "--preset", "edge-back", "--vary", "threshold=0.1:0.9:0.008",
                    "--vary", "velocityThreshold=200:2000:200", "--threads", "\(threads)", "--format", "csv",
                ]
                guard let run = runSelf(arguments, folder: folder) else {
                    lines.append(
                        "           \(counted(size, "trace")), \(counted(threads, "thread")): the sweep failed")
                    continue
                }
                let pairs = Double(size) * 1010
                lines.append(
                    "           \(pad(size, 7)) traces (\(fixed(Double(bytes) / 1e6, 0)) MB), \(counted(threads, "thread")): \(fixed(run.seconds, 2)) s = \(fixed(pairs / run.seconds / 1e6, 1)) M pairs/s, \(fixed(Double(size) / run.seconds / 1e3, 1)) k traces/s, peak \(fixed(run.peakMB, 0)) MB"
                )
            }
        }
        return lines
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
