#!/usr/bin/env bash
# The CLI under hostile and extreme input (issue 13): each case is one ctest test,
#   robustness.sh CGT CASE
# A case fails unless cgt gives the expected exit code and a one-line message that matches; a
# crash, an abort, a hang (ctest's timeout) or a silent exit 0 fails it.
set -uo pipefail
cgt=$1
case_name=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL [$case_name]: $*" >&2; exit 1; }

# expect CODE REGEX COMMAND...: runs COMMAND (stdout to $stdout, by default $work/out), checks its
# exit code and that stderr is one line matching REGEX (an extended regular expression).
stdout=$work/out
expect() {
    local code=$1 regex=$2
    shift 2
    "$@" > "$stdout" 2> "$work/err"
    local got=$?
    [ "$got" -eq "$code" ] || fail "exit code $got, expected $code; stderr: $(head -c 600 "$work/err")"
    if [ -z "$regex" ]; then
        [ ! -s "$work/err" ] || fail "expected no message, got: $(head -c 600 "$work/err")"
        return
    fi
    [ "$(wc -l < "$work/err")" -le 1 ] || fail "more than one line on stderr: $(head -c 600 "$work/err")"
    grep -Eq -- "$regex" "$work/err" || fail "stderr does not match /$regex/: $(head -c 600 "$work/err")"
}

# expect_stdin INPUT_FILE CODE REGEX COMMAND...
expect_stdin() {
    local input=$1
    shift
    expect "$@" < "$input"
}

case "$case_name" in
# ---- the memory limit ----
memory_limit_garbage) expect 2 "--memory-limit must be a whole number of MiB" "$cgt" --memory-limit 12abc value 1 ;;
memory_limit_overflow) expect 2 "--memory-limit 17592186044416 MiB is too large" "$cgt" --memory-limit 17592186044416 value 1 ;;
memory_limit_too_small) expect 2 "--memory-limit 16 MiB is too small: cgt needs at least 32 MiB" "$cgt" --memory-limit 16 value 1 ;;
memory_limit_env_garbage) expect 2 "CGT_MEMORY_LIMIT_MB must be a whole number" env CGT_MEMORY_LIMIT_MB=lots "$cgt" value 1 ;;
memory_limit_env_overflow) expect 2 "CGT_MEMORY_LIMIT_MB 17592186044416 MiB is too large" env CGT_MEMORY_LIMIT_MB=17592186044416 "$cgt" value 1 ;;
memory_limit_env_too_small) expect 2 "CGT_MEMORY_LIMIT_MB 8 MiB is too small" env CGT_MEMORY_LIMIT_MB=8 "$cgt" value 1 ;;
memory_limit_option_wins) expect 0 "" env CGT_MEMORY_LIMIT_MB=lots "$cgt" --memory-limit 64 value 1 ;;
memory_limit_advice)
    # The game table alone outgrows 32 MiB: the message says what to raise and how.
    expect 2 "memory limit of 32 MiB reached: the game table asked for .*raise the limit with --memory-limit MB or CGT_MEMORY_LIMIT_MB" \
        "$cgt" --memory-limit 32 value "$(for k in $(seq 1 15); do printf '{%d|{%d|%d}}+' $((3 * k + 1)) $((-k)) $((-3 * k - 2)); done)0" ;;
help_states_default_limit)
    "$cgt" --help > "$work/out" || fail "cgt --help failed"
    grep -q "half of this machine's memory" "$work/out" || fail "cgt --help does not state the default memory limit" ;;

# ---- messages ----
unknown_command) expect 2 "unknown command 'frob'; the commands are: value, compare, outcome, info, dom, grundy, compound" "$cgt" frob ;;
unknown_dom_command) expect 2 "cgt dom: unknown command 'frob'; the commands are: path, cycle, batch, graph, table" "$cgt" dom frob ;;

# ---- checked writes ----
full_disk_value) stdout=/dev/full expect 2 "cannot write the output: No space left on device" "$cgt" value '{1|0}' ;;
full_disk_info) stdout=/dev/full expect 2 "cannot write the output: No space left on device" "$cgt" info '{1|0}' ;;
full_disk_compare) stdout=/dev/full expect 2 "cannot write the output: No space left on device" "$cgt" compare 1 '*' ;;
full_disk_dom_path) stdout=/dev/full expect 2 "cannot write the output: No space left on device" "$cgt" dom path AB ;;
full_disk_dom_batch)
    printf 'P AABA\nP ABBA\n' > "$work/in"
    stdout=/dev/full expect_stdin "$work/in" 2 "cannot write the output: No space left on device" "$cgt" dom batch ;;
full_disk_dom_graph)
    printf 'P4 AABA\n' > "$work/in"
    stdout=/dev/full expect_stdin "$work/in" 2 "cannot write the output: No space left on device" "$cgt" dom graph ;;
full_disk_dom_table) stdout=/dev/full expect 2 "cannot write the output: No space left on device" "$cgt" dom table 6 ;;
full_disk_grundy) stdout=/dev/full expect 2 "cannot write the output: No space left on device" "$cgt" grundy octal 0.137 --count 50 ;;
full_disk_node_kayles) stdout=/dev/full expect 2 "cannot write the output: No space left on device" "$cgt" grundy node-kayles P5 ;;
full_disk_compound) stdout=/dev/full expect 2 "cannot write the output: No space left on device" "$cgt" compound diminished --play normal --sequence 40 ;;
full_disk_help) stdout=/dev/full expect 2 "cannot write the output: No space left on device" "$cgt" --help ;;
closed_pipe)
    # The reader goes away after one line: cgt stops with a message, not silently and not at the end.
    "$cgt" dom table 18 2> "$work/err" | head -n 1 > /dev/null
    codes=("${PIPESTATUS[@]}")
    [ "${codes[0]}" -eq 2 ] || fail "exit code ${codes[0]}, expected 2"
    grep -q "cannot write the output: Broken pipe" "$work/err" || fail "stderr: $(cat "$work/err")" ;;
*) fail "unknown case" ;;
esac
exit 0
