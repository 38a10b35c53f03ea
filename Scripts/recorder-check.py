#!/usr/bin/env python3
"""Drives the recorder page in headless Chromium over the DevTools protocol (--remote-debugging-pipe:
no extra package), as a phone would: mobile emulation (390x844, scale 3, touch), then touch sequences
with real waits for every prompt of the default session (edge swipes, dismiss pans, two-finger
pinches, a cancelled touch). It reads window.gestureTraces(), validates the corpus with the CLI and
replays each take to the decision its motion implies, and checks the mock page moved mid-gesture.
A second page records for a sheet and a pager (android-sheet, flutter-page): each take carries the
place its prompt means ("rest"), the mock follows the finger along the surface's axis, and the
unambiguous drags replay to the place they mean.
Usage: Scripts/recorder-check.py [OUTPUT_FOLDER]   (swift build first; .ci/run runs it)"""
import base64, json, os, shutil, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="recorder-check-")
os.makedirs(out, exist_ok=True)
tool = os.path.join(subprocess.run(["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True, check=True).stdout.strip(), "gesture-replay")
chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if not chromium:
    sys.exit("recorder-check: chromium is not installed (apt-get install chromium)")

page = os.path.join(out, "recorder.html")
subprocess.run([tool, "recorder", "--output", page], check=True, capture_output=True)


class Browser:
    """A DevTools session over the pipe: NUL-terminated JSON both ways (fd 3 in, fd 4 out)."""

    def __init__(self, profile="profile"):
        to_chrome_read, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_write = os.pipe()

        def plumb():
            # Copies first: a pipe may already be fd 3 or 4, and dup2 onto itself would leave it close-on-exec.
            read_copy, write_copy = os.dup(to_chrome_read), os.dup(from_chrome_write)
            os.dup2(read_copy, 3)
            os.dup2(write_copy, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
             "--user-data-dir=" + os.path.join(out, profile), "about:blank"],
            preexec_fn=plumb, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_chrome, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return result.get("result", {}).get("value")

    def touch(self, kind, points):
        self.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        self.process.wait(timeout=20)


def stroke(browser, paths, steps, interval=0.008, end="touchEnd", midway=None):
    """Fingers down at the paths' starts, moved along them in `steps`, then lifted (or cancelled)."""
    browser.touch("touchStart", [path(0) for path in paths])
    time.sleep(interval)
    for step in range(1, steps + 1):
        browser.touch("touchMove", [path(step / steps) for path in paths])
        time.sleep(interval)
        if midway and step == steps // 2:
            midway()
    browser.touch(end, [])
    time.sleep(0.05)


def line(x0, y0, x1, y1):
    return lambda f: (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)


def there_and_back(x0, y0, x1, y1):
    return lambda f: (x0 + (x1 - x0) * (2 * f if f < 0.5 else 2 - 2 * f), y0 + (y1 - y0) * (2 * f if f < 0.5 else 2 - 2 * f))


def png_rows(data):
    """The distinct rows of a PNG screenshot (for 'is it blank' and 'did it change')."""
    import struct, zlib
    pos, idat, height = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            height = struct.unpack(">I", chunk[4:8])[0]
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = len(raw) // height
    return [raw[y * stride:(y + 1) * stride] for y in range(0, height, 9)]


def open_page(browser, page):
    """The page in a phone-sized tab with touch, once its script is running."""
    target = browser.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
    browser.session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
    browser.send("Page.enable")
    browser.send("Runtime.enable")
    browser.send("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
    browser.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    browser.send("Page.navigate", {"url": "file://" + page})
    deadline = time.time() + 20
    while time.time() < deadline and browser.evaluate("typeof window.gestureTraces") != "function":
        time.sleep(0.1)
    time.sleep(1.2)  # the refresh-rate measurement runs for 60 frames


browser = Browser()
failures = []
try:
    open_page(browser, page)

    before = base64.b64decode(browser.send("Page.captureScreenshot")["data"])
    shots = {}

    def capture_midway():
        shots["transform"] = browser.evaluate("window.gestureRecorder.mockTransform()")
        shots["png"] = base64.b64decode(browser.send("Page.captureScreenshot")["data"])

    # The decision each motion implies under its preset (edge-back: progress > 0.5 on release;
    # swipe-dismiss: last changed progress > 0.5 of half the height; book-pinch: always finish).
    expected = {}
    while True:
        step = browser.evaluate("window.gestureRecorder.currentStep()")
        if not step:
            break
        name = step["name"]
        if name == "edge-back-all-the-way":
            stroke(browser, [line(2, 420, 330, 424)], 40, midway=capture_midway)
            expected[name] = "finish"
        elif name == "edge-back-change-of-mind":
            stroke(browser, [there_and_back(2, 420, 230, 420)], 50)
            expected[name] = "cancel"
        elif name == "edge-back-flick":
            stroke(browser, [line(2, 420, 140, 418)], 6)
            expected[name] = "cancel"  # 0.36 of the width: edge-back reads no velocity
        elif name == "edge-back-peek":
            stroke(browser, [line(2, 420, 70, 420)], 20, end="touchCancel")  # a cancelled touch
            expected[name] = "cancel"
        elif name == "swipe-dismiss-all-the-way":
            stroke(browser, [line(195, 250, 200, 760)], 40)
            expected[name] = "finish"
        elif name == "swipe-dismiss-change-of-mind":
            stroke(browser, [there_and_back(195, 250, 195, 420)], 40)
            expected[name] = "cancel"
        elif name == "swipe-dismiss-flick":
            stroke(browser, [line(195, 250, 195, 360)], 6)
            expected[name] = "cancel"
        elif name == "book-pinch-open":
            stroke(browser, [line(160, 420, 60, 420), line(230, 420, 330, 420)], 30)
            expected[name] = "finish"
        elif name == "book-pinch-change-of-mind":
            stroke(browser, [there_and_back(160, 420, 80, 420), there_and_back(230, 420, 310, 420)], 40)
            expected[name] = "finish"  # book-pinch always finishes on ended
        else:
            failures.append(f"an unexpected prompt: {name}")
            break

    corpus = browser.evaluate("window.gestureTraces()") or ""
    final_transform = browser.evaluate("window.gestureRecorder.mockTransform()")
finally:
    browser.close()

def takes(corpus, file, count, what):
    """The session's takes, written as `file`, counted and validated with the CLI."""
    path = os.path.join(out, file)
    with open(path, "w") as f:
        f.write(corpus)
    found = [l for l in corpus.split("\n") if l]
    if len(found) != count:
        failures.append(f"{len(found)} {what} recorded, expected {count}")
    validate = subprocess.run([tool, "validate", path], capture_output=True, text=True)
    if validate.returncode != 0:
        failures.append(f"validate failed on the {what}:\n" + validate.stderr)
    return found


def replayed(text):
    """One take written as its own file and replayed under its own scenario: (trace, JSON report)."""
    trace = json.loads(text)
    path = os.path.join(out, trace["name"] + ".json")
    with open(path, "w") as f:
        f.write(text)
    replay = subprocess.run([tool, "replay", path, "--format", "json"], capture_output=True, text=True)
    if replay.returncode != 0:
        failures.append(f"{trace['name']}: replay failed: {replay.stderr.strip()}")
        return trace, None
    return trace, json.loads(replay.stdout)


lines = takes(corpus, "takes.jsonl", 9, "takes")
for text in lines:
    trace, report = replayed(text)
    name = trace["name"]
    if report is None:
        continue
    decision = report["decision"]
    fingers = max(len(event["touches"]) for event in trace["events"])
    phases = {touch["phase"] for event in trace["events"] for touch in event["touches"]}
    print(f"{name}: {len(trace['events'])} events, {fingers} finger(s), label {trace['label']}, replayed → {decision}")
    if decision != expected.get(name):
        failures.append(f"{name}: replayed to {decision}, its motion implies {expected.get(name)}")
    if name == "edge-back-peek" and "cancelled" not in phases:
        failures.append("edge-back-peek: the cancelled touch was not recorded as cancelled")
    if name.startswith("book-pinch") and fingers != 2:
        failures.append(f"{name}: {fingers} fingers, expected 2")
transform = shots.get("transform") or ""
if not transform.startswith("translateX(") or transform in ("translateX(0px)", ""):
    failures.append(f"the mock page did not move mid-swipe (transform {transform!r})")
if "png" in shots:
    mid, still = png_rows(shots["png"]), png_rows(before)
    if len(set(mid)) < 5:
        failures.append("the mid-gesture screenshot is blank")
    if mid == still:
        failures.append("the mid-gesture screenshot is the same as before the gesture")
    with open(os.path.join(out, "mid-gesture.png"), "wb") as f:
        f.write(shots["png"])
else:
    failures.append("no mid-gesture screenshot")
# A sheet and a pager: android-sheet rests collapsed with its top at 644 pt and moves by the finger's
# travel (the model does not hit-test, and the prompt panel covers the screen's foot), flutter-page
# at page 0 (a finger moving left turns to page 1).
resting_page = os.path.join(out, "recorder-resting.html")
subprocess.run([tool, "recorder", "--preset", "android-sheet", "--preset", "flutter-page", "--output", resting_page],
               check=True, capture_output=True)
meant, places, moved = {}, {}, {}
browser = Browser("profile-resting")
try:
    open_page(browser, resting_page)
    tries = 0
    while True:
        step = browser.evaluate("window.gestureRecorder.currentStep()")
        if not step:
            break
        name = step["name"]
        # A take the page did not finish leaves its prompt current: said, not retried forever.
        tries = tries + 1 if name in meant else 0
        if tries >= 2:
            failures.append(f"{name}: the take did not finish (the page stayed on its prompt)")
            break
        meant[name] = step.get("rest")

        def note_transform(name=name):
            moved[name] = browser.evaluate("window.gestureRecorder.mockTransform()")

        sheet = name.startswith("android-sheet")
        if name == "android-sheet-drag-expanded":
            # Up to a top of 194 pt, above half-expanded, still moving up at the lift: expanded (RS1).
            stroke(browser, [line(195, 600, 195, 150)], 60, midway=note_transform)
            places[name] = "expanded"
        elif name == "android-sheet-drag-hidden":
            # Down to a top of 824 pt, moving down: past half a peek below collapsed, and low (RS2).
            stroke(browser, [line(195, 250, 195, 430)], 40, midway=note_transform)
            places[name] = "hidden"
        elif name == "flutter-page-drag-page-1":
            # Three quarters of a page to the left: past half a page whatever the velocity (RP1).
            stroke(browser, [line(360, 420, 70, 420)], 40, midway=note_transform)
            places[name] = "page 1"
        elif sheet:
            stroke(browser, [line(195, 400, 195, 340 if "expanded" in name else 420)], 12, midway=note_transform)
        else:
            stroke(browser, [line(360, 420, 320, 420)], 12, midway=note_transform)
    resting_corpus = browser.evaluate("window.gestureTraces()") or ""
finally:
    browser.close()

resting_lines = takes(resting_corpus, "resting-takes.jsonl", 10, "sheet and pager takes")
for text in resting_lines:
    trace, report = replayed(text)
    name = trace["name"]
    if trace.get("rest") != meant.get(name) or "label" in trace:
        failures.append(f"{name}: rest {trace.get('rest')!r} and label {trace.get('label')!r}; its prompt means {meant.get(name)!r}")
    axis = "translateX(" if name.startswith("flutter-page") else "translateY("
    if not (moved.get(name) or "").startswith(axis) or moved.get(name) in (axis + "0px)",):
        failures.append(f"{name}: the mock did not follow the finger along its axis ({moved.get(name)!r})")
    if report is None:
        continue
    rested = ((report.get("resting") or {}).get("releases") or [{}])[-1].get("place")
    print(f"{name}: {len(trace['events'])} events, rest {trace.get('rest')}, replayed → {report['outcome']} at {rested}")
    if report["outcome"] != "rested":
        failures.append(f"{name}: replayed to {report['outcome']}, not rested")
    if name in places and rested != places[name]:
        failures.append(f"{name}: replayed to {rested}, its motion implies {places[name]}")

if failures:
    for failure in failures:
        print("recorder-check: " + failure, file=sys.stderr)
    sys.exit(1)
print(f"recorder-check: {len(lines)} takes validated and replayed as their motions imply; the mock page moved ({transform}); "
      f"{len(resting_lines)} sheet and pager takes carry their rest")
