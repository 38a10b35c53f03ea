#!/usr/bin/env bash
# Fuzzes the libraries with libFuzzer for SECONDS per harness (default 60):
#   decode    trace decoding; the fast and full decoders must agree
#   replay    decode + replay under every preset + reports, plots, check and JUnit
#   scenario  scenario files and the text of --set and --vary
#   shard     sweep shard files through sweep merge
#   import    getevent logs and W3C actions through the importers, and back out
#   export    a trace's name through the Hammer, W3C, SVG, HTML and JUnit generators: no injection
# Usage: Scripts/fuzz.sh [SECONDS] [HARNESS...]
# Exits non-zero on any crash, leak or timeout; the input is kept under .build/fuzz/crashes/ and
# its path printed. Turn each into a regression test in Tests/ (see Tests/ReplayTests/FuzzRegressionTests.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -eq 0 ] && harnesses=(decode replay scenario shard import export)
export PATH="/opt/swift/usr/bin:$PATH"
# Swift's own backtracer would catch the crash before libFuzzer could save the input.
export SWIFT_BACKTRACE=enable=no
build=.build/fuzz
mkdir -p "$build/crashes"
# The libraries share `package` declarations, as SwiftPM builds them: one package name for all.
flags=(-O -enable-testing -parse-as-library -package-name gesture_replay -sanitize=fuzzer,address -I "$build" -L "$build")

# The libraries, instrumented, each a static library with its module.
deps=()
for module in GestureModel Interaction Replay; do
  echo "building $module (instrumented)" >&2
  swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$build/$module.swiftmodule" \
    -emit-library -static -o "$build/lib$module.a" $(find "Sources/$module" -name '*.swift' | sort) "${deps[@]}" 2>&1 \
    | grep -v "warning: Cannot export local symbol" >&2 || true
  [ -f "$build/lib$module.a" ] || { echo "error: building $module failed" >&2; exit 1; }
  deps+=("-l$module")
done

status=0
for harness in "${harnesses[@]}"; do
  case "$harness" in
    decode) source=DecodeHarness.swift; seeds=(Fixtures Scripts/fuzz/seeds/observed) ;;
    replay) source=ReplayHarness.swift; seeds=(Fixtures Scripts/fuzz/seeds/observed) ;;
    scenario) source=ScenarioHarness.swift; seeds=(Scripts/fuzz/seeds/scenario) ;;
    shard) source=ShardHarness.swift; seeds=(Scripts/fuzz/seeds/shard) ;;
    import) source=ImportHarness.swift; seeds=(Scripts/fuzz/seeds/import) ;;
    export) source=ExportHarness.swift; seeds=(Scripts/fuzz/seeds/export) ;;
    *) echo "error: unknown harness '$harness' (decode, replay, scenario, shard, import, export)" >&2; exit 2 ;;
  esac
  binary="$build/fuzz-$harness"
  rm -f "$binary"
  swiftc "${flags[@]}" "Scripts/fuzz/$source" -o "$binary" -lReplay -lInteraction -lGestureModel 2>&1 \
    | grep -v "warning: Cannot export local symbol" >&2 || true
  [ -x "$binary" ] || { echo "error: building the $harness harness failed" >&2; exit 1; }
  corpus="$build/corpus-$harness"
  mkdir -p "$corpus"
  echo "fuzzing $harness for $seconds s" >&2
  if "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
      -dict=Scripts/fuzz/json.dict -artifact_prefix="$build/crashes/$harness-" "$corpus" "${seeds[@]}" \
      > "$build/$harness.log" 2>&1; then
    grep -E "^stat::number_of_executed_units|^stat::new_units_added" "$build/$harness.log" | sed "s/^/  $harness /" >&2 || true
  else
    status=1
    echo "error: the $harness harness failed; its log: $build/$harness.log" >&2
    grep -E "ERROR|==ERROR|Fatal error|SUMMARY|Test unit written" "$build/$harness.log" | head -20 >&2 || true
  fi
done
exit $status
