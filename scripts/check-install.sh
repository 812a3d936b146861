#!/usr/bin/env bash
# Installs the release build into a temporary prefix and builds and runs tests/consumer against
# it with find_package(cgt CONFIG): the check that the CMake package works for users. The
# installed headers must be exactly the public ones (every .hpp of cgt/, games/ and algorithms/
# outside detail/ folders), and the consumer includes every one of them.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install build/release --prefix "$prefix" >/dev/null

include="$prefix/include/cgt"
if find "$include" -name detail | grep -q .; then
  echo "check-install: a detail/ folder was installed:" >&2
  find "$include" -name detail >&2
  exit 1
fi
if grep -rnE '#include [<"][^>"]*detail/' "$include" >&2; then
  echo "check-install: an installed header includes a detail header (above)" >&2
  exit 1
fi
expected=$(find cgt games algorithms -name '*.hpp' -not -path '*/detail/*' | sort)
installed=$(cd "$include" && find . -name '*.hpp' | sed 's#^\./##' | sort)
if [ "$expected" != "$installed" ]; then
  echo "check-install: the installed headers are not the public headers:" >&2
  diff <(echo "$expected") <(echo "$installed") >&2 || true
  exit 1
fi

cmake -S tests/consumer -B "$prefix/consumer-build" -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$prefix/consumer-build" -j "$(nproc)" >/dev/null
"$prefix/consumer-build/consumer"
echo "check-install: $(echo "$installed" | wc -l) public headers installed, no detail header;" \
  "find_package(cgt) consumer including all of them built and ran"
