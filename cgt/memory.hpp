#pragma once
// Bounds on the memory of the global game table and of the operation caches.
//
// When creating a game would take the table past its limit, cgt throws MemoryLimitExceeded
// (the CLI turns it into exit code 2) instead of being killed for running out of memory.
// Caches never exceed their own fixed size: they overwrite old entries.

#include <cstddef>

namespace cgt {

// Default limit: 8 GiB, or the CGT_MEMORY_LIMIT_MB environment variable when set.
void set_memory_limit(std::size_t bytes);
std::size_t memory_limit();
std::size_t memory_usage();      // bytes held by the game table
std::size_t game_count();        // games in the table

// Per-thread operation caches (sums, comparisons): entries per cache, a power of two.
void set_cache_entries(std::size_t entries);

} // namespace cgt
