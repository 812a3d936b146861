#pragma once
// cgt::loopy::SidedValue: the value of any loopy game, its onside and its offside.
//
// In the onside G+ infinite play is won by Left, in the offside G- by Right (Siegel, CGT, ch.
// VI, sec. 4; Winning Ways, ch. 11). G <= H when G+ <= H+ and G- <= H- (compare.hpp). A side
// that equals a stopper is kept as the canonical Stopper; otherwise as the simplest graph the
// simplifier found (detail/simplify_side.cpp), which still compares exactly. When both sides are
// stoppers the value is "stopper-sided", written onside & offside (CGSuite's `&`); when they
// are the same stopper it is that stopper. Bach's Carousel is a game whose sides are not
// stoppers.
//
// Sums are formed side by side: (G + H)+ = G+ + H+ (the upsum of stoppers), (G + H)- the
// downsum. A sum of stoppers need not be a stopper: on + off is dud = on & off.

#include <memory>
#include <optional>
#include <span>
#include <string_view>

#include <fmt/format.h>

#include "cgt/loopy/compare.hpp"
#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/outcome.hpp"
#include "cgt/loopy/stopper.hpp"

namespace cgt::loopy {

class SidedValue {
public:
    SidedValue(); // 0
    SidedValue(Stopper s); // NOLINT: a stopper is the sided value s & s

    // The value of the loopy game at `start` (each side simplified).
    static SidedValue from_graph(const Graph& graph, Vertex start);
    // The value whose onside is that of the game at on_start and whose offside is that of
    // the game at off_start (CGSuite's SidedValue(onside, offside)).
    static SidedValue from_sides(const Graph& onside, Vertex on_start, const Graph& offside, Vertex off_start);
    // onside & offside; throws InvalidArgument unless offside <= onside.
    static SidedValue sidle(Stopper onside, Stopper offside);
    // {left | right} with passes, each side built from the options' sides (CGSuite's game
    // specifier with sided options: {2&-2 | 1&-2} is {2|1} & {-2|-2}).
    static SidedValue from_options(std::span<const SidedValue> left, std::span<const SidedValue> right,
                                   bool left_pass = false, bool right_pass = false);
    static SidedValue dud(); // {pass|pass} = on & off

    // ---- the sides ----
    bool is_stopper() const { return stopper_ && on_.stopper && *on_.stopper == *off_.stopper; }
    bool is_stopper_sided() const { return on_.stopper.has_value() && off_.stopper.has_value(); }
    std::optional<Stopper> as_stopper() const;
    // The side as a stopper, when it is one.
    std::optional<Stopper> onside() const { return on_.stopper; }
    std::optional<Stopper> offside() const { return off_.stopper; }
    // The simplified side graphs (start vertex 0), stopper or not.
    const Graph& onside_graph() const { return *on_.graph; }
    const Graph& offside_graph() const { return *off_.graph; }

    // ---- order and arithmetic ----
    friend bool operator<=(const SidedValue& a, const SidedValue& b);
    friend bool operator>=(const SidedValue& a, const SidedValue& b) { return b <= a; }
    friend bool operator==(const SidedValue& a, const SidedValue& b);
    friend bool operator<(const SidedValue& a, const SidedValue& b) { return a <= b && !(b <= a); }
    friend bool operator>(const SidedValue& a, const SidedValue& b) { return b < a; }
    bool confused_with(const SidedValue& b) const { return !(*this <= b) && !(b <= *this); }

    friend SidedValue operator+(const SidedValue& a, const SidedValue& b);
    friend SidedValue operator-(const SidedValue& a, const SidedValue& b) { return a + (-b); }
    SidedValue operator-() const;

    LoopyOutcome outcome() const;
    // The outcome of one side played alone (L, R, N or P; Convention::onside or offside).
    Outcome side_outcome(Convention side) const;
    bool is_idempotent() const { return *this + *this == *this; }

private:
    struct Side {
        std::shared_ptr<const Graph> graph; // start vertex 0
        std::optional<Stopper> stopper;
    };
    Side on_, off_;
    bool stopper_ = true; // both sides stoppers (cached)
    static Side side_of(Stopper s);
    static Side side_from(const Graph& graph, Vertex start, Convention side);
    const Side& side(Convention c) const { return c == Convention::offside ? off_ : on_; }
    void settle();
};

// Upsum and downsum of stoppers: the onside and the offside of G + H, which for stoppers are
// stoppers (CGSuite's Upsum and Downsum); OutOfRange if the side found is not a stopper.
Stopper upsum(Stopper g, Stopper h);
Stopper downsum(Stopper g, Stopper h);
// G + H as a sided value.
SidedValue operator+(Stopper g, Stopper h);
SidedValue operator-(Stopper g, Stopper h);

// The loopy outcome of G plus short games, from G's side graphs summed with the short games
// (no simplification of the sum): the outcome of G + H without forming the value G + H.
LoopyOutcome outcome_of_sum(const SidedValue& g, std::span<const Game> short_games);

} // namespace cgt::loopy
