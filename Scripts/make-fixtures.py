#!/usr/bin/env python3
"""Writes the fixtures in Fixtures/edge, Fixtures/pinch and Fixtures/pan: synthesized 120 Hz traces, deterministic.

The motions follow a minimum-jerk displacement profile with a little seeded jitter, the shape
of a real finger's drag. Run it from the repository root; it rewrites the files byte for byte.
"""
import json, math, os, random

SCREEN = {"width": 390, "height": 844, "scale": 3, "refreshRate": 120}
DT = 1 / 120


def min_jerk(tau):
    tau = min(max(tau, 0.0), 1.0)
    return 10 * tau**3 - 15 * tau**4 + 6 * tau**5


def path(segments, start, rng, jitter=0.15):
    """segments: list of (duration_s, dx, dy) moves, each a minimum-jerk stroke; a (d, 0, 0) is a pause."""
    points = [start]
    x, y = start
    for duration, dx, dy in segments:
        frames = max(1, round(duration / DT))
        for k in range(1, frames + 1):
            s = min_jerk(k / frames)
            points.append((x + dx * s + rng.uniform(-jitter, jitter), y + dy * s + rng.uniform(-jitter, jitter)))
        x, y = x + dx, y + dy
    return points


def trace(name, label, description, points, end="ended", t0=0.0, lift_delay=DT, extra=None, scenario=None):
    events = []
    for i, (x, y) in enumerate(points):
        phase = "began" if i == 0 else "moved"
        events.append({"t": round(t0 + i * DT, 6), "touches": [{"id": 1, "phase": phase, "x": round(x, 2), "y": round(y, 2)}]})
    if end is not None:
        x, y = points[-1]
        events.append({"t": round(t0 + (len(points) - 1) * DT + lift_delay, 6),
                       "touches": [{"id": 1, "phase": end, "x": round(x, 2), "y": round(y, 2)}]})
    meta = {"description": description, "source": "synthesized by Scripts/make-fixtures.py (minimum-jerk profile, 120 Hz)"}
    if extra:
        meta.update(extra)
    doc = {"format": "gesture-trace", "version": 1, "name": name, "screen": SCREEN, "label": label, "meta": meta}
    if scenario:
        doc["scenario"] = scenario
    doc["events"] = events
    return doc


def write(doc, folder="Fixtures/edge"):
    os.makedirs(folder, exist_ok=True)
    lines = ["{"]
    keys = [k for k in doc if k != "events"]
    for k in keys:
        lines.append(f'  {json.dumps(k)}: {json.dumps(doc[k])},')
    lines.append('  "events": [')
    for i, e in enumerate(doc["events"]):
        comma = "," if i < len(doc["events"]) - 1 else ""
        lines.append("    " + json.dumps(e) + comma)
    lines.append("  ]")
    lines.append("}")
    with open(os.path.join(folder, doc["name"] + ".json"), "w") as f:
        f.write("\n".join(lines) + "\n")


def pinch_trace(name, label, description, script, scenario, t0=0.0):
    """script: list of frames, each a list of (id, phase, x, y) touches; one event per frame at 120 Hz."""
    events = [{"t": round(t0 + i * DT, 6), "touches": [{"id": i_d, "phase": ph, "x": round(x, 2), "y": round(y, 2)} for (i_d, ph, x, y) in frame]}
              for i, frame in enumerate(script)]
    return {"format": "gesture-trace", "version": 1, "name": name, "screen": SCREEN, "label": label,
            "meta": {"description": description, "source": "synthesized by Scripts/make-fixtures.py (minimum-jerk finger distance, 120 Hz)"},
            "scenario": scenario, "events": events}


def spread(d0, d1, duration, rng, center=(195.0, 420.0), jitter=0.1):
    """Finger distances along a minimum-jerk profile from d0 to d1: the two touch positions per frame."""
    frames = max(1, round(duration / DT))
    out = []
    for k in range(0, frames + 1):
        d = d0 + (d1 - d0) * min_jerk(k / frames)
        out.append(((center[0] - d / 2 + rng.uniform(-jitter, jitter), center[1]),
                    (center[0] + d / 2 + rng.uniform(-jitter, jitter), center[1])))
    return out


