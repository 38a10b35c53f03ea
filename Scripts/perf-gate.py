#!/usr/bin/env python3
"""The performance gate: instruction counts of a fixed workload, which the machine's speed does
not move, checked against Tests/Performance/instruction-counts.json.

Each cell runs the release build under callgrind with collection on only inside one function
(a replay, a report's completion frames, a sweep, the decoder), over synthesized corpora that
are the same bytes on every run, and counts the instructions of the project's code and the Swift
runtime (the C library's, whose memcpy and malloc differ from one CPU to the next, are left out,
and so is the runtime's one-time work of finding conformances and metadata, whose cost moves with
the binary's layout). A cell more than MARGIN above its recorded count fails, with the figure;
one well below it asks for the file to be updated.

Usage: Scripts/perf-gate.py            check (exit 1 when a cell is over)
       Scripts/perf-gate.py --update   write the measured counts as the new thresholds
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from recorder_keys import write_recorder_corpus

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
THRESHOLDS = os.path.join(ROOT, "Tests", "Performance", "instruction-counts.json")
BINARY = os.path.join(ROOT, ".build", "release", "gesture-replay")
# A change that makes a cell 5 % slower must fail; the counts move by well under 1 % between runs.
MARGIN = 0.03
# Objects whose instructions count: the tool (with the libraries in it) and the Swift runtime.
COUNTED = re.compile(r"(/gesture-replay|/libswift[A-Za-z_]*\.so)$")
# The runtime's one-time work (finding a protocol conformance, instantiating metadata, demangling)
# is cached after its first use, and its cost depends on where the linker put the records it
# scans, which any change moves: it is left out, so a cell counts what every replay repeats.
ONE_TIME = re.compile(r"conformsToProtocol|Conformance|equalContexts|Metadata|Mangl|WitnessTable|TypeBy|GenericRequirement"
                      r"|NodeFactory|ConcurrentReadableHashMap|swift_once|swift_getSingleton|_swift_initClass|ContextDescriptor")

REPLAY = "$s6Replay8ReplayerO6replay*"
SWEEP = "$s6Replay5SweepO3run*"
FRAMES = "$s6Replay0A6ReportV12appendFrames*"
DECODE = ["$s12GestureModel12TraceDecoderO10decodeFast*", "$s12GestureModel12TraceDecoderO11decodeFully*"]

CORPORA = {"edge": "edge-left", "pan": "pan-down", "pinch": "pinch-open", "swipe": "edge-right",
           "sideways": "pan-sideways"}


def cells(work):
    """(name, toggled functions, arguments) of every cell."""
    corpus = {name: os.path.join(work, name + ".jsonl") for name in CORPORA}
    found = []
    for velocity in ["uikit", "lsq2", "impulse", "flutter", "last"]:
        found.append((f"replay edge-back/{velocity}", [REPLAY],
                      ["check", "--labels", "-q", corpus["edge"], "--preset", "edge-back", "--velocity", velocity]))
    for preset, name in [("ios-pop", "edge"), ("flutter-cupertino", "edge"), ("android-back", "edge"),
                         ("react-navigation", "edge"), ("swipe-dismiss", "pan"), ("photo-transitioning", "pan"),
                         ("book-pinch", "pinch"),
                         # The resting surfaces: the sheets over the pans down, the pagers over
                         # swipes from the right edge (a finger moving left turns the page).
                         ("android-sheet", "pan"), ("compose-sheet", "pan"), ("flutter-sheet", "pan"),
                         ("floating-panel", "pan"), ("flutter-page", "swipe"), ("android-viewpager", "swipe"),
                         ("android-pager-snap", "swipe"), ("uikit-sheet", "pan"), ("uikit-paging", "swipe"),
                         ("flutter-dismissible", "sideways"), ("android-item-swipe", "sideways"),
                         ("uikit-swipe-actions", "sideways"),
                         # The drawers over swipes in from the left edge.
                         ("android-drawer", "edge"), ("flutter-drawer", "edge"),
                         # The pulls to refresh over the pans down.
                         ("android-swipe-refresh", "pan"), ("flutter-refresh", "pan"),
                         ("uikit-refresh-control", "pan")]:
        found.append((f"replay {preset}", [REPLAY], ["check", "--labels", "-q", corpus[name], "--preset", preset]))
    # A report's completion frames, made when its progress is read (here by the JSON report): a
    # cubic curve's, an overdamped spring's and an underdamped spring's, at 2 kHz so the frames
    # outweigh the report's fixed work.
    for preset, name in [("edge-back", "edge"), ("react-navigation", "edge"), ("photo-transitioning", "pan")]:
        found.append((f"frames {preset}", [FRAMES],
                      ["replay", corpus[name] + ":1", "--preset", preset, "--sample-rate", "2000", "--format", "json"]))
    found.append(("sweep threshold lines", [SWEEP],
                  ["sweep", corpus["edge"], "--preset", "edge-back", "--vary", "threshold=0.1:0.9:0.01",
                   "--vary", "velocityThreshold=200:2000:200", "--threads", "1"]))
    found.append(("sweep generic", [SWEEP],
                  ["sweep", corpus["edge"], "--preset", "edge-back", "--vary", "completionSpeed=0.5:2:0.05",
                   "--vary", "duration=0.2:0.5:0.025", "--threads", "1"]))
    # Resting sweeps: each grid point decides a chunk's releases at once (the bench's grids, smaller).
    found.append(("sweep android-sheet", [SWEEP],
                  ["sweep", corpus["pan"], "--preset", "android-sheet", "--vary", "hideFriction=0.01:0.5:0.01",
                   "--vary", "significantVelocity=100:2000:100", "--threads", "1"]))
    found.append(("sweep floating-panel", [SWEEP],
                  ["sweep", corpus["pan"], "--preset", "floating-panel", "--vary", "redirectionalProgress=0.02:1:0.02",
                   "--vary", "momentumProjectionRate=0.98:0.999:0.001", "--threads", "1"]))
    found.append(("sweep android-pager-snap", [SWEEP],
                  ["sweep", corpus["swipe"], "--preset", "android-pager-snap", "--vary",
                   "minimumFlingVelocity=10:10000:10", "--threads", "1"]))
    found.append(("decode writer order", DECODE, ["validate", corpus["edge"]]))
    found.append(("decode recorder keys", DECODE, ["validate", os.path.join(work, "recorder.jsonl")]))
    return found


def self_costs(output):
    """Instructions per (object, function), each function's own, read from the callgrind file
    itself: there every function's costs follow the object it is in, where callgrind_annotate's
    listing names the object beside only some of a function's lines."""
    names = {"ob": {}, "fn": {}}

    def name(kind, text):
        # Compressed names: "(id) name" the first time, "(id)" after.
        match = re.match(r"\((\d+)\)(?: (.*))?$", text)
        if not match:
            return text
        ident, given = match.groups()
        if given is not None:
            names[kind][ident] = given
        return names[kind].get(ident, ident)

    costs = {}
    obj = function = None
    call_cost_next = False
    with open(output) as file:
        for line in file:
            line = line.rstrip("\n")
            if line.startswith("ob="):
                obj = name("ob", line[3:])
            elif line.startswith("fn="):
                function = name("fn", line[3:])
            elif line.startswith("cob="):
                name("ob", line[4:])
            elif line.startswith("cfn="):
                name("fn", line[4:])
            elif line.startswith("calls="):
                # The line after a call is the callee's inclusive cost, not the caller's own.
                call_cost_next = True
            elif line and (line[0].isdigit() or line[0] in "+-*"):
                if call_cost_next:
                    call_cost_next = False
                    continue
                parts = line.split()
                if len(parts) >= 2 and function is not None:
                    costs[(obj, function)] = costs.get((obj, function), 0) + int(parts[1])
    return costs


