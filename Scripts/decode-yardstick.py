#!/usr/bin/env python3
"""The decoding yardstick outside Swift: msgspec's typed decode against the tool's, on one core,
over the same bytes.

It synthesizes an edge-swipe corpus with the tool (the project's writer's keys), makes a second
one with every optional field the recorders write (force and majorRadius on each touch, a
coalesced sample half way between two moves, an observed block of the recognizer's callbacks:
the recipe of `bench`'s recorder line), then times, both on core 0:

- msgspec decoding each line into typed Structs (the trace's shape, as a Python user would) and
  discarding it, as the tool's decoder does, the median of three passes as the tool times
  itself: the like-for-like figure, which the ratios use;
- msgspec decoding into a list kept whole, at its documented best for that (`gc=False` Structs,
  which the garbage collector does not walk), shown beside it;
- the tool's decoder over the same lines, timed inside the tool (`bench --decode-only`, its
  median of three, on the same core): decoding alone, as msgspec's figure is;
- the tool's `validate` over the file (taskset), which decodes and also checks every trace's
  inline scenario and expectations and prints a summary; its start-up, timed on a one-line file in
  the same round, is taken off.

It runs seven rounds, each timing all four once, so a slow minute of a shared machine falls on
all of them; each figure is the median over the rounds, and each ratio the median of the rounds'
ratios.

Usage: Scripts/decode-yardstick.py [--traces N]      (installs msgspec with pip if it is missing)
Needs a release build: swift build -c release.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from recorder_keys import write_recorder_corpus

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "gesture-replay")


def import_msgspec():
    try:
        import msgspec  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--user", "--break-system-packages",
                        "msgspec"], check=True)
        import site
        sys.path.append(site.getusersitepackages())
    import msgspec
    return msgspec


def msgspec_types(msgspec, gc=True):
    """The trace's shape as msgspec Structs; `gc=False` Structs are not tracked by the garbage
    collector, msgspec's advice for decoding many objects that are kept."""
    from typing import Optional

    class Screen(msgspec.Struct, gc=gc):
        width: float
        height: float
        scale: Optional[float] = None
        refreshRate: Optional[float] = None

    class Touch(msgspec.Struct, gc=gc):
        id: int
        phase: str
        x: float
        y: float
        force: Optional[float] = None
        majorRadius: Optional[float] = None
        coalesced: Optional[bool] = None

    class Event(msgspec.Struct, gc=gc):
        t: float
        touches: list[Touch]

    class Vector(msgspec.Struct, gc=gc):
        x: float
        y: float

    class Sample(msgspec.Struct, gc=gc):
        t: float
        state: str
        translation: Optional[Vector] = None
        numberOfTouches: Optional[int] = None

    class Recognizer(msgspec.Struct, gc=gc):
        kind: str
        edge: Optional[str] = None
        samples: list[Sample] = []

    class Observed(msgspec.Struct, gc=gc):
        system: Optional[str] = None
        recognizer: Optional[Recognizer] = None

    class Trace(msgspec.Struct, gc=gc):
        format: str
        version: int
        screen: Screen
        events: list[Event]
        name: Optional[str] = None
        label: Optional[str] = None
        observed: Optional[Observed] = None

    return Trace


ROUNDS = 7


def seconds(run):
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--traces", type=int, default=2000)
    arguments = parser.parse_args()
    if not os.path.exists(BINARY):
        sys.exit(f"error: {BINARY}: missing; run swift build -c release first")
    msgspec = import_msgspec()
    decoder = msgspec.json.Decoder(msgspec_types(msgspec))
    keeping_decoder = msgspec.json.Decoder(msgspec_types(msgspec, gc=False))

    def discard(lines):
        for line in lines:
            decoder.decode(line)

    def keep(lines):
        return [keeping_decoder.decode(line) for line in lines]
    with tempfile.TemporaryDirectory() as folder:
        writer = os.path.join(folder, "writer.jsonl")
        subprocess.run([BINARY, "synth", "--kind", "edge-left", "--count", str(arguments.traces), "--seed", "2026",
                        "--output", writer], check=True, capture_output=True)
        recorder = os.path.join(folder, "recorder.jsonl")
        write_recorder_corpus(writer, recorder)
        one = os.path.join(folder, "one.jsonl")
        with open(writer) as source, open(one, "w") as target:
            target.write(source.readline())
        # msgspec on the core the tool is pinned to.
        os.sched_setaffinity(0, {0})
        for name, path in [("writer's keys", writer), ("recorders' keys", recorder)]:
            with open(path, "rb") as handle:
                lines = handle.read().splitlines()
            size = sum(len(line) + 1 for line in lines) / 1e6
            theirs, kept, decoding, validating = [], [], [], []
            for _ in range(ROUNDS):
                # The median of three passes, as the tool's `--decode-only` times itself.
                theirs.append(statistics.median(seconds(lambda: discard(lines)) for _ in range(3)))
                kept.append(statistics.median(seconds(lambda: keep(lines)) for _ in range(3)))
                timed = subprocess.run(["taskset", "-c", "0", BINARY, "bench", "--decode-only", path, "--format",
                                        "json"], check=True, capture_output=True, text=True)
                decoding.append(json.loads(timed.stdout)["seconds"])
                startup = seconds(lambda: subprocess.run(["taskset", "-c", "0", BINARY, "validate", one],
                                                         check=True, capture_output=True))
                validating.append(seconds(lambda: subprocess.run(["taskset", "-c", "0", BINARY, "validate", path],
                                                                 check=True, capture_output=True)) - startup)
            print(f"{name:16} {size:6.1f} MB  msgspec, each decoded and discarded {size / statistics.median(theirs):7.1f} MB/s;"
                  f" kept in a list (gc=False) {size / statistics.median(kept):7.1f} MB/s")
            for label, ours in [("the tool's decoder", decoding), ("gesture-replay validate", validating)]:
                ratio = statistics.median(t / o for t, o in zip(theirs, ours))
                print(f"{'':16} {label:24} {size / statistics.median(ours):7.1f} MB/s  = {ratio:4.2f}x msgspec "
                      f"decoding and discarding (median of {ROUNDS} rounds)")


if __name__ == "__main__":
    main()
