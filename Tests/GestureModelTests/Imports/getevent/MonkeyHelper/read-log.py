#!/usr/bin/env python3
"""An independent reading of a getevent -lt log, to check the importer against: prints each
contact's down and lift (time, raw x, raw y) and the number of frames that change a contact.
Written for these recordings (one device, no -lp block); protocol B with one slot, or protocol A.

    python3 read-log.py galaxys-paint.txt
"""
import re
import sys

LINE = re.compile(r"\[\s*([\d.]+)\]\s+(\S+)\s+(\S+)\s+(\S+)")


def frames(path):
    """(time, [record]) per SYN_REPORT; a record is {code: value} (SYN_MT_REPORT closes one)."""
    records, record = [], {}
    for line in open(path, encoding="utf-8"):
        match = LINE.match(line)
        if not match:
            continue
        time, _, code, value = match.groups()
        if code == "SYN_MT_REPORT":
            if record:
                records.append(record)
            record = {}
        elif code == "SYN_REPORT":
            if record:
                records.append(record)
            yield float(time), records
            records, record = [], {}
        elif code.startswith("ABS_MT_"):
            record[code] = value


def contacts(path):
    down, changes, result = {}, 0, []
    protocol_a = any(code == "SYN_MT_REPORT" for code in (LINE.match(l).group(3) for l in open(path) if LINE.match(l)))
    state = {}  # protocol B, one slot: values persist
    for time, records in frames(path):
        if protocol_a:
            now = {int(r["ABS_MT_TRACKING_ID"], 16): (int(r["ABS_MT_POSITION_X"], 16), int(r["ABS_MT_POSITION_Y"], 16)) for r in records}
        else:
            for r in records:
                state.update(r)
            now = dict(down)
            tracking = state.get("ABS_MT_TRACKING_ID", "ffffffff").lower()
            if any("ABS_MT_TRACKING_ID" in r for r in records) and tracking == "ffffffff":
                now = {}
            elif tracking != "ffffffff":
                now = {int(tracking, 16): (int(state["ABS_MT_POSITION_X"], 16), int(state["ABS_MT_POSITION_Y"], 16))}
        if now != down:
            changes += 1
        for key, position in now.items():
            if key not in down:
                result.append({"id": key, "down": (time, *position)})
        for key, position in down.items():
            if key not in now:
                next(c for c in reversed(result) if c["id"] == key)["lift"] = (time, *position)
        down = now
    return result, changes


if __name__ == "__main__":
    found, changes = contacts(sys.argv[1])
    print(f"{len(found)} contacts, {changes} frames that change one")
    for contact in found:
        print(contact)
