#pragma once
// Sets the memory limit for one test and restores the old one however the test leaves.

#include <cstddef>

#include "cgt/memory.hpp"

namespace cgt::testing {

inline constexpr std::size_t mib = std::size_t{1} << 20;

class MemoryLimitGuard {
public:
    explicit MemoryLimitGuard(std::size_t bytes) : old_(cgt::memory_limit()) { cgt::set_memory_limit(bytes); }
    ~MemoryLimitGuard() { cgt::set_memory_limit(old_); }
    MemoryLimitGuard(const MemoryLimitGuard&) = delete;
    MemoryLimitGuard& operator=(const MemoryLimitGuard&) = delete;

private:
    std::size_t old_;
};

} // namespace cgt::testing
