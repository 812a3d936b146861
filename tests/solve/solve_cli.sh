#!/usr/bin/env bash
# cgt solve: MCGS's test files and what it must refuse; each case is one ctest test,
#   solve_cli.sh CGT CASE
# (run from tests/solve/, whose mcgs/ holds copies of MCGS's input/autotests files).
set -uo pipefail
cgt=$1
case_name=$2
here="$(cd "$(dirname "$0")" && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL [$case_name]: $*" >&2; exit 1; }

# refused LINE-REGEX INPUT: cgt solve reads INPUT from a file and must stop with exit 2 and one
# message naming the file and line.
refused() {
    local regex=$1
    printf '%s' "$2" > "$work/bad.test"
    "$cgt" solve "$work/bad.test" > "$work/out" 2> "$work/err"
    local code=$?
    [ "$code" -eq 2 ] || fail "exit code $code, expected 2: $(cat "$work/err")"
    [ ! -s "$work/out" ] || fail "printed before refusing: $(cat "$work/out")"
    [ "$(wc -l < "$work/err")" -eq 1 ] || fail "not one line: $(cat "$work/err")"
    grep -Eq "^cgt: $work/bad.test:$regex" "$work/err" || fail "message: $(cat "$work/err")"
}

case $case_name in
mcgs_autotests)
    # Every command of the copied files as the file expects, none timed out.
    cd "$here/mcgs" || fail "no mcgs/"
    files=$(find . -name '*.test' ! -name wrong_value.test | sort)
    "$cgt" solve --timeout 60000 $files > "$work/out" 2> "$work/err" || fail "exit code $?: $(cat "$work/err")"
    total=$(($(wc -l < "$work/out") - 1))
    tail -1 "$work/out" | grep -Eq "^$total commands: $total as expected, 0 differ, 0 without an expectation, 0 timed out$" ||
        fail "$(grep -v ' ok ' "$work/out" | head -20)"
    [ "$total" -gt 2000 ] || fail "only $total commands"
    ;;
wrong_value)
    # MCGS's own check that a wrong expectation is reported: exit 1, the lines say so.
    "$cgt" solve "$here/mcgs/misc_autotests/wrong_value.test" > "$work/out" 2> "$work/err"
    code=$?
    [ "$code" -eq 1 ] || fail "exit code $code, expected 1"
    grep -q '^cgt: 2 of 2 results differ from the expected ones$' "$work/err" || fail "message: $(cat "$work/err")"
    [ "$(grep -c 'win  DIFFERS (expected loss)' "$work/out")" -eq 2 ] || fail "$(cat "$work/out")"
    ;;
tsv)
    # Exactly INDEX<TAB>PLAYER<TAB>RESULT<TAB>MILLISECONDS, in input order.
    printf '[clobber_1xn] XOXOXO {B, W}\n[impartial clobber_1xn] XOXO (XO.OX) {N, winning moves N}\n[integer_game] 3 {W loss}\n{B loss}\n' |
        "$cgt" solve --format tsv > "$work/out" || fail "exit code $?"
    # XOXO is *3 in impartial clobber_1xn (Dai and Chen's table in clobber_1xn_dai_chen_easy.test),
    # the single game (XO.OX) is *1 + *1 = 0: the sum is *3, won by the two middle captures.
    printf '1\tB\tloss\n2\tW\tloss\n3\tN\t3\n4\tN\t0:2-3 0:3-2\n5\tW\tloss\n6\tB\tloss\n' > "$work/expected"
    cut -f1-3 "$work/out" | cmp -s - "$work/expected" || fail "$(cat "$work/out")"
    if grep -Evq $'^[0-9]+\t[BWN]\t[^\t]+\t[0-9]+\\.[0-9]{3}$' "$work/out"; then
        fail "a line is not INDEX PLAYER RESULT MS: $(cat "$work/out")"
    fi
    ;;
json)
    echo '[clobber_1xn] XOXOXO {B loss}' | "$cgt" solve --format json > "$work/out" || fail "exit code $?"
    grep -Eq '^\{"expected":"loss","file":"<stdin>","index":1,"line":1,"matches":true,"milliseconds":[0-9.e-]+,"player":"B","result":"loss"\}$' \
        "$work/out" || fail "$(cat "$work/out")"
    ;;
timeout)
    # A command past --timeout prints "timeout" and the run goes on (the 5x6 board takes seconds,
    # XO a millisecond: 500 ms leaves room for a loaded machine).
    printf '[clobber] XOXOXO|OXOXOX|XOXOXO|OXOXOX|XOXOXO {B}\n[clobber_1xn] XO {B}\n' |
        "$cgt" solve --format tsv --timeout 500 > "$work/out" || fail "exit code $?"
    cut -f1-3 "$work/out" | cmp -s - <(printf '1\tB\ttimeout\n2\tB\twin\n') || fail "$(cat "$work/out")"
    ;;
