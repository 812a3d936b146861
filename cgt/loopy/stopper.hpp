#pragma once
// cgt::loopy::Stopper: a canonical stopper, held as a cheap handle.
//
// A stopper is a loopy game with no infinite alternating play from any position (Siegel,
// CGT, ch. VI). Every stopper equals exactly one canonical stopper: no dominated or reversible
// options and no two equal positions (its graph is unique up to isomorphism). Canonical graphs
// are numbered canonically (colour refinement, start vertex 0) and interned in one global
// table, as cgt::Game is: equal stoppers are the same handle, so == is pointer equality and
// caches keyed by id() are exact. Short games are the loop-free stoppers: from_game(g) and
// as_game() go back and forth.
//
// Threads: the table may be used from any number of threads; handles may be shared.

#include <compare>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/loopy/graph.hpp"
#include "cgt/outcome.hpp"
#include "cgt/player.hpp"

namespace cgt::loopy {

class Stopper;
namespace detail {
struct StopperEntry;
// The stopper of a graph that is already canonical and canonically numbered (see
// detail/simplify.hpp); internal to the loopy module.
Stopper intern(const Graph& canonical);
} // namespace detail

class Stopper {
public:
    Stopper(); // 0

    // ---- construction ----
    static Stopper from_game(Game g);
    // The canonical form of the game at `start`; throws InvalidArgument if it is not a stopper.
    static Stopper from_graph(const Graph& graph, Vertex start);
    // The canonical forms of the games at several starts of one graph, from one table of
    // comparisons (cheaper than one call per start); InvalidArgument unless all are stoppers.
    static std::vector<Stopper> from_graph(const Graph& graph, std::span<const Vertex> starts);
    // { left | right }, a pass for Left and/or Right added (an edge to the new position itself).
    static Stopper from_options(std::span<const Stopper> left, std::span<const Stopper> right, bool left_pass = false,
                                bool right_pass = false);
    static Stopper on();    // {pass|}
    static Stopper off();   // {|pass}
    static Stopper over();  // {0|pass}
    static Stopper under(); // {pass|0}
    static Stopper upon();  // {pass|*}, printed ^[on]

    // ---- structure ----
    const Graph& graph() const; // canonical: start vertex 0, all vertices reachable
    std::uint32_t id() const;   // unique per stopper in this process
    std::vector<Stopper> options(Player p) const;
    std::vector<Stopper> left_options() const { return options(Player::left); }
    std::vector<Stopper> right_options() const { return options(Player::right); }
    // The game at vertex v of graph() (a follower; vertex 0 is the stopper itself).
    Stopper follower(Vertex v) const;
    // Every position reachable (itself included), one per vertex: all different.
    std::vector<Stopper> followers() const;
    std::size_t follower_count() const { return graph().vertex_count(); }

    bool is_loopfree() const;           // a short game
    std::optional<Game> as_game() const; // the short game, if loop-free
    bool is_plumtree() const;           // no cycle but passes
    bool is_on() const;
    bool is_off() const;
    bool is_number() const; // a (short) number

    // ---- order and arithmetic ----
    friend bool operator==(Stopper a, Stopper b) noexcept { return a.entry_ == b.entry_; }
    friend bool operator<=(Stopper a, Stopper b);
    friend bool operator>=(Stopper a, Stopper b) { return b <= a; }
    friend bool operator<(Stopper a, Stopper b) { return a != b && a <= b; }
    friend bool operator>(Stopper a, Stopper b) { return b < a; }
    bool confused_with(Stopper b) const { return !(*this <= b) && !(b <= *this); }
    Outcome outcome() const; // L, R, N or P: compared with 0, as CGSuite does

    Stopper operator-() const;
    // A stopper plus a short game is a stopper. (Two stoppers: see SidedValue.)
    friend Stopper operator+(Stopper s, Game g);
    friend Stopper operator+(Game g, Stopper s) { return s + g; }
    friend Stopper operator-(Stopper s, Game g) { return s + (-g); }

    struct IdLess { // a strict weak order for containers (the game order is only partial)
        bool operator()(Stopper a, Stopper b) const noexcept { return a.id() < b.id(); }
    };

private:
    explicit Stopper(const detail::StopperEntry* entry) noexcept : entry_(entry) {}
    const detail::StopperEntry* entry_;
    friend Stopper detail::intern(const Graph& canonical);
};

} // namespace cgt::loopy

template <>
struct std::hash<cgt::loopy::Stopper> {
    std::size_t operator()(cgt::loopy::Stopper s) const noexcept { return std::hash<std::uint32_t>{}(s.id()); }
};
