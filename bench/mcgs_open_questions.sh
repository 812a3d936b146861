#!/usr/bin/env bash
# How far cgt gets in a time budget on the open questions of MCGS's results page
# (github ualberta-mueller-group/MCGS, docs): each question is asked for n = first, first+1, ...
# until its budget (default 600 s, wall clock) is spent; the last n is the one that timed out.
#
#   bench/mcgs_open_questions.sh [--budget SECONDS] [--questions "xo xxo 2xn 3xn"]
#
#   xo   linear Clobber (XO)^n: v < (XO)^n < ^ (MCGS: verified for 5 < n < 25), asked as two
#        outcomes: (XO)^n + ^ > 0 (B win, W loss) and (XO)^n + v < 0 (B loss, W win)
#   xxo  linear Clobber (XXO)^n = floor((n+1)/2).^ (SEGClobber: up to n = 28), asked as the
#        outcome of (XXO)^n - floor((n+1)/2).^ (B loss, W loss: it is 0)
#   2xn  checkerboard Clobber 2 x n: who wins moving first (MCGS: to n = 17)
#   3xn  checkerboard Clobber 3 x n (MCGS: to n = 10)
#
# One `cgt solve` per n (the tables start empty), one thread. Run by hand, never by CI.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
CGT=${CGT:-$here/../build/release/tools/cgt}
budget=600
questions="xo xxo 2xn 3xn"
while [ $# -gt 0 ]; do
  case $1 in
    --budget) budget=$2; shift 2 ;;
    --questions) questions=$2; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "mcgs_open_questions.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
[ -x "$CGT" ] || { echo "mcgs_open_questions.sh: no cgt at $CGT" >&2; exit 2; }

. "$here/mcgs_positions.sh" # repeat, board
# The MCGS input for question q at size n.
input() {
  local q=$1 n=$2
  case $q in
    xo) printf '[clobber_1xn] %s [up_star] (1) {B win, W loss}\n[clobber_1xn] %s [up_star] (-1) {B loss, W win}\n' \
          "$(repeat XO "$n")" "$(repeat XO "$n")" ;;
    xxo) printf '[clobber_1xn] %s [up_star] (%d) {B loss, W loss}\n' "$(repeat XXO "$n")" "$((-(n + 1) / 2))" ;;
    2xn) printf '[clobber] %s {B, W}\n' "$(board 2 "$n")" ;;
    3xn) printf '[clobber] %s {B, W}\n' "$(board 3 "$n")" ;;
  esac
}
first_n() { case $1 in xo) echo 6 ;; xxo) echo 2 ;; 2xn) echo 2 ;; 3xn) echo 2 ;; esac; }

printf 'question\tn\tresults\tas expected\tseconds\n'
for q in $questions; do
  start=$(date +%s%N)
  n=$(first_n "$q")
  while :; do
    left_ms=$((budget * 1000 - ($(date +%s%N) - start) / 1000000))
    [ "$left_ms" -ge 1 ] || left_ms=1
    t0=$(date +%s%N)
    out=$(input "$q" "$n" | "$CGT" solve --format json --timeout "$left_ms" 2>/dev/null || true)
    ms=$((($(date +%s%N) - t0) / 1000000))
    secs=$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))
    summary=$(printf '%s\n' "$out" | python3 -c '
import json, sys
rows = [json.loads(l) for l in sys.stdin if l.strip()]
results = " ".join(r["player"] + ":" + r["result"] for r in rows)
checked = [r["matches"] for r in rows if r.get("matches") is not None]
print(results + "\t" + ("-" if not checked else "yes" if all(checked) else "NO"))')
    printf '%s\t%d\t%s\t%s\n' "$q" "$n" "$summary" "$secs"
    # a timeout ends the question, and so does no result at all (cgt failed: its message is lost)
    case $summary in *timeout*|*memory*|$'\t'*) break ;; esac
    n=$((n + 1))
  done
done
