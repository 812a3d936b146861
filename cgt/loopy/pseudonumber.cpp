// Pseudonumbers and stops (iterative: a walk over (position, player to move) states, which
// form no cycle in a stopper).

#include "cgt/loopy/pseudonumber.hpp"

#include <stdexcept>

namespace cgt::loopy {

Stopper Pseudonumber::to_stopper() const {
    if (is_on()) return Stopper::on();
    if (is_off()) return Stopper::off();
    const Stopper x = Stopper::from_game(Game::number(x_));
    if (over_ > 0) return Stopper::from_options({&x, 1}, {}, false, true);
    if (over_ < 0) return Stopper::from_options({}, {&x, 1}, true, false);
    return x;
}

std::string to_string(const Pseudonumber& p) {
    if (p.is_on()) return "on";
    if (p.is_off()) return "off";
    if (p.over_sign() == 0) return p.number().to_string();
    return (p.number().is_zero() ? std::string() : p.number().to_string()) + (p.over_sign() > 0 ? "over" : "under");
}

namespace {

std::optional<Pseudonumber> number_of(const std::optional<Game>& g) {
    if (g && g->is_number()) return Pseudonumber(g->number_part());
    return std::nullopt;
}

// The pseudonumber at vertex v of a canonical stopper's graph, if it is one.
std::optional<Pseudonumber> pseudonumber_at(const Graph& g, Vertex v, const std::vector<std::optional<Game>>& shorts) {
    if (shorts[v]) return number_of(shorts[v]);
    const auto left = g.left(v), right = g.right(v);
    if (right.empty() && left.size() == 1 && left[0] == v) return Pseudonumber::on();
    if (left.empty() && right.size() == 1 && right[0] == v) return Pseudonumber::off();
    if (left.size() == 1 && right.size() == 1) {
        if (right[0] == v && left[0] != v)
            if (auto x = number_of(shorts[left[0]])) return Pseudonumber(x->number(), 1);
        if (left[0] == v && right[0] != v)
            if (auto x = number_of(shorts[right[0]])) return Pseudonumber(x->number(), -1);
    }
    return std::nullopt;
}

Pseudonumber stop_of(Stopper s, Player player) {
    const Graph& g = s.graph();
    const std::vector<std::optional<Game>> shorts = short_positions(g);
    const std::size_t n = g.vertex_count();
    auto index = [](Vertex v, Player p) { return 2 * static_cast<std::size_t>(v) + static_cast<std::size_t>(p); };
    std::vector<std::optional<Pseudonumber>> value(2 * n);
    // A leaf: a pseudonumber is its own stop; a short game has its short stops.
    auto leaf = [&](Vertex v, Player p) -> std::optional<Pseudonumber> {
        if (auto x = pseudonumber_at(g, v, shorts)) return x;
        if (shorts[v]) return Pseudonumber(p == Player::left ? shorts[v]->left_stop() : shorts[v]->right_stop());
        return std::nullopt;
    };
    struct Frame {
        Vertex v;
        Player p;
        std::size_t next;
    };
    std::vector<char> active(2 * n, 0);
    std::vector<Frame> stack{{0, player, 0}};
    while (!stack.empty()) {
        Frame& top = stack.back();
        const std::size_t i = index(top.v, top.p);
        if (value[i]) {
            stack.pop_back();
            continue;
        }
        if (top.next == 0) {
            if (auto x = leaf(top.v, top.p)) {
                value[i] = x;
                stack.pop_back();
                continue;
            }
            active[i] = 1;
        }
        const auto options = g.options(top.p, top.v);
        if (top.next < options.size()) {
            const Vertex w = options[top.next++];
            const std::size_t j = index(w, opponent(top.p));
            if (!value[j]) {
                if (active[j]) throw std::logic_error("loopy stops: an alternating cycle in a stopper");
                stack.push_back({w, opponent(top.p), 0}); // invalidates top
            }
            continue;
        }
        // All options known: Left takes the largest Right stop, Right the smallest Left stop.
        // Without options (not seen in canonical stoppers), off for Left and on for Right.
        std::optional<Pseudonumber> best;
        for (Vertex w : options) {
            const Pseudonumber& x = *value[index(w, opponent(top.p))];
            if (!best || (top.p == Player::left ? x > *best : x < *best)) best = x;
        }
        value[i] = best ? *best : top.p == Player::left ? Pseudonumber::off() : Pseudonumber::on();
        active[i] = 0;
        stack.pop_back();
    }
    return *value[index(0, player)];
}

} // namespace

std::optional<Pseudonumber> as_pseudonumber(Stopper s) {
    return pseudonumber_at(s.graph(), 0, short_positions(s.graph()));
}

Pseudonumber left_stop(Stopper s) { return stop_of(s, Player::left); }
Pseudonumber right_stop(Stopper s) { return stop_of(s, Player::right); }

} // namespace cgt::loopy
