# Position text shared by the MCGS benchmark scripts (sourced by mcgs_frontier.sh and
# mcgs_open_questions.sh).

# `repeat TEXT N`: TEXT written N times.
repeat() { local s=""; for ((i = 0; i < $2; i++)); do s+=$1; done; printf '%s' "$s"; }

# `board ROWS N`: checkerboard rows of N cells, X at even (row + column), rows separated by '|'.
board() {
  local rows=$1 n=$2 text="" r c
  for ((r = 0; r < rows; r++)); do
    [ "$r" -gt 0 ] && text+="|"
    for ((c = 0; c < n; c++)); do if (((r + c) % 2 == 0)); then text+=X; else text+=O; fi; done
  done
  printf '%s' "$text"
}
