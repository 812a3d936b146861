#!/usr/bin/env bash
# The CLI under hostile and extreme input (docs/robustness.md): each case is one ctest test,
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
# Runs a long command uninterrupted, then again with --checkpoint, stopped by SIGNAL once the
# reader has BYTES of output, then with --resume: the pieces joined must be the uninterrupted
# output byte for byte, with the exit code of the signal, the message, and no checkpoint left.
interrupt_and_resume() {
    local signal=$1 bytes=$2 pid code
    shift 2
    local expected_code=$((128 + $(kill -l "$signal")))
    "$@" > "$work/full" || fail "the uninterrupted run failed"
    mkfifo "$work/pipe"
    "$@" --checkpoint "$work/ck" > "$work/pipe" 2> "$work/err" &
    pid=$!
    { head -c "$bytes"; kill "-$signal" "$pid"; cat; } < "$work/pipe" > "$work/part"
    wait "$pid"
    code=$?
    [ "$code" -eq "$expected_code" ] || fail "interrupted run: exit code $code, expected $expected_code: $(cat "$work/err")"
    grep -q "stopped by SIG$signal after [0-9]* bytes of output; checkpoint written to" "$work/err" || fail "message: $(cat "$work/err")"
    [ -s "$work/ck" ] || fail "no checkpoint"
    cmp -s "$work/part" "$work/full" && fail "the run was not interrupted"
    "$@" --resume "$work/ck" >> "$work/part" || fail "the resumed run failed"
    cmp "$work/part" "$work/full" || fail "interrupted + resumed output differs from the uninterrupted run"
    [ ! -e "$work/ck" ] || fail "the checkpoint of a finished run was left behind"
}

# stop_after BYTES OUT ERR COMMAND...: runs COMMAND, its stdout read through a pipe into OUT and
# its stderr into ERR, sends it SIGINT once BYTES have been read; $code is its exit code.
stop_after() {
    local bytes=$1 out=$2 err=$3 pid
    shift 3
    rm -f "$work/pipe"
    mkfifo "$work/pipe"
    "$@" > "$work/pipe" 2> "$err" &
    pid=$!
    { head -c "$bytes"; kill -INT "$pid"; cat; } < "$work/pipe" > "$out"
    wait "$pid"
    code=$?
}

# on_terminal SECONDS COMMAND...: runs COMMAND with stdout and stderr on a pseudo-terminal
# (script), sends it SIGINT after SECONDS (0: never), and leaves what the terminal showed in
# $work/tty, one line per redraw (\r), ending with "exit code N".
on_terminal() {
    local seconds=$1
    shift
    {
        printf '%q ' "$@"
        printf '&\npid=$!\n'
        # SIGINT, then SIGKILL if it is still running 10 s later (a background job ignores
        # SIGINT unless it installs a handler: that failure should not wait for ctest's timeout).
        [ "$seconds" = 0 ] || printf 'sleep %s\nkill -INT "$pid"\nfor _ in $(seq 100); do kill -0 "$pid" 2> /dev/null && sleep 0.1; done\nkill -KILL "$pid" 2> /dev/null\n' "$seconds"
        printf 'wait "$pid"\necho "exit code $?"\n'
    } > "$work/run.sh"
    script -qec "bash $work/run.sh" /dev/null < /dev/null | tr '\r' '\n' > "$work/tty"
}

# After on_terminal: the command was stopped by the SIGINT cleanly (the line cleared, one message).
expect_interrupted() {
    grep -aq '^cgt: stopped by SIGINT$' "$work/tty" || fail "no clean stop: $(tail -c 300 "$work/tty")"
    grep -aq '^exit code 130$' "$work/tty" || fail "exit code: $(tail -c 300 "$work/tty")"
}

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

