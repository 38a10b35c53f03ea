#!/usr/bin/env bash
# Type-checks the code that only compiles for iOS (UIKitTraceRecorder, the recording example in
# docs/recording.md, the UIKit adapter in docs/handler-code.md, and a test `export hammer` writes)
# on Linux, against declarations of UIKit and lyft/Hammer transcribed in Tests/iOSStubs. Linux has
# no Objective-C runtime, so `@objc` is dropped and `#selector(x)` read as `Selector("x")` for the
# check; everything else is checked as written. Then it proves the check can fail: the recorder
# with one signature changed must not type-check.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
build=.build/ios-typecheck
rm -rf "$build" && mkdir -p "$build/src"

# Drops the iOS guard (its first #if and the last #endif), the subclass-only import, and the
# Objective-C spellings Linux cannot check.
prepare() {
  python3 - "$1" "$2" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
lines = text.split("\n")
guard = next(i for i, l in enumerate(lines) if l.startswith("#if canImport(UIKit)"))
end = max(i for i, l in enumerate(lines) if l == "#endif")
lines = lines[:guard] + lines[guard + 1:end] + lines[end + 1:]
text = "\n".join(l for l in lines if l != "import UIKit.UIGestureRecognizerSubclass")
text = text.replace("@objc ", "")
text = re.sub(r"#selector\(([^()]*(?:\([^()]*\))?)\)", r'Selector("\1")', text)
open(sys.argv[2], "w").write(text)
PY
}

# A fenced ```swift block of a doc, by the first line inside it.
block() {
  python3 - "$1" "$2" "$3" <<'PY'
import sys
text = open(sys.argv[1]).read()
start = text.index("```swift\n" + sys.argv[2]) + len("```swift\n")
body = text[start:text.index("```", start)]
open(sys.argv[3], "w").write("#if canImport(UIKit) && os(iOS)\n" + body + "#endif\n")
PY
}

module() {  # name, swift version, files…
  local name=$1 version=$2; shift 2
  swiftc -parse-as-library -swift-version "$version" -module-name "$name" -package-name gesture_replay -I "$build" -emit-module \
    -emit-module-path "$build/$name.swiftmodule" "$@"
}

echo "type-checking the iOS-only code against Tests/iOSStubs" >&2
module UIKit 6 Tests/iOSStubs/UIKit.swift
module Hammer 5 Tests/iOSStubs/Hammer.swift

# GestureModel with the recorder, as an iOS build compiles it (Swift 6, strict concurrency).
prepare Sources/GestureModel/Recording/UIKitTraceRecorder.swift "$build/src/UIKitTraceRecorder.swift"
gesture_model=$(find Sources/GestureModel -name '*.swift' ! -name UIKitTraceRecorder.swift | sort)
module GestureModel 6 $gesture_model "$build/src/UIKitTraceRecorder.swift"
module Interaction 6 $(find Sources/Interaction -name '*.swift' | sort)

# App code, in Swift 6 mode: the recording example and the adapter.
prepare Tests/GestureModelTests/RecordingExample.swift "$build/src/RecordingExample.swift"
block docs/handler-code.md "// App target only" "$build/src/Adapter.guarded.swift"
prepare "$build/src/Adapter.guarded.swift" "$build/src/Adapter.swift"
# The adapter drives the handler the docs define; it is taken from the example the tests run.
python3 - Tests/ReplayTests/OwnHandlerExample.swift "$build/src/SheetDismissHandler.swift" <<'PY'
import sys
text = open(sys.argv[1]).read()
start = text.index("struct SheetDismissHandler")
end = text.index("\n}\n", start) + 3
open(sys.argv[2], "w").write("import Interaction\n\n" + text[start:end])
PY
# The README's back-swipe recording, indented in its list item.
python3 - README.md "$build/src/BackSwipeRecording.swift" <<'PY'
import sys
text = open(sys.argv[1]).read()
marker = "  ```swift\n  // Debug builds: record the navigation stack's own back swipes.\n"
start = text.index(marker) + len("  ```swift\n")
body = text[start:text.index("  ```", start)]
lines = [l[2:] if l.startswith("  ") else l for l in body.split("\n")]
open(sys.argv[2], "w").write("import Foundation\nimport GestureModel\nimport UIKit\n\n" + "\n".join(lines))
PY
swiftc -typecheck -parse-as-library -swift-version 6 -module-name App -I "$build" \
  "$build/src/RecordingExample.swift" "$build/src/Adapter.swift" "$build/src/SheetDismissHandler.swift" \
  "$build/src/BackSwipeRecording.swift"

# A test `export hammer` writes, against Hammer and XCTest.
swift run -q gesture-replay export hammer Fixtures/pinch/pinch-open-past-half.json --output "$build/src/HammerReplayTests.swift"
swiftc -typecheck -swift-version 6 -module-name HostTests -I "$build" "$build/src/HammerReplayTests.swift"

# The check can fail: the recorder with one signature mistake does not type-check.
mkdir -p "$build/src/broken"
sed 's/translation(in: pan.view)/translation(of: pan.view)/' "$build/src/UIKitTraceRecorder.swift" > "$build/src/broken/UIKitTraceRecorder.swift"
if cmp -s "$build/src/UIKitTraceRecorder.swift" "$build/src/broken/UIKitTraceRecorder.swift"; then
  echo "error: the self-check found nothing to break in the recorder" >&2
  exit 1
fi
if swiftc -typecheck -parse-as-library -swift-version 6 -module-name GestureModel -package-name gesture_replay -I "$build" $gesture_model \
    "$build/src/broken/UIKitTraceRecorder.swift" > /dev/null 2>&1; then
  echo "error: a recorder with a wrong UIKit signature type-checked: the stubs check nothing" >&2
  exit 1
fi
echo "the iOS-only code type-checks" >&2
