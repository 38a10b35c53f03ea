extension RecorderPage {
    /// The recorder's JavaScript: touches to gesture-trace events, the guided session, the mock
    /// page, a small port of the threshold decision for feedback (the CLI's replay is authoritative),
    /// and the ways out: the share sheet, a download, a text box, and `window.gestureTraces()`.
    static let script = #"""
        "use strict";
        (function () {
          const configuration = JSON.parse(document.getElementById("configuration").textContent);
          const surface = document.getElementById("surface");
          const mock = document.getElementById("mock");
          const panel = document.getElementById("panel");
          const kept = [];            // finished takes, as trace objects
          let stepIndex = 0;          // the prompt being recorded
          let take = null;            // the take in progress: { origin, events, ids, down, scenario }
          let last = null;            // the take just finished, until the next one starts
          let refreshRate = null;

          // The display's refresh rate, measured: the median of 60 frame intervals.
          (function measure() {
            const stamps = [];
            function frame(time) {
              stamps.push(time);
              if (stamps.length < 61) { requestAnimationFrame(frame); return; }
              const gaps = stamps.slice(1).map((t, i) => t - stamps[i]).sort((a, b) => a - b);
              const median = gaps[Math.floor(gaps.length / 2)];
              if (median > 0) refreshRate = Math.round(1000 / median);
            }
            requestAnimationFrame(frame);
          })();

          function step() { return configuration.steps[stepIndex]; }
          function scenario() { return step() ? configuration.scenarios[step().preset] : null; }

          // Touch identifiers become small ids: the smallest not in use, freed when the touch ends.
          function idFor(identifier, phase) {
            if (take.ids.has(identifier)) return take.ids.get(identifier);
            if (phase !== "began") return null;  // down before the take began: left out
            const used = new Set(take.ids.values());
            let id = 1;
            while (used.has(id)) id += 1;
            take.ids.set(identifier, id);
            return id;
          }

          function record(list, phase, timeStamp) {
            if (!take) {
              if (phase !== "began" || !step()) return;
              take = { origin: timeStamp, events: [], ids: new Map(), down: new Set(), scenario: scenario(), start: null, startDistance: null };
              last = null;
            }
            const touches = [];
            for (const touch of list) {
              const id = idFor(touch.identifier, phase);
              if (id === null) continue;
              const sample = { id: id, phase: phase, x: round(touch.clientX), y: round(touch.clientY) };
              if (touch.force > 0) sample.force = round(touch.force);
              if (touch.radiusX > 0) sample.majorRadius = round(touch.radiusX);
              touches.push(sample);
              if (phase === "began") take.down.add(id);
              if (phase === "ended" || phase === "cancelled") { take.down.delete(id); take.ids.delete(touch.identifier); }
            }
            if (touches.length === 0) return;
            const t = Math.max(0, (timeStamp - take.origin) / 1000);
            const previous = take.events.length ? take.events[take.events.length - 1].t : 0;
            take.events.push({ t: Math.round(Math.max(t, previous) * 1e6) / 1e6, touches: touches });
            follow();
            if (take.down.size === 0) finishTake(phase === "cancelled");
          }

          function round(value) { return Math.round(value * 100) / 100; }

          // Where the fingers are: each finger's last position, and their centroid and spread.
          function positions() {
            const at = new Map();
            for (const event of take.events) for (const touch of event.touches) at.set(touch.id, touch);
            return Array.from(at.values());
          }
          function centroid(list) {
            const n = Math.max(list.length, 1);
            return { x: list.reduce((s, t) => s + t.x, 0) / n, y: list.reduce((s, t) => s + t.y, 0) / n };
          }
          function spread(list) {
            if (list.length < 2) return null;
            return Math.hypot(list[0].x - list[1].x, list[0].y - list[1].y);
          }

          // The preset's progress mapping, from the take so far; a sheet's or a pager's offset has none.
          function progress() {
            const s = take.scenario;
            const list = positions();
            const now = centroid(list);
            if (!take.start) take.start = now;
            if (!s.progress) return 0;
            if (s.progress.kind === "pinchScale") {
              const distance = spread(list);
              if (distance === null) return 0;
              if (!take.startDistance) take.startDistance = distance;
              const scale = distance / take.startDistance;
              return clamp(scale >= 1 ? (scale - 1) / s.progress.openDivisor : (1 - scale) / s.progress.closeDivisor);
            }
            const edge = s.recognizer.edge || "left";
            let axis = s.progress.axis;
            if (axis === "inward") axis = edge === "left" || edge === "right" ? "x" : "y";
            let delta = axis === "x" ? now.x - take.start.x : now.y - take.start.y;
            if (s.progress.axis === "inward" && (edge === "right" || edge === "bottom")) delta = -delta;
            const extent = (axis === "x" ? window.innerWidth : window.innerHeight) * (s.progress.progressDivisor || 1);
            return clamp((s.progress.absolute ? Math.abs(delta) : delta) / extent);
          }
          function clamp(value) { return Math.max(0, Math.min(1, value)); }

          // The mock page follows the finger as the transition would; a sheet or a pager moves
          // with the finger along its axis.
          function show(p, settling) {
            const s = take ? take.scenario : scenario();
            mock.classList.toggle("settling", !!settling);
            if (!s) return;
            if (!s.progress) {
              const axis = step() ? step().axis : "y";
              const now = take && take.start ? centroid(positions()) : null;
              const moved = now ? (axis === "x" ? now.x - take.start.x : now.y - take.start.y) : 0;
              mock.style.transform = (axis === "x" ? "translateX(" : "translateY(") + (settling ? 0 : moved) + "px)";
              return;
            }
            if (s.progress.kind === "pinchScale") { mock.style.transform = "scale(" + (1 + p) + ")"; return; }
            const edge = s.recognizer.edge || "left";
            const axis = s.progress.axis === "inward" ? (edge === "left" || edge === "right" ? "x" : "y") : s.progress.axis;
            const sign = s.progress.axis === "inward" && (edge === "right" || edge === "bottom") ? -1 : 1;
            const extent = axis === "x" ? window.innerWidth : window.innerHeight;
            mock.style.transform = (axis === "x" ? "translateX(" : "translateY(") + (sign * p * extent) + "px)";
          }
          function follow() { show(progress(), false); }

          // A small port of the decision, for feedback: threshold rules as the scenario states them.
          function decide(cancelled) {
            const s = take.scenario;
            const h = s.handler;
            if (!h) return { direction: null, why: "a surface that comes to rest at a place: replay the corpus with the CLI for the place" };
            const response = cancelled ? h.onCancelled : h.onEnded;
            if (response === "finish" || response === "cancel") return { direction: response, why: "the handler always " + response + "es" };
            if (response === "nothing") return { direction: null, why: "the handler does nothing: the transition is stuck" };
            const p = progress();
            if (h.rule.kind !== "threshold") return { direction: p > 0.5 ? "finish" : "cancel", why: "roughly; " + h.rule.kind + " decides by its platform rule: replay the corpus with the CLI" };
            const direction = p > h.threshold ? "finish" : "cancel";
            return { direction: direction, why: "progress " + p.toFixed(2) + (p > h.threshold ? " > " : " \u2264 ") + "threshold " + h.threshold.toFixed(2) };
          }

          function finishTake(cancelled) {
            const s = step();
            const decision = decide(cancelled);
            show(decision.direction === "finish" ? 1 : 0, true);
            const trace = {
              format: "gesture-trace", version: 1, name: s.name,
              screen: { width: window.innerWidth, height: window.innerHeight, scale: window.devicePixelRatio },
              meta: { recorder: "gesture-replay recorder", preset: s.preset, prompt: s.prompt, userAgent: navigator.userAgent,
                      devicePixelRatio: window.devicePixelRatio, refreshRate: refreshRate, recordedDecision: decision.direction },
              scenario: { preset: s.preset },
              events: take.events
            };
            if (s.label) trace.label = s.label;
            if (s.rest) trace.rest = s.rest;
            if (refreshRate) trace.screen.refreshRate = refreshRate;
            kept.push(trace);
            last = { trace: trace, decision: decision };
            take = null;
            stepIndex += 1;
            setTimeout(function () { if (!take) show(0, true); }, 600);
            render();
          }

          // A take the person marks as a mistake is dropped and its prompt asked again.
          function redo() {
            if (!last) return;
            kept.splice(kept.indexOf(last.trace), 1);
            stepIndex -= 1;
            last = null;
            render();
          }

          function jsonl() { return kept.map(function (trace) { return JSON.stringify(trace) + "\n"; }).join(""); }

          function share() {
            const text = jsonl();
            const name = "gesture-traces.jsonl";
            try {
              const file = new File([text], name, { type: "application/x-ndjson" });
              if (navigator.canShare && navigator.canShare({ files: [file] })) { navigator.share({ files: [file] }); return; }
            } catch (error) { /* fall through to a download */ }
            try {
              const link = document.createElement("a");
              link.href = URL.createObjectURL(new Blob([text], { type: "application/x-ndjson" }));
              link.download = name;
              document.body.appendChild(link);
              link.click();
              link.remove();
            } catch (error) { /* the text box below is always there */ }
            render(true);
          }

          function render(withText) {
            const s = step();
            let html = "";
            if (last) {
              const outcome = last.trace.rest ? "meant to rest at " + last.trace.rest : (last.decision.direction || "no decision");
              html += "<div><span id=\"decision\">" + last.trace.name + ": " + outcome + "</span> <span class=\"muted\">(" + last.decision.why + ")</span></div>";
              html += "<button class=\"secondary\" id=\"redo\">That was a mistake: redo</button>";
            }
            if (s) {
              html += "<div style=\"margin-top: 8px\"><b>" + (stepIndex + 1) + " of " + configuration.steps.length + "</b> \u00b7 " + s.preset + "</div><div>" + s.prompt + "</div>";
            } else {
              html += "<div style=\"margin-top: 8px\"><b>Done.</b> " + kept.length + " takes.</div>";
            }
            if (kept.length > 0) html += "<button id=\"share\">Share the takes (.jsonl)</button>";
            if (withText || !s) html += "<textarea readonly>" + jsonl().replace(/&/g, "&amp;").replace(/</g, "&lt;") + "</textarea>";
            panel.innerHTML = html;
            const redoButton = document.getElementById("redo");
            if (redoButton) redoButton.addEventListener("click", redo);
            const shareButton = document.getElementById("share");
            if (shareButton) shareButton.addEventListener("click", share);
          }

          // Touch events, with scrolling, zooming and the context menu kept away.
          const options = { passive: false };
          const phases = { touchstart: "began", touchmove: "moved", touchend: "ended", touchcancel: "cancelled" };
          for (const type of Object.keys(phases)) {
            surface.addEventListener(type, function (event) {
              event.preventDefault();
              record(event.changedTouches, phases[type], event.timeStamp);
            }, options);
          }
          // Pointer events only where touch events are missing: touch pointers, the same way.
          if (!("ontouchstart" in window)) {
            const pointerPhases = { pointerdown: "began", pointermove: "moved", pointerup: "ended", pointercancel: "cancelled" };
            for (const type of Object.keys(pointerPhases)) {
              surface.addEventListener(type, function (event) {
                if (event.pointerType !== "touch") return;
                event.preventDefault();
                if (type === "pointermove" && !(take && take.ids.has(event.pointerId))) return;
                record([{ identifier: event.pointerId, clientX: event.clientX, clientY: event.clientY, force: event.pressure, radiusX: event.width / 2 }],
                       pointerPhases[type], event.timeStamp);
              }, options);
            }
          }
          document.addEventListener("contextmenu", function (event) { event.preventDefault(); });
          document.addEventListener("gesturestart", function (event) { event.preventDefault(); });
          document.addEventListener("dblclick", function (event) { event.preventDefault(); });

          // For scripts and tests: the takes as JSONL, and where the session is.
          window.gestureTraces = jsonl;
          window.gestureRecorder = {
            currentStep: function () { return step() || null; },
            mockTransform: function () { return mock.style.transform; },
            redo: redo
          };
          render();
        })();

        """#
}