# resume_table_refused OUTPUT REGEX: resuming the `dom table 17` run checkpointed in $work/ck,
# appending to OUTPUT, is refused (exit 2) with a message matching REGEX.
resume_table_refused() {
    "$cgt" dom table 17 --resume "$work/ck" >> "$1" 2> "$work/err"
    [ $? -eq 2 ] || fail "resuming onto $1 was accepted"
    grep -q "$2" "$work/err" || fail "message: $(cat "$work/err")"
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

# ---- threads ----
table_worker_memory_limit)
    # The budget runs out inside the table's worker threads (it used to abort): the game table or
    # the core's comparison frames (other structures) ask last, depending on the threads' timing.
    expect 2 "memory limit of 140 MiB reached: the (game table|other structures) asked for [0-9]+ [a-zA-Z]+ more, with 140 MiB in use" "$cgt" --memory-limit 140 dom table 13 --with-c --jobs 2 ;;
table_memory_checked_first)
    # A table too large for the limit is refused before any work, with the limit and the advice.
    expect 2 "memory limit of 64 MiB reached: the value tables asked for [0-9]+ MiB more.*--memory-limit" "$cgt" --memory-limit 64 dom table 22 ;;
table_jobs_bounded) expect 2 "--jobs: Value 257 not in range 1 to 256" "$cgt" dom table 5 --jobs 257 ;;

# ---- interrupts, checkpoints, resume ----
table_interrupt_resume)
    # Interrupt a table after its first 200 kB of output (deterministically: the reader sends
    # SIGINT), resume it, and compare with an uninterrupted run byte for byte.
    interrupt_and_resume INT 200000 "$cgt" dom table 17 --jobs 2 ;;
sequence_interrupt_resume)
    # The same for an F- sequence, stopped by SIGTERM.
    interrupt_and_resume TERM 20000 "$cgt" compound diminished --play misere --sequence 60000 ;;
octal_interrupt_resume)
    # The same for a Grundy sequence (Grundy's game, about 1 s each run, 5 s under ASan), with
    # its --period line. Once, under ASan, the resumed part ended with a value too many: a pause
    # at one of the engine's checkpoints skipped it, and with it every later choice of mask
    # (fixed; octal_sequence_test.cpp). That may also be why 600,000 values once ran past 120 s.
    interrupt_and_resume INT 300000 "$cgt" grundy octal '4!.0' --count 300000 --period ;;
octal_subtraction_interrupt_resume)
    # A subtraction code without a certified period (0.[32]): the resumed engine lost what the
    # earlier heaps offered and printed wrong values after the checkpoint.
    interrupt_and_resume INT 2000000 "$cgt" grundy octal '0.[32]' --count 3000000 ;;
octal_checkpoint_other_count)
    stop_after 100000 /dev/null /dev/null "$cgt" grundy octal '4!.0' --count 1500000 --checkpoint "$work/ck"
    expect 2 "belongs to 'cgt grundy octal 4!.0 --count 1500000', not to 'cgt grundy octal 4!.0 --count 1400000'" \
        "$cgt" grundy octal '4!.0' --count 1400000 --resume "$work/ck" ;;
octal_no_values_alone) expect 2 "--no-values alone would print nothing: add --period or --stats" "$cgt" grundy octal 0.137 --count 100 --no-values ;;
interrupt_without_checkpoint)
    stop_after 100000 "$work/part" "$work/err" "$cgt" dom table 17
    [ "$code" -eq 130 ] || fail "exit code $code, expected 130"
    grep -q "stopped by SIGINT; the output so far is complete up to its last line" "$work/err" || fail "message: $(cat "$work/err")"
    [ "$(tail -c 1 "$work/part" | od -An -c | tr -d ' ')" = '\n' ] || fail "the output ends in the middle of a line" ;;
checkpoint_corrupt)
    "$cgt" dom table 12 --checkpoint "$work/ck" > /dev/null
    printf 'cgt checkpoint 2\nversion: 0.1.0\ncommand: dom table 12 --format cgsuite\noutput-bytes: 10\noutput-crc32: 00000000\nstate-bytes: 5\nchecksum: 0000000000000001\nnext-' > "$work/ck"
    expect 2 "checkpoint .*/ck is corrupt: its checksum does not match" "$cgt" dom table 12 --resume "$work/ck" ;;
checkpoint_truncated)
    printf 'cgt checkpoint 2\nversion: 0.1.0\ncommand: dom table 12 --format cgsuite\noutput-bytes: 10\noutput-crc32: 00000000\n' > "$work/ck"
    expect 2 "checkpoint .*/ck is corrupt: expected the line \"state-bytes: ...\"" "$cgt" dom table 12 --resume "$work/ck" ;;
