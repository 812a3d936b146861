#!/usr/bin/env bash
# Certifies the published periods of the solved octal games with `cgt grundy octal --period` and
# times each run. The expected values are those of tczajka/octal-games SolvedGames.md ("prefix" is
# the preperiod: the first index of the periodic part), which credits Kenyon (.156), Austin (.356,
# .644, .165), Gangolli and Plambeck (.16, .56, .127, .376) and Flammenkamp (.354). The count asked
# for is exactly what the Guy-Smith theorem needs: 2 * preperiod + 2 * period + k values.
#
#   bench/octal_certify.sh [build/release/tools/cgt] [GAME...]     e.g. bench/octal_certify.sh "" .376
# Exit status 1 if a game is not certified with its published period. Figures: docs/benchmarks.md.
set -euo pipefail
cgt=${1:-build/release/tools/cgt}
[[ -n "$cgt" ]] || cgt=build/release/tools/cgt
shift || true
# game preperiod period
games=(
  ".45 498 20" ".156 3479 349" ".356 7315 142" ".644 3256 442" ".165 5181 1550"
  ".16 105351 149459" ".56 326640 144" ".127 46578 4" ".376 2268248 4" ".354 10061916 1180"
)
failed=0
echo "load: $(uptime)"
for entry in "${games[@]}"; do
  read -r game preperiod period <<<"$entry"
  if (($# > 0)) && [[ ! " $* " == *" $game "* ]]; then continue; fi
  k=$((${#game} - 1)) # the number of digits after the point
  count=$((2 * preperiod + 2 * period + k))
  start=$(date +%s.%N)
  line=$("$cgt" grundy octal "0$game" --count "$count" --no-values --period)
  seconds=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')
  expected="preperiod $preperiod period $period "
  if [[ "$line" == "$expected"* ]]; then status=ok; else status=FAILED; failed=1; fi
  printf '%-5s %9d values  %8.2f s wall  %s: %s\n' "$game" "$count" "$seconds" "$status" "$line"
done
exit $failed
