"""The recorders' key set, made from a synthesized trace: shared by the decoding yardstick and the
performance gate, so both measure the same bytes as `bench`'s recorder line."""
import json


def with_recorder_keys(trace):
    """The trace with every optional field the recorders write (bench's recipe,
    BenchCommand.withRecorderKeys, on the JSON): force and majorRadius on each touch, a coalesced
    sample half way between two moves, an observed block of the recognizer's callbacks."""
    events, samples, last = [], [], {}
    last_time = trace["events"][0]["t"]
    first = trace["events"][0]["touches"][0]
    for event in trace["events"]:
        touches, coalesced = [], []
        for touch in event["touches"]:
            touch = dict(touch, force=0.25 + 0.5 * (touch["id"] % 2), majorRadius=20.75)
            if touch["phase"] == "moved" and touch["id"] in last:
                bx, by = last[touch["id"]]
                coalesced.append(dict(touch, x=(bx + touch["x"]) / 2, y=(by + touch["y"]) / 2, coalesced=True))
            last[touch["id"]] = (touch["x"], touch["y"])
            touches.append(touch)
        if coalesced:
            events.append({"t": (last_time + event["t"]) / 2, "touches": coalesced})
        events.append({"t": event["t"], "touches": touches})
        last_time = event["t"]
        lead = event["touches"][0]
        if lead["phase"] != "began":
            state = "ended" if lead["phase"] in ("ended", "cancelled") else ("began" if not samples else "changed")
            samples.append({"t": event["t"], "state": state,
                            "translation": {"x": lead["x"] - first["x"], "y": lead["y"] - first["y"]},
                            "numberOfTouches": len(event["touches"])})
    made = dict(trace, events=events)
    made["observed"] = {"system": "iOS (bench)",
                        "recognizer": {"kind": "screenEdgePan", "edge": "left", "samples": samples}}
    return made


def write_recorder_corpus(source_path, target_path):
    """Each trace of the .jsonl corpus at source_path, with the recorders' keys, to target_path."""
    with open(source_path) as source, open(target_path, "w") as target:
        for line in source:
            target.write(json.dumps(with_recorder_keys(json.loads(line)), separators=(",", ":")) + "\n")