checkpoint_not_a_checkpoint)
    printf 'hello\n' > "$work/ck"
    expect 2 "/ck is not a cgt checkpoint" "$cgt" dom table 12 --resume "$work/ck" ;;
checkpoint_missing) expect 2 "cannot open the checkpoint .*/nothing: No such file or directory" "$cgt" dom table 12 --resume "$work/nothing" ;;
checkpoint_other_command)
    stop_after 100000 /dev/null /dev/null "$cgt" dom table 17 --checkpoint "$work/ck"
    expect 2 "checkpoint .*/ck belongs to 'cgt dom table 17 --format cgsuite', not to 'cgt dom table 17 --format json'" \
        "$cgt" dom table 17 --format json --resume "$work/ck" ;;
checkpoint_wrong_output)
    stop_after 100000 /dev/null /dev/null "$cgt" dom table 17 --checkpoint "$work/ck"
    printf 'something else\n' > "$work/other"
    resume_table_refused "$work/other" \
        "stdout holds 15 bytes, but the run checkpointed in .* had written [0-9]*: append to that run's output" ;;

checkpoint_other_data)
    # --checkpoint never deletes what it did not write: a file with other data is refused at the
    # start (it was removed when the run finished).
    echo data > "$work/precious.txt"
    expect 2 "--checkpoint .*/precious.txt: exists and is not a cgt checkpoint" "$cgt" dom table 5 --checkpoint "$work/precious.txt"
    [ "$(cat "$work/precious.txt")" = data ] || fail "precious.txt was changed or removed"
    : > "$work/empty"
    expect 2 "--checkpoint .*/empty: exists and is not a cgt checkpoint" "$cgt" dom table 5 --checkpoint "$work/empty"
    [ -e "$work/empty" ] || fail "the empty file was removed" ;;
checkpoint_symlink)
    echo data > "$work/target"
    ln -s "$work/target" "$work/link"
    expect 2 "--checkpoint .*/link: is a symbolic link" "$cgt" grundy octal 0.137 --count 10 --checkpoint "$work/link"
    [ -L "$work/link" ] && [ "$(cat "$work/target")" = data ] || fail "the link or its target was changed" ;;
checkpoint_directory)
    mkdir "$work/dir"
    expect 2 "--checkpoint .*/dir: is a directory" "$cgt" compound diminished --play misere --sequence 100 --checkpoint "$work/dir"
    [ -d "$work/dir" ] || fail "the directory was removed" ;;
checkpoint_special_file)
    # A device or a pipe: never renamed over nor removed (a FIFO here: the test must not risk /dev/null).
    mkfifo "$work/fifo"
    expect 2 "--checkpoint .*/fifo: is not a regular file" "$cgt" dom table 5 --checkpoint "$work/fifo"
    [ -p "$work/fifo" ] || fail "the FIFO was removed" ;;
checkpoint_is_output)
    stdout=$work/out.txt
    expect 2 "--checkpoint .*/out.txt: is this run's output" "$cgt" grundy octal 0.137 --count 10 --checkpoint "$work/out.txt"
    [ -e "$work/out.txt" ] || fail "the output file was removed" ;;
checkpoint_unwritable)
    # Found at the start, not at the first checkpoint minutes or hours in.
    expect 2 "--checkpoint .*/missing/ck: cannot be written: creating .* failed: No such file or directory" \
        "$cgt" dom table 5 --checkpoint "$work/missing/ck"
    expect 2 "--checkpoint .*/precious.txt/ck: Not a directory" \
        sh -c 'echo data > "$1/precious.txt"; exec "$2" dom table 5 --checkpoint "$1/precious.txt/ck"' sh "$work" "$cgt" ;;
checkpoint_overwrites_own)
    # A checkpoint of an earlier run may be overwritten by a new run; one this run did not write
    # stays when the run finishes.
    stop_after 100000 /dev/null /dev/null "$cgt" dom table 17 --checkpoint "$work/ck"
    cp "$work/ck" "$work/ck.before"
    expect 0 "" "$cgt" dom table 8 --checkpoint "$work/ck"
    cmp -s "$work/ck" "$work/ck.before" || fail "a checkpoint this run did not write was changed or removed" ;;
