#!/usr/bin/env bash
# The expression language's work limit in the CLI (docs/notation.md, work limit): --work-limit and
# CGT_WORK_LIMIT raise it, parsed as strictly as --memory-limit; a refusal exits 2 with one line
# naming the option; short inputs that ran for minutes or grew to gigabytes stop in seconds.
#   work_limit.sh CGT
set -uo pipefail
cgt=$1
status=0
fail() { echo "FAIL: $*" >&2; status=1; }

# refused REGEX ARGS...: exit 2 within 60 s, one line of stderr matching REGEX, nothing on stdout.
refused() {
    local regex=$1 out err got
    shift
    err=$(timeout 60 "$cgt" "$@" 2>&1 >/dev/null)
    got=$?
    if [ "$got" -ne 2 ] || [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ] || ! printf '%s' "$err" | grep -Eq -- "$regex"; then
        fail "cgt $*: exit $got, stderr: ${err:0:300}"
    fi
}
# prints EXPECTED ARGS...: exit 0 within 60 s with EXPECTED as its output.
prints() {
    local expected=$1 out got
    shift
    out=$(timeout 60 "$cgt" "$@" 2>&1)
    got=$?
    if [ "$got" -ne 0 ] || [ "$out" != "$expected" ]; then fail "cgt $*: exit $got, output: ${out:0:300}"; fi
}

# Raising the limit admits what CGSuite computes; the refusal names the limit that does.
refused "200 levels deep.*raise the limit with --work-limit 2 or CGT_WORK_LIMIT" value '^<200>'
prints '^<200>' --work-limit 2 value '^<200>'
refused "201 levels deep.*--work-limit 2" value '{1|0}:200'
prints 202 --work-limit 2 value '({1|0}:200).Birthday'
CGT_WORK_LIMIT=2 prints 202 value '({1|0}:200).Birthday'
refused "\*100.*nimbers up to \*64.*--work-limit 2" value '*100.Heat(1)'
refused "no work limit|not even the largest work limit" value '^9223372036854775807:1'

# Parsed strictly: garbage, signs, units, zero and overflow are refused before any work.
for bad in '' 0 -1 +1 ' 2' 2x 1e3 0x10 1048577 99999999999999999999999; do
    refused "work-limit" --work-limit "$bad" value 1
    CGT_WORK_LIMIT=$bad refused "CGT_WORK_LIMIT" value 1
done
CGT_WORK_LIMIT=abc prints 1 --work-limit 3 value 1 # the option wins over the environment
"$cgt" --help | grep -q -- "--work-limit" || fail "--help does not list --work-limit"

# Inputs that once ran for minutes at flat memory: fast now, or refused up front.
prints '3/2^10000' value '1:(1/2^10000)'
refused "20005 levels deep.*--work-limit 157" value '(1/2^10000):(1/2^10000)'
chain=$(printf '^'; for _ in $(seq 639); do printf ':^'; done)
refused "129 levels deep.*--work-limit 2" value "$chain"
# Sums of hot games too large for any up-front check: stopped by the step budget in seconds.
refused "stopped after 16777216 steps.*--work-limit 2" --memory-limit 32 value '*32.Heat(1) + *31.Heat(1)'

# Item 6: under 30 characters, gigabytes before: refused at once.
for text in '^9223372036854775807:1' '^10000000 + {1|0}' '^9223372036854775807.Heat(1)' \
    '^9223372036854775807.Overheat(1,1)' '^9223372036854775807.Tiny'; do
    refused "up-multiple of (9223372036854775807|10000000)" value "$text"
done
refused "up-chain" value '{1|0}.ConwayProduct(1/2^33000)'
exit $status
