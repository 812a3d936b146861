#pragma once
// Deterministic random game forms for the twin tests, and a failure log that keeps the smallest
// failing case of each check (so a report can quote it).

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "naive_game.hpp"

namespace cgt::naive {

// Scale of the randomised checks: lighter under sanitizers.
#ifdef CGT_SANITIZED
inline constexpr std::size_t test_scale_divisor = 6;
#else
inline constexpr std::size_t test_scale_divisor = 1;
#endif
constexpr std::size_t scaled(std::size_t n) { return n / test_scale_divisor + 1; }

class RandomGames {
public:
    RandomGames(NaiveStore& store, std::uint64_t seed) : store_(store), rng_(seed) {}

    // A random form of formal birthday <= depth + 2: mostly arbitrary option trees, mixed with
    // numbers, nimbers, NUS sums, switches {a|b} and hot games {a|{b|c}}.
    Node game(int depth);
    Rational small_dyadic(); // m / 2^j with |m| <= 6, j <= 2
    std::uint64_t below(std::uint64_t n) { return std::uniform_int_distribution<std::uint64_t>(0, n - 1)(rng_); }
    std::mt19937_64& engine() { return rng_; }

private:
    NaiveStore& store_;
    std::mt19937_64 rng_;
};

// count random forms of RandomGames(seed).game(depth), as core games (canonical forms).
std::vector<Game> random_core_games(NaiveStore& store, std::uint64_t seed, std::size_t count, int depth);

// Counts failures of one check and keeps the smallest failing case (by size) for the message.
class FailureLog {
public:
    explicit FailureLog(std::string check) : check_(std::move(check)) {}
    void add(std::size_t size, const std::string& description) {
        ++count_;
        if (count_ == 1 || size < smallest_size_) {
            smallest_size_ = size;
            smallest_ = description;
        }
    }
    std::size_t count() const { return count_; }
    std::string message() const {
        return count_ == 0 ? check_ + ": ok"
                           : check_ + ": " + std::to_string(count_) + " failures; smallest: " + smallest_;
    }

private:
    std::string check_;
    std::size_t count_ = 0;
    std::size_t smallest_size_ = 0;
    std::string smallest_;
};

} // namespace cgt::naive
