#!/usr/bin/env bash
# Builds the threaded parts under ThreadSanitizer (preset `tsan`) and runs the tests that start
# threads: games made by several threads at once, the memory budget's per-thread caches, tables
# on worker threads (library and CLI, with interrupts), octal sequences with a helper thread,
# shared transposition tables and the compound readers. Any data race fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset tsan >/dev/null
cmake --build --preset tsan -j "$(nproc)" --target test_core_twin test_memory test_domination test_impartial test_compound cgt_cli
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
t=build/tsan/tests
"$t/core/test_core_twin" -tc="games built from several threads*"
"$t/core/test_memory" -tc="*thread*"
"$t/domination/test_domination" -tc="*table*,*worker thread*,*parallel batches*"
"$t/impartial/test_impartial" -tc="*thread*"
"$t/compound/test_compound" -tc="*thread*,*concurrent*"
for case in table_interrupt_resume table_worker_memory_limit closed_pipe; do
  tests/cli/robustness.sh build/tsan/tools/cgt "$case"
done
echo "tsan: clean" >&2
