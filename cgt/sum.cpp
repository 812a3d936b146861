// Sums and negatives of canonical games.
//   NUS + NUS adds the parts (numbers add, ups add, nimbers xor) and builds no options;
//   number + G (G not a number) is {x + GL | x + GR}, already canonical (number translation);
//   otherwise {GL + H, G + HL | GR + H, G + HR}, canonicalised (comparing only options from
//   different summands for domination: canonicalise_sum). Sums are memoised per thread.
// Neither recurses: the sums (negatives) of options still to be made wait on an explicit stack
// of frames (cgt/detail/frame_stack.hpp), so a chain of any depth costs heap, not call stack.
#include <algorithm>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cgt/detail/frame_stack.hpp"
#include "cgt/detail/op_cache.hpp"
#include "cgt/detail/operations.hpp"
#include "cgt/errors.hpp"

namespace cgt::detail {
namespace {

thread_local OpCache<GameId> sum_cache;

std::int64_t add_ups(std::int64_t a, std::int64_t b) {
    std::int64_t total = 0;
    if (__builtin_add_overflow(a, b, &total))
        throw OutOfRange(fmt::format("up multiple {} + {} does not fit in 64 bits", a, b));
    return total;
}

// A sum known without building options: with 0, of two NUS values, or in the cache.
bool known_sum(GameId g, GameId h, GameId& out) {
    if (g == zero_id) return out = h, true;
    if (h == zero_id) return out = g, true;
    GameTable& t = table();
    const Entry& eg = t.entry(g);
    const Entry& eh = t.entry(h);
    if (eg.is_nus && eh.is_nus) {
        out = make_nus({eg.nus.number + eh.nus.number, add_ups(eg.nus.ups, eh.nus.ups), eg.nus.nim ^ eh.nus.nim});
        return true;
    }
    if (g > h) std::swap(g, h); // the cache key is the unordered pair
    return sum_cache.find(g, h, out);
}

// A sum whose options are being made: the sums of options still to do, Left's first.
struct SumFrame {
    GameId g = 0, h = 0;        // g < h: the cache key
    bool by_translation = false; // g or h is a number: {x + GL | x + GR}, canonical as it is
    std::vector<std::pair<GameId, GameId>> parts;
    std::size_t left_parts = 0;
    std::size_t left_from_g = 0, right_from_g = 0; // the parts GL + H and GR + H, first of each side
    std::size_t next = 0;
    std::vector<GameId> done; // the sums of parts[0..next) that are finished
};
thread_local FrameStack<SumFrame> sum_frames;

void push_sum(GameId g, GameId h) {
    if (g > h) std::swap(g, h);
    SumFrame& f = sum_frames.push();
    f.g = g;
    f.h = h;
    f.parts.clear();
    f.done.clear();
    f.next = 0;
    GameTable& t = table();
    f.by_translation = t.entry(g).is_number || t.entry(h).is_number;
    if (f.by_translation) {
        const GameId x = t.entry(g).is_number ? g : h;
        const Options o = t.options(x == g ? h : g);
        for (GameId gl : o.left) f.parts.emplace_back(x, gl);
        f.left_parts = f.parts.size();
        for (GameId gr : o.right) f.parts.emplace_back(x, gr);
        return;
    }
    const Options og = t.options(g);
    const Options oh = t.options(h);
    for (GameId gl : og.left) f.parts.emplace_back(gl, h);
    f.left_from_g = og.left.size();
    for (GameId hl : oh.left) f.parts.emplace_back(g, hl);
    f.left_parts = f.parts.size();
    f.right_from_g = og.right.size();
    for (GameId gr : og.right) f.parts.emplace_back(gr, h);
    for (GameId hr : oh.right) f.parts.emplace_back(g, hr);
}

GameId finish_sum(SumFrame& f) {
    const auto split = f.done.begin() + static_cast<std::ptrdiff_t>(f.left_parts);
    GameId result = no_id;
    if (f.by_translation) {
        std::sort(f.done.begin(), split);
        std::sort(split, f.done.end());
        result = table().intern_options({f.done.data(), f.left_parts},
                                        {f.done.data() + f.left_parts, f.done.size() - f.left_parts});
    } else {
        const auto left_h = f.done.begin() + static_cast<std::ptrdiff_t>(f.left_from_g);
        const auto right_h = split + static_cast<std::ptrdiff_t>(f.right_from_g);
        result = canonicalise_sum({.left_from_g = std::vector<GameId>(f.done.begin(), left_h),
                                   .left_from_h = std::vector<GameId>(left_h, split),
                                   .right_from_g = std::vector<GameId>(split, right_h),
                                   .right_from_h = std::vector<GameId>(right_h, f.done.end())});
    }
    sum_cache.put(f.g, f.h, result);
    return result;
}

// A negative known without building options: of a NUS value, or remembered in the table.
bool known_negative(GameId g, GameId& out) {
    const Entry& e = table().entry(g);
    if (e.is_nus) {
        if (e.nus.ups == INT64_MIN) throw OutOfRange("up multiple -(-2^63) does not fit in 64 bits");
        out = make_nus({-e.nus.number, -e.nus.ups, e.nus.nim});
        return true;
    }
    out = e.negative.load(std::memory_order_acquire);
    return out != no_id;
}

// -G is {-GR | -GL}: the negatives of Right's options first (they become Left's).
struct NegateFrame {
    GameId g = 0;
    Options options;
    std::size_t next = 0; // over options.right, then options.left
    std::vector<GameId> done;
};
thread_local FrameStack<NegateFrame> negate_frames;

void push_negate(GameId g) {
    NegateFrame& f = negate_frames.push();
    f.g = g;
    f.options = table().options(g);
    f.next = 0;
    f.done.clear();
}

GameId finish_negate(NegateFrame& f) {
    const std::size_t nl = f.options.right.size();
    std::sort(f.done.begin(), f.done.begin() + static_cast<std::ptrdiff_t>(nl));
    std::sort(f.done.begin() + static_cast<std::ptrdiff_t>(nl), f.done.end());
    // Negation keeps canonical forms canonical.
    const GameId result = table().intern_options({f.done.data(), nl}, {f.done.data() + nl, f.done.size() - nl});
    table().remember_negatives(f.g, result);
    return result;
}

} // namespace

GameId add(GameId g, GameId h) {
    GameId result = no_id;
    if (known_sum(g, h, result)) return result;
    FrameStack<SumFrame>::Scope scope(sum_frames);
    push_sum(g, h);
    for (;;) {
        SumFrame& f = sum_frames.top();
        if (f.next < f.parts.size()) {
            const auto [a, b] = f.parts[f.next++];
            if (known_sum(a, b, result)) f.done.push_back(result);
            else push_sum(a, b);
            continue;
        }
        result = finish_sum(f);
        sum_frames.pop();
        if (scope.empty()) return result;
        sum_frames.top().done.push_back(result);
    }
}

GameId negate(GameId g) {
    GameId result = no_id;
    if (known_negative(g, result)) return result;
    FrameStack<NegateFrame>::Scope scope(negate_frames);
    push_negate(g);
    for (;;) {
        NegateFrame& f = negate_frames.top();
        const std::size_t nr = f.options.right.size();
        if (f.next < nr + f.options.left.size()) {
            const GameId option = f.next < nr ? f.options.right[f.next] : f.options.left[f.next - nr];
            ++f.next;
            if (known_negative(option, result)) f.done.push_back(result);
            else push_negate(option);
            continue;
        }
        result = finish_negate(f);
        negate_frames.pop();
        if (scope.empty()) return result;
        negate_frames.top().done.push_back(result);
    }
}

} // namespace cgt::detail
