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


def path(segments, start, rng, jitter=0.15, jitter_y=None):
    """segments: list of (duration_s, dx, dy) moves, each a minimum-jerk stroke; a (d, 0, 0) is a pause.
    `jitter_y`, when given, is the vertical jitter apart from the horizontal."""
    jitter_y = jitter if jitter_y is None else jitter_y
    points = [start]
    x, y = start
    for duration, dx, dy in segments:
        frames = max(1, round(duration / DT))
        for k in range(1, frames + 1):
            s = min_jerk(k / frames)
            points.append((x + dx * s + rng.uniform(-jitter, jitter), y + dy * s + rng.uniform(-jitter_y, jitter_y)))
        x, y = x + dx, y + dy
    return points


def trace(name, label, description, points, end="ended", t0=0.0, lift_delay=DT, extra=None, scenario=None, expect=None, dt=DT, rest=None):
    events = []
    for i, (x, y) in enumerate(points):
        phase = "began" if i == 0 else "moved"
        events.append({"t": round(t0 + i * dt, 6), "touches": [{"id": 1, "phase": phase, "x": round(x, 2), "y": round(y, 2)}]})
    if end is not None:
        x, y = points[-1]
        events.append({"t": round(t0 + (len(points) - 1) * dt + lift_delay, 6),
                       "touches": [{"id": 1, "phase": end, "x": round(x, 2), "y": round(y, 2)}]})
    meta = {"description": description, "source": "synthesized by Scripts/make-fixtures.py (minimum-jerk profile, 120 Hz)"}
    if extra:
        meta.update(extra)
    doc = {"format": "gesture-trace", "version": 1, "name": name, "screen": SCREEN, "label": label, "meta": meta}
    if label is None:
        del doc["label"]
    if rest is not None:
        doc["rest"] = rest
    if scenario:
        doc["scenario"] = scenario
    if expect:
        doc["expect"] = expect
    doc["events"] = events
    return doc


def write(doc, folder="Fixtures/edge"):
    os.makedirs(folder, exist_ok=True)
    lines = ["{"]
    keys = [k for k in doc if k != "events"]
    for k in keys:
        if k == "expect":
            lines.append('  "expect": [')
            for i, e in enumerate(doc[k]):
                lines.append("    " + json.dumps(e) + ("," if i < len(doc[k]) - 1 else ""))
            lines.append("  ],")
        else:
            lines.append(f'  {json.dumps(k)}: {json.dumps(doc[k])},')
    lines.append('  "events": [')
    for i, e in enumerate(doc["events"]):
        comma = "," if i < len(doc["events"]) - 1 else ""
        lines.append("    " + json.dumps(e) + comma)
    lines.append("  ]")
    lines.append("}")
    with open(os.path.join(folder, doc["name"] + ".json"), "w") as f:
        f.write("\n".join(lines) + "\n")


def pinch_trace(name, label, description, script, scenario, t0=0.0, expect=None):
    """script: list of frames, each a list of (id, phase, x, y) touches; one event per frame at 120 Hz."""
    events = [{"t": round(t0 + i * DT, 6), "touches": [{"id": i_d, "phase": ph, "x": round(x, 2), "y": round(y, 2)} for (i_d, ph, x, y) in frame]}
              for i, frame in enumerate(script)]
    return {"format": "gesture-trace", "version": 1, "name": name, "screen": SCREEN, "label": label,
            "meta": {"description": description, "source": "synthesized by Scripts/make-fixtures.py (minimum-jerk finger distance, 120 Hz)"},
            "scenario": scenario, "expect": expect, "events": events}


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


def E(scenario=None, **fields):
    """One expectation: the scenario (a preset name; None for the trace's own) and the fields to check."""
    e = {}
    if scenario:
        e["scenario"] = scenario
    for key in ["gesture", "decision", "outcome", "rest", "releaseProgress", "completionDuration", "tolerance", "diagnostics", "absentDiagnostics"]:
        if key in fields:
            e[key] = fields[key]
    return e


def two_strokes(first, second, gap):
    """Two one-finger strokes at 120 Hz: finger 1 along `first`, lifted one frame after its last
    point; finger 2 along `second` from `gap` seconds after that lift, lifted one frame after its end."""
    events = [{"t": round(i * DT, 6), "touches": [{"id": 1, "phase": "began" if i == 0 else "moved", "x": round(x, 2), "y": round(y, 2)}]}
              for i, (x, y) in enumerate(first)]
    t_up = round(len(first) * DT, 6)
    x, y = first[-1]
    events.append({"t": t_up, "touches": [{"id": 1, "phase": "ended", "x": round(x, 2), "y": round(y, 2)}]})
    t2 = t_up + gap
    for i, (x, y) in enumerate(second):
        events.append({"t": round(t2 + i * DT, 6), "touches": [{"id": 2, "phase": "began" if i == 0 else "moved", "x": round(x, 2), "y": round(y, 2)}]})
    x, y = second[-1]
    events.append({"t": round(t2 + len(second) * DT, 6), "touches": [{"id": 2, "phase": "ended", "x": round(x, 2), "y": round(y, 2)}]})
    return events


def line(start, end, frames):
    """Points on a straight line, no jitter: for cases whose numbers must be exact."""
    (x0, y0), (x1, y1) = start, end
    return [(x0 + (x1 - x0) * k / frames, y0 + (y1 - y0) * k / frames) for k in range(frames + 1)]


