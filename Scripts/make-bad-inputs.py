#!/usr/bin/env python3
"""Builds the bad-input catalogue of Tests/GestureReplayTests/BadInputs.json: each input is run
through the tool (swift build first) and its exit code and first error line are recorded. Review
every changed line before committing: the test then holds the tool to it.
Usage: Scripts/make-bad-inputs.py Tests/GestureReplayTests/BadInputs.json"""
import json, os, subprocess, shutil, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = ROOT + "/.build/debug/gesture-replay"
FIX = "Fixtures/edge/left-slow-drag-finish.json"

def ev(t, touches):
    return {"t": t, "touches": touches}
def tc(i, phase, x=4, y=400):
    return {"id": i, "phase": phase, "x": x, "y": y}
BASE = {"format": "gesture-trace", "version": 1, "name": "bad", "screen": {"width": 390, "height": 844},
        "events": [ev(0, [tc(1, "began")]), ev(0.01, [tc(1, "moved", 30, 401)]), ev(0.02, [tc(1, "ended", 30, 401)])]}

def trace(**changes):
    d = json.loads(json.dumps(BASE))
    for k, v in changes.items():
        if v is DEL: d.pop(k, None)
        else: d[k] = v
    return json.dumps(d)
class _D: pass
DEL = _D()

def with_event(i, e):
    d = json.loads(json.dumps(BASE)); d["events"][i] = e; return json.dumps(d)
def with_touch(i, t):
    d = json.loads(json.dumps(BASE)); d["events"][i]["touches"][0] = t; return json.dumps(d)

entries = []
SECTION = "trace"
def add(name, files, args, status=2):
    entries.append({"kind": SECTION, "name": name, "files": files, "args": args, "status": status})

