#include "naive_operations.hpp"

#include <algorithm>
#include <functional>

namespace cgt::naive {
namespace {

} // namespace

// Results are kept as canonical trees: the definitions only sum them (sums are well defined on
// values), and unsimplified sums of sums would grow exponentially.
template <typename Map, typename Key, typename Fn>
Node NaiveOperations::memoised(Map& memo, const Key& key, Fn&& compute) {
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    Node result = s_.from_game(s_.to_game(compute()));
    memo.emplace(key, result);
    return result;
}

bool NaiveOperations::is_integer(Node g) {
    auto x = s_.number_value(g);
    return x && boost::multiprecision::denominator(*x) == 1;
}

Node NaiveOperations::copies(std::int64_t n, Node g) {
    Node one = n < 0 ? s_.neg(g) : g;
    Node total = s_.zero();
    for (std::int64_t i = 0; i < (n < 0 ? -n : n); ++i) total = s_.sum(total, one);
    return total;
}

Node NaiveOperations::heat(Node g, Node t) {
    return memoised(heat_memo_, PairKey{g, t}, [&] {
        if (s_.number_value(g)) return g;
        std::vector<Node> left, right;
        for (Node gl : std::vector<Node>(s_.left(g))) left.push_back(s_.sum(heat(gl, t), t));
        for (Node gr : std::vector<Node>(s_.right(g))) right.push_back(s_.sum(heat(gr, t), s_.neg(t)));
        return s_.make(left, right);
    });
}

Node NaiveOperations::cool(Node g, const Rational& t) {
    return memoised(cool_memo_, std::pair{g, t}, [&] {
        if (is_integer(g)) return g;
        const Game core = s_.to_game(g); // the core's thermograph: temperature and mean
        if (to_rational(core.temperature()) < t) return s_.number(to_rational(core.mean()));
        const Node tn = s_.number(t);
        std::vector<Node> left, right;
        for (Node gl : std::vector<Node>(s_.left(g))) left.push_back(s_.sum(cool(gl, t), s_.neg(tn)));
        for (Node gr : std::vector<Node>(s_.right(g))) right.push_back(s_.sum(cool(gr, t), tn));
        return s_.make(left, right);
    });
}

Node NaiveOperations::overheat(Node g, Node s, Node t) {
    return memoised(overheat_memo_, std::pair{PairKey{g, s}, t}, [&] {
        if (is_integer(g)) return copies(static_cast<std::int64_t>(boost::multiprecision::numerator(*s_.number_value(g))), s);
        std::vector<Node> left, right;
        for (Node gl : std::vector<Node>(s_.left(g))) left.push_back(s_.sum(overheat(gl, s, t), t));
        for (Node gr : std::vector<Node>(s_.right(g))) right.push_back(s_.sum(overheat(gr, s, t), s_.neg(t)));
        return s_.make(left, right);
    });
}

Node NaiveOperations::norton(Node g, Node u) {
    return memoised(norton_memo_, PairKey{g, u}, [&] {
        if (is_integer(g)) return copies(static_cast<std::int64_t>(boost::multiprecision::numerator(*s_.number_value(g))), u);
        std::vector<Node> units; // U + I for every incentive I of U
        for (Node ul : std::vector<Node>(s_.left(u))) units.push_back(s_.sum(u, s_.sum(ul, s_.neg(u))));
        for (Node ur : std::vector<Node>(s_.right(u))) units.push_back(s_.sum(u, s_.sum(u, s_.neg(ur))));
        std::vector<Node> left, right;
        for (Node gl : std::vector<Node>(s_.left(g)))
            for (Node unit : units) left.push_back(s_.sum(norton(gl, u), unit));
        for (Node gr : std::vector<Node>(s_.right(g)))
            for (Node unit : units) right.push_back(s_.sum(norton(gr, u), s_.neg(unit)));
        return s_.make(left, right);
    });
}

Node NaiveOperations::ordinal_sum(Node g, Node h) {
    return memoised(ordinal_memo_, PairKey{g, h}, [&] {
        std::vector<Node> left = s_.left(g), right = s_.right(g);
        for (Node hl : std::vector<Node>(s_.left(h))) left.push_back(ordinal_sum(g, hl));
        for (Node hr : std::vector<Node>(s_.right(h))) right.push_back(ordinal_sum(g, hr));
        return s_.make(left, right);
    });
}

Node NaiveOperations::conway_product(Node g, Node h) {
    return memoised(conway_memo_, PairKey{g, h}, [&] {
        const std::vector<Node> gl = s_.left(g), gr = s_.right(g), hl = s_.left(h), hr = s_.right(h);
        auto term = [&](Node a, Node b) {
            return s_.sum(s_.sum(conway_product(a, h), conway_product(g, b)), s_.neg(conway_product(a, b)));
        };
        std::vector<Node> left, right;
        for (Node a : gl) {
            for (Node b : hl) left.push_back(term(a, b));
            for (Node b : hr) right.push_back(term(a, b));
        }
        for (Node a : gr) {
            for (Node b : hr) left.push_back(term(a, b));
            for (Node b : hl) right.push_back(term(a, b));
        }
        return s_.make(left, right);
    });
}

Node NaiveOperations::companion(Node g) {
    return memoised(companion_memo_, g, [&] {
        std::vector<Node> left, right;
        for (Node gl : std::vector<Node>(s_.left(g))) left.push_back(companion(gl));
        for (Node gr : std::vector<Node>(s_.right(g))) right.push_back(companion(gr));
        if (s_.leq(s_.zero(), g)) left.push_back(s_.zero());
        if (s_.leq(g, s_.zero())) right.push_back(s_.zero());
        return s_.make(left, right);
    });
}

Node NaiveOperations::star_projection(Node g) {
    return memoised(projection_memo_, g, [&] {
        if (s_.number_value(g)) return g;
        if (auto p = s_.nus_value(g); p && p->ups == 0 && p->nim == 1) return s_.number(p->number);
        std::vector<Node> left, right;
        for (Node gl : std::vector<Node>(s_.left(g))) left.push_back(star_projection(gl));
        for (Node gr : std::vector<Node>(s_.right(g))) right.push_back(star_projection(gr));
        return s_.make(left, right);
    });
}

std::uint64_t NaiveOperations::far_star(Node g) {
    if (auto k = s_.nimber_value(g)) return *k + 1;
    std::uint64_t m = 1;
    for (Node o : std::vector<Node>(s_.left(g))) m = std::max(m, far_star(o));
    for (Node o : std::vector<Node>(s_.right(g))) m = std::max(m, far_star(o));
    return m;
}

Node NaiveOperations::naive_atomic_weight(Node g) {
    return memoised(aw_memo_, g, [&] {
        if (auto p = s_.nus_value(g)) return s_.integer(p->ups);
        std::vector<Node> left, right;
        for (Node gl : std::vector<Node>(s_.left(g))) left.push_back(s_.sum(naive_atomic_weight(gl), s_.integer(-2)));
        for (Node gr : std::vector<Node>(s_.right(g))) right.push_back(s_.sum(naive_atomic_weight(gr), s_.integer(2)));
        const Node g0 = s_.make(left, right);
        if (!is_integer(g0)) return g0;
        const Node far = s_.nimber(far_star(g));
        const bool below = s_.leq(g, far), above = s_.leq(far, g);
        if (below && !above) {
            if (left.empty()) return s_.zero();
            // The least integer n with n not <= every entry, searched upwards from below.
            Rational best = 0;
            bool first = true;
            for (Node x : left) {
                Rational n = floor(s_.right_stop(x)) - 2;
                while (s_.leq(s_.number(n), x)) n += 1;
                if (first || n > best) best = n;
                first = false;
            }
            return s_.number(best);
        }
        if (above && !below) {
            if (right.empty()) return s_.zero();
            Rational best = 0;
            bool first = true;
            for (Node x : right) {
                Rational n = ceil(s_.left_stop(x)) + 2;
                while (s_.leq(x, s_.number(n))) n -= 1;
                if (first || n < best) best = n;
                first = false;
            }
            return s_.number(best);
        }
        return g0;
    });
}

std::optional<Node> NaiveOperations::atomic_weight(Node g) {
    if (!s_.is_infinitesimal(g)) return std::nullopt;
    const Node w = naive_atomic_weight(g);
    if (is_all_small(g)) return w;
    const Node difference = s_.sum(g, s_.neg(norton(w, s_.up())));
    std::uint64_t power = 2;
    while (power < far_star(g)) power <<= 1;
    const Node epsilon = s_.sum(s_.nus(0, 1, 1), ordinal_sum(s_.nimber(power), s_.integer(-1)));
    if (s_.leq(difference, epsilon) && s_.leq(s_.neg(epsilon), difference)) return w;
    return std::nullopt;
}

BigInt NaiveOperations::stop_count(Node g) {
    if (s_.number_value(g)) return 1;
    BigInt total = 0;
    for (Node o : std::vector<Node>(s_.left(g))) total += stop_count(o);
    for (Node o : std::vector<Node>(s_.right(g))) total += stop_count(o);
    return total;
}

bool NaiveOperations::is_even(Node g) {
    const std::vector<Node> left = s_.left(g), right = s_.right(g);
    return std::ranges::all_of(left, [&](Node o) { return is_odd(o); }) &&
           std::ranges::all_of(right, [&](Node o) { return is_odd(o); });
}

bool NaiveOperations::is_odd(Node g) {
    const std::vector<Node> left = s_.left(g), right = s_.right(g);
    if (left.empty() && right.empty()) return false;
    return std::ranges::all_of(left, [&](Node o) { return is_even(o); }) &&
           std::ranges::all_of(right, [&](Node o) { return is_even(o); });
}

bool NaiveOperations::is_even_tempered(Node g) {
    if (s_.number_value(g)) return true;
    const std::vector<Node> left = s_.left(g), right = s_.right(g);
    return std::ranges::all_of(left, [&](Node o) { return is_odd_tempered(o); }) &&
           std::ranges::all_of(right, [&](Node o) { return is_odd_tempered(o); });
}

bool NaiveOperations::is_odd_tempered(Node g) {
    if (s_.number_value(g)) return false;
    const std::vector<Node> left = s_.left(g), right = s_.right(g);
    return std::ranges::all_of(left, [&](Node o) { return is_even_tempered(o); }) &&
           std::ranges::all_of(right, [&](Node o) { return is_even_tempered(o); });
}

bool NaiveOperations::is_all_small(Node g) {
    const std::vector<Node> left = s_.left(g), right = s_.right(g);
    if (left.empty() != right.empty()) return false;
    return std::ranges::all_of(left, [&](Node o) { return is_all_small(o); }) &&
           std::ranges::all_of(right, [&](Node o) { return is_all_small(o); });
}

} // namespace cgt::naive
