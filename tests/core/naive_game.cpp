#include "naive_game.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace cgt::naive {

// ---------------------------------------------------------------------------------------------
// Rationals

Rational to_rational(const Dyadic& x) {
    return Rational(x.numerator(), x.denominator());
}

bool is_dyadic(const Rational& x) {
    BigInt d = boost::multiprecision::denominator(x);
    return d > 0 && (d & (d - 1)) == 0;
}

Dyadic to_dyadic(const Rational& x) {
    if (!is_dyadic(x)) throw std::logic_error("naive::to_dyadic: denominator is not a power of 2");
    const BigInt d = boost::multiprecision::denominator(x);
    const std::uint64_t exponent = d == 1 ? 0 : boost::multiprecision::msb(d);
    return Dyadic::from_fraction(boost::multiprecision::numerator(x), exponent);
}

Rational floor(const Rational& x) {
    const BigInt n = boost::multiprecision::numerator(x);
    const BigInt d = boost::multiprecision::denominator(x);
    BigInt q = n / d; // truncates towards 0
    if (q * d != n && n < 0) q -= 1;
    return Rational(q);
}

Rational ceil(const Rational& x) { return -floor(-x); }

Rational simplest_between(const Rational& lo, const Rational& hi) {
    if (!(lo < hi)) throw std::logic_error("naive::simplest_between: empty interval");
    // Integers first: the one closest to 0.
    if (lo < 0 && hi > 0) return Rational(0);
    if (lo >= 0) {
        Rational n = floor(lo) + 1;
        if (n < hi) return n;
    } else {
        Rational n = ceil(hi) - 1;
        if (n > lo) return n;
    }
    // Then the smallest denominator 2^j: the first level with a point strictly inside.
    for (BigInt scale = 2;; scale *= 2) {
        Rational candidate = (floor(lo * scale) + 1) / scale;
        if (candidate < hi) return candidate;
    }
}

// ---------------------------------------------------------------------------------------------
// Forms

std::size_t NaiveStore::KeyHash::operator()(const std::vector<std::uint32_t>& key) const noexcept {
    std::size_t h = 1469598103934665603ULL;
    for (std::uint32_t v : key) h = (h ^ v) * 1099511628211ULL;
    return h;
}

NaiveStore::NaiveStore() { zero_ = make({}, {}); }

Node NaiveStore::make(std::vector<Node> left, std::vector<Node> right) {
    std::sort(left.begin(), left.end());
    left.erase(std::unique(left.begin(), left.end()), left.end());
    std::sort(right.begin(), right.end());
    right.erase(std::unique(right.begin(), right.end()), right.end());
    std::vector<std::uint32_t> key = left;
    key.push_back(UINT32_MAX); // separator: no node has this id
    key.insert(key.end(), right.begin(), right.end());
    if (auto it = index_.find(key); it != index_.end()) return it->second;
    const auto id = static_cast<Node>(nodes_.size());
    nodes_.push_back(Form{std::move(left), std::move(right)});
    index_.emplace(std::move(key), id);
    return id;
}

Node NaiveStore::number(const Rational& x) {
    if (auto it = number_memo_.find(x); it != number_memo_.end()) return it->second;
    Node result;
    const BigInt d = boost::multiprecision::denominator(x);
    if (!is_dyadic(x)) throw std::logic_error("naive::number: not a dyadic rational");
    if (d == 1) {
        if (x == 0) result = zero_;
        else if (x > 0) result = make({number(x - 1)}, {});
        else result = make({}, {number(x + 1)});
    } else {
        const Rational step = Rational(1, d);
        result = make({number(x - step)}, {number(x + step)});
    }
    number_memo_.emplace(x, result);
    return result;
}

Node NaiveStore::nimber(std::uint64_t k) {
    while (nimbers_.size() <= k) {
        std::vector<Node> below = nimbers_;
        nimbers_.push_back(make(below, below));
    }
    return nimbers_[k];
}

Node NaiveStore::ups(std::int64_t n) {
    const Node one = n >= 0 ? up() : neg(up());
    Node result = zero_;
    for (std::int64_t i = 0; i < (n >= 0 ? n : -n); ++i) result = sum(result, one);
    return result;
}

Node NaiveStore::nus(const Rational& x, std::int64_t n, std::uint64_t k) {
    return sum(number(x), sum(ups(n), nimber(k)));
}

// ---------------------------------------------------------------------------------------------
// Arithmetic

Node NaiveStore::neg(Node g) {
    if (auto it = neg_memo_.find(g); it != neg_memo_.end()) return it->second;
    std::vector<Node> left, right;
    for (Node gr : nodes_[g].right) left.push_back(neg(gr));
    for (Node gl : nodes_[g].left) right.push_back(neg(gl));
    const Node result = make(std::move(left), std::move(right));
    neg_memo_.emplace(g, result);
    return result;
}

