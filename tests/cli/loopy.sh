#!/usr/bin/env bash
# Loopy games through the CLI (docs/loopy.md): cgt value/compare/outcome/info on loopy
# expressions, parse errors with their positions, and cgt play token / fox-and-geese /
# backsliding-toads-and-frogs. Expected values are CGSuite's (EvalTest.scala,
# SidedValueTestCase.scala, GameStripTest.scala line 11) or worked by hand in the comments.
#   loopy.sh CGT
set -uo pipefail
cgt=$1
status=0
expect() { # EXPECTED-STDOUT COMMAND...
    local want=$1 got
    shift
    got=$("$cgt" "$@" 2>&1)
    if [ $? -ne 0 ] || [ "$got" != "$want" ]; then
        echo "FAIL: cgt $*: got '$got', want '$want'" >&2
        status=1
    fi
}
refuse() { # REGEX COMMAND...: exit 2 and a one-line message matching REGEX
    local regex=$1 err got
    shift
    err=$("$cgt" "$@" 2>&1 >/dev/null)
    got=$?
    if [ "$got" -ne 2 ] || [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ] || ! printf '%s' "$err" | grep -Eq -- "$regex"; then
        echo "FAIL: cgt $*: exit $got, stderr: $err" >&2
        status=1
    fi
}
expect 'dud' value '{pass|pass}'
expect '3/2under' value '{pass|3/2}'
expect 'a{0||||0|||a|*||*}' value 'x{0||||0|||x|*||*}'
expect '2 & +-1' value 'a{1||a|0}'
expect '^<on>' value '^.Pow(on)'
expect '-5over' value 'over - 5'
expect '1over' value '1 + a{0|a}'
expect '{1|0}' value '{1|0}'            # short values print as before
expect '0' value '+-(^<on>+*)'          # a loopy expression whose value is short
expect 'over' value '{0|pass}.Degree'
expect 'true' value 'over > 0'
expect 'false' value 'on < 5'
expect '>' compare 'on' 'over'
expect '||' compare '1 & 0' '1/2'       # onside 1 > 1/2, offside 0 < 1/2
expect '=' compare 'on - on' 'dud'
expect '<' compare '{1|0}' '2'
expect 'D' outcome 'on + off'
expect 'PHat' outcome 'a{{|a}|}'
expect 'N' outcome 'a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}' # Bach's Carousel
expect 'L' outcome 'over'
info=$("$cgt" info 'a{1||a|0}')
printf '%s\n' "$info" | grep -q '^onside:        2$' || { echo "FAIL: info a{1||a|0}: $info" >&2; status=1; }
printf '%s\n' "$info" | grep -q '^outcome:       NHat$' || { echo "FAIL: info a{1||a|0}: $info" >&2; status=1; }
info=$("$cgt" info '{pass|3/2}')
printf '%s\n' "$info" | grep -q '^degree:        over$' || { echo "FAIL: info {pass|3/2}: $info" >&2; status=1; }

refuse 'parse error at position 4 \(at "b}"\): unknown name .b.' value 'a{0|b}'
refuse 'parse error at position 0 .*pass stands alone as an option' value 'pass'
refuse 'parse error at position 4 .*must be an option of a game' value 'a{0|{1|a}+1}'
refuse 'parse error at position 5 .*missing .\}. for the .\{. at position 1' value 'a{0|a'
refuse 'parse error at position 6 .*comparisons do not chain' value '1 < 2 < 3'
refuse 'parse error at position 9 .*one .&.' value 'on & off & on'
refuse "cannot label a game" value 'on{0|on}'
refuse 'offside H must be <= the onside G' value '1 & 2'
refuse 'Mean: it applies to short games, not to loopy games' value 'on.Mean'
refuse '300 copies of a loopy game; work limit 1 allows at most 256.*--work-limit 2' value '300 * on'

