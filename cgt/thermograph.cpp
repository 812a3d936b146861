// Thermographs, means and temperatures (see cgt/thermograph.hpp for the conventions).
//
// Walls are computed bottom-up over the DAG of subgames (detail::post_order), never by
// recursion. Means and temperatures of non-NUS games only need the walls for t >= 0, where every
// number+up+star option is simply a mast at its number part; that restricted computation skips
// the (long) sub-zero walls of numbers with large denominators.

#include "cgt/thermograph.hpp"

#include <memory>
#include <stdexcept>
#include <unordered_map>
#include <utility>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/wall.hpp"

namespace cgt {
namespace {

using detail::Wall;

struct Walls {
    Wall left;
    Wall right;
    Dyadic mean;
    Dyadic temperature;
};

Dyadic number_temperature(const Dyadic& x) {
    return x.is_integer() ? Dyadic(-1) : Dyadic::from_fraction(-1, x.exponent());
}

// The walls of a number on [-1, infinity) in closed form. With y1 the left option of x (for
// the left wall), y2 the right option of y1, y3 the left option of y2, ... down to an integer,
// the scaffold recursion unrolls to: the left wall is y1 - t on [T(y1), T(x)], y2 on
// [T(y2), T(y1)], y3 - t on [T(y3), T(y2)], ... (T = temperature, -1 for the final integer),
// then the mast x above T(x). The right wall mirrors it (right option first, + t).
// Each step lowers the denominator, so a number m/2^j costs O(j) instead of the O(j^2) of
// the general construction.
Wall number_wall(const Dyadic& x, bool left) {
    std::vector<detail::Segment> down; // from T(x) downwards
    Dyadic current = x;
    bool slanted = true; // alternately y - t (or y + t) and y
    while (!current.is_integer()) {
        Dyadic step = Dyadic::from_fraction(1, current.exponent());
        bool take_left = left == slanted; // left wall: L, R, L, ...; right wall: R, L, R, ...
        Dyadic y = take_left ? current - step : current + step;
        Dyadic low = y.is_integer() ? Dyadic(-1) : number_temperature(y);
        int slope = slanted ? (left ? -1 : 1) : 0;
        down.push_back(detail::Segment{low, y + detail::times(slope, low), slope});
        current = y;
        slanted = !slanted;
    }
    std::vector<detail::Segment> up(down.rbegin(), down.rend());
    up.push_back(detail::Segment{number_temperature(x), x, 0});
    if (x.is_integer()) up = {detail::Segment{Dyadic(-1), x, 0}};
    return Wall::from_segments(up);
}

// The walls of x + n.^ + *k (not a number) on [-1, infinity) in closed form, from the walls
// A = LW(x), B = RW(x) of its number part: for t <= 0
//   n = 0:          LW = B - t, RW = A + t
//   n >= 1:         LW = B - t, RW = B   (RW = A + t for x^*)
//   n <= -1:        LW = A,     RW = A + t   (LW = B - t for xv*)
// and the mast x above t = 0. Derived by unrolling the scaffold construction over the
// canonical forms (x*k = {x,...,x*(k-1) | ...}, x + n.^ + *k = {x | x + (n-1).^ + *(k xor 1)})
// using B(t) >= A(t) + t for numbers; the tests check it against the general construction.
// It makes *k and ^n cost O(1) levels instead of k or n.
std::pair<Wall, Wall> nus_walls(const Dyadic& x, std::int64_t ups, std::uint64_t nim) {
    Wall a = number_wall(x, true), b = number_wall(x, false);
    const Dyadic zero;
    auto minus_t = [&](const Wall& w) { return w.tilted(-1).cut_at(zero); };
    auto plus_t = [&](const Wall& w) { return w.tilted(1).cut_at(zero); };
    if (ups == 0) return {minus_t(b), plus_t(a)};
    if (ups > 0) return {minus_t(b), ups == 1 && nim == 1 ? plus_t(a) : b};
    return {ups == -1 && nim == 1 ? minus_t(b) : a, plus_t(a)};
}

// Walls of every subgame of root on [start, infinity). A subgame is a leaf when it is a
// number+up+star value: numbers and other NUS in closed form (above), and from t = 0 on any
// NUS is just a mast at its number part.
class WallBuilder {
public:
    // numbers_in_closed_form = false runs the general construction on non-integer numbers too
    // (the slow twin of number_wall, for tests).
    explicit WallBuilder(Dyadic start, bool numbers_in_closed_form = true)
        : start_(std::move(start)), from_zero_(start_.sign() >= 0), closed_form_(numbers_in_closed_form) {}

