#include "cgt/detail/option_order.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace cgt::detail {
namespace {

// 0 number, 1 nimber, 2 other NUS, 3 general game.
int category(Game g) {
    if (!g.is_nus()) return 3;
    if (g.is_number()) return 0;
    if (g.is_nimber()) return 1;
    return 2;
}

template <typename T>
int three_way(const T& a, const T& b) {
    return a < b ? -1 : (b < a ? 1 : 0);
}

// Both NUS of the same category, in CGSuite's order (UptimalExpansion.compareTo): the number
// part; then the ups when both have some; then none before some (5/2* before 5/2v); then the
// nim part.
int compare_nus(Game a, Game b) {
    if (int c = three_way(a.number_part(), b.number_part())) return c;
    const std::int64_t ua = a.up_part(), ub = b.up_part();
    if (ua != 0 && ub != 0) {
        if (int c = three_way(ua, ub)) return c;
    } else if (int c = three_way(ua != 0, ub != 0)) {
        return c;
    }
    return three_way(a.nim_part(), b.nim_part());
}

std::uint64_t pair_key(Game a, Game b) { return (std::uint64_t{a.id()} << 32) | b.id(); }

} // namespace

void OptionOrder::add(Game g) {
    if (g.is_nus() || contains(g)) return;
    SortedOptions s{g.left_options(), g.right_options()};
    auto less = [this](Game x, Game y) { return compare(x, y) < 0; };
    std::sort(s.left.begin(), s.left.end(), less);
    std::sort(s.right.begin(), s.right.end(), less);
    sorted_.emplace(g.id(), std::move(s));
}

const OptionOrder::SortedOptions& OptionOrder::sorted(Game g) const {
    auto it = sorted_.find(g.id());
    if (it == sorted_.end()) throw std::logic_error("OptionOrder: game not added");
    return it->second;
}

int OptionOrder::compare(Game a, Game b) {
    if (a == b) return 0;
    int ca = category(a), cb = category(b);
    if (ca != cb) return ca < cb ? -1 : 1;
    if (ca < 3) return compare_nus(a, b);
    return compare_general(a, b);
}

// Lexicographic comparison of the sequences  L... SEP R... END, where the sentinels SEP and
// END sort below every game. An explicit stack replaces recursion into equal-category options.
int OptionOrder::compare_general(Game a, Game b) {
    if (auto it = memo_.find(pair_key(a, b)); it != memo_.end()) return it->second;
    struct Frame {
        Game a, b;
        const SortedOptions* sa;
        const SortedOptions* sb;
        std::size_t i = 0;
    };
    // The element at position i: a game, or a sentinel (1 = SEP, 2 = END).
    auto element = [](const SortedOptions& s, std::size_t i, Game& out) -> int {
        std::size_t nl = s.left.size(), nr = s.right.size();
        if (i < nl) { out = s.left[i]; return 0; }
        if (i == nl) return 1;
        if (i - nl - 1 < nr) { out = s.right[i - nl - 1]; return 0; }
        return 2;
    };
    std::vector<Frame> stack;
    stack.push_back(Frame{a, b, &sorted(a), &sorted(b)});
    int result = 0;
    bool finished = false; // the top frame's result is in `result`
    while (true) {
        if (finished) {
            Frame done = stack.back();
            stack.pop_back();
            memo_[pair_key(done.a, done.b)] = result;
            memo_[pair_key(done.b, done.a)] = -result;
            if (stack.empty()) return result;
            if (result != 0) continue; // the parent ends with the same result
            finished = false;
            ++stack.back().i;
            continue;
        }
        Frame& f = stack.back();
        Game x, y;
        int kx = element(*f.sa, f.i, x), ky = element(*f.sb, f.i, y);
        if (kx != 0 || ky != 0) {
            if (kx != 0 && ky != 0) {
                if (kx == 2) { result = 0; finished = true; } else { ++f.i; }
            } else {
                result = kx != 0 ? -1 : 1;
                finished = true;
            }
            continue;
        }
        if (x == y) { ++f.i; continue; }
        int cx = category(x), cy = category(y);
        int c;
        if (cx != cy) {
            c = cx < cy ? -1 : 1;
        } else if (cx < 3) {
            c = compare_nus(x, y);
        } else if (auto it = memo_.find(pair_key(x, y)); it != memo_.end()) {
            c = it->second;
        } else {
            stack.push_back(Frame{x, y, &sorted(x), &sorted(y)});
            continue;
        }
        if (c != 0) { result = c; finished = true; } else { ++f.i; }
    }
}

} // namespace cgt::detail