Node NaiveStore::sum(Node g, Node h) {
    if (auto it = sum_memo_.find(pair_key(g, h)); it != sum_memo_.end()) return it->second;
    std::vector<Node> left, right;
    // Copies: recursion may grow nodes_ and invalidate references into it.
    const Form fg = nodes_[g], fh = nodes_[h];
    for (Node gl : fg.left) left.push_back(sum(gl, h));
    for (Node hl : fh.left) left.push_back(sum(g, hl));
    for (Node gr : fg.right) right.push_back(sum(gr, h));
    for (Node hr : fh.right) right.push_back(sum(g, hr));
    const Node result = make(std::move(left), std::move(right));
    sum_memo_.emplace(pair_key(g, h), result);
    return result;
}

// ---------------------------------------------------------------------------------------------
// Order and play

bool NaiveStore::leq(Node g, Node h) {
    if (auto it = leq_memo_.find(pair_key(g, h)); it != leq_memo_.end()) return it->second;
    bool result = true;
    for (std::size_t i = 0; result && i < nodes_[g].left.size(); ++i)
        if (leq(h, nodes_[g].left[i])) result = false; // some G^L >= H
    for (std::size_t i = 0; result && i < nodes_[h].right.size(); ++i)
        if (leq(nodes_[h].right[i], g)) result = false; // some H^R <= G
    leq_memo_.emplace(pair_key(g, h), result);
    return result;
}

bool NaiveStore::left_wins_moving_first(Node g) {
    if (auto it = left_first_memo_.find(g); it != left_first_memo_.end()) return it->second != 0;
    bool wins = false;
    for (std::size_t i = 0; !wins && i < nodes_[g].left.size(); ++i)
        wins = !right_wins_moving_first(nodes_[g].left[i]);
    left_first_memo_.emplace(g, static_cast<std::int8_t>(wins));
    return wins;
}

bool NaiveStore::right_wins_moving_first(Node g) {
    if (auto it = right_first_memo_.find(g); it != right_first_memo_.end()) return it->second != 0;
    bool wins = false;
    for (std::size_t i = 0; !wins && i < nodes_[g].right.size(); ++i)
        wins = !left_wins_moving_first(nodes_[g].right[i]);
    right_first_memo_.emplace(g, static_cast<std::int8_t>(wins));
    return wins;
}

Outcome NaiveStore::outcome(Node g) {
    const bool left_first = left_wins_moving_first(g);
    const bool right_first = right_wins_moving_first(g);
    if (left_first && right_first) return Outcome::N;
    if (left_first) return Outcome::L;
    if (right_first) return Outcome::R;
    return Outcome::P;
}

// ---------------------------------------------------------------------------------------------
// Invariants

std::size_t NaiveStore::formal_birthday(Node g) {
    if (auto it = birthday_memo_.find(g); it != birthday_memo_.end()) return it->second;
    std::size_t b = 0;
    for (Node o : nodes_[g].left) b = std::max(b, formal_birthday(o) + 1);
    for (Node o : nodes_[g].right) b = std::max(b, formal_birthday(o) + 1);
    birthday_memo_.emplace(g, b);
    return b;
}

std::optional<Rational> NaiveStore::number_value(Node g) {
    if (auto it = number_value_memo_.find(g); it != number_value_memo_.end()) return it->second;
    // Walk down Conway's number tree (0; 1, -1; 2, 1/2, ...) steering by comparison with G. A
    // number equal to G is born no later than this form, so it is met within birthday+1 steps;
    // a number confused with G, or no hit in time, means G is not a number.
    std::optional<Rational> result, lo, hi;
    Rational x = 0;
    const std::size_t steps = formal_birthday(g) + 2;
    for (std::size_t step = 0; step < steps; ++step) {
        const Node xn = number(x);
        const bool x_le_g = leq(xn, g), g_le_x = leq(g, xn);
        if (x_le_g && g_le_x) {
            result = x;
            break;
        }
        if (!x_le_g && !g_le_x) break;
        if (x_le_g) lo = x;
        else hi = x;
        if (lo && hi) x = (*lo + *hi) / 2;
        else if (lo) x = *lo + 1;
        else x = *hi - 1;
    }
    number_value_memo_.emplace(g, result);
    return result;
}

std::optional<std::uint64_t> NaiveStore::nimber_value(Node g) {
    const std::size_t b = formal_birthday(g);
    for (std::uint64_t k = 0; k <= b; ++k)
        if (eq(g, nimber(k))) return k;
    return std::nullopt;
}

Rational NaiveStore::left_stop(Node g) {
    if (auto it = left_stop_memo_.find(g); it != left_stop_memo_.end()) return it->second;
    Rational result;
    if (auto x = number_value(g)) {
        result = *x;
    } else {
        if (nodes_[g].left.empty()) throw std::logic_error("naive: non-number with no Left option");
        const std::vector<Node> options = nodes_[g].left;
        result = right_stop(options[0]);
        for (Node o : options) result = std::max(result, right_stop(o));
    }
    left_stop_memo_.emplace(g, result);
    return result;
}

Rational NaiveStore::right_stop(Node g) {
    if (auto it = right_stop_memo_.find(g); it != right_stop_memo_.end()) return it->second;
    Rational result;
    if (auto x = number_value(g)) {
        result = *x;
    } else {
        if (nodes_[g].right.empty()) throw std::logic_error("naive: non-number with no Right option");
        const std::vector<Node> options = nodes_[g].right;
        result = left_stop(options[0]);
        for (Node o : options) result = std::min(result, left_stop(o));
    }
    right_stop_memo_.emplace(g, result);
    return result;
}