def main():
    rng = random.Random(20261122)
    # Edge swipes under edge-back: progress = (travel - 10 pt of hysteresis) / 390 pt, numbers worked out by hand.
    write(trace("left-slow-drag-finish", "finish",
                "A slow drag from the left edge to about two thirds of the width, released: finishes.",
                path([(0.9, 250, 6)], (4.0, 420.0), rng), extra={"edge": "left"},
                expect=[E(decision="finish", outcome="finished", releaseProgress=0.615, completionDuration=0.192,
                          absentDiagnostics=["stale-velocity"]),
                        # swipe-back counts translation.x / (390/2): 240/195 clamps to 1, and 1 - percentComplete = 0.
                        E("swipe-back", decision="finish", outcome="finished", releaseProgress=1, completionDuration=0,
                          diagnostics=["completion-speed-not-positive"]),
                        # S3: it decelerates to rest at 0.62, so the system pop finishes too.
                        E("ios-pop", decision="finish", outcome="finished")]))
    write(trace("left-short-drag-cancel", "cancel",
                "A short drag from the left edge to about a quarter of the width, released: cancels.",
                path([(0.45, 105, 2)], (5.0, 500.0), rng), extra={"edge": "left"},
                expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.244, completionDuration=0.122)]))
    write(trace("left-past-half-then-back-cancel", "cancel",
                "Out past half the width, then back toward the edge before the release: cancels.",
                path([(0.5, 245, 4), (0.1, 0, 0), (0.4, -150, -3)], (3.0, 380.0), rng), extra={"edge": "left"},
                expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.218, completionDuration=0.109)]))
    write(trace("left-starts-outside-edge-region", "finish",
                "A back swipe that starts 30 pt from the left edge, outside the 13 pt region: the recognizer fails, no transition.",
                path([(0.6, 240, 5)], (30.0, 450.0), rng), extra={"edge": "left"},
                expect=[E(decision="none", outcome="noTransition")]))
    write(trace("left-system-cancel-at-0.6", "cancel",
                "A drag to 0.6 of the width, then the system cancels the touch (an incoming call): the seed handler finishes anyway.",
                path([(0.6, 244, 3)], (4.0, 410.0), rng), end="cancelled", extra={"edge": "left"},
                expect=[E(decision="finish", outcome="finished", releaseProgress=0.6, completionDuration=0.2)]))
    write(trace("right-edge-swipe-finish", "finish",
                "A swipe in from the right edge to about two thirds of the width, released: finishes (inline scenario: the right edge).",
                path([(0.7, -255, 5)], (386.0, 430.0), rng), t0=5012.337, extra={"edge": "right"},
                scenario={"preset": "edge-back", "name": "edge-back-right", "recognizer": {"edge": "right"}},
                expect=[E(decision="finish", outcome="finished", releaseProgress=0.628, completionDuration=0.186),
                        E("edge-back", decision="none", outcome="noTransition")]))
    write(trace("bottom-edge-swipe-finish", "finish",
                "A swipe up from the bottom edge past half the height, released: finishes (inline scenario: the bottom edge).",
                path([(0.8, 4, -520)], (195.0, 840.0), rng), extra={"edge": "bottom"},
                scenario={"preset": "edge-back", "name": "edge-back-bottom", "recognizer": {"edge": "bottom"}},
                expect=[E(decision="finish", outcome="finished", releaseProgress=0.604, completionDuration=0.198)]))
    write(trace("left-recording-stops-finger-down", "finish",
                "A drag from the left edge to about 0.4 of the width; the recording stops with the finger still down: incomplete.",
                path([(0.5, 170, 2)], (2.0, 300.0), rng), end=None, extra={"edge": "left"},
                expect=[E(decision="none", outcome="incomplete", diagnostics=["recording-ended-with-touch-down"])]))
    write(trace("left-quick-flick-cancel", "finish",
                "A fast 75 ms flick from the left edge that travels 110 pt, a quarter of the width: the seed handler ignores velocity and cancels.",
                path([(0.025, 30, 0), (0.05, 80, 1)], (6.0, 460.0), rng), extra={"edge": "left"},
                expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.256, completionDuration=0.128)]))

    # Pinches under book-pinch: B = start distance -/+ 8 pt; opening (d/B - 1)/5, closing 1 - d/B.
    book = {"preset": "book-pinch"}
    folder = "Fixtures/pinch"
    write(pinch_trace("pinch-open-past-half", "finish",
                      "Fingers spread from 100 pt to 400 pt apart: the book opens with progress (400/108 - 1)/5 = 0.54 and finishes.",
                      pinch_script(spread(100, 400, 0.6, rng)), book,
                      expect=[E(decision="finish", outcome="finished", releaseProgress=0.541, completionDuration=0.459)]), folder)
    write(pinch_trace("pinch-open-short", "cancel",
                      "Fingers spread from 100 pt to 220 pt apart: progress (220/108 - 1)/5 = 0.21; book-pinch finishes on any release.",
                      pinch_script(spread(100, 220, 0.4, rng)), book,
                      expect=[E(decision="finish", outcome="finished", releaseProgress=0.207, completionDuration=0.793)]), folder)
    write(pinch_trace("pinch-close", "finish",
                      "Fingers close from 300 pt to 120 pt apart: the book closes with progress 1 - 120/292 = 0.59 and finishes.",
                      pinch_script(spread(300, 120, 0.5, rng)), book,
                      expect=[E(decision="finish", outcome="finished", releaseProgress=0.589, completionDuration=0.411)]), folder)
    opened = spread(100, 300, 0.5, rng)
    a, b = opened[-1]
    frames = pinch_script(opened, end1=None, end2="ended")
    frames += [[(1, "moved", a[0] - 5 * k, a[1])] for k in range(1, 6)]
    frames.append([(1, "ended", a[0] - 25, a[1])])
    write(pinch_trace("pinch-one-finger-lifts-then-other", "finish",
                      "Spread to 300 pt apart, one finger lifts, the other moves 25 pt alone (scale frozen) and lifts: ended, finishes.",
                      frames, book,
                      expect=[E(decision="finish", outcome="finished", releaseProgress=0.356, completionDuration=0.644,
                                diagnostics=["stale-velocity"])]), folder)
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
                      frames, book,
                      # Scale 250/108 when the finger lifts; B' = 200 / that; 250 pt apart at the end: (250/B' - 1)/5 = 0.379.
                      expect=[E(decision="finish", outcome="finished", releaseProgress=0.379, completionDuration=0.621,
                                absentDiagnostics=["progress-jump"])]), folder)
    write(pinch_trace("pinch-cancelled", "cancel",
                      "Spread to 260 pt apart, then the system cancels both touches: book-pinch does nothing on cancelled, so the transition is stuck.",
                      pinch_script(spread(100, 260, 0.4, rng), end1="cancelled", end2="cancelled"), book,
                      expect=[E(decision="none", outcome="stuck", releaseProgress=0.281, diagnostics=["stuck-transition"])]), folder)

    # Pans: swipe-dismiss progress = (travel - 10) / 422, swipe-back (travel - 10) / 195; completionSpeed = 1 - p.
    folder = "Fixtures/pan"
    dismiss = {"preset": "swipe-dismiss"}
    back = {"preset": "swipe-back"}
    write(trace("swipe-dismiss-finish", "finish",
                "A pan down 380 pt from the middle of the sheet: progress (380 - 10)/422 = 0.88 > 0.5 finishes, at completion speed 1 - 0.88.",
                path([(0.6, 3, 380)], (200.0, 300.0), rng), scenario=dismiss,
                expect=[E(decision="finish", outcome="finished", releaseProgress=0.877, completionDuration=1.5)]), folder)
    write(trace("swipe-dismiss-cancel", "cancel",
                "A pan down 150 pt: progress (150 - 10)/422 = 0.33 is not past 0.5, so the sheet cancels back.",
                path([(0.5, 2, 150)], (200.0, 300.0), rng), scenario=dismiss,
                expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.332, completionDuration=0.745)]), folder)
    write(trace("swipe-dismiss-system-cancel", "cancel",
                "A pan down 300 pt, then the system cancels the touch: swipe-dismiss always cancels on cancelled.",
                path([(0.5, 2, 300)], (200.0, 300.0), rng), end="cancelled", scenario=dismiss,
                expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.687, completionDuration=3.29,
                          tolerance={"completionDuration": 0.05}, diagnostics=["long-completion"])]), folder)
    write(trace("swipe-back-finish", "finish",
                "A pan right 160 pt from mid-screen: progress (160 - 10)/195 = 0.77 > 0.5 finishes.",
                path([(0.5, 160, 3)], (120.0, 400.0), rng), scenario=back,
                expect=[E(decision="finish", outcome="finished", releaseProgress=0.769, completionDuration=1.5),
                        # Under edge-back the touch starts 120 pt from the left edge: E2 fails it.
                        E("edge-back", decision="none", outcome="noTransition")]), folder)
    write(trace("swipe-back-cancel", "cancel",
                "A pan right 70 pt: progress (70 - 10)/195 = 0.31 is not past 0.5, so it cancels.",
                path([(0.4, 70, 2)], (120.0, 400.0), rng), scenario=back,
                expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.308, completionDuration=0.667)]), folder)

    cancel_paths(rng)
    interrupted_transitions(random.Random(20261126))
    resting_surfaces(random.Random(20261129))
    sheet_corpus(random.Random(20261130))
    beyond_transitions(random.Random(20261201))
    write_bundled_example("Fixtures/edge/left-slow-drag-finish.json")