    std::size_t size() const { return memo_.size(); }

    const Walls& walls(Game root) {
        if (auto it = memo_.find(root.id()); it != memo_.end()) return it->second;
        detail::post_order(
            root,
            [this](Game g) {
                // Leaves and games already known need no walk below them.
                return is_leaf(g) || memo_.count(g.id()) ? std::vector<Game>{} : detail::all_options(g);
            },
            [this](Game g) {
                if (!memo_.count(g.id())) build(g);
            });
        return memo_.at(root.id());
    }

private:
    Dyadic start_;
    bool from_zero_;
    bool closed_form_;
    std::unordered_map<std::uint32_t, Walls> memo_;

    bool is_leaf(Game g) const { return g.is_integer() || ((closed_form_ || from_zero_) && g.is_nus()); }

    void build(Game g) {
        if (is_leaf(g)) {
            Dyadic x = g.number_part();
            Dyadic t = g.is_number() ? number_temperature(x) : Dyadic(0);
            if (from_zero_) {
                memo_.emplace(g.id(), Walls{Wall::constant(start_, x), Wall::constant(start_, x), x, t});
            } else if (g.is_number()) {
                memo_.emplace(g.id(), Walls{number_wall(x, true), number_wall(x, false), x, t});
            } else {
                auto [left, right] = nus_walls(x, g.up_part(), g.nim_part());
                memo_.emplace(g.id(), Walls{std::move(left), std::move(right), x, t});
            }
            return;
        }
        Wall left = Wall::infinite(-1);
        for (Game gl : g.left_options()) left = Wall::max(left, memo_.at(gl.id()).right);
        Wall right = Wall::infinite(1);
        for (Game gr : g.right_options()) right = Wall::min(right, memo_.at(gr.id()).left);
        if (left.is_infinite() || right.is_infinite())
            throw std::logic_error("thermograph: a canonical non-integer game with an empty side");
        left = left.tilted(-1);
        right = right.tilted(1);
        Dyadic t;
        if (!detail::scaffolds_meet(left, right, t))
            throw std::logic_error("thermograph: scaffolds apart at the lowest temperature");
        Dyadic mast = left.value_at(t);
        memo_.emplace(g.id(), Walls{left.cut_at(t), right.cut_at(t), mast, t});
    }

};

Trajectory to_trajectory(const Wall& w) {
    Trajectory out;
    for (const auto& s : w.segments()) out.points.push_back(Trajectory::Point{s.t, s.v});
    return out;
}

} // namespace

Dyadic Trajectory::value_at(const Dyadic& t) const {
    if (points.empty()) throw std::logic_error("Trajectory::value_at: empty trajectory");
    std::size_t k = 0;
    while (k + 1 < points.size() && points[k + 1].temperature <= t) ++k;
    const Point& p = points[k];
    if (k + 1 == points.size()) return p.value; // the mast
    const Point& q = points[k + 1];
    // Slopes are 0 or +-1, so the line's direction is the sign of the value change.
    int slope = (q.value > p.value) ? 1 : (q.value < p.value ? -1 : 0);
    return p.value + detail::times(slope, t - p.temperature);
}

Thermograph thermograph(Game g) {
    WallBuilder builder(Dyadic(-1));
    const Walls& w = builder.walls(g);
    return Thermograph{to_trajectory(w.left), to_trajectory(w.right), w.mean, w.temperature};
}

namespace detail {
Thermograph thermograph_by_scaffolds_only(Game g) {
    WallBuilder builder(Dyadic(-1), false);
    const Walls& w = builder.walls(g);
    return Thermograph{to_trajectory(w.left), to_trajectory(w.right), w.mean, w.temperature};
}
} // namespace detail

namespace {
// Walls for t >= 0 are kept per thread between calls (ids are permanent, so entries stay
// exact): the mean of a sum then reuses its parts' walls. The cache is dropped when it grows
// past a bound.
const Walls& walls_from_zero(Game g) {
    constexpr std::size_t max_cached_games = std::size_t{1} << 18;
    thread_local std::unique_ptr<WallBuilder> cache;
    if (!cache || cache->size() > max_cached_games) cache = std::make_unique<WallBuilder>(Dyadic(0));
    return cache->walls(g);
}
} // namespace

Dyadic Game::mean() const {
    if (is_nus()) return number_part();
    return walls_from_zero(*this).mean;
}

Dyadic Game::temperature() const {
    if (is_nus()) return is_number() ? number_temperature(number_part()) : Dyadic(0);
    return walls_from_zero(*this).temperature;
}

} // namespace cgt
