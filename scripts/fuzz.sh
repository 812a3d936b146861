#!/usr/bin/env bash
# Builds the libFuzzer harnesses (preset `fuzz`: clang, ASan + UBSan) and runs each one for a
# bounded time. Fails on any crash, leak, timeout or sanitizer report (libFuzzer exits non-zero
# and leaves the input in build/fuzz/artifacts/).
#
#   scripts/fuzz.sh [TOTAL_SECONDS]     (default 60, split evenly between the harnesses)
set -euo pipefail
cd "$(dirname "$0")/.."
total=${1:-60}
# harness:seed-corpus pairs
harnesses=(fuzz_notation:notation fuzz_game_ops:game_ops)
per=$(( total / ${#harnesses[@]} ))
[ "$per" -ge 1 ] || per=1

cmake --preset fuzz >/dev/null
targets=()
for h in "${harnesses[@]}"; do targets+=("${h%%:*}"); done
cmake --build --preset fuzz -j "$(nproc)" --target "${targets[@]}"

mkdir -p build/fuzz/artifacts
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS=detect_leaks=1
for h in "${harnesses[@]}"; do
  name=${h%%:*}
  seeds=tests/fuzz/corpus/${h##*:}
  work=build/fuzz/corpus/$name      # grows between runs; the seeds stay untouched
  mkdir -p "$work"
  echo "fuzz: $name for ${per}s" >&2
  "./build/fuzz/tests/fuzz/$name" "$work" "$seeds" \
    -max_total_time="$per" -max_len=256 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="build/fuzz/artifacts/$name-" -print_final_stats=1 2>&1 | tail -n 25
  status=${PIPESTATUS[0]}
  if [ "$status" -ne 0 ]; then
    echo "fuzz: $name FAILED (exit $status); see build/fuzz/artifacts/" >&2
    exit 1
  fi
done
echo "fuzz: all harnesses clean" >&2
