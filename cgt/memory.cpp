// The process-wide memory budget (cgt/memory.hpp).
#include "cgt/memory.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <charconv>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <unistd.h>

#include "cgt/errors.hpp"

namespace cgt {
namespace {

constexpr std::size_t mib = std::size_t{1} << 20;

// Counters only: trivially destructible, so threads that end during static destruction can still
// release what they hold.
struct Budget {
    std::atomic<std::size_t> limit{0};
    std::atomic<bool> limit_set{false};
    std::atomic<std::size_t> used{0};
    std::array<std::atomic<std::size_t>, memory_use_count> by_use{};
};

constinit Budget budget;
constinit std::mutex limit_mutex; // sets the limit: the default once, or set_memory_limit

// The default limit is read on first use (not during static initialisation), so a bad
// CGT_MEMORY_LIMIT_MB is an exception that a caller can catch; a failed attempt is retried.
std::size_t current_limit() {
    if (!budget.limit_set.load(std::memory_order_acquire)) {
        std::lock_guard lock(limit_mutex);
        if (!budget.limit_set.load(std::memory_order_relaxed)) {
            budget.limit.store(default_memory_limit(), std::memory_order_relaxed);
            budget.limit_set.store(true, std::memory_order_release);
        }
    }
    return budget.limit.load(std::memory_order_relaxed);
}

std::size_t read_number_file(const char* path) {
    std::ifstream in(path);
    std::string text;
    if (!(in >> text)) return 0;
    std::size_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc{} && end == text.data() + text.size() ? value : 0; // "max" and garbage: none
}

// Rounded to the nearest MiB without overflow (a printed form past 10^19 characters asks for
// SIZE_MAX bytes, which bytes + mib / 2 wrapped to "0 MiB").
std::string mebibytes(std::size_t bytes) { return fmt::format("{} MiB", bytes / mib + (bytes % mib >= mib / 2)); }

// "game table 200 MiB, search memos 270 MiB": the uses holding at least 1 MiB, largest first.
std::string breakdown() {
    std::vector<std::pair<std::size_t, MemoryUse>> uses;
    for (std::size_t i = 0; i < memory_use_count; ++i)
        if (std::size_t b = budget.by_use[i].load(std::memory_order_relaxed); b >= mib)
            uses.emplace_back(b, static_cast<MemoryUse>(i));
    std::ranges::sort(uses, std::greater{});
    std::string out;
    for (const auto& [bytes, use] : uses) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", to_string(use), mebibytes(bytes));
    return out;
}

[[noreturn]] void throw_exceeded(std::size_t bytes, MemoryUse use, std::size_t used, std::size_t limit) {
    const std::string parts = breakdown();
    throw MemoryLimitExceeded(fmt::format("memory limit of {} reached: the {} asked for {} more, with {} in use{}",
                                          mebibytes(limit), to_string(use),
                                          bytes < mib ? fmt::format("{} bytes", bytes) : mebibytes(bytes),
                                          mebibytes(used), parts.empty() ? "" : " (" + parts + ")"),
                              limit);
}

} // namespace

std::size_t machine_memory() {
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long page_size = sysconf(_SC_PAGESIZE);
    std::size_t bytes = pages > 0 && page_size > 0 ? static_cast<std::size_t>(pages) * static_cast<std::size_t>(page_size) : 0;
    // A container's limit (cgroup v2, then v1; "max" or an absurd v1 value means none).
    for (const char* path : {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"})
        if (std::size_t cgroup = read_number_file(path); cgroup > 0 && (bytes == 0 || cgroup < bytes)) bytes = cgroup;
    return bytes;
}

std::size_t parse_memory_limit_mb(std::string_view text, std::string_view source) {
    std::size_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    const bool digits_only = !text.empty() && std::ranges::all_of(text, [](char c) { return c >= '0' && c <= '9'; });
    if (!digits_only || end != text.data() + text.size())
        throw InvalidArgument(fmt::format("{} must be a whole number of MiB, e.g. 4096, not '{}'", source,
                                          text.substr(0, 40)));
    if (ec == std::errc::result_out_of_range || value > maximum_memory_limit_mb)
        throw InvalidArgument(fmt::format("{} {} MiB is too large (at most 2^40 MiB)", source, text.substr(0, 40)));
    if (value < minimum_memory_limit_mb)
        throw InvalidArgument(fmt::format("{} {} MiB is too small: cgt needs at least {} MiB (the game table alone "
                                          "starts at about 12 MiB)",
                                          source, value, minimum_memory_limit_mb));
    return value * mib;
}

std::size_t default_memory_limit() {
    if (const char* text = std::getenv("CGT_MEMORY_LIMIT_MB"))
        return parse_memory_limit_mb(text, "CGT_MEMORY_LIMIT_MB");
    const std::size_t machine = machine_memory();
    if (machine == 0) return std::size_t{8} << 30;
    return std::max(machine / 2, minimum_memory_limit_mb * mib);
}

std::size_t memory_limit() { return current_limit(); }

void set_memory_limit(std::size_t bytes) {
    std::lock_guard lock(limit_mutex);
    budget.limit.store(bytes, std::memory_order_relaxed);
    budget.limit_set.store(true, std::memory_order_release);
}

std::string_view to_string(MemoryUse use) noexcept {
    switch (use) {
    case MemoryUse::game_table: return "game table";
    case MemoryUse::caches: return "operation caches";
    case MemoryUse::searches: return "search memos";
    case MemoryUse::dynamic_programs: return "dynamic programs";
    case MemoryUse::sequences: return "value sequences";
    case MemoryUse::tables: return "value tables";
    case MemoryUse::printing: return "printed form";
    case MemoryUse::other: break;
    }
    return "other structures";
}

std::size_t memory_usage() { return budget.used.load(std::memory_order_relaxed); }
std::size_t memory_usage(MemoryUse use) {
    return budget.by_use[static_cast<std::size_t>(use)].load(std::memory_order_relaxed);
}

void charge_memory(std::size_t bytes, MemoryUse use) {
    const std::size_t limit = current_limit();
    std::size_t used = budget.used.load(std::memory_order_relaxed);
    do {
        if (used > limit || bytes > limit - used) throw_exceeded(bytes, use, used, limit);
    } while (!budget.used.compare_exchange_weak(used, used + bytes, std::memory_order_relaxed));
    budget.by_use[static_cast<std::size_t>(use)].fetch_add(bytes, std::memory_order_relaxed);
}

bool try_charge_memory(std::size_t bytes, MemoryUse use, double share) noexcept {
    std::size_t limit = 0;
    try {
        limit = current_limit();
    } catch (...) {
        return false; // a bad CGT_MEMORY_LIMIT_MB: the next charge_memory reports it
    }
    auto& mine = budget.by_use[static_cast<std::size_t>(use)];
    if (share < 1.0) {
        const auto cap = static_cast<std::size_t>(static_cast<double>(limit) * std::max(share, 0.0));
        const std::size_t held = mine.load(std::memory_order_relaxed);
        if (held > cap || bytes > cap - held) return false;
    }
    std::size_t used = budget.used.load(std::memory_order_relaxed);
    do {
        if (used > limit || bytes > limit - used) return false;
    } while (!budget.used.compare_exchange_weak(used, used + bytes, std::memory_order_relaxed));
    mine.fetch_add(bytes, std::memory_order_relaxed);
    return true;
}

void release_memory(std::size_t bytes, MemoryUse use) noexcept {
    budget.used.fetch_sub(bytes, std::memory_order_relaxed);
    budget.by_use[static_cast<std::size_t>(use)].fetch_sub(bytes, std::memory_order_relaxed);
}

} // namespace cgt