# Traces: validate FILE
T = lambda name, text: add(name, {"t.json": text}, ["validate", "$DIR/t.json"])
T("not JSON", "{")
T("text after the JSON value", trace() + " x")
T("an array at the top", "[]")
T("an empty file", "")
T("wrong format name", trace(format="gesture-tracee"))
T("unsupported version", trace(version=2))
T("version as a string", trace(version="1"))
T("no screen", trace(screen=DEL))
T("screen width 0", trace(screen={"width": 0, "height": 844}))
T("screen width negative", trace(screen={"width": -1, "height": 844}))
T("screen width a string", trace(screen={"width": "390", "height": 844}))
T("screen without height", trace(screen={"width": 390}))
T("screen scale 0", trace(screen={"width": 390, "height": 844, "scale": 0}))
T("refresh rate negative", trace(screen={"width": 390, "height": 844, "refreshRate": -60}))
T("view width 0", trace(view={"x": 0, "y": 0, "width": 0, "height": 844}))
T("view without x", trace(view={"y": 0, "width": 390, "height": 844}))
T("view x a string", trace(view={"x": "a", "y": 0, "width": 390, "height": 844}))
T("no events", trace(events=DEL))
T("events empty", trace(events=[]))
T("events an object", trace(events={}))
T("an event that is a number", with_event(1, 5))
T("an event that is null", with_event(1, None))
T("an event without t", with_event(1, {"touches": [tc(1, "moved")]}))
T("t null", with_event(1, {"t": None, "touches": [tc(1, "moved")]}))
T("t a string", with_event(1, {"t": "0.01", "touches": [tc(1, "moved")]}))
T("t going back", with_event(2, {"t": -1, "touches": [tc(1, "ended")]}))
T("t overflowing to infinity", with_event(2, {"t": "@INF@", "touches": [tc(1, "ended")]}).replace('"@INF@"', "1e999"))
T("an event without touches", with_event(1, {"t": 0.01}))
T("touches empty", with_event(1, {"t": 0.01, "touches": []}))
T("touches an object", with_event(1, {"t": 0.01, "touches": {}}))
T("a touch that is a string", with_event(1, {"t": 0.01, "touches": ["a"]}))
T("a touch without id", with_touch(1, {"phase": "moved", "x": 1, "y": 1}))
T("id a string", with_touch(1, {"id": "1", "phase": "moved", "x": 1, "y": 1}))
T("id fractional", with_touch(1, {"id": 1.5, "phase": "moved", "x": 1, "y": 1}))
T("id at 2^53", with_touch(0, {"id": 9007199254740993, "phase": "began", "x": 1, "y": 1}))
T("a touch without phase", with_touch(1, {"id": 1, "x": 1, "y": 1}))
T("an unknown phase", with_touch(1, {"id": 1, "phase": "pressed", "x": 1, "y": 1}))
T("phase a number", with_touch(1, {"id": 1, "phase": 2, "x": 1, "y": 1}))
T("first appearance not began", with_touch(0, {"id": 1, "phase": "moved", "x": 1, "y": 1}))
T("began while down", with_touch(1, {"id": 1, "phase": "began", "x": 1, "y": 1}))
T("moved after ended", json.dumps({**BASE, "events": BASE["events"] + [ev(0.03, [tc(1, "moved")])]}))
T("the same id twice in an event", with_event(1, {"t": 0.01, "touches": [tc(1, "moved"), tc(1, "moved")]}))
T("a touch without x", with_touch(1, {"id": 1, "phase": "moved", "y": 1}))
T("x a string", with_touch(1, {"id": 1, "phase": "moved", "x": "1", "y": 1}))
T("x beyond a million points", with_touch(1, {"id": 1, "phase": "moved", "x": 2e6, "y": 1}))
T("a touch without y", with_touch(1, {"id": 1, "phase": "moved", "x": 1}))
T("force a string", with_touch(1, {"id": 1, "phase": "moved", "x": 1, "y": 1, "force": "hard"}))
T("an unknown label", trace(label="maybe"))
T("label a number", trace(label=1))
T("name a number", trace(name=5))
T("scenario a number", trace(scenario=3))
T("expect an object", trace(expect={}))
T("invalid UTF-8 in the name", trace(name="@BAD@").replace("@BAD@", "\udcff"))
T("a control character in a string", trace(name="@C@").replace("@C@", "a\x01b"))
T("nesting 600 deep", trace(meta="@N@").replace('"@N@"', "[" * 600 + "]" * 600))
T("an unpaired surrogate", trace(name="@S@").replace("@S@", "\\ud800"))
T("a number with a leading zero", trace(version="@V@").replace('"@V@"', "01"))
T("NaN", trace(version="@V@").replace('"@V@"', "NaN"))
T("an observed state outside the list", trace(observed={"recognizer": {"kind": "pan", "samples": [{"t": 0, "state": "possible"}]}}))
T("an observed call outside the list", trace(observed={"transition": [{"t": 0, "call": "begin"}]}))
T("observed calls going back in time", trace(observed={"transition": [{"t": 0.2, "call": "start"}, {"t": 0.1, "call": "update"}]}))
T("an observed completion without t", trace(observed={"completion": {"completed": True}}))
T("an invalid escape", trace(name="@E@").replace("@E@", "\\x41"))

# Corpora
SECTION = "corpus"
add("a corpus path that does not exist", {}, ["validate", "$DIR/missing"])
add("a corpus folder without traces", {"empty/readme.txt": "x"}, ["validate", "$DIR/empty"])
add("a .jsonl corpus with a broken second line", {"c.jsonl": trace(name="a") + "\n" + trace(version=3) + "\n"}, ["validate", "$DIR/c.jsonl"])
add("a .jsonl corpus with an empty line inside", {"c.jsonl": trace(name="a") + "\n\n" + trace(name="b") + "\n"}, ["validate", "$DIR/c.jsonl"])
add("a .jsonl line that is not JSON", {"c.jsonl": trace(name="a") + "\n{oops\n"}, ["validate", "$DIR/c.jsonl"])
add("a folder with one broken trace among good ones", {"f/a.json": trace(name="a"), "f/b.json": trace(screen=DEL)}, ["validate", "$DIR/f"])
add("a trace path that is a folder", {"f/a.json": trace()}, ["replay", "$DIR/f"])
add("a sweep over a corpus with an invalid trace", {"f/a.json": trace(name="a", label="finish"), "f/b.json": trace(events=[])}, ["sweep", "$DIR/f", "--preset", "edge-back", "--vary", "threshold=0.4"])
add("a replay of a trace that does not exist", {}, ["replay", "$DIR/none.json"])
add("a check of a missing folder", {}, ["check", "$DIR/nothing"])

