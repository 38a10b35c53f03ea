#!/usr/bin/env python3
"""Writes the edge-swipe fixtures in Fixtures/edge: synthesized 120 Hz traces, deterministic.

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


def trace(name, label, description, points, end="ended", t0=0.0, lift_delay=DT, extra=None):
    events = []
    for i, (x, y) in enumerate(points):
        phase = "began" if i == 0 else "moved"
        events.append({"t": round(t0 + i * DT, 6), "touches": [{"id": 1, "phase": phase, "x": round(x, 2), "y": round(y, 2)}]})
    if end is not None:
        x, y = points[-1]
        events.append({"t": round(t0 + (len(points) - 1) * DT + lift_delay, 6),
                       "touches": [{"id": 1, "phase": end, "x": round(x, 2), "y": round(y, 2)}]})
    meta = {"description": description, "source": "synthesized by Scripts/make-edge-fixtures.py (minimum-jerk profile, 120 Hz)"}
    if extra:
        meta.update(extra)
    return {"format": "gesture-trace", "version": 1, "name": name, "screen": SCREEN, "label": label,
            "meta": meta, "events": events}


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
                path([(0.7, -255, 5)], (386.0, 430.0), rng), t0=5012.337, extra={"edge": "right"}))
    write(trace("bottom-edge-swipe-finish", "finish",
                "A swipe up from the bottom edge past half the height, released: finishes with --edge bottom.",
                path([(0.8, 4, -520)], (195.0, 840.0), rng), extra={"edge": "bottom"}))
    write(trace("left-recording-stops-finger-down", "finish",
                "A drag from the left edge to about 0.4 of the width; the recording stops with the finger still down: incomplete.",
                path([(0.5, 170, 2)], (2.0, 300.0), rng), end=None, extra={"edge": "left"}))
    write(trace("left-quick-flick-cancel", "finish",
                "A fast 75 ms flick from the left edge that travels 110 pt, a quarter of the width: the seed handler ignores velocity and cancels.",
                path([(0.025, 30, 0), (0.05, 80, 1)], (6.0, 460.0), rng), extra={"edge": "left"}))


if __name__ == "__main__":
    main()
