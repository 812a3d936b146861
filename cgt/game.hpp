#pragma once
// cgt::Game: a short partizan game in canonical form, held as a cheap handle.
//
// Every canonical game lives once in a global hash-consed table (cgt/detail/game_table.hpp); a
// Game is a 32-bit id into it. Canonical forms are unique, so two games are equal exactly when
// their ids are equal, and caches keyed by ids are exact. Number+up+star values (x + n.^ + *k)
// carry their three parts, so their sums and comparisons build no options.
//
// Threads: the table may be used from any number of threads at once. Creating a game takes a
// short lock on the table's index; reading a game never locks. Operation caches (sums,
// comparisons) are per thread. Handles may be passed freely between threads.

#include <cassert>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "cgt/big_int.hpp"
#include "cgt/dyadic.hpp"
#include "cgt/outcome.hpp"

namespace cgt {

class Game {
public:
    Game() = default; // the game 0 = { | }

    // ---- construction ----
    static Game zero() { return Game(); }
    static Game integer(std::int64_t n) { return number(Dyadic(n)); }
    static Game number(const Dyadic& x);
    static Game dyadic(std::int64_t numerator, std::uint64_t exponent) { // numerator / 2^exponent
        return number(Dyadic::from_fraction(numerator, exponent));
    }
    static Game nimber(std::uint64_t k);             // *k
    static Game star() { return nimber(1); }         // *
    static Game up(std::int64_t n = 1);              // n.^ (n < 0 gives v-multiples)
    static Game down(std::int64_t n = 1) { return up(-n); }
    static Game nus(const Dyadic& x, std::int64_t ups, std::uint64_t nim); // x + ups.^ + *nim

    // The canonical form of { left | right } for any canonical options (duplicates, dominated
    // and reversible options are dealt with here).
    static Game from_options(std::span<const Game> left, std::span<const Game> right);
    static Game from_options(std::initializer_list<Game> left, std::initializer_list<Game> right) {
        return from_options(std::span<const Game>(left.begin(), left.size()),
                            std::span<const Game>(right.begin(), right.size()));
    }

    // ---- arithmetic ----
    friend Game operator+(Game g, Game h);
    friend Game operator-(Game g, Game h);
    Game operator-() const;
    Game& operator+=(Game h) { return *this = *this + h; }
    Game& operator-=(Game h) { return *this = *this - h; }

    // ---- order: a partial order. == and != compare ids (exact, because forms are canonical).
    friend bool operator==(Game g, Game h) noexcept { return g.id_ == h.id_; }
    friend bool operator<=(Game g, Game h);
    friend bool operator>=(Game g, Game h) { return h <= g; }
    friend bool operator<(Game g, Game h) { return g != h && g <= h; }
    friend bool operator>(Game g, Game h) { return h < g; }
    bool confused_with(Game h) const { return !(*this <= h) && !(h <= *this); } // G || H
    friend std::partial_ordering compare(Game g, Game h);
    Outcome outcome() const;

    // ---- structure ----
    std::vector<Game> left_options() const;  // canonical options, sorted by id
    std::vector<Game> right_options() const;
    std::size_t left_option_count() const;
    std::size_t right_option_count() const;

    bool is_number() const;
    bool is_integer() const;
    bool is_nimber() const;        // *k for some k >= 0 (0 included)
    bool is_nus() const;           // x + n.^ + *k
    bool is_infinitesimal() const; // strictly between every negative and every positive number
    bool is_zero() const noexcept { return id_ == 0; }

    // Parts of a NUS value (throw InvalidArgument unless is_nus()).
    Dyadic number_part() const;
    std::int64_t up_part() const;
    std::uint64_t nim_part() const;

    // ---- invariants ----
    BigInt birthday() const;
    Dyadic left_stop() const;
    Dyadic right_stop() const;
    Dyadic mean() const;          // exact (means of short games are dyadic); see thermograph.hpp
    Dyadic temperature() const;   // -1/2^k for numbers, as in CGSuite

    // ---- handle ----
    std::uint32_t id() const noexcept { return id_; }
    // Precondition: id is the id() of a Game made earlier in this process (ids are not stable
    // across processes); anything else is undefined behaviour, checked by an assertion in debug
    // builds. is_valid_id tells whether an id names a game.
    static Game from_id(std::uint32_t id) noexcept {
        assert(is_valid_id(id) && "Game::from_id: not the id of a game of this process");
        return Game(id);
    }
    static bool is_valid_id(std::uint32_t id) noexcept;
    struct IdLess { // a strict weak order for containers (the game order is only partial)
        bool operator()(Game a, Game b) const noexcept { return a.id_ < b.id_; }
    };

private:
    explicit Game(std::uint32_t id) noexcept : id_(id) {}
    std::uint32_t id_ = 0;
};

// Convenience free functions.
inline Outcome outcome(Game g) { return g.outcome(); }
Game sum(std::span<const Game> games);

} // namespace cgt

template <>
struct std::hash<cgt::Game> {
    std::size_t operator()(cgt::Game g) const noexcept { return std::hash<std::uint32_t>{}(g.id()); }
};

// Printing: cgt::to_string and fmt::formatter<cgt::Game> ("{}" CGSuite style, "{:e}" explicit).
#include "cgt/notation.hpp"