# Scenario files: replay FIXTURE --scenario FILE
SECTION = "scenario file"
S = lambda name, text: add(name, {"s.json": text}, ["replay", FIX, "--scenario", "$DIR/s.json"])
S("a scenario that is not JSON", "{preset")
S("a scenario that is an array", "[]")
S("an unknown preset", json.dumps({"preset": "sheet"}))
S("an unknown recognizer kind", json.dumps({"recognizer": {"kind": "swipe"}}))
S("an unknown edge", json.dumps({"recognizer": {"kind": "screenEdgePan", "edge": "middle"}}))
S("edgeRegion negative", json.dumps({"recognizer": {"kind": "screenEdgePan", "edgeRegion": -1}}))
S("edgeRegion a string", json.dumps({"recognizer": {"kind": "screenEdgePan", "edgeRegion": "13"}}))
S("pan hysteresis negative", json.dumps({"preset": "swipe-dismiss", "recognizer": {"kind": "pan", "hysteresis": -5}}))
S("minimumNumberOfTouches 0", json.dumps({"preset": "swipe-dismiss", "recognizer": {"kind": "pan", "minimumNumberOfTouches": 0}}))
S("minimumNumberOfTouches fractional", json.dumps({"preset": "swipe-dismiss", "recognizer": {"kind": "pan", "minimumNumberOfTouches": 1.5}}))
S("maximum below minimum touches", json.dumps({"preset": "swipe-dismiss", "recognizer": {"kind": "pan", "minimumNumberOfTouches": 2, "maximumNumberOfTouches": 1}}))
S("an unknown progress kind", json.dumps({"progress": {"kind": "distance"}}))
S("an unknown progress axis", json.dumps({"progress": {"kind": "translation", "axis": "z"}}))
S("progressDivisor 0", json.dumps({"progress": {"kind": "translation", "axis": "x", "progressDivisor": 0}}))
S("threshold above 1", json.dumps({"handler": {"threshold": 1.5}}))
S("threshold a string", json.dumps({"handler": {"threshold": "half"}}))
S("an unknown onEnded response", json.dumps({"handler": {"onEnded": "explode"}}))
S("an unknown rule kind", json.dumps({"handler": {"rule": {"kind": "magic"}}}))
S("a rule parameter out of its domain", json.dumps({"preset": "android-back", "handler": {"rule": {"kind": "android-back", "triggerThreshold": -1}}}))
S("duration 0", json.dumps({"transition": {"duration": 0}}))
S("duration negative", json.dumps({"transition": {"duration": -1}}))
S("completionSpeed a word", json.dumps({"transition": {"completionSpeed": "fast"}}))
S("an unknown curve", json.dumps({"transition": {"curve": "bouncy"}}))
S("a cubic curve with x1 beyond 1", json.dumps({"transition": {"curve": "cubic(2,0,0.5,1)"}}))
S("an unknown timing", json.dumps({"transition": {"timing": "magic"}}))
S("an unknown velocity strategy", json.dumps({"velocity": "psychic"}))
S("sampleRate 0", json.dumps({"sampleRate": 0}))
S("an unknown resting surface", json.dumps({"resting": {"kind": "drawer"}}))
S("a resting start that names no place", json.dumps({"preset": "android-sheet", "resting": {"start": "half"}}))
S("a pager's start page past its pages", json.dumps({"preset": "flutter-page", "resting": {"startPage": 3}}))
S("resting places with one place", json.dumps({"preset": "floating-panel", "resting": {"states": [{"name": "full", "offset": 88}], "start": "full"}}))
S("resting places with a name twice", json.dumps({"preset": "compose-sheet", "resting": {"anchors": [{"name": "a", "offset": 0}, {"name": "a", "offset": 400}], "start": "a"}}))
S("snap sizes not ascending", json.dumps({"preset": "flutter-sheet", "resting": {"snapSizes": [0.5, 0.25, 1]}}))
add("a scenario file that does not exist", {}, ["replay", FIX, "--scenario", "$DIR/none.json"])
add("a scenario path that is a folder", {"sc/x": "1"}, ["replay", FIX, "--scenario", "$DIR/sc"])