resume_changed_byte)
    # One changed byte in the earlier output, same length: refused (only the length was checked).
    stop_after 100000 "$work/part" /dev/null "$cgt" dom table 17 --checkpoint "$work/ck"
    printf 'B' | dd of="$work/part" bs=1 seek=0 conv=notrunc status=none # the first row starts with A
    resume_table_refused "$work/part" \
        "stdout holds [0-9]* bytes, as many as the run checkpointed in .* had written, but not the same ones" ;;

# ---- deep games: no stack overflow ----
deep_up_chain)
    # ^50000 + {1|0} died with SIGSEGV (one recursion per up); negation and translation too.
    expect 0 "" "$cgt" value '^50000 + {1|0}'
    [ "$(cat "$stdout")" = '{1^50000|^50000}' ] || fail "got $(head -c 100 "$stdout")"
    expect 0 "" "$cgt" value -- '-(^50000 + {1|0}) + 3'
    [ "$(cat "$stdout")" = '{3v50000|2v50000}' ] || fail "got $(head -c 100 "$stdout")"
    expect 0 "" "$cgt" compare '^50000 + {1|0}' '^49999 + {1|0}'
    [ "$(cat "$stdout")" = '>' ] || fail "got $(head -c 100 "$stdout")" ;;
graph_union_dom)
    # The same 100,001-part union for the domination game, from a file.
    { printf 'P1'; for _ in $(seq 1 100000); do printf '+P0'; done; echo ' A'; } > "$work/in"
    expect 0 "" "$cgt" dom graph "$work/in"
    [ "$(cat "$stdout")" = '1' ] || fail "got $(head -c 100 "$stdout")" ;;

# ---- input that is not lines ----
dev_zero_file) expect 2 "/dev/zero line 1 is longer than 4 MiB" "$cgt" dom graph /dev/zero ;;
dev_zero_stdin)
    expect_stdin /dev/zero 2 "stdin line 1 is longer than 4 MiB" "$cgt" grundy node-kayles
    expect_stdin /dev/zero 2 "stdin line 1 is longer than 4 MiB" "$cgt" dom batch ;;
directory_input) expect 2 '"/" is a directory, not a file of lines' "$cgt" dom graph / ;;

# ---- messages ----
long_line_message)
    # A 1.2 MB line with an escape byte: the message quotes a short escaped excerpt.
    { printf 'P5\033[31m'; head -c 1200000 /dev/zero | tr '\0' x; echo ' AAAAA'; } > "$work/in"
    expect 2 'line 1: "P5\\x1b\[31mx+\.\.\."' "$cgt" dom graph "$work/in"
    [ "$(wc -c < "$work/err")" -lt 400 ] || fail "message of $(wc -c < "$work/err") bytes"
    ! grep -q $'\033' "$work/err" || fail "the message holds a raw escape byte" ;;
batch_line_number)
    printf 'P AABA\nP ABQA\n' > "$work/in"
    expect_stdin "$work/in" 2 "stdin line 2: colour string \"ABQA\": character 3 is 'Q'" "$cgt" dom batch ;;
syntax_before_evaluation)
    # A syntax error at the end of an expression that takes seconds to evaluate is found at once.
    expr=$(for k in $(seq 0 59); do printf '(*%d + {%d|0}) + ' $((200 + k % 57)) $((k + 1)); done)
    expect 2 "parse error at position [0-9]+ \(end of input\): missing '\}'" timeout 2 "$cgt" outcome "${expr}{1|" ;;
format_choices)
    expect 2 "--format: '2' is not one of cgsuite, explicit, json \(see cgt dom path --help\)" "$cgt" dom path AB --format 2
    expect 2 "--format: 'yaml' is not one of cgsuite, explicit, json \(see cgt dom path --help\)" "$cgt" dom path AB --format yaml
    # cgt play had CLI11's enum transformer: '--format 2' was json, 'yaml' got its internals.
    expect 2 "--format: '2' is not one of cgsuite, explicit, json \(see cgt play --help\)" "$cgt" play snort P5 --format 2
    expect 2 "--format: 'yaml' is not one of cgsuite, explicit, json \(see cgt play --help\)" "$cgt" play snort P5 --format yaml ;;