def cancel_paths(rng):
    """The cancel-logic corpus: the situations where finish/cancel code goes wrong."""
    folder = "Fixtures/cancel-paths"

    def edge(name, label, description, points, expect, **kw):
        write(trace(name, label, description, points, expect=expect, **kw), folder)

    edge("system-cancel-low-progress", "cancel",
         "The system cancels the touch at 0.2 of the width: edge-back compares 0.2 with 0.5 and cancels.",
         path([(0.3, 88, 2)], (4.0, 400.0), rng), end="cancelled",
         expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.2, completionDuration=0.1)])
    edge("system-cancel-high-progress", "cancel",
         "The system cancels the touch at 0.75 of the width: edge-back finishes a gesture nobody released.",
         path([(0.6, 303, 2)], (4.0, 400.0), rng), end="cancelled",
         expect=[E(decision="finish", outcome="finished", releaseProgress=0.75, completionDuration=0.125)])
    edge("flick-back-after-half", "cancel",
         "Out to 0.6 of the width, then a 60 ms flick 80 pt back toward the edge before the lift: cancels at 0.39.",
         path([(0.4, 244, 2), (0.06, -80, 0)], (4.0, 400.0), rng),
         expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.395, completionDuration=0.197),
                 E("ios-pop", decision="cancel"), E("flutter-cupertino", decision="cancel"),
                 E("android-back", decision="cancel"), E("react-navigation", decision="cancel")])
    edge("pause-before-release", "finish",
         "A drag to 0.6 of the width, then the finger rests 300 ms with no events before the lift: the velocity is stale.",
         path([(0.5, 244, 2)], (4.0, 400.0), rng), lift_delay=0.3,
         expect=[E(decision="finish", outcome="finished", releaseProgress=0.6, diagnostics=["stale-velocity"]),
                 E("ios-pop", decision="finish")])
    edge("release-exactly-at-threshold", "cancel",
         "A straight drag of exactly 205 pt: (205 - 10)/390 = 0.5, which is not > 0.5, so it cancels.",
         line((5.0, 400.0), (210.0, 400.0), 40),
         expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.5, completionDuration=0.25,
                   tolerance={"releaseProgress": 0})])
    edge("release-just-past-threshold", "finish",
         "A straight drag of 205.5 pt: 195.5/390 = 0.5013 > 0.5, so it finishes.",
         line((5.0, 400.0), (210.5, 400.0), 40),
         expect=[E(decision="finish", outcome="finished", releaseProgress=0.5013, completionDuration=0.2494,
                   tolerance={"releaseProgress": 0.0001})])
    # A second finger lands after recognition (ignored) and before it (fails the edge pan, P4).
    pts = path([(0.6, 244, 2)], (4.0, 400.0), rng)
    events = []
    for i, (x, y) in enumerate(pts):
        touches = [{"id": 1, "phase": "began" if i == 0 else "moved", "x": round(x, 2), "y": round(y, 2)}]
        if i == 30:
            touches.append({"id": 2, "phase": "began", "x": 250.0, "y": 300.0})
        elif 30 < i < 50:
            touches.append({"id": 2, "phase": "moved", "x": 250.0 + 3 * (i - 30), "y": 300.0})
        elif i == 50:
            touches.append({"id": 2, "phase": "ended", "x": 310.0, "y": 300.0})
        events.append({"t": round(i * DT, 6), "touches": touches})
    x, y = pts[-1]
    events.append({"t": round(len(pts) * DT, 6), "touches": [{"id": 1, "phase": "ended", "x": round(x, 2), "y": round(y, 2)}]})
    doc = trace("second-finger-during-edge-pan", "finish",
                "A second finger lands mid-screen during a recognized edge pan and moves: it is ignored (E1), the swipe finishes at 0.6.",
                pts, expect=[E(decision="finish", outcome="finished", releaseProgress=0.6)])
    doc["events"] = events
    write(doc, folder)
    pts = path([(0.5, 200, 2)], (4.0, 400.0), rng)
    events = [{"t": 0.0, "touches": [{"id": 1, "phase": "began", "x": 4.0, "y": 400.0}]},
              {"t": round(DT, 6), "touches": [{"id": 1, "phase": "moved", "x": 5.0, "y": 400.0}, {"id": 2, "phase": "began", "x": 200.0, "y": 500.0}]}]
    for i, (x, y) in enumerate(pts[2:], start=2):
        events.append({"t": round(i * DT, 6), "touches": [{"id": 1, "phase": "moved", "x": round(x, 2), "y": round(y, 2)}]})
    x, y = pts[-1]
    events.append({"t": round(len(pts) * DT, 6), "touches": [{"id": 1, "phase": "ended", "x": round(x, 2), "y": round(y, 2)}, {"id": 2, "phase": "ended", "x": 200.0, "y": 500.0}]})
    doc = trace("second-finger-before-recognition", "finish",
                "A second finger lands before the edge pan has moved 15 pt: a touch beyond the maximum fails it (P4), no transition.",
                pts, expect=[E(decision="none", outcome="noTransition")])
    doc["events"] = events
    write(doc, folder)
    edge("start-just-outside-edge-region", "finish",
         "A back swipe that starts 13.5 pt from the left edge, just outside the 13 pt region (E2): no transition.",
         path([(0.5, 240, 2)], (13.5, 400.0), rng, jitter=0.0),
         expect=[E(decision="none", outcome="noTransition"), E("swipe-back", decision="finish", outcome="finished")])
    edge("start-just-inside-edge-region", "finish",
         "A back swipe that starts 12.5 pt from the left edge, just inside the 13 pt region: finishes.",
         path([(0.5, 240, 2)], (12.5, 400.0), rng, jitter=0.0),
         expect=[E(decision="finish", outcome="finished", releaseProgress=0.59)])
    edge("drag-along-the-edge", "cancel",
         "A touch in the edge region that moves 200 pt down along the edge: not inward (E3), the recognizer fails.",
         path([(0.5, 3, 200)], (5.0, 300.0), rng),
         expect=[E(decision="none", outcome="noTransition")])
    # Lift at 0.3, then touch again 60 ms later and swipe to 0.7, while the cancel animation (0.15 s) still runs.
    first = path([(0.3, 127, 1)], (4.0, 400.0), rng)
    second = path([(0.4, 283, 1)], (4.0, 420.0), rng)
    events = two_strokes(first, second, gap=0.06)
    doc = trace("lift-and-retouch-within-100ms", "finish",
                "A drag to 0.3 is released (cancel, 0.15 s), and 60 ms later a second swipe to 0.7 starts while the cancel still runs.",
                first, expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.3,
                                 diagnostics=["transition-already-running", "update-after-completion", "second-completion"])])
    doc["events"] = events
    write(doc, folder)
    # A pinch whose second finger lifts right after it began: the scale freezes near 1.
    start = spread(100, 140, 0.15, rng)
    frames = pinch_script(start, end1=None, end2="ended")
    a, b = start[-1]
    frames += [[(1, "moved", a[0] - 6 * k, a[1])] for k in range(1, 21)]
    frames.append([(1, "ended", a[0] - 120, a[1])])
    write(pinch_trace("pinch-one-finger-lifts-early", "cancel",
                      "A pinch begins (100 to 140 pt apart), one finger lifts at once and the other slides 120 pt: scale stays 140/108.",
                      frames, {"preset": "book-pinch"},
                      expect=[E(decision="finish", outcome="finished", releaseProgress=0.0593, completionDuration=0.941,
                                diagnostics=["stale-velocity"])]), folder)
    pts = path([(0.5, 244, 2)], (4.0, 400.0), rng)
    events = []
    for i, (x, y) in enumerate(pts):
        t = round((i // 2) * 2 * DT, 6)  # pairs of events share a timestamp, as coalesced samples do
        events.append({"t": t, "touches": [{"id": 1, "phase": "began" if i == 0 else "moved", "x": round(x, 2), "y": round(y, 2)}]})
    x, y = pts[-1]
    events.append({"t": round(len(pts) * DT, 6), "touches": [{"id": 1, "phase": "ended", "x": round(x, 2), "y": round(y, 2)}]})
    doc = trace("duplicate-timestamps", "finish",
                "A drag to 0.6 whose events come in pairs with equal timestamps (coalesced samples): no velocity sample for dt = 0.",
                pts, expect=[E(decision="finish", outcome="finished", releaseProgress=0.6)])
    doc["events"] = events
    write(doc, folder)
    for hz in [60, 120, 240]:
        dt = 1.0 / hz
        frames = round(0.15 / dt)
        # The first half of a 0.3 s minimum-jerk stroke of 300 pt: released at its peak speed, 1875 pt/s.
        pts = [(4.0 + 300 * min_jerk(0.5 * k / frames), 400.0) for k in range(frames + 1)]
        edge(f"fling-{hz}hz", "finish",
             f"The same fling sampled at {hz} Hz: 150 pt in 0.15 s, released at 1875 pt/s; progress (150 - 10)/390 = 0.36.",
             pts, dt=dt, lift_delay=dt,
             expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.359),
                     E("ios-pop", decision="finish"), E("flutter-cupertino", decision="finish"),
                     E("android-back", decision="finish"), E("react-navigation", decision="finish")])
    edge("very-slow-drag-5s", "finish",
         "A very slow 5 s drag to 0.65 of the width: finishes; no velocity is involved.",
         path([(5.0, 263, 8)], (4.0, 400.0), rng),
         expect=[E(decision="finish", outcome="finished", releaseProgress=0.649)])
    edge("three-frame-flick", "finish",
         "A three-frame flick of 60 pt: began after 20 pt, released at (60 - 10)/390 = 0.128: edge-back cancels a flick.",
         line((5.0, 400.0), (65.0, 400.0), 3),
         expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.128, completionDuration=0.064)])
    write(trace("swipe-dismiss-pan-up", "cancel",
                "A pan up on a sheet that dismisses downward: the transition starts against the gesture and never moves.",
                path([(0.4, 2, -200)], (200.0, 500.0), rng), scenario={"preset": "swipe-dismiss"},
                expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0, diagnostics=["direction-contradiction"])]), folder)
    write(trace("swipe-dismiss-late-cancel", "finish",
                "A pan down to 0.9 of the sheet, then the system cancels it: with 1 - percentComplete the cancel lasts 0.9 x 1.5 / 0.1 = 13.5 s.",
                path([(0.6, 2, 390)], (200.0, 300.0), rng), end="cancelled", scenario={"preset": "swipe-dismiss"},
                expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.9, completionDuration=13.5,
                          tolerance={"releaseProgress": 0.01, "completionDuration": 1.5}, diagnostics=["long-completion"])]), folder)
    write(trace("swipe-back-system-cancel-low", "cancel",
                "A pan right to 0.25 of the half width, then the system cancels it: swipe-back always cancels on cancelled.",
                path([(0.3, 59, 1)], (120.0, 400.0), rng), end="cancelled", scenario={"preset": "swipe-back"},
                expect=[E(decision="cancel", outcome="cancelled", releaseProgress=0.251, completionDuration=0.503)]), folder)
    edge("right-edge-swipe-on-left-edge-scenario", "finish",
         "A swipe in from the right edge replayed under a left-edge recognizer: the touch starts 385 pt from the left edge (E2).",
         path([(0.5, -240, 2)], (385.0, 400.0), rng),
         expect=[E(decision="none", outcome="noTransition"),
                 E("swipe-back", decision="cancel", outcome="cancelled", releaseProgress=0, diagnostics=["direction-contradiction"])])
    write(pinch_trace("pinch-cancelled-before-began", "cancel",
                      "Two fingers land and are cancelled before their distance changes by 8 pt: the pinch fails, nothing starts, nothing is stuck.",
                      pinch_script(spread(100, 105, 0.1, rng), end1="cancelled", end2="cancelled"), {"preset": "book-pinch"},
                      expect=[E(decision="none", outcome="noTransition", absentDiagnostics=["stuck-transition"])]), folder)
    write(pinch_trace("pinch-recording-cut-off", "finish",
                      "A pinch opening to 300 pt apart whose recording stops with both fingers down: incomplete, not stuck.",
                      pinch_script(spread(100, 300, 0.4, rng), end1=None, end2=None), {"preset": "book-pinch"},
                      expect=[E(decision="none", outcome="incomplete", diagnostics=["recording-ended-with-touch-down"],
                                absentDiagnostics=["stuck-transition"])]), folder)
    # Dropped frames: the finger travels 110 pt between two events.
    pts = line((4.0, 400.0), (60.0, 400.0), 10) + line((170.0, 400.0), (260.0, 400.0), 10)
    edge("dropped-frames-jump", "finish",
         "Frames dropped mid-drag: the finger travels 110 pt between two events, so progress jumps by 0.28 in one update.",
         pts, expect=[E(decision="finish", outcome="finished", diagnostics=["progress-jump"])])
    # S3 as this project models it (docs/model.md, deviations): a drag that comes to rest past 60 %
    # pops whatever the noise of its last frames; a real fling still decides by its direction.
    edge("slow-drag-at-rest-past-sixty", "finish",
         "A slow 0.8 s drag to 0.7 of the width that comes to rest before the lift, with 0.4 pt of noise: the system pop finishes.",
         path([(0.8, 283, 3)], (4.0, 400.0), rng, jitter=0.4),
         expect=[E(decision="finish", outcome="finished"), E("ios-pop", decision="finish", outcome="finished")])
    edge("flick-forward-short", "finish",
         "A 100 ms flick released at speed (about 1260 pt/s) at 0.3 of the width: edge-back cancels, the system pop finishes on the velocity.",
         line((4.0, 400.0), (130.0, 400.0), 12),
         expect=[E(decision="cancel", outcome="cancelled"), E("ios-pop", decision="finish", outcome="finished")])