def pinch_script(positions, end1="ended", end2="ended", first=True):
    frames = []
    for i, (a, b) in enumerate(positions):
        phase = "began" if (i == 0 and first) else "moved"
        frames.append([(1, phase, a[0], a[1]), (2, phase, b[0], b[1])])
    a, b = positions[-1]
    if end1 or end2:
        frames.append([(i, ph, p[0], p[1]) for (i, ph, p) in ((1, end1, a), (2, end2, b)) if ph])
    return frames


def main():
    rng = random.Random(20261122)
    write(trace("left-slow-drag-finish", "finish",
                "A slow drag from the left edge to about two thirds of the width, released: finishes.",
                path([(0.9, 250, 6)], (4.0, 420.0), rng), extra={"edge": "left"}))
    write(trace("left-short-drag-cancel", "cancel",
                "A short drag from the left edge to about a quarter of the width, released: cancels.",
                path([(0.45, 105, 2)], (5.0, 500.0), rng), extra={"edge": "left"}))
    write(trace("left-past-half-then-back-cancel", "cancel",
                "Out past half the width, then back toward the edge before the release: cancels.",
                path([(0.5, 245, 4), (0.1, 0, 0), (0.4, -150, -3)], (3.0, 380.0), rng), extra={"edge": "left"}))
    write(trace("left-starts-outside-edge-region", "finish",
                "A back swipe that starts 30 pt from the left edge, outside the 13 pt region: the recognizer fails, no transition.",
                path([(0.6, 240, 5)], (30.0, 450.0), rng), extra={"edge": "left"}))
    write(trace("left-system-cancel-at-0.6", "cancel",
                "A drag to 0.6 of the width, then the system cancels the touch (an incoming call): the seed handler finishes anyway.",
                path([(0.6, 244, 3)], (4.0, 410.0), rng), end="cancelled", extra={"edge": "left"}))
    write(trace("right-edge-swipe-finish", "finish",
                "A swipe in from the right edge to about two thirds of the width, released: finishes with --edge right.",
                path([(0.7, -255, 5)], (386.0, 430.0), rng), t0=5012.337, extra={"edge": "right"},
                scenario={"preset": "edge-back", "recognizer": {"edge": "right"}}))
    write(trace("bottom-edge-swipe-finish", "finish",
                "A swipe up from the bottom edge past half the height, released: finishes with --edge bottom.",
                path([(0.8, 4, -520)], (195.0, 840.0), rng), extra={"edge": "bottom"},
                scenario={"preset": "edge-back", "recognizer": {"edge": "bottom"}}))
    write(trace("left-recording-stops-finger-down", "finish",
                "A drag from the left edge to about 0.4 of the width; the recording stops with the finger still down: incomplete.",
                path([(0.5, 170, 2)], (2.0, 300.0), rng), end=None, extra={"edge": "left"}))
    write(trace("left-quick-flick-cancel", "finish",
                "A fast 75 ms flick from the left edge that travels 110 pt, a quarter of the width: the seed handler ignores velocity and cancels.",
                path([(0.025, 30, 0), (0.05, 80, 1)], (6.0, 460.0), rng), extra={"edge": "left"}))

    book = {"preset": "book-pinch"}
    folder = "Fixtures/pinch"
    write(pinch_trace("pinch-open-past-half", "finish",
                      "Fingers spread from 100 pt to 400 pt apart: the book opens with progress (400/108 - 1)/5 = 0.54 and finishes.",
                      pinch_script(spread(100, 400, 0.6, rng)), book), folder)
    write(pinch_trace("pinch-open-short", "cancel",
                      "Fingers spread from 100 pt to 220 pt apart: progress (220/108 - 1)/5 = 0.21; book-pinch finishes on any release.",
                      pinch_script(spread(100, 220, 0.4, rng)), book), folder)
    write(pinch_trace("pinch-close", "finish",
                      "Fingers close from 300 pt to 120 pt apart: the book closes with progress 1 - 120/292 = 0.59 and finishes.",
                      pinch_script(spread(300, 120, 0.5, rng)), book), folder)
    opened = spread(100, 300, 0.5, rng)
    a, b = opened[-1]
    frames = pinch_script(opened, end1=None, end2="ended")
    frames += [[(1, "moved", a[0] - 5 * k, a[1])] for k in range(1, 6)]
    frames.append([(1, "ended", a[0] - 25, a[1])])
    write(pinch_trace("pinch-one-finger-lifts-then-other", "finish",
                      "Spread to 300 pt apart, one finger lifts, the other moves 25 pt alone (scale frozen) and lifts: ended, finishes.",
                      frames, book), folder)
    first = spread(100, 250, 0.4, rng)
    frames = pinch_script(first, end1=None, end2="ended")
    a, b = first[-1]
    frames.append([(1, "stationary", a[0], a[1])])
    frames.append([(1, "stationary", a[0], a[1]), (3, "began", a[0] + 200, a[1])])
    again = [((a[0] - 10 * s, a[1]), (a[0] + 200 + 40 * s, a[1])) for s in [min_jerk(k / 30) for k in range(1, 31)]]
    frames += [[(1, "moved", p[0], p[1]), (3, "moved", q[0], q[1])] for (p, q) in again]
    p, q = again[-1]
    frames.append([(1, "ended", p[0], p[1]), (3, "ended", q[0], q[1])])
    write(pinch_trace("pinch-finger-lifts-and-lands-again", "finish",
                      "Spread to 250 pt apart, one finger lifts and lands again 200 pt from the other: the scale continues without a jump.",
                      frames, book), folder)
    write(pinch_trace("pinch-cancelled", "cancel",
                      "Spread to 260 pt apart, then the system cancels both touches: book-pinch does nothing on cancelled, so the transition is stuck.",
                      pinch_script(spread(100, 260, 0.4, rng), end1="cancelled", end2="cancelled"), book), folder)

    folder = "Fixtures/pan"
    dismiss = {"preset": "swipe-dismiss"}
    back = {"preset": "swipe-back"}
    write(trace("swipe-dismiss-finish", "finish",
                "A pan down 380 pt from the middle of the sheet: progress (380 - 10)/422 = 0.88 > 0.5 finishes, at completion speed 1 - 0.88.",
                path([(0.6, 3, 380)], (200.0, 300.0), rng), scenario=dismiss), folder)
    write(trace("swipe-dismiss-cancel", "cancel",
                "A pan down 150 pt: progress (150 - 10)/422 = 0.33 is not past 0.5, so the sheet cancels back.",
                path([(0.5, 2, 150)], (200.0, 300.0), rng), scenario=dismiss), folder)
    write(trace("swipe-dismiss-system-cancel", "cancel",
                "A pan down 300 pt, then the system cancels the touch: swipe-dismiss always cancels on cancelled.",
                path([(0.5, 2, 300)], (200.0, 300.0), rng), end="cancelled", scenario=dismiss), folder)
    write(trace("swipe-back-finish", "finish",
                "A pan right 160 pt from mid-screen: progress (160 - 10)/195 = 0.77 > 0.5 finishes.",
                path([(0.5, 160, 3)], (120.0, 400.0), rng), scenario=back), folder)
    write(trace("swipe-back-cancel", "cancel",
                "A pan right 70 pt: progress (70 - 10)/195 = 0.31 is not past 0.5, so it cancels.",
                path([(0.4, 70, 2)], (120.0, 400.0), rng), scenario=back), folder)
    write_bundled_example("Fixtures/edge/left-slow-drag-finish.json")


def write_bundled_example(fixture):
    """The tool replays this fixture when run with no arguments; it embeds a copy of the file."""
    with open(fixture) as f:
        text = f.read()
    assert '"""#' not in text
    swift = (
        "/// The example trace replayed when the tool runs with no arguments: a copy of\n"
        f"/// `{fixture}`, embedded so the tool needs no files to show\n"
        "/// what it does. Scripts/make-fixtures.py writes it; a test keeps the two identical.\n"
        "enum BundledExample {\n"
        f'    static let fileName = "{fixture}"\n\n'
        '    static let json = #"""\n' + text + '"""#\n}\n')
    with open("Sources/gesture-replay/BundledExample.swift", "w") as f:
        f.write(swift)


if __name__ == "__main__":
    main()