# ---- work that nothing bounded ----
large_nimber_sum)
    # *k + {1|0} takes time like k^3: refused before the work, with the bound.
    expect 2 "an operation on \\*1000 needs its 1000 options one by one.*only up to \\*256" "$cgt" value '*1000 + {1|0}' ;;
printed_form_paths)
    # A sum of 12 A/B/C paths of 15 vertices: a small DAG that prints as 1.3 GB (it took 4 GB
    # under --memory-limit 50): refused before a character is written.
    expect 2 "the printed form would take 1338058649 characters: memory limit of 50 MiB.*--memory-limit" \
        "$cgt" --memory-limit 50 dom path BBCCACACAACCAAA CACBABACCABAABB CBABBABCCBCBBCB CABCCBCBCCCABCC BCABAACBBBBBCBB \
        ACBCACAACBAABCC BBACBAAABCBCBAC BCBBACCBCCCACCA CBACACCCABCCCBA BAACCAAAABCCCCC ABBCACAABABBBCC CABCBAABBABCCCB ;;
printed_form_switches)
    # A sum of 34 switches prints as 35 GB (it filled the machine): refused, with the size.
    expect 2 "the printed form would take 35184615282 characters: memory limit of 200 MiB" \
        "$cgt" --memory-limit 200 value "$(for k in $(seq 1 34); do printf '+-%d + ' "$k"; done)0"
    # Below the limit the same printer prints (20 switches: 1946961 characters and a newline).
    "$cgt" --memory-limit 200 value "$(for k in $(seq 1 20); do printf '+-%d + ' "$k"; done)0" > "$work/out" || fail "20 switches failed"
    [ "$(wc -c < "$work/out")" -eq 1946962 ] || fail "20 switches: $(wc -c < "$work/out") bytes" ;;
printed_list)
    # A list of forms (the followers of 19 switches, 15 MB of text) is charged as it grows: it
    # took 1 GB under --memory-limit 300 (24 switches).
    expect 2 "memory limit of 32 MiB reached: the printed form asked for" \
        "$cgt" --memory-limit 32 value "($(for k in $(seq 1 19); do printf '+-%d + ' "$k"; done)0).Followers" ;;
large_nimber_explicit)
    expect 2 "an operation on \\*4294967295 needs its 4294967295 options" "$cgt" value --format explicit -- '{|*4294967295,1/2^*}' ;;
long_union_stdin)
    # A union of 100,001 parts: the graph parser does not recurse over the '+' chain.
    { printf 'P1'; for _ in $(seq 1 100000); do printf '+P0'; done; echo; } > "$work/in"
    expect_stdin "$work/in" 0 "" "$cgt" grundy node-kayles
    grep -q ' 1$' "$stdout" || fail "expected Grundy value 1, got: $(tail -c 100 "$stdout")" ;;
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
full_disk_version) stdout=/dev/full expect 2 "cannot write the output: No space left on device" "$cgt" --version ;;
# ---- progress lines on a terminal (script gives one), and Ctrl-C meanwhile ----
progress_search_memory)
    # The search line counts the tables once: they are charged to the budget, which memory in use
    # includes (it showed "123 MiB of 64 MiB").
    on_terminal 0 "$cgt" --memory-limit 32 grundy node-kayles 'grid(8,8)'
    grep -ao '[0-9]* MiB of 32 MiB' "$work/tty" > "$work/used" || fail "no progress line: $(tail -c 300 "$work/tty")"
    awk '$1 > 32 { bad = 1 } END { exit bad }' "$work/used" || fail "more in use than the limit: $(sort -n "$work/used" | tail -1)" ;;
progress_play)
    on_terminal 2 "$cgt" play snort 'grid(4,5)'
    grep -aq '^play snort: [0-9]* positions solved' "$work/tty" || fail "no progress line: $(tail -c 300 "$work/tty")"
    expect_interrupted ;;
