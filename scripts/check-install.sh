#!/usr/bin/env bash
# Installs the release build into a temporary prefix and builds and runs tests/consumer against
# it with find_package(cgt CONFIG): the check that the CMake package works for users.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install build/release --prefix "$prefix" >/dev/null
cmake -S tests/consumer -B "$prefix/consumer-build" -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$prefix/consumer-build" -j "$(nproc)" >/dev/null
"$prefix/consumer-build/consumer"
echo "check-install: find_package(cgt) consumer built and ran"
