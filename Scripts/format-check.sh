#!/usr/bin/env bash
# Checks that the Swift code (Sources, Tests and the fuzz harnesses) is as swift-format (the
# toolchain's own, with .swift-format) leaves it: formats a copy and fails with the files that would
# change. `swift format format -i -r Sources Tests Scripts/fuzz` fixes them.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
mkdir -p "$copy/Scripts"
cp -r Sources Tests .swift-format "$copy/"
cp -r Scripts/fuzz "$copy/Scripts/"
(cd "$copy" && swift format format -i -r Sources Tests Scripts/fuzz)
status=0
for folder in Sources Tests Scripts/fuzz; do
  diff -rq "$folder" "$copy/$folder" || status=1
done
if [ $status -ne 0 ]; then
  echo "error: these files are not as swift-format leaves them: run swift format format -i -r Sources Tests Scripts/fuzz" >&2
  exit 1
fi
echo "Sources, Tests and Scripts/fuzz are formatted" >&2
