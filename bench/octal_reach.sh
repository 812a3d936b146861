#!/usr/bin/env bash
# How far cgt gets on an unsolved octal game within a time budget: runs
# `cgt grundy octal CODE --count 2^k --no-values --stats` for k = FROM, FROM + 1, ... and stops
# after the first run that takes longer than the budget (each run starts from scratch, so the
# last completed count is reached in at most the time printed for it). The --stats line is the
# one tczajka/octal-games UnsolvedGames.md lists (largest value, rare mask, rare heaps, last rare).
#
#   bench/octal_reach.sh CODE [BUDGET_SECONDS=600] [FROM=16] [CGT=build/release/tools/cgt]
#   bench/octal_reach.sh 0.6 600 20
# Figures: docs/benchmarks.md.
set -euo pipefail
code=$1
budget=${2:-600}
k=${3:-16}
cgt=${4:-build/release/tools/cgt}
echo "load: $(uptime)"
while ((k <= 29)); do
  count=$((1 << k))
  start=$(date +%s.%N)
  stats=$("$cgt" grundy octal "$code" --count "$count" --no-values --stats)
  seconds=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')
  printf '%s 2^%d: %8.1f s wall  %s\n' "$code" "$k" "$seconds" "$stats"
  if awk -v s="$seconds" -v b="$budget" 'BEGIN { exit !(s > b) }'; then break; fi
  k=$((k + 1))
done
echo "load: $(uptime)"
