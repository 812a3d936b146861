#!/usr/bin/env bash
# cgt against MCGS (github ualberta-mueller-group/MCGS, MIT, v1.7) on MCGS's own test files,
# family by family: cases, agreements, disagreements, timeouts and CPU time of each.
#
# Run by hand (never by CI or ctest): it builds MCGS (5-6 minutes on 2 cores; about 1.8 GB per
# MCGS process) outside the project and commits nothing.
#
#   bench/mcgs_compare.sh [--families "clobber_autotests domineering_autotests"] [--timeout MS] [--out DIR]
#
# Paths, as options or environment variables:
#   MCGS_GIT      a fetched copy of MCGS's repository (a bare git mirror is enough)
#   MCGS_BUILD_SH a build script for MCGS (BUILD_SH GIT_DIR BUILD_DIR -> BUILD_DIR/MCGS-v1.7/MCGS), such as
#                 ../shared/peers/mcgs/build.sh with the patches CMake 3.25 and g++ 12 need
#   MCGS_BUILD    where MCGS is built (default /tmp/mcgs-build); an MCGS already there is reused
#   CGT           the cgt binary (default build/release/tools/cgt)
#
# Each program runs one process per family, one thread, one after the other (under `nice`), with
# a time limit per case (default 10 s, MCGS's --test-timeout and cgt's --timeout). CPU time is the
# process's user + system time (/usr/bin/time), MCGS's start-up included; "search" is the sum of
# the times each program reports per case. Results go to DIR (default /tmp/mcgs-compare):
# per family cgt_FAMILY.jsonl, mcgs_FAMILY.csv, and summary.tsv; disagreements are listed.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
MCGS_GIT=${MCGS_GIT:-}
MCGS_BUILD_SH=${MCGS_BUILD_SH:-}
MCGS_BUILD=${MCGS_BUILD:-/tmp/mcgs-build}
CGT=${CGT:-$here/../build/release/tools/cgt}
out=/tmp/mcgs-compare
timeout_ms=10000
families=""
while [ $# -gt 0 ]; do
  case $1 in
    --mcgs-git) MCGS_GIT=$2; shift 2 ;;
    --mcgs-build-sh) MCGS_BUILD_SH=$2; shift 2 ;;
    --mcgs-build) MCGS_BUILD=$2; shift 2 ;;
    --cgt) CGT=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --timeout) timeout_ms=$2; shift 2 ;;
    --families) families=$2; shift 2 ;;
    -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
    *) echo "mcgs_compare.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

mcgs="$MCGS_BUILD/MCGS-v1.7/MCGS"
if [ ! -x "$mcgs" ]; then
  [ -n "$MCGS_GIT" ] && [ -n "$MCGS_BUILD_SH" ] || {
    echo "mcgs_compare.sh: no MCGS at $mcgs; give MCGS_GIT and MCGS_BUILD_SH to build it" >&2; exit 2; }
  bash "$MCGS_BUILD_SH" "$MCGS_GIT" "$MCGS_BUILD"
fi
[ -x "$CGT" ] || { echo "mcgs_compare.sh: no cgt at $CGT (cmake --build --preset release --target cgt_cli)" >&2; exit 2; }

# MCGS's test files, from its build tree (build.sh exports input/ there).
tests="$MCGS_BUILD/MCGS-v1.7/input/autotests"
[ -d "$tests" ] || { echo "mcgs_compare.sh: no test files at $tests" >&2; exit 2; }
mkdir -p "$out"
: > "$out/disagreements.txt"
[ -n "$families" ] || families=$(cd "$tests" && ls -d */ | tr -d /)

printf 'family\tcases\tagree\tdisagree\tcgt_timeouts\tmcgs_timeouts\tcgt_cpu_s\tmcgs_cpu_s\tcgt_search_s\tmcgs_search_s\n' > "$out/summary.tsv"
for family in $families; do
  dir="$tests/$family"
  files=$(cd "$dir" && find . -name '*.test' | sort)
  # cgt: one line of JSON per command, in the order of the files.
  (cd "$dir" && /usr/bin/time -f '%U %S' -o "$out/cgt_$family.time" nice "$CGT" solve --format json \
     --timeout "$timeout_ms" $files > "$out/cgt_$family.jsonl" 2> "$out/cgt_$family.err") || true
  # MCGS: its test runner over the directory, one CSV row per command.
  (cd "$MCGS_BUILD/MCGS-v1.7" && /usr/bin/time -f '%U %S' -o "$out/mcgs_$family.time" nice ./MCGS --run-tests \
     --test-dir "$dir" --out-file "$out/mcgs_$family.csv" --test-timeout "$timeout_ms" > "$out/mcgs_$family.log" 2>&1) || true
  python3 "$here/mcgs_compare_summary.py" "$out" "$family" >> "$out/summary.tsv"
  tail -1 "$out/summary.tsv"
done
column -t -s $'\t' "$out/summary.tsv"
[ ! -s "$out/disagreements.txt" ] || { echo "disagreements and unmatched cases:"; cat "$out/disagreements.txt"; }