def interrupted_transitions(rng):
    """Two gestures in one trace, the second landing while the first one's completion runs (T12)."""
    folder = "Fixtures/interrupted"
    first = path([(0.30, 70, 3), (0.12, 0, 0)], (150.0, 420.0), rng)
    second = path([(0.22, 230, 4)], (165.0, 430.0), rng)
    events = two_strokes(first, second, gap=0.04)
    doc = trace("content-pop-grabbed-during-cancel", "finish",
                "A mid-screen drag of 70 pt comes to rest and lifts (cancel); 40 ms later a second finger lands during the cancel, "
                "grabs the transition where the cancel has brought it (0.136) and drags 230 pt: the pop finishes at 0.70.",
                first, scenario={"preset": "ios-content-pop"},
                expect=[E(gesture=1, decision="cancel", outcome="interrupted"),
                        E(gesture=2, decision="finish", outcome="finished"),
                        # edge-back: the touch is nowhere near the edge, nothing starts.
                        E("edge-back", decision="none", outcome="noTransition")])
    doc["events"] = events
    write(doc, folder)


def flick(duration, dx, dy, start, rng, cut):
    """A minimum-jerk stroke lifted part way (at `cut` of its frames), while the finger still moves fast."""
    points = path([(duration, dx, dy)], start, rng)
    return points[:round((len(points) - 1) * cut) + 1]


