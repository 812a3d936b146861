// Thermographs, means and temperatures (see cgt/thermograph.hpp for the conventions).
//
// Walls are computed bottom-up over the DAG of subgames (detail::post_order), never by
// recursion. Means and temperatures of non-NUS games only need the walls for t >= 0, where every
// number+up+star option is simply a mast at its number part; that restricted computation skips
// the (long) sub-zero walls of numbers with large denominators.

#include "cgt/thermograph.hpp"

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

// Walls of every subgame of root on [start, infinity). A subgame is a leaf (a mast at its
// number part) when it is an integer, or when start >= 0 and it is a NUS.
class WallBuilder {
public:
    explicit WallBuilder(Dyadic start) : start_(std::move(start)), from_zero_(start_.sign() >= 0) {}

    const Walls& walls(Game root) {
        detail::post_order(
            root, [this](Game g) { return is_leaf(g) ? std::vector<Game>{} : detail::all_options(g); },
            [this](Game g) { build(g); });
        return memo_.at(root.id());
    }

private:
    Dyadic start_;
    bool from_zero_;
    std::unordered_map<std::uint32_t, Walls> memo_;

    bool is_leaf(Game g) const { return g.is_integer() || (from_zero_ && g.is_nus()); }

    void build(Game g) {
        if (is_leaf(g)) {
            Dyadic x = g.number_part();
            Dyadic t = g.is_integer() ? Dyadic(-1) : (g.is_number() ? number_temperature(x) : Dyadic(0));
            memo_.emplace(g.id(), Walls{Wall::constant(start_, x), Wall::constant(start_, x), x, t});
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

public:
    static Dyadic number_temperature(const Dyadic& x) {
        return x.is_integer() ? Dyadic(-1) : Dyadic::from_fraction(-1, x.exponent());
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

Dyadic Game::mean() const {
    if (is_nus()) return number_part();
    return WallBuilder(Dyadic(0)).walls(*this).mean;
}

Dyadic Game::temperature() const {
    if (is_nus()) return is_number() ? WallBuilder::number_temperature(number_part()) : Dyadic(0);
    return WallBuilder(Dyadic(0)).walls(*this).temperature;
}

} // namespace cgt