# Smith's values: a token on the directed 5-cycle goes round forever (a draw); on 0>1 1>2 2>0
# 2>3 the token at 2 may move to 3 (a dead end, *0) or to 0, from which 1 and then 2 follow:
# 2 has a move to *0, so it is *k with k >= 1; 0's only option 1 has only the option 2... (*2:
# 1 = *0 is impossible as 1 -> 2 with 2 != *0; the labelling gives 2 = *2, 0 = *, 1 = 0).
expect '∞ (D)' play token 'dcycle(5)' --start 0
expect 'D' play token 'dcycle(5)' --outcome
expect '*2 (N)' play token '0>1 1>2 2>0 2>3' --start 2
expect '* (N)' play token '0>1 1>2 2>0 2>3' --start 0
expect '0 (P)' play token '0>1 1>2 2>0 2>3' --start 1
# ∞ + * is ∞_{} (K xor 1 for K empty): a draw; ∞_{1} + * is ∞_{0}: a first-player win
expect '∞ (D)' play token 'dcycle(5)' '0>1' --start 0 --start 0
# on 0>1 0>2 2>2 the token at 0 may stop the game (to 1, *0) or pass forever (2 = ∞): 0 is
# ∞_{0}, a first-player win; plus a token that has one move left (*) it is ∞_{1}, a draw
expect '∞_{0} (N)' play token '0>1 0>2 2>2'
expect '∞_{1} (D)' play token '0>1 0>2 2>2' '0>1'
# onside {on|{0|-1/2}}: Left wins; offside {{1/2|0}|off}: Right wins; so D (CGSuite's value)
expect '{on||0|-1/2} & {1/2|0||off} (D)' play backsliding-toads-and-frogs 'ttt..fff'
# A Fox and Geese value as a long run: stopped by SIGINT after its first checkpoint (the
# valuation is under way: the first one is written a tenth of a second in), then resumed from
# it; the value printed is the uninterrupted run's. Geese on row 5, the fox at (1,1): 1.1 s.
board='........|........|........|x.x.x.x.|........|........|........|o.......'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$cgt" play fox-and-geese "$board" > "$work/full" || { echo "FAIL: fox-and-geese uninterrupted" >&2; status=1; }
"$cgt" play fox-and-geese "$board" --checkpoint "$work/ck" --checkpoint-every 0.1 > "$work/part" 2> "$work/err" &
pid=$!
for _ in $(seq 200); do [ -s "$work/ck" ] && break; sleep 0.05; done
kill -INT "$pid"
wait "$pid"
code=$?
if [ "$code" -ne 130 ] || ! grep -q 'checkpoint written to' "$work/err" || [ -s "$work/part" ]; then
    echo "FAIL: fox-and-geese --checkpoint then SIGINT: exit $code, stderr: $(cat "$work/err")" >&2
    status=1
fi
grep -q '^[0-9]* [0-9]*$' <(sed -n '/^checksum/,$p' "$work/ck" | sed -n 2p) || { echo "FAIL: the checkpoint holds no loopy state" >&2; status=1; }
"$cgt" play fox-and-geese "$board" --resume "$work/ck" >> "$work/part" || { echo "FAIL: the resumed run failed" >&2; status=1; }
cmp -s "$work/part" "$work/full" || { echo "FAIL: resumed '$(cat "$work/part")', uninterrupted '$(cat "$work/full")'" >&2; status=1; }
[ ! -e "$work/ck" ] || { echo "FAIL: the checkpoint of a finished run was left behind" >&2; status=1; }
refuse 'checkpoint and --resume apply to the values of fox-and-geese' play clobber xo --checkpoint "$work/x"
refuse 'drop --outcome' play fox-and-geese "$board" --outcome --checkpoint "$work/x"

refuse 'misère play of loopy games' play token 'dcycle(5)' --misere
refuse 'reads one position' play backsliding-toads-and-frogs 'tt..ff' 'ttt..fff'
exit $status
