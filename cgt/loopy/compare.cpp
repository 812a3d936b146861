// The comparison game H - G solved on all pairs by backward propagation (see compare.hpp).

#include "cgt/loopy/compare.hpp"

#include <limits>

#include "cgt/detail/step_counter.hpp"
#include "cgt/errors.hpp"

namespace cgt::loopy {
namespace {

// For each vertex w and player p, the vertices v with a move by p from v to w.
class Predecessors {
public:
    explicit Predecessors(const Graph& g) {
        const std::size_t n = g.vertex_count();
        for (std::size_t p = 0; p < 2; ++p) {
            offsets_[p].assign(n + 1, 0);
            for (std::size_t v = 0; v < n; ++v)
                for (Vertex w : g.options(static_cast<Player>(p), static_cast<Vertex>(v))) ++offsets_[p][w + 1];
            for (std::size_t w = 0; w < n; ++w) offsets_[p][w + 1] += offsets_[p][w];
            sources_[p].resize(offsets_[p][n]);
            std::vector<std::size_t> fill(offsets_[p].begin(), offsets_[p].end() - 1);
            for (std::size_t v = 0; v < n; ++v)
                for (Vertex w : g.options(static_cast<Player>(p), static_cast<Vertex>(v)))
                    sources_[p][fill[w]++] = static_cast<Vertex>(v);
        }
    }
    std::span<const Vertex> of(Player p, Vertex w) const {
        const auto i = static_cast<std::size_t>(p);
        return {sources_[i].data() + offsets_[i][w], sources_[i].data() + offsets_[i][w + 1]};
    }

private:
    std::vector<std::size_t, BudgetAllocator<std::size_t, MemoryUse::searches>> offsets_[2];
    std::vector<Vertex, BudgetAllocator<Vertex, MemoryUse::searches>> sources_[2];
};

// The game H - G with states (g, h, mover). Left to move: she moves in H (H's Left edges) or
// in -G (G's Right edges); Right to move: H's Right edges or G's Left edges.
class ComparisonGame {
public:
    ComparisonGame(const Graph& g, const Graph& h, Convention convention)
        : g_(g), h_(h), pg_(g), ph_(h), convention_(convention), width_(h.vertex_count()) {
        const std::size_t pairs = checked_pairs(g.vertex_count(), h.vertex_count());
        states_ = 2 * pairs;
        // lost_, good_ (1 byte), count_ (4 bytes), queue_ (at most one entry per state, 8 bytes)
        charge_.resize(states_ * (1 + 1 + 4 + 8));
        lost_.assign(states_, 0);
        count_.assign(states_, 0);
        queue_.reserve(64);
    }

    void solve() {
        // Right's attractor to "Left to move and no move".
        for (std::size_t s = 0; s < states_; s += 2) {
            std::uint32_t moves = 0;
            for_each_move(s, [&](std::size_t, bool) { ++moves; });
            count_[s] = moves;
            if (moves == 0) lose(s);
        }
        attract();
        if (convention_ == Convention::stopper) return;
        // Büchi rounds: Left must be able to force one more move in the favoured component.
        good_.assign(states_, 0);
        while (true) {
            mark_good();
            bool changed = false;
            for (std::size_t s = 0; s < states_; ++s)
                if (!lost_[s] && !good_[s]) {
                    lose(s);
                    changed = true;
                }
            if (!changed) break;
            attract();
        }
        good_ = {};
    }

    // Left survives (g, h) with Right to move: g <= h.
    bool left_survives(Vertex g, Vertex h) const { return !lost_[state(g, h) + 1]; }

private:
    const Graph& g_;
    const Graph& h_;
    Predecessors pg_, ph_;
    Convention convention_;
    std::size_t width_;
    std::size_t states_ = 0;
    std::vector<char, BudgetAllocator<char, MemoryUse::searches>> lost_; // Right wins from here
    std::vector<char, BudgetAllocator<char, MemoryUse::searches>> good_;
    std::vector<std::uint32_t, BudgetAllocator<std::uint32_t, MemoryUse::searches>> count_;
    std::vector<std::size_t> queue_; // charged with the states above
    MemoryCharge charge_{MemoryUse::searches};

    static std::size_t checked_pairs(std::size_t a, std::size_t b) {
        if (a != 0 && b > std::numeric_limits<std::size_t>::max() / 64 / a)
            throw MemoryLimitExceeded("loopy comparison: too many pairs of positions");
        return a * b;
    }
    std::size_t state(Vertex g, Vertex h) const { return (g * width_ + h) * 2; }

