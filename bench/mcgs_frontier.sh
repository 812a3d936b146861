#!/usr/bin/env bash
# The frontier positions of issue 25 (where MCGS's search takes seconds to minutes), solved by
# cgt and by MCGS one after the other, one thread each, with CPU time and results side by side.
#
#   bench/mcgs_frontier.sh [--cap SECONDS] [--only "xo18 dom6x6 ..."] [--out DIR]
#
#   xo18, xo22      linear Clobber (XO)^18, (XO)^22, who wins moving first (B and W)
#   c2x12, c2x13    2 x 12 and 2 x 13 checkerboard Clobber (XOXO...|OXOX...), B and W
#   dom6x6          6 x 6 Domineering, empty board, B and W
#   nogo1x24        linear NoGo, 24 empty cells, B and W
#   amazons4x5      4 x 5 Amazons, a queen in each corner (X...O|.....|.....|O...X), B and W
#   impclobber2x11  impartial Clobber on the 2 x 11 checkerboard, its nim value
#
# Each program gets one process per position, killed after --cap seconds (default 600) of wall
# clock; CPU is user + system seconds from /usr/bin/time. MCGS is the build that
# bench/mcgs_compare.sh makes (MCGS=path overrides). Run by hand on an otherwise idle machine,
# never by CI. Output: DIR/frontier.tsv (default /tmp/cgt-mcgs-frontier).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
CGT=${CGT:-$here/../build/release/tools/cgt}
MCGS=${MCGS:-/tmp/mcgs-build/MCGS-v1.7/MCGS}
cap=600
only="xo18 xo22 c2x12 c2x13 dom6x6 nogo1x24 amazons4x5 impclobber2x11"
out=/tmp/cgt-mcgs-frontier
while [ $# -gt 0 ]; do
  case $1 in
    --cap) cap=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "mcgs_frontier.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
[ -x "$CGT" ] || { echo "mcgs_frontier.sh: no cgt at $CGT (cmake --build --preset release --target cgt_cli)" >&2; exit 2; }
[ -x "$MCGS" ] || { echo "mcgs_frontier.sh: no MCGS at $MCGS (bench/mcgs_compare.sh builds it)" >&2; exit 2; }
mkdir -p "$out"

. "$here/mcgs_positions.sh" # repeat, board
# The MCGS input (version 1.7, which cgt solve reads too) of a frontier position.
input() {
  case $1 in
    xo18) printf '[clobber_1xn] %s {B, W}' "$(repeat XO 18)" ;;
    xo22) printf '[clobber_1xn] %s {B, W}' "$(repeat XO 22)" ;;
    c2x12) printf '[clobber] %s {B, W}' "$(board 2 12)" ;;
    c2x13) printf '[clobber] %s {B, W}' "$(board 2 13)" ;;
    dom6x6) printf '[domineering] ......|......|......|......|......|...... {B, W}' ;;
    nogo1x24) printf '[nogo_1xn] %s {B, W}' "$(repeat . 24)" ;;
    amazons4x5) printf '[amazons] X...O|.....|.....|O...X {B, W}' ;;
    impclobber2x11) printf '[impartial clobber] %s {N}' "$(board 2 11)" ;;
    *) echo "mcgs_frontier.sh: unknown position $1" >&2; exit 2 ;;
  esac
}

# Runs one program on one position: prints "CPU_SECONDS<TAB>RESULTS" (RESULTS "timeout" past the cap).
run() {
  local who=$1 name=$2 file="$out/$name.test" log="$out/$1_$2.out" status=0
  printf '{version 1.7}\n%s\n' "$(input "$name")" > "$file"
  if [ "$who" = cgt ]; then
    /usr/bin/time -f '%U %S' -o "$out/$who.time" timeout "$cap" "$CGT" solve --format tsv "$file" > "$log" 2>&1 || status=$?
  else
    /usr/bin/time -f '%U %S' -o "$out/$who.time" timeout "$cap" "$MCGS" --file "$file" > "$log" 2>&1 || status=$?
  fi
  local cpu results
  cpu=$(grep -v '^Command' "$out/$who.time" | tail -1 | awk '{printf "%.2f", $1 + $2}')
  if [ "$status" = 124 ]; then
    results=timeout
  elif [ "$who" = cgt ]; then
    results=$(awk -F'\t' '{printf "%s%s %s", (NR > 1 ? ", " : ""), $2, $3}' "$log")
  else
    results=$(awk '/^Player:/ {p = $2} /^Got:/ {printf "%s%s %s", n++ ? ", " : "", p == "IMP" ? "N" : p, tolower($2)}' "$log")
  fi
  printf '%s\t%s' "$cpu" "$results"
}

printf 'position\tcgt_cpu_s\tcgt_results\tmcgs_cpu_s\tmcgs_results\n' | tee "$out/frontier.tsv"
for name in $only; do
  printf '%s\t%s\t%s\n' "$name" "$(run cgt "$name")" "$(run mcgs "$name")" | tee -a "$out/frontier.tsv"
done