def counted_instructions(output):
    """The instructions of the counted objects' functions, less the runtime's one-time work."""
    return sum(cost for (obj, function), cost in self_costs(output).items()
               if obj and COUNTED.search(obj) and not ONE_TIME.search(function))


def measure(work):
    for name, kind in CORPORA.items():
        subprocess.run([BINARY, "synth", "--kind", kind, "--count", "200", "--seed", "11",
                        "--output", os.path.join(work, name + ".jsonl")], check=True, capture_output=True)
    write_recorder_corpus(os.path.join(work, "edge.jsonl"), os.path.join(work, "recorder.jsonl"))
    counts = {}
    for name, functions, arguments in cells(work):
        output = os.path.join(work, "callgrind.out")
        toggles = [f"--toggle-collect={function}" for function in functions]
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}"] + toggles + [BINARY] + arguments,
                       capture_output=True, cwd=work)
        counts[name] = counted_instructions(output)
        if counts[name] == 0:
            # The function the cell toggles was never entered: renamed, or inlined into its caller.
            print(f"error: {name}: nothing was counted inside {', '.join(functions)}", file=sys.stderr)
            sys.exit(2)
        print(f"  {name:32} {counts[name]:>14,}", file=sys.stderr)
    return counts


def main():
    update = "--update" in sys.argv[1:]
    for tool in ["valgrind"]:
        if shutil.which(tool) is None:
            print(f"error: {tool} is not installed (Debian: apt-get install valgrind)", file=sys.stderr)
            return 2
    if not os.path.exists(BINARY):
        print(f"error: {BINARY} is missing: swift build -c release", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as work:
        counts = measure(work)
    if update:
        with open(THRESHOLDS, "w") as file:
            json.dump({"margin": MARGIN, "instructions": counts}, file, indent=2)
            file.write("\n")
        print(f"wrote {THRESHOLDS}", file=sys.stderr)
        return 0
    with open(THRESHOLDS) as file:
        recorded = json.load(file)["instructions"]
    failed = False
    for name, count in counts.items():
        if name not in recorded:
            print(f"error: {name}: no recorded count in {THRESHOLDS}; run Scripts/perf-gate.py --update", file=sys.stderr)
            failed = True
            continue
        ratio = count / recorded[name]
        if ratio > 1 + MARGIN:
            print(f"error: {name}: {count:,} instructions, {100 * (ratio - 1):.1f} % over the recorded {recorded[name]:,} "
                  f"(the margin is {100 * MARGIN:.0f} %)", file=sys.stderr)
            failed = True
        elif ratio < 1 - 2 * MARGIN:
            print(f"note: {name}: {100 * (1 - ratio):.1f} % under the recorded count; "
                  f"Scripts/perf-gate.py --update records it", file=sys.stderr)
    for name in recorded:
        if name not in counts:
            print(f"error: {name} is recorded but no longer measured; Scripts/perf-gate.py --update", file=sys.stderr)
            failed = True
    if not failed:
        print(f"performance gate: {len(counts)} cells within {100 * MARGIN:.0f} % of their recorded instruction counts", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