bool NaiveStore::is_infinitesimal(Node g) {
    // Two independent readings of "between every negative and every positive number" that must
    // agree: both stops 0, and -eps < G < eps for an eps born after G.
    const bool by_stops = left_stop(g) == 0 && right_stop(g) == 0;
    const Rational eps = Rational(1, BigInt(1) << (formal_birthday(g) + 2));
    const bool by_eps = lt(number(-eps), g) && lt(g, number(eps));
    if (by_stops != by_eps) throw std::logic_error("naive: infinitesimal checks disagree");
    return by_stops;
}

std::optional<NusParts> NaiveStore::nus_value(Node g) {
    const Rational x = left_stop(g);
    if (right_stop(g) != x) return std::nullopt; // x + n.^ + *k has both stops x
    const auto b = static_cast<std::int64_t>(formal_birthday(g));
    // Parts of a value born by day b are bounded by b; small |n| first.
    std::vector<std::int64_t> up_candidates{0};
    for (std::int64_t m = 1; m <= b + 1; ++m) {
        up_candidates.push_back(m);
        up_candidates.push_back(-m);
    }
    for (std::int64_t n : up_candidates)
        for (std::uint64_t k = 0; k <= static_cast<std::uint64_t>(b) + 1; ++k)
            if (eq(g, nus(x, n, k))) return NusParts{x, n, k};
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Properties of a form

bool NaiveStore::has_dominated_option(Node g) {
    const Form f = nodes_[g];
    for (std::size_t i = 0; i < f.left.size(); ++i)
        for (std::size_t j = 0; j < f.left.size(); ++j)
            if (i != j && leq(f.left[i], f.left[j])) return true;
    for (std::size_t i = 0; i < f.right.size(); ++i)
        for (std::size_t j = 0; j < f.right.size(); ++j)
            if (i != j && leq(f.right[j], f.right[i])) return true;
    return false;
}

bool NaiveStore::has_reversible_option(Node g) {
    const Form f = nodes_[g];
    for (Node gl : f.left)
        for (Node glr : Form(nodes_[gl]).right)
            if (leq(glr, g)) return true;
    for (Node gr : f.right)
        for (Node grl : Form(nodes_[gr]).left)
            if (leq(g, grl)) return true;
    return false;
}

bool NaiveStore::is_canonical_tree(Node g) {
    std::vector<Node> stack{g};
    std::unordered_map<Node, bool> seen{{g, true}};
    while (!stack.empty()) {
        const Node n = stack.back();
        stack.pop_back();
        if (has_dominated_option(n) || has_reversible_option(n)) return false;
        const Form f = nodes_[n];
        for (const auto* side : {&f.left, &f.right})
            for (Node o : *side)
                if (seen.emplace(o, true).second) stack.push_back(o);
    }
    return true;
}

// ---------------------------------------------------------------------------------------------
// Diagnostics

std::string NaiveStore::to_string(Node g) const {
    // Appended piece by piece: `"," + std::string` trips a false -Wrestrict in GCC 12.
    std::string out = "{";
    for (std::size_t i = 0; i < nodes_[g].left.size(); ++i) {
        if (i) out += ',';
        out += to_string(nodes_[g].left[i]);
    }
    out += '|';
    for (std::size_t i = 0; i < nodes_[g].right.size(); ++i) {
        if (i) out += ',';
        out += to_string(nodes_[g].right[i]);
    }
    out += '}';
    return out;
}

std::size_t NaiveStore::subposition_count(Node g) const {
    std::vector<Node> stack{g};
    std::unordered_map<Node, bool> seen{{g, true}};
    while (!stack.empty()) {
        const Node n = stack.back();
        stack.pop_back();
        for (const auto* side : {&nodes_[n].left, &nodes_[n].right})
            for (Node o : *side)
                if (seen.emplace(o, true).second) stack.push_back(o);
    }
    return seen.size();
}

// ---------------------------------------------------------------------------------------------
// Bridge

Game NaiveStore::to_game(Node g) {
    if (auto it = to_game_memo_.find(g); it != to_game_memo_.end()) return it->second;
    const Form f = nodes_[g];
    std::vector<Game> left, right;
    for (Node o : f.left) left.push_back(to_game(o));
    for (Node o : f.right) right.push_back(to_game(o));
    const Game result = Game::from_options(std::span<const Game>(left), std::span<const Game>(right));
    to_game_memo_.emplace(g, result);
    return result;
}

Node NaiveStore::from_game(Game g) {
    if (auto it = from_game_memo_.find(g.id()); it != from_game_memo_.end()) return it->second;
    std::vector<Node> left, right;
    for (Game o : g.left_options()) left.push_back(from_game(o));
    for (Game o : g.right_options()) right.push_back(from_game(o));
    const Node result = make(std::move(left), std::move(right));
    from_game_memo_.emplace(g.id(), result);
    return result;
}

} // namespace cgt::naive
