#!/usr/bin/env bash
# Builds the libFuzzer harnesses (preset `fuzz`: clang, ASan + UBSan) and runs each one for a
# bounded time, one harness per parser of user input (tests/fuzz/CMakeLists.txt). Fails on any
# crash, leak, timeout or sanitizer report (libFuzzer exits non-zero and leaves the input in
# build/fuzz/artifacts/). Prints the executions per harness.
#
#   scripts/fuzz.sh [TOTAL_SECONDS]     (default 140, split evenly between the harnesses)
#
# Per input: at most 10 s (-timeout) and 2 GiB (-rss_limit_mb); the harnesses bound their own
# work (sizes of what they compute), so a slow input is a finding, not noise.
set -euo pipefail
cd "$(dirname "$0")/.."
total=${1:-140}
# harness:seed-corpus pairs
harnesses=(fuzz_notation:notation fuzz_game_ops:game_ops fuzz_graph:graph fuzz_domination_input:domination_input
           fuzz_octal:octal fuzz_compound_args:compound_args fuzz_checkpoint:checkpoint)
per=$(( total / ${#harnesses[@]} ))
[ "$per" -ge 1 ] || per=1

cmake --preset fuzz >/dev/null
targets=()
for h in "${harnesses[@]}"; do targets+=("${h%%:*}"); done
cmake --build --preset fuzz -j "$(nproc)" --target "${targets[@]}"

mkdir -p build/fuzz/artifacts
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS=detect_leaks=1
summary=()
for h in "${harnesses[@]}"; do
  name=${h%%:*}
  seeds=tests/fuzz/corpus/${h##*:}
  work=build/fuzz/corpus/$name      # grows between runs; the seeds stay untouched
  mkdir -p "$work"
  echo "fuzz: $name for ${per}s" >&2
  set +e
  "./build/fuzz/tests/fuzz/$name" "$work" "$seeds" \
    -max_total_time="$per" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="build/fuzz/artifacts/$name-" -print_final_stats=1 > "build/fuzz/$name.log" 2>&1
  status=$?
  set -e
  tail -n 12 "build/fuzz/$name.log"
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "build/fuzz/$name.log" | grep -o '[0-9]*$' || echo "?")
  summary+=("$name: $runs executions in ${per}s")
  if [ "$status" -ne 0 ]; then
    # CI keeps only its log: print the report's head (the stack that names the slow or failing
    # code) and the input itself, escaped, so the failure can be reproduced from the log alone.
    grep -m1 -A40 -E '^==[0-9]+==|ALARM|ERROR:' "build/fuzz/$name.log" >&2 || true
    for input in build/fuzz/artifacts/"$name"-*; do
      [ -f "$input" ] || continue
      echo "fuzz: input $input (escaped):" >&2
      od -An -c "$input" | head -n 40 >&2
    done
    echo "fuzz: $name FAILED (exit $status); see build/fuzz/artifacts/ and build/fuzz/$name.log" >&2
    exit 1
  fi
done
printf 'fuzz: %s\n' "${summary[@]}" >&2
echo "fuzz: all harnesses clean" >&2