# Expectations: check FILE
SECTION = "expectations"
def exp(e):
    return trace(label="finish", expect=e)
E = lambda name, e: add(name, {"t.json": exp(e)}, ["check", "$DIR/t.json"])
E("expect entries not objects", [1])
E("an unknown decision", [{"decision": "maybe"}])
E("an unknown outcome", [{"outcome": "exploded"}])
E("releaseProgress a string", [{"releaseProgress": "a"}])
E("completionDuration a string", [{"completionDuration": "x"}])
E("a rest that is neither a name nor a page", [{"rest": True}])
E("a rest page that is negative", [{"rest": -1}])
E("tolerance not an object", [{"decision": "finish", "tolerance": 3}])
E("a tolerance for an unknown field", [{"releaseProgress": 0.1, "tolerance": {"speed": 0.1}}])
E("a negative tolerance", [{"releaseProgress": 0.1, "tolerance": {"releaseProgress": -1}}])
E("diagnostics not an array", [{"diagnostics": "stuck"}])
E("an unknown diagnostic code", [{"diagnostics": ["stuck"]}])
E("an unknown absent diagnostic code", [{"absentDiagnostics": ["nope"]}])
E("an expectation naming a scenario file that does not exist", [{"scenario": "no-such-scenario.json", "decision": "finish"}])
E("a misspelt expectation field", [{"decison": "finish"}])
add("an expectation naming a broken scenario file", {"t.json": exp([{"scenario": "s.json", "decision": "finish"}]), "s.json": "{"}, ["check", "$DIR/t.json"])
E("an unknown preset name in an expectation", [{"scenario": "sheet", "decision": "finish"}])

# Shards: sweep merge FILE...
SECTION = "shard"
def shard(**changes):
    d = {"format": "gesture-replay-sweep-shard", "version": 1, "preset": "edge-back", "shard": {"index": 1, "count": 1},
         "traces": 2, "axes": [{"name": "threshold", "values": [0.4]}],
         "counts": [{"f": 1, "c": 1, "u": 0, "ff": 1, "fc": 0, "cf": 0, "cc": 1, "unlabelled": 0, "durations": [120, 1, 240, 1]}]}
    for k, v in changes.items():
        if v is DEL: d.pop(k, None)
        else: d[k] = v
    return json.dumps(d)
def shard_counts(**c):
    base = {"f": 1, "c": 1, "u": 0, "ff": 1, "fc": 0, "cf": 0, "cc": 1, "unlabelled": 0, "durations": [120, 1, 240, 1]}
    base.update(c); return shard(counts=[base])
M = lambda name, text: add(name, {"s.json": text}, ["sweep", "merge", "$DIR/s.json"])
M("a shard that is not JSON", "{")
M("JSON that is not a shard", json.dumps({"format": "other"}))
M("a shard of another version", shard(version=2))
M("a shard without a preset", shard(preset=DEL))
M("a whole run, not a shard", shard(shard=DEL))
M("shard count 0", shard(shard={"index": 1, "count": 0}))
M("shard count 1e300", shard(shard={"index": 1, "count": 1e300}))
M("a fractional shard index", shard(shard={"index": 1.5, "count": 2}))
M("a shard index beyond its count", shard(shard={"index": 3, "count": 2}))
M("negative traces", shard(traces=-1))
M("counts that do not add up", shard_counts(f=2))
M("a fractional count", shard_counts(ff=0.5))
M("durations of odd length", shard_counts(durations=[120]))
M("more completions than traces", shard_counts(durations=[120, 5]))
M("an axis value that is a string", shard(axes=[{"name": "threshold", "values": ["0.4"]}]))
M("counts for a different grid", shard(axes=[{"name": "threshold", "values": [0.4, 0.5]}]))
add("shards of different counts", {"a.json": shard(shard={"index": 1, "count": 2}), "b.json": shard(shard={"index": 2, "count": 3})}, ["sweep", "merge", "$DIR/a.json", "$DIR/b.json"])
add("the same shard twice", {"a.json": shard(shard={"index": 1, "count": 2})}, ["sweep", "merge", "$DIR/a.json", "$DIR/a.json"])
add("a shard missing", {"a.json": shard(shard={"index": 1, "count": 2})}, ["sweep", "merge", "$DIR/a.json"])
add("shards of different grids", {"a.json": shard(shard={"index": 1, "count": 2}), "b.json": shard(shard={"index": 2, "count": 2}, preset="ios-pop")}, ["sweep", "merge", "$DIR/a.json", "$DIR/b.json"])

