#!/usr/bin/env bash
# Renders the HTML report and one plot of each kind to PNG with headless Chromium, as a person
# would see them, and fails on a failed or blank render. Needs Debian's `chromium` package
# (.ci/run installs it). Usage: Scripts/render-check.sh [OUTPUT_FOLDER]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
chromium_bin="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$chromium_bin" ]; then
  echo "render-check: chromium is not installed (apt-get install chromium)" >&2
  exit 1
fi
swift build --product gesture-replay >/dev/null
tool="$(swift build --show-bin-path)/gesture-replay"

"$tool" replay Fixtures/edge/left-slow-drag-finish.json --plot "$out/replay.svg" >/dev/null
"$tool" compare Fixtures/cancel-paths/fling-120hz.json --plot "$out/compare.svg" >/dev/null
"$tool" synth --count 200 --seed 5 --output "$out/corpus.jsonl" 2>/dev/null
"$tool" sweep "$out/corpus.jsonl" --preset edge-back --vary threshold=0.2:0.7:0.05 --vary velocityThreshold=200:1400:200 --plot "$out/sweep.svg" >/dev/null
"$tool" sweep "$out/corpus.jsonl" --preset edge-back --vary threshold=0.2:0.7:0.05 --plot "$out/sweep-line.svg" >/dev/null
"$tool" report Fixtures -o "$out/report.html" 2>/dev/null

status=0
for page in replay.svg compare.svg sweep.svg sweep-line.svg report.html; do
  png="$out/${page%.*}.png"
  rm -f "$png"
  timeout 120 "$chromium_bin" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=900,1000 \
    --screenshot="$png" "file://$(cd "$out" && pwd)/$page" >/dev/null 2>&1 || true
  if ! python3 - "$png" <<'PY'
import struct, sys, zlib
path = sys.argv[1]
try:
    data = open(path, "rb").read()
except OSError:
    sys.exit("no PNG was written")
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit("not a PNG")
pos, idat, width, height = 8, b"", 0, 0
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    chunk = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        width, height, depth, colour = struct.unpack(">IIBB", chunk[:10])
    elif kind == b"IDAT":
        idat += chunk
    pos += 12 + length
raw = zlib.decompress(idat)
stride = len(raw) // height
# Count the distinct byte patterns of a sample of rows: a blank page has one.
rows = {raw[y * stride + 1:(y + 1) * stride] for y in range(0, height, 7)}
inked = sum(1 for row in rows if len(set(row)) > 1)
if len(rows) < 5 or inked < 5:
    sys.exit(f"blank render ({len(rows)} distinct rows, {inked} with content)")
print(f"{width}x{height}, {inked} sampled rows with content")
PY
  then
    echo "render-check: $page: failed" >&2
    status=1
  else
    echo "render-check: $page rendered"
  fi
done
exit $status