def resting_surfaces(rng):
    """Sheets and pagers: releases that choose one of several resting places. No label (finish
    and cancel name no place): each has its `rest`, the place it was meant to come to rest at."""
    folder = "Fixtures/resting"
    write(trace("sheet-flick-up-to-half", None,
                "A flick up on an Android sheet resting collapsed (top 644 pt), lifted below half-expanded (422 pt) while moving fast: "
                "moving up from below half-expanded, it settles there, not further (RS1).",
                flick(0.30, 0, -420, (200.0, 700.0), rng, 0.42), scenario={"preset": "android-sheet"},
                expect=[E(rest="half-expanded", outcome="rested")], rest='half-expanded'), folder)
    write(trace("sheet-slow-drag-stays-collapsed", None,
                "A slow drag up 90 pt that comes to rest before the lift: no velocity, and the top (562 pt) is nearer collapsed (644) than half-expanded (422) (RS3).",
                path([(0.8, 0, -90), (0.15, 0, 0)], (200.0, 700.0), rng), scenario={"preset": "android-sheet"},
                expect=[E(rest="collapsed", outcome="rested")], rest='collapsed'), folder)
    write(trace("sheet-flick-down-hides", None,
                "A flick down on the collapsed sheet: the top projected 0.1 s ahead is more than half a peek below collapsed and the velocity is over 500 px/s, so it hides (RS2).",
                flick(0.25, 0, 150, (200.0, 700.0), rng, 0.5), scenario={"preset": "android-sheet"},
                expect=[E(rest="hidden", outcome="rested")], rest='hidden'), folder)
    write(trace("pager-flick-to-next-page", None,
                "A 90 pt flick left on a pager at page 0: Flutter's PageView turns the page for any fling (RP1), and so does the classic ViewPager (a fling past 25 dp and 400 dp/s, RP2).",
                flick(0.22, -160, 2, (300.0, 420.0), rng, 0.55), scenario={"preset": "flutter-page"},
                expect=[E(rest="page 1", outcome="rested"), E("android-viewpager", rest="page 1")], rest=1), folder)
    write(trace("pager-slow-drag-back", None,
                "A slow drag left of 150 pt that comes to rest: no fling, and under half a page scrolled, so the pager settles back on page 0 (RP1, RP2).",
                path([(0.7, -150, 0), (0.2, 0, 0)], (300.0, 420.0), rng), scenario={"preset": "flutter-page"},
                expect=[E(rest="page 0", outcome="rested"), E("android-viewpager", rest="page 0"),
                        E("android-pager-snap", rest="page 0")], rest=0), folder)
    write(trace("panel-flick-up-from-half", None,
                "A flick up on a FloatingPanel at half (top 422 pt): the momentum projection passes half of the way to full, so the panel moves to full (RF1, RF2).",
                flick(0.25, 0, -200, (200.0, 470.0), rng, 0.5), scenario={"preset": "floating-panel"},
                expect=[E(rest="full", outcome="rested")], rest='full'), folder)