# Flags: usage errors
SECTION = "flags"
F = lambda name, args: add(name, {}, args)
F("an unknown command", ["replayy", FIX])
F("--threshold above 1", ["replay", FIX, "--threshold", "1.5"])
F("--threshold not a number", ["replay", FIX, "--threshold", "abc"])
F("--duration 0", ["replay", FIX, "--duration", "0"])
F("--edge unknown", ["replay", FIX, "--edge", "middle"])
F("--curve unknown", ["replay", FIX, "--curve", "bouncy"])
F("--velocity unknown", ["replay", FIX, "--velocity", "magic"])
F("--format unknown", ["replay", FIX, "--format", "xml"])
F("--preset unknown", ["replay", FIX, "--preset", "nope"])
F("--set of an unknown parameter", ["replay", FIX, "--set", "nope=1"])
F("--set without a value", ["replay", FIX, "--set", "threshold"])
F("--completion-speed a word", ["replay", FIX, "--completion-speed", "fast"])
F("--sample-rate 0", ["replay", FIX, "--sample-rate", "0"])
F("--plot without a file", ["replay", FIX, "--plot"])
F("an unknown flag", ["replay", FIX, "--frobnicate"])
F("compare with an unknown preset", ["compare", FIX, "--presets", "edge-back,nope"])
F("sweep without --vary", ["sweep", "Fixtures/edge", "--preset", "edge-back"])
F("a --vary range that runs backwards", ["sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "threshold=0.5:0.3:0.1"])
F("a --vary range of overflowing size", ["sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "threshold=0:1e308:1e-300"])
F("--threads 0", ["sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "threshold=0.5", "--threads", "0"])
F("--shard 0/2", ["sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "threshold=0.5", "--shard", "0/2"])
F("sweep --format unknown", ["sweep", "Fixtures/edge", "--preset", "edge-back", "--vary", "threshold=0.5", "--format", "xml"])
F("synth --count negative", ["synth", "--count", "-1", "--output", "$DIR/out"])
F("synth --duration beyond its limit", ["synth", "--duration", "1e300", "--output", "$DIR/out"])
F("synth --kind unknown", ["synth", "--kind", "nope", "--output", "$DIR/out"])
F("synth --seed negative", ["synth", "--seed", "-1", "--output", "$DIR/out"])
F("check --filter without a pattern", ["check", "Fixtures/pan", "--filter"])
F("validate without a path", ["validate"])
F("report without --output", ["report", "Fixtures/pan"])
F("bench with an unknown flag", ["bench", "--fast"])
F("bench --scaling with a size beyond its limit", ["bench", "--scaling", "1000,1e9"])
F("bench --scaling with an empty size", ["bench", "--scaling", "1000,,10000"])
F("sweep merge without files", ["sweep", "merge"])
F("presets with an unknown name", ["presets", "nope"])
F("import with an unknown format", ["import", "adb", "x.log", "-o", "$DIR/out.jsonl"])
entries.append({"kind": "corpus", "name": "a line picked out of a single trace", "files": {}, "args": ["replay", "Fixtures/edge/left-slow-drag-finish.json:5"], "status": 2})
F("import --density 0", ["import", "android-getevent", "x.log", "--density", "0", "-o", "$DIR/o.jsonl"])
F("import --rate 0", ["import", "w3c-actions", "x.json", "--rate", "0", "-o", "$DIR/o.json"])
F("export with an unknown format", ["export", "appium", FIX])
F("export without a trace", ["export", "hammer"])

# Imports: files that cannot become traces
SECTION = "imports"
GE_HEAD = "[  1.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001\n[  1.000000] EV_ABS       ABS_MT_POSITION_X    00000069\n[  1.000000] EV_ABS       ABS_MT_POSITION_Y    000003f0\n[  1.000000] EV_SYN       SYN_REPORT           00000000\n"
add("a getevent log with SYN_DROPPED", {"l.log": GE_HEAD + "[  1.010000] EV_SYN       SYN_DROPPED          00000000\n"}, ["import", "android-getevent", "$DIR/l.log", "--screen", "1080x2400", "-o", "$DIR/o.jsonl"])
add("a getevent log without timestamps", {"l.log": "EV_ABS       ABS_MT_TRACKING_ID   00000001\n"}, ["import", "android-getevent", "$DIR/l.log", "--screen", "1080x2400", "-o", "$DIR/o.jsonl"])
add("a getevent log without axis ranges or --screen", {"l.log": GE_HEAD}, ["import", "android-getevent", "$DIR/l.log", "-o", "$DIR/o.jsonl"])
add("a getevent timestamp that is not a number", {"l.log": "[  1.0x] EV_SYN       SYN_REPORT           00000000\n"}, ["import", "android-getevent", "$DIR/l.log", "--screen", "1080x2400", "-o", "$DIR/o.jsonl"])
add("a getevent log with no touch device", {"l.log": "[  1.000000] /dev/input/event0: EV_KEY       KEY_POWER            DOWN\n"}, ["import", "android-getevent", "$DIR/l.log", "--screen", "1080x2400", "-o", "$DIR/o.jsonl"])
add("W3C actions with a pointer origin", {"a.json": json.dumps({"actions": [{"type": "pointer", "id": "f1", "actions": [{"type": "pointerMove", "x": 1, "y": 1, "origin": "pointer"}]}]})}, ["import", "w3c-actions", "$DIR/a.json", "-o", "$DIR/o.json"])
add("W3C actions whose long moves would pass 100,000 samples", {"a.json": json.dumps({"actions": [{"type": "pointer", "id": "f1", "actions": [{"type": "pointerMove", "x": 0, "y": 0}, {"type": "pointerDown"}] + [{"type": "pointerMove", "duration": 1e12, "x": 100 * (i % 2), "y": 0} for i in range(40)]}]})}, ["import", "w3c-actions", "$DIR/a.json", "-o", "$DIR/o.json"])
add("W3C actions that are not JSON", {"a.json": "{actions"}, ["import", "w3c-actions", "$DIR/a.json", "-o", "$DIR/o.json"])
add("W3C actions lifting a pointer that is up", {"a.json": json.dumps({"actions": [{"type": "pointer", "id": "f1", "actions": [{"type": "pointerMove", "x": 1, "y": 1}, {"type": "pointerUp"}]}]})}, ["import", "w3c-actions", "$DIR/a.json", "-o", "$DIR/o.json"])

def run(entry):
    d = tempfile.mkdtemp(prefix="cat-")
    for name, text in entry["files"].items():
        p = os.path.join(d, name); os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f: f.write(text.encode("utf-8", "surrogateescape"))
    args = [a.replace("$DIR", d) for a in entry["args"]]
    r = subprocess.run([TOOL] + args, cwd=ROOT, capture_output=True)
    err = r.stderr.decode("utf-8", "replace").replace(d, "$DIR")
    shutil.rmtree(d)
    return r.returncode, err

if __name__ == "__main__":
    out = []
    for e in entries:
        code, err = run(e)
        lines = [l for l in err.splitlines() if l.startswith("error:")]
        first = lines[0] if lines else (err.splitlines()[0] if err.strip() else "")
        print(f"[{code}] {e['name']}\n      {first}")
        files = {}
        for name, text in e["files"].items():
            try:
                text.encode("utf-8"); files[name] = text
            except UnicodeEncodeError:
                import base64
                files[name] = {"base64": base64.b64encode(text.encode("utf-8", "surrogateescape")).decode()}
        out.append({**e, "files": files, "status": code, "stderr": first})
    if len(sys.argv) > 1:
        keys = ["kind", "name", "args", "files", "status", "stderr"]
        with open(sys.argv[1], "w") as f:
            f.write("[\n" + ",\n".join(json.dumps({k: o[k] for k in keys}, ensure_ascii=False) for o in out) + "\n]\n")
    print(len(out), "entries", file=sys.stderr)
