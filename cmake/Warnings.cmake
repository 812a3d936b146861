# Warning flags for the project's own targets (not exported to users).
add_library(cgt_warnings INTERFACE)
target_compile_options(cgt_warnings INTERFACE
  $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion>)
install(TARGETS cgt_warnings EXPORT cgtTargets)
