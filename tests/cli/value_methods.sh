#!/usr/bin/env bash
# Malformed method calls and refused work in `cgt value` (docs/notation.md): each must give exit code 2
# and a one-line message that says what was wrong.
#   value_methods.sh CGT
set -uo pipefail
cgt=$1
status=0
check() { # REGEX EXPRESSION
    local regex=$1 text=$2 err got
    err=$("$cgt" value "$text" 2>&1 >/dev/null)
    got=$?
    if [ "$got" -ne 2 ] || [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ] || ! printf '%s' "$err" | grep -Eq -- "$regex"; then
        echo "FAIL: cgt value '$text': exit $got, stderr: $err" >&2
        status=1
    fi
}
check "Heat takes 1 argument .*write G.Heat\(t\)" '{1|0}.Heat()'
check "Heat takes 1 argument" '{1|0}.Heat'
check "Heat takes 1 argument .*got 2" '{1|0}.Heat(1,2)'
check "Cool: the temperature t must be a number, got \*" '{1|0}.Cool(*)'
check "unknown method 'Foo'" '{1|0}.Foo'
check "unknown method 'heat' \(did you mean Heat\?\)" '{1|0}.heat(1)'
check "Overheat takes 2 arguments" '{1|0}.Overheat(1)'
check "Mean takes no arguments" '{1|0}.Mean(1)'
check "unknown name 'G'" 'G.Heat()'
check "expected a method name after '.'" '{1|0}.'
check "Pow: invalid exponent" '^.Pow(0)'
check "at most 127 copies" '1000 * {3||2|1}'
check "nimbers up to \*64" '*100.Heat(1)'
check "levels deep" '{3||2|1}:1000000000000'
check "100000 levels deep.*--work-limit 782" '^<100000>'
check "not an uptimal" '{1|0}.UptimalExpansion'
check "applies to impartial games" '{1|0}.Genus'
out=$("$cgt" value --format explicit '^^^')
[ "$out" = "{0|^^*}" ] || { echo "FAIL: --format explicit '^^^' printed $out" >&2; status=1; }
exit $status