progress_play_misere_sum)
    on_terminal 2 "$cgt" play 'domineering:.......|.......|.......|.......|.......|.......|.......' clobber:XOXOXOXOXOXO --misere
    grep -aq '^play: [0-9]* sums searched' "$work/tty" || fail "no progress line: $(tail -c 300 "$work/tty")"
    expect_interrupted ;;
progress_play_node_kayles)
    on_terminal 2 "$cgt" play node-kayles 'grid(8,8)'
    grep -aq '^play node-kayles: [0-9]* positions solved' "$work/tty" || fail "no progress line: $(tail -c 300 "$work/tty")"
    expect_interrupted ;;
progress_dom_graph)
    echo 'grid(6,6) ABABABABABABABABABABABABABABABABABAB' > "$work/in"
    on_terminal 2 "$cgt" dom graph "$work/in"
    grep -aq "^dom graph, .*/in line 1: [0-9]* positions solved" "$work/tty" || fail "no progress line: $(tail -c 300 "$work/tty")"
    expect_interrupted ;;
progress_octal_misere)
    on_terminal 2 "$cgt" grundy octal 0.137 --count 200 --misere
    grep -aq '^misère 0.137 heap [0-9]* of 200: [0-9]* positions solved' "$work/tty" || fail "no progress line: $(tail -c 300 "$work/tty")"
    expect_interrupted ;;
progress_dom_cycle_sum)
    # 60 cycles of 5 to 14 letters: their sum takes minutes (the core's canonical sum); the line
    # names the part being added, and Ctrl-C stops cleanly.
    on_terminal 2 "$cgt" dom cycle BBBCCBCBBCB CABCC BBBCCCBBBCACB CAAACACBCCCBBA ACBBAAB BBCBCCAABC CBCACBBAA ACCABA \
        ABCCBACACBBBB BCCCA CCCBAABCCACBA CACBCCBCCAC BABBBAACCBBCCC AACBCABCBABBA BCBABBB CCBABB CACAAACBCBAC \
        CBCBACCAABCBC BBACCAC ABACCA CCACCAA BCBACBCAAACAB AABCBCA CAACCC ABBCBAACBAAB BCACACCBCAACAC ACCBCCCBC \
        BAACBCAA BACCCBABAA BBCBBCCCBBAC ACCBCBBBBBBAC CCACBABABA CCABBCBABCCAA ABBCABBCCCB AAACBACCAB BBACAACACC \
        BACCCACAABCB CCACBBAB BABAACACAACAC CACABCCCAB BBBCACBCBACCCC AABCAAACBCB CCACBCCCB BABCCACCBB ABBCCABCACC \
        BAABBBCC ACACACBBAACCCB ACBCBABBAC BABCBCCAB ABCACCBABCBCB CBBBAAC CABABBCBC BACBAACCB AAAABCBC CABACBBA \
        CBAACCBBCCBBC ACACCACCBACCCB ACACBAAAAA AACBCACABBAC ACCACBBBACA
    grep -aq '^dom cycle: adding part [0-9]* of 60' "$work/tty" || fail "no progress line: $(tail -c 300 "$work/tty")"
    expect_interrupted ;;

# ---- small things the probe found ----
start_negative)
    # CLI::NonNegativeNumber answered with DBL_MAX's 310 digits.
    expect 2 "--start: Value -1 not in range 0 to 63 \(see cgt play --help\)" "$cgt" play vertex-geography P3 --start -1 ;;
cycle_named)
    expect 2 "graph 'product\(C100,C100\)': C100 would have 100 vertices" "$cgt" play vertex-geography 'product(C100,C100)'
    expect 2 "^cgt: C100 would have 100 vertices" "$cgt" grundy node-kayles C100 ;;
empty_graph_vertices)
    expect 2 "start vertex 0 is not on the board \(no vertices\)" "$cgt" play vertex-geography P0
    expect 2 "--dominated '0': '0' is not a vertex of graph 'P0' \(no vertices\)" "$cgt" play domination P0 --dominated 0 ;;
grundy_options_refused)
    # Options of the octal sequence were ignored silently on graph games.
    expect 2 "--count, --period, --no-values, --stats, --svg and --threads apply to 'cgt grundy octal CODE'" \
        "$cgt" grundy node-kayles P5 --count 3
    expect 2 "--count, --period, --no-values, --stats, --svg and --threads apply to 'cgt grundy octal CODE'" \
        "$cgt" grundy domination P5 --threads 2
    expect 2 "--threads applies to Grundy values, not to --misere" "$cgt" grundy octal 0.137 --count 5 --misere --threads 2 ;;

