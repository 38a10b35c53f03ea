#!/usr/bin/env python3
"""Peak memory of validating a 50 MB trace whose error is near its end (the full, naming path runs
after the fast path declines). Prints the figure and fails above the limit.
Usage: swift build -c release && Scripts/memory-check.py [TOOL] [LIMIT_MB]"""
import os, resource, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
tool = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/release/gesture-replay")
limit = float(sys.argv[2]) if len(sys.argv) > 2 else 200
folder = os.path.join(root, ".build/memory-check")
os.makedirs(folder, exist_ok=True)
path = os.path.join(folder, "fifty-megabytes.json")
if not os.path.exists(path) or os.path.getsize(path) < 50_000_000:
    lines = ['{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 4.0, "y": 400.0}]}']
    size, i = 0, 0
    while size < 50_000_000:
        i += 1
        line = '{"t": %.6f, "touches": [{"id": 1, "phase": "moved", "x": %.2f, "y": %.2f}]}' % (i / 120, 4 + i % 300, 400 + i % 7)
        lines.append(line)
        size += len(line) + 2
    lines[-3] = lines[-3].replace('"moved"', '"pressed"')  # the error, near the end
    lines.append('{"t": %.6f, "touches": [{"id": 1, "phase": "ended", "x": 1, "y": 1}]}' % ((i + 1) / 120))
    with open(path, "w") as f:
        f.write('{"format": "gesture-trace", "version": 1, "name": "fifty-megabytes", "screen": {"width": 390, "height": 844}, "events": [\n')
        f.write(",\n".join(lines) + "\n]}\n")
run = subprocess.run([tool, "validate", path], capture_output=True, text=True)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024  # kilobytes on Linux
errors = [line for line in run.stderr.splitlines() if line.startswith("error:")]
print(f"validate {os.path.getsize(path) / 1e6:.1f} MB trace: exit {run.returncode}, peak {peak:.0f} MB (limit {limit:.0f} MB)")
print("  " + (errors[0] if errors else "no error reported"))
sys.exit(0 if run.returncode == 2 and errors and peak <= limit else 1)
