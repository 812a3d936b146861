# Every dependency is a Debian package (scripts/install-deps.sh); see docs/dependencies.md.
find_package(Boost 1.74 REQUIRED)
find_package(fmt REQUIRED)
find_package(absl REQUIRED)
find_package(Threads REQUIRED)
include(${CMAKE_CURRENT_LIST_DIR}/cgtNauty.cmake)
if(NOT TARGET cgt::nauty)
  message(FATAL_ERROR "nauty not found (Debian: apt-get install libnauty2-dev; scripts/install-deps.sh)")
endif()