# ---- a stderr that cannot be written: exit 2 (or the signal's code), never an abort ----
stderr_full) "$cgt" value '{3|2|1}' > /dev/null 2> /dev/full; code=$?; [ "$code" -eq 2 ] || fail "exit code $code" ;;
stderr_closed) "$cgt" > /dev/null 2>&-; code=$?; [ "$code" -eq 2 ] || fail "exit code $code" ;;
stdout_and_stderr_closed) "$cgt" value 1 >&- 2>&-; code=$?; [ "$code" -eq 2 ] || fail "exit code $code" ;;
stdin_closed) expect 2 "cannot read stdin: Bad file descriptor" "$cgt" dom batch <&- ;;
interrupt_stderr_full)
    stop_after 100000 /dev/null /dev/full "$cgt" dom table 17 --checkpoint "$work/ck"
    [ "$code" -eq 130 ] || fail "exit code $code, expected 130"
    [ -s "$work/ck" ] || fail "no checkpoint" ;;

# ---- messages: at most 1,000 bytes, control bytes escaped ----
message_long_graph)
    expect 2 "^cgt: graph 'opath\(<<<<.*\.\.\.': opath: 100000 arrows" "$cgt" play timber "opath($(head -c 100000 /dev/zero | tr '\0' '<'))"
    [ "$(wc -c < "$work/err")" -le 1000 ] || fail "message of $(wc -c < "$work/err") bytes" ;;
message_long_octal)
    expect 2 "take-and-break code .*: more than 64 digits after the point" "$cgt" grundy octal "0.$(head -c 100000 /dev/zero | tr '\0' 7)"
    [ "$(wc -c < "$work/err")" -le 1000 ] || fail "message of $(wc -c < "$work/err") bytes" ;;
message_long_cli11)
    # CLI11's own messages echo a bad value whole: cut in the middle, the advice at the end kept.
    expect 2 "^cgt: Could not convert: N = aaaa.*\[\.\.\. [0-9]+ bytes \.\.\.\]a+ \(see cgt dom table --help\)$" \
        "$cgt" dom table "$(head -c 100000 /dev/zero | tr '\0' a)"
    [ "$(wc -c < "$work/err")" -le 1000 ] || fail "message of $(wc -c < "$work/err") bytes" ;;
message_escaped)
    expect 2 "graph '"'\\x1b\]0;pwned\\x07\\x1b\[2J'"'" "$cgt" play col $'\e]0;pwned\a\e[2J'
    ! LC_ALL=C grep -q $'[\x01-\x09\x0b-\x1f\x7f]' "$work/err" || fail "the message holds a raw control byte: $(od -c "$work/err" | head -3)"
    expect 2 "unknown ruleset '"'\\x1b\[2Jcol'"'" "$cgt" play $'\e[2Jcol' P3
    ! LC_ALL=C grep -q $'[\x01-\x09\x0b-\x1f\x7f]' "$work/err" || fail "the message holds a raw control byte"
    # UTF-8 stays as it is; C1 controls (U+009B, a CSI on some terminals) are escaped.
    expect 2 "unknown command '"'misère\\xc2\\x9b2J'"'" "$cgt" $'mis\xc3\xa8re\xc2\x9b2J' ;;
search_memory_advice)
    # A graph search past the limit says how to raise it (the message named only CGT_MEMORY_LIMIT_MB).
    expect 2 "reached the memory limit \\(32 MiB\\).*raise the limit with --memory-limit MB or CGT_MEMORY_LIMIT_MB" \
        "$cgt" --memory-limit 32 grundy node-kayles 'grid(8,8)' ;;
octal_memory_advice)
    expect 2 "the Grundy sequence of 0.137 to 100000000 values needs about [0-9]+ MiB, over the memory limit of 32 MiB.*--memory-limit MB" \
        "$cgt" --memory-limit 32 grundy octal 0.137 --count 100000000 ;;
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
