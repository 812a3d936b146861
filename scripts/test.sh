#!/usr/bin/env bash
# Installs dependencies, builds everything (library, CLI, examples, tests, benchmarks) and runs
# the whole test suite. With --sanitize it does the same under AddressSanitizer + UBSan.
set -euo pipefail
cd "$(dirname "$0")/.."
preset=release
[ "${1:-}" = "--sanitize" ] && preset=asan
scripts/install-deps.sh
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j "$(nproc)"
ctest --preset "$preset"
