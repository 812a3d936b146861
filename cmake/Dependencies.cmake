# Every dependency is a Debian package (scripts/install-deps.sh); see docs/dependencies.md.
find_package(Boost 1.74 REQUIRED)
find_package(fmt REQUIRED)
find_package(absl REQUIRED)
find_package(Threads REQUIRED)