def sheet_corpus(rng):
    """A labelled corpus for tuning an Android sheet (android-sheet: collapsed at 644 pt, half-expanded
    at 422, hidden at 844): long flicks down meant to hide it, short quick brushes down meant to
    leave it collapsed, flicks up meant for half-expanded and slow drags meant to settle back. At
    the default hideFriction (0.1 s) the brushes project past half a peek (100 pt) below collapsed
    and hide the sheet; a shorter projection keeps them. A tuning corpus: its `rest`s are checked
    (`check --labels`), and it has no `expect` blocks, which would pin the default's misses."""
    folder = "Fixtures/sheets"
    scenario = {"preset": "android-sheet"}
    for i, (travel, duration, cut) in enumerate([(170, 0.25, 0.5), (200, 0.3, 0.55), (150, 0.22, 0.5), (220, 0.3, 0.6)]):
        write(trace(f"hide-flick-{i + 1}", None,
                    f"A long flick down ({travel} pt stroke, lifted at {int(cut * 100)}% of it) meant to hide the sheet.",
                    flick(duration, rng.uniform(-3, 3), travel, (200.0, 700.0), rng, cut), scenario=scenario, rest="hidden"), folder)
    for i, (travel, duration, cut) in enumerate([(70, 0.16, 0.5), (80, 0.18, 0.45), (65, 0.15, 0.55)]):
        write(trace(f"brush-down-{i + 1}", None,
                    f"A short quick brush down ({travel} pt stroke, lifted at {int(cut * 100)}% of it) that was not meant to hide the sheet; "
                    "the default hideFriction projects it past half a peek below collapsed and hides it (RS2).",
                    flick(duration, rng.uniform(-3, 3), travel, (200.0, 700.0), rng, cut), scenario=scenario, rest="collapsed"), folder)
    for i, (travel, duration, cut) in enumerate([(-300, 0.3, 0.45), (-380, 0.32, 0.4), (-260, 0.28, 0.5)]):
        write(trace(f"flick-up-{i + 1}", None,
                    f"A flick up from collapsed ({-travel} pt stroke, lifted at {int(cut * 100)}% of it) meant for half-expanded.",
                    flick(duration, rng.uniform(-3, 3), travel, (200.0, 700.0), rng, cut), scenario=scenario, rest="half-expanded"), folder)
    for i, travel in enumerate([60, -70]):
        write(trace(f"slow-drag-{i + 1}", None,
                    f"A slow drag of {abs(travel)} pt {'down' if travel > 0 else 'up'} that comes to rest before the lift: meant to stay collapsed.",
                    path([(0.8, 0, travel), (0.15, 0, 0)], (200.0, 700.0), rng), scenario=scenario, rest="collapsed"), folder)