memory)
    # A command past the memory limit prints "memory", its positions are forgotten and the run
    # goes on (this Sheep position gathers hundreds of MB of positions in seconds).
    printf '[sheep] (0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 1, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 8, 0, 0, -8, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0) {B}\n[clobber_1xn] XO {B}\n' |
        "$cgt" --memory-limit 64 solve --format tsv > "$work/out" 2> "$work/err" || fail "exit code $?: $(cat "$work/err")"
    cut -f1-3 "$work/out" | cmp -s - <(printf '1\tB\tmemory\n2\tB\twin\n') || fail "$(cat "$work/out")"
    ;;
resume_keeps_tally)
    # A result that differed before an interruption still fails the resumed run: the checkpoint
    # kept only the next case, and the resumed run exited 0. Case 1 states a wrong result; the
    # run is stopped in case 2 (a 5x6 board, cut off by --timeout after the resume).
    printf '{version 1.7}\n[clobber_1xn] XO {B loss}\n[clobber] XOXOXO|OXOXOX|XOXOXO|OXOXOX|XOXOXO {B}\n[clobber_1xn] XO {W win}\n' > "$work/in.test"
    mkfifo "$work/pipe"
    "$cgt" solve --format tsv --timeout 3000 "$work/in.test" --checkpoint "$work/ck" > "$work/pipe" 2> "$work/err" &
    pid=$!
    { head -c 4; kill -INT "$pid"; cat; } < "$work/pipe" > "$work/part"
    wait "$pid"
    code=$?
    [ "$code" -eq 130 ] || fail "interrupted run: exit code $code, expected 130: $(cat "$work/err")"
    "$cgt" solve --format tsv --timeout 3000 "$work/in.test" --resume "$work/ck" >> "$work/part" 2> "$work/err"
    code=$?
    [ "$code" -eq 1 ] || fail "resumed run: exit code $code, expected 1 (case 1 differs): $(cat "$work/err")"
    grep -q '^cgt: 1 of 3 results differ from the expected ones$' "$work/err" || fail "message: $(cat "$work/err")"
    [ "$(cut -f1 "$work/part" | tr '\n' ' ')" = "1 2 3 " ] || fail "output: $(cat "$work/part")" ;;
impartial_white_space)
    # "impartial" and the name may be separated by any white space ([impartial\tX] was unknown).
    printf '[impartial\tclobber_1xn] XO {N 1}\n[impartial\n clobber_1xn] XOXO {N 3}\n' | "$cgt" solve --format tsv > "$work/out" ||
        fail "exit code $?: $(cat "$work/out")"
    [ "$(cut -f1-3 "$work/out" | tr '\t\n' '  ')" = "1 N 1 2 N 3 " ] || fail "$(cat "$work/out")" ;;
unreadable) "$cgt" solve "$work/none.test" 2> "$work/err"; [ $? -eq 2 ] && grep -q "^cgt: cannot read $work/none.test$" "$work/err" || fail "$(cat "$work/err")" ;;
unclosed_comment) refused "3: a comment '/\*' is never closed with '\*/'" $'{version 1.7}\n[clobber] XO\n/* never closed\n{B}\n' ;;
nested_comment_text) printf "{version 1.7}\n/* '*/', still a comment */ [clobber_1xn] XO {B win}\n" > "$work/ok.test"
    # To a file first: grep -q would stop reading at its match, and cgt's next line hit a closed pipe.
    "$cgt" solve "$work/ok.test" > "$work/out" || fail "exit code $?: $(cat "$work/out")"
    grep -q 'B win  ok' "$work/out" || fail "a comment ends at a token ending in */" ;;
unclosed_block) refused "2: a command block '\{' is never closed with '\}'" $'[clobber_1xn] XO\n{B win,\nW win\n' ;;
game_before_section) refused "2: the game \"XO\" comes before any \[section\] names its type" $'{version 1.7}\nXO {B}\n' ;;
unknown_section) refused "3: unknown section \[chess\]; the sections are clobber_1xn, .*" $'{version 1.7}\n\n[chess] e4 {B}\n' ;;
bad_position) refused "2: \[clobber\] \"XOZ\": .*" $'{version 1.7}\n[clobber] XOZ {B}\n' ;;
bad_command) refused "4: unknown command \"X win\" .*" $'{version 1.7}\n[clobber_1xn] XO {B win,\n\n X win}\n' ;;
bad_expectation) refused "2: B: the expected result is 'win' or 'loss', not \"draw\"" $'{version 1.7}\n[clobber_1xn] XO {B draw}\n' ;;
other_version) refused "1: this reads MCGS's input language version 1.7, not \"version 1.6\"" $'{version 1.6}\n[clobber_1xn] XO {B}\n' ;;
nim_of_partizan) refused "2: N \(a nim value\) needs impartial games; \[clobber_1xn\] is not impartial .*" $'{version 1.7}\n[clobber_1xn] XO {N}\n' ;;
bad_thermograph) refused "2: thermograph: give both walls.*" $'{version 1.7}\n[clobber_1xn] XO {thermograph L: (0, -1)}\n' ;;
*) fail "unknown case" ;;
esac
