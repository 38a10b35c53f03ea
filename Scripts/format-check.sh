#!/usr/bin/env bash
# Checks that Sources is as swift-format (the toolchain's own, with .swift-format) leaves it:
# formats a copy and fails with the files that would change. `swift format format -i -r Sources`
# fixes them.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp -r Sources .swift-format "$copy/"
(cd "$copy" && swift format format -i -r Sources)
if ! diff -rq Sources "$copy/Sources"; then
  echo "error: these files are not as swift-format leaves them: run swift format format -i -r Sources" >&2
  exit 1
fi
echo "Sources is formatted" >&2