def beyond_transitions(rng):
    """List items, drawers and pulls: each release's meant place in `rest`, checked under both
    platforms' presets. Pulls jitter only across: a pull that moves back by any amount cancels
    Flutter's indicator (PF1), and these mean to show the rules, not the jitter."""
    items = {"preset": "flutter-dismissible"}
    write(trace("swipe-left-dismisses", None,
                "A slow drag left of 250 pt on a list item, at rest before the lift: past 0.4 of the width for Flutter "
                "(232 / 390 after the 18 lp slop, LD1) and past half the list for ItemTouchHelper (242 > 195 dp, LA1).",
                path([(0.6, -250, 3), (0.15, 0, 0)], (320.0, 420.0), rng), scenario=items,
                expect=[E(rest="dismissed-left", outcome="rested"), E("android-item-swipe", rest="dismissed-left")],
                rest="dismissed-left"), "Fixtures/lists")
    write(trace("swipe-short-stays", None,
                "A slow drag left of 100 pt, at rest before the lift: 82 / 390 is short of 0.4 (LD1), 92 dp short of half the list (LA1): kept.",
                path([(0.5, -100, 2), (0.15, 0, 0)], (320.0, 420.0), rng), scenario=items,
                expect=[E(rest="kept", outcome="rested"), E("android-item-swipe", rest="kept")], rest="kept"), "Fixtures/lists")
    write(trace("swipe-all-the-way", None,
                "A drag left of 350 pt across the row, at rest before the lift: dismissed on Flutter (332 / 390, LD1) and Android "
                "(342 > 195 dp, LA1); a full swipe on UIKit's row (340 > 312 pt, LU1), which performs its first action.",
                path([(0.6, -350, 3), (0.15, 0, 0)], (375.0, 420.0), rng), scenario=items,
                expect=[E(rest="dismissed-left", outcome="rested"), E("android-item-swipe", rest="dismissed-left"),
                        E("uikit-swipe-actions", rest="performed")], rest="dismissed-left"), "Fixtures/lists")
    drawers = {"preset": "android-drawer"}
    write(trace("edge-drag-opens", None,
                "A slow drag in from the left edge of 200 pt, at rest before the lift: 192 / 280 dp is more than half open "
                "(DA1), 182 / 304 lp past 0.5 (DF1).",
                path([(0.6, 200, 4), (0.15, 0, 0)], (5.0, 420.0), rng), scenario=drawers,
                expect=[E(rest="open", outcome="rested"), E("flutter-drawer", rest="open")], rest="open"), "Fixtures/drawers")
    write(trace("edge-flick-opens", None,
                "A short quick flick in from the left edge, lifted while moving fast: a fling open on both (DA1: over 400 dp/s; DF1: over 365 lp/s).",
                flick(0.2, 120, 2, (5.0, 420.0), rng, 0.5), scenario=drawers,
                expect=[E(rest="open", outcome="rested"), E("flutter-drawer", rest="open")], rest="open"), "Fixtures/drawers")
    write(trace("edge-peek-closes", None,
                "A slow drag in from the left edge of 100 pt, at rest before the lift: 92 / 280 dp is under half open (DA1), 82 / 304 lp under 0.5 (DF1).",
                path([(0.5, 100, 2), (0.15, 0, 0)], (5.0, 420.0), rng), scenario=drawers,
                expect=[E(rest="closed", outcome="rested"), E("flutter-drawer", rest="closed")], rest="closed"), "Fixtures/drawers")
    pulls = {"preset": "android-swipe-refresh"}
    write(trace("pull-refreshes", None,
                "A pull down of 220 pt at the top of a list, at rest before the lift: an overscroll of 212 dp is past 64 (PA1); "
                "202 lp armed Flutter's indicator at 140.7 (PF1); half of 210 pt fired UIKit's assumed 96 pt (PU1).",
                path([(0.6, 0, 220), (0.15, 0, 0)], (195.0, 200.0), rng, jitter_y=0), scenario=pulls,
                expect=[E(rest="refreshing", outcome="rested"), E("flutter-refresh", rest="refreshing"),
                        E("uikit-refresh-control", rest="refreshing")], rest="refreshing"),
          "Fixtures/pulls")
    write(trace("pull-short-stays-idle", None,
                "A pull down of 60 pt: an overscroll of 52 dp is short of 64 (PA1); 42 lp never arms Flutter's indicator (PF1); "
                "half of 50 pt never fires UIKit's (PU1).",
                path([(0.4, 0, 60), (0.15, 0, 0)], (195.0, 200.0), rng, jitter_y=0), scenario=pulls,
                expect=[E(rest="idle", outcome="rested"), E("flutter-refresh", rest="idle"),
                        E("uikit-refresh-control", rest="idle")], rest="idle"), "Fixtures/pulls")
    write(trace("pull-then-back", None,
                "A pull down of 200 pt, then 30 pt back up before the lift: Android refreshes on the 162 dp left (PA1); Flutter's list "
                "scrolled when the finger moved back, which cancels its armed indicator (PF1).",
                path([(0.5, 0, 200), (0.25, 0, -30), (0.1, 0, 0)], (195.0, 200.0), rng, jitter_y=0), scenario=pulls,
                expect=[E(rest="refreshing", outcome="rested"), E("flutter-refresh", rest="idle")], rest="refreshing"),
          "Fixtures/pulls")
    write(trace("edge-hold-then-drag", None,
                "A touch held half a second in the left edge strip, then a slow drag in of 135 pt: the hold peeked DrawerLayout's "
                "drawer out by its 20 dp edge (DA3), so it is released 147 / 280 dp open, more than half (DA1); without the peek "
                "127 dp would close it, as Flutter's 117 / 304 lp does (DF1).",
                path([(0.5, 0, 0), (0.6, 135, 2), (0.15, 0, 0)], (5.0, 420.0), rng), scenario=drawers,
                expect=[E(rest="open", outcome="rested"), E("flutter-drawer", rest="closed")], rest="open"), "Fixtures/drawers")


def write_bundled_example(fixture):
    """The tool replays this fixture when run with no arguments; it embeds a copy of the file."""
    with open(fixture) as f:
        text = f.read()
    assert '"""#' not in text
    swift = (
        "// swift-format-ignore-file\n// Generated: a copy of a fixture, byte for byte.\n\n"
        "/// The example trace replayed when the tool runs with no arguments: a copy of\n"
        f"/// `{fixture}`, embedded so the tool needs no files to show\n"
        "/// what it does. Scripts/make-fixtures.py writes it; a test keeps the two identical.\n"
        "enum BundledExample {\n"
        f'    static let fileName = "{fixture}"\n\n'
        '    static let json = #"""\n' + text + '"""#\n}\n')
    with open("Sources/gesture-replay/Support/BundledExample.swift", "w") as f:
        f.write(swift)


if __name__ == "__main__":
    main()
