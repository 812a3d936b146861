#!/usr/bin/env bash
# Installs cgt's build and test dependencies from Debian packages. Idempotent: when every package
# is already installed it does nothing (and needs no network); otherwise it runs apt-get as root
# (or through sudo). See docs/dependencies.md for why each package is here.
set -euo pipefail

packages=(
  g++ cmake make            # toolchain
  libboost-dev              # Multiprecision (exact big integers), Rational, Container
  libfmt-dev                # all formatting
  libabsl-dev               # flat hash maps for the game table and memo tables
  doctest-dev               # unit tests
  libcli11-dev              # the cgt command-line tool
  nlohmann-json3-dev        # --format json
  zlib1g-dev                # CRC-32 of checkpointed output (cgt --resume)
  libbenchmark-dev          # bench/
  libnauty2-dev nauty       # canonical labelling of graphs; nauty-geng for graph streams
  clang libclang-rt-14-dev  # libFuzzer harnesses (CI only, optional locally)
  python3-dev pybind11-dev python3-pybind11   # the Python module (python/), for /usr/bin/python3
  python3-numpy python3-pytest                # its arrays and its tests
  python3-setuptools python3-wheel python3-venv python3-pip   # pip install . (offline, docs/python.md)
  jupyter-nbconvert python3-ipykernel python3-matplotlib      # the notebook tour, run by the tests
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}" >&2
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