    // f(target state, the move is made in H)
    template <typename F>
    void for_each_move(std::size_t s, F&& f) const {
        const auto pair = s / 2;
        const auto g = static_cast<Vertex>(pair / width_), h = static_cast<Vertex>(pair % width_);
        const bool left_to_move = (s & 1) == 0;
        const std::size_t next = left_to_move ? 1 : 0;
        for (Vertex h2 : h_.options(left_to_move ? Player::left : Player::right, h)) f(state(g, h2) + next, true);
        for (Vertex g2 : g_.options(left_to_move ? Player::right : Player::left, g)) f(state(g2, h) + next, false);
    }
    // f(predecessor state, the move into s is made in H); mirrors for_each_move exactly.
    template <typename F>
    void for_each_predecessor(std::size_t s, F&& f) const {
        const auto pair = s / 2;
        const auto g = static_cast<Vertex>(pair / width_), h = static_cast<Vertex>(pair % width_);
        const bool reached_by_left = (s & 1) == 1; // Right is to move, so Left just moved
        const std::size_t previous = reached_by_left ? 0 : 1;
        for (Vertex h0 : ph_.of(reached_by_left ? Player::left : Player::right, h)) f(state(g, h0) + previous, true);
        for (Vertex g0 : pg_.of(reached_by_left ? Player::right : Player::left, g)) f(state(g0, h) + previous, false);
    }
    bool favoured(bool in_h) const { return convention_ == Convention::onside ? in_h : !in_h; }

    void lose(std::size_t s) {
        lost_[s] = 1;
        queue_.push_back(s);
    }
    void attract() {
        while (!queue_.empty()) {
            const std::size_t s = queue_.back();
            queue_.pop_back();
            detail::count_step();
            for_each_predecessor(s, [&](std::size_t t, bool) {
                if (lost_[t]) return;
                if ((t & 1) == 1 || --count_[t] == 0) lose(t); // Right moves there / Left has no other move
            });
        }
    }

    // good: Left can force a move in the favoured component (staying out of the lost states).
    // count_ of a Right state is reused for its moves outside the favoured component that do
    // not yet lead to good states (the attractor reads count_ of Left states only).
    void mark_good() {
        std::fill(good_.begin(), good_.end(), 0);
        for (std::size_t s = 0; s < states_; ++s) {
            if (lost_[s]) continue;
            if ((s & 1) == 0) {
                bool found = false;
                for_each_move(s, [&](std::size_t t, bool in_h) { found = found || (favoured(in_h) && !lost_[t]); });
                if (found) mark(s);
            } else {
                std::uint32_t others = 0;
                for_each_move(s, [&](std::size_t, bool in_h) { others += favoured(in_h) ? 0 : 1; });
                count_[s] = others;
                if (others == 0) mark(s);
            }
        }
        while (!queue_.empty()) {
            const std::size_t t = queue_.back();
            queue_.pop_back();
            detail::count_step();
            for_each_predecessor(t, [&](std::size_t s, bool in_h) {
                if (lost_[s] || good_[s] || favoured(in_h)) return;
                if ((s & 1) == 0 || --count_[s] == 0) mark(s);
            });
        }
    }
    void mark(std::size_t s) {
        good_[s] = 1;
        queue_.push_back(s);
    }
};

} // namespace

bool leq(const Graph& g, Vertex g_vertex, const Graph& h, Vertex h_vertex, Convention convention) {
    if (g_vertex >= g.vertex_count() || h_vertex >= h.vertex_count())
        throw InvalidArgument("loopy comparison: vertex does not exist");
    ComparisonGame game(g, h, convention);
    game.solve();
    return game.left_survives(g_vertex, h_vertex);
}

LeqTable::LeqTable(const Graph& g, const Graph& h, Convention convention) : width_(h.vertex_count()) {
    ComparisonGame game(g, h, convention);
    game.solve();
    bits_.resize(g.vertex_count() * h.vertex_count());
    for (std::size_t a = 0; a < g.vertex_count(); ++a)
        for (std::size_t b = 0; b < h.vertex_count(); ++b)
            bits_[a * width_ + b] = game.left_survives(static_cast<Vertex>(a), static_cast<Vertex>(b)) ? 1 : 0;
}

} // namespace cgt::loopy
