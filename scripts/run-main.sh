#!/usr/bin/env bash
# The main job: installs dependencies, builds, and prints the values of coloured paths.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target coloured_paths -j "$(nproc)"
./build/release/examples/coloured_paths "$@"
