#pragma once
// A bounded cache of one operation's results, keyed by game ids (and the ids of the
// operation's parameters), so hits are exact. Each operation keeps one per thread
// (thread_local), so lookups take no lock. When it reaches its bound it starts afresh: memory
// stays bounded whatever the workload, and results are only recomputed, never wrong.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>

namespace cgt::detail {

// Keys: the id of the game and of up to two parameters (unused ones are 0).
struct ResultKey {
    std::array<std::uint32_t, 3> ids{};
    friend bool operator==(const ResultKey&, const ResultKey&) = default;
};

struct ResultKeyHash {
    std::size_t operator()(const ResultKey& k) const noexcept {
        std::uint64_t h = 0x9E3779B97F4A7C15ULL;
        for (std::uint32_t id : k.ids) h = (h ^ id) * 0xBF58476D1CE4E5B9ULL;
        return static_cast<std::size_t>(h ^ (h >> 31));
    }
};

class ResultCache {
public:
    // About 40 bytes an entry: the default bound keeps one cache under about 10 MiB.
    static constexpr std::size_t default_max_entries = std::size_t{1} << 18;

    explicit ResultCache(std::size_t max_entries = default_max_entries) : max_entries_(max_entries) {}

    std::optional<std::uint32_t> find(const ResultKey& key) const {
        auto it = map_.find(key);
        if (it == map_.end()) return std::nullopt;
        return it->second;
    }
    void put(const ResultKey& key, std::uint32_t value) {
        if (map_.size() >= max_entries_) map_.clear();
        map_.insert_or_assign(key, value);
    }
    std::size_t size() const { return map_.size(); }

private:
    std::size_t max_entries_;
    std::unordered_map<ResultKey, std::uint32_t, ResultKeyHash> map_;
};

inline ResultKey result_key(std::uint32_t g, std::uint32_t a = 0, std::uint32_t b = 0) { return ResultKey{{g, a, b}}; }

} // namespace cgt::detail
