// Comparison of canonical games: closed form for number+up+star values, otherwise the
// definition (G <= H iff no GL >= H and no HR <= G), memoised per thread by id pair.
// Nothing here recurses: comparisons still to make wait on an explicit stack of frames
// (cgt/detail/frame_stack.hpp), so games of any depth cost heap, not call stack.
#include "cgt/detail/frame_stack.hpp"
#include "cgt/detail/step_counter.hpp"
#include "cgt/detail/op_cache.hpp"
#include "cgt/detail/operations.hpp"

namespace cgt::detail {
namespace {

thread_local OpCache<bool> leq_cache;

// G <= H when it is known without looking at options: equal, two NUS values, in the cache, or
// decided by the stops. Returns 0 (false), 1 (true) or -1 (unknown).
int known_leq(GameId g, GameId h) {
    if (g == h) return 1;
    GameTable& t = table();
    const Entry& eg = t.entry(g);
    const Entry& eh = t.entry(h);
    if (eg.is_nus && eh.is_nus) return leq_nus(eg.nus, eh.nus);
    bool result = false;
    if (leq_cache.find(g, h, result)) return result;
    // Stops decide many comparisons at once: G <= H forces LS(G) <= LS(H) and RS(G) <= RS(H),
    // and LS(G) < RS(H) puts a number strictly between them, so G < H.
    if (eg.left_stop() > eh.left_stop() || eg.right_stop() > eh.right_stop()) result = false;
    else if (eg.left_stop() < eh.right_stop()) result = true;
    else return -1;
    leq_cache.put(g, h, result);
    return result;
}

// G <= H by the definition: false as soon as some HR <= G or H <= GL. When one side is a number
// and the other is not, that number's own options are skipped (number avoidance): they never
// decide the comparison.
struct LeqFrame {
    GameId g = 0, h = 0;
    std::span<const GameId> h_right; // empty when H is a number
    std::span<const GameId> g_left;  // empty when G is a number
    std::size_t next = 0;            // over h_right, then g_left
};
thread_local FrameStack<LeqFrame> leq_frames;

void push_leq(GameId g, GameId h) {
    count_step(); // a comparison the memo did not know
    LeqFrame& f = leq_frames.push();
    f.g = g;
    f.h = h;
    f.next = 0;
    GameTable& t = table();
    f.h_right = t.entry(h).is_number ? std::span<const GameId>{} : t.options(h).right;
    f.g_left = t.entry(g).is_number ? std::span<const GameId>{} : t.options(g).left;
    prefetch_leq(g, f.h_right, false); // HR <= G
    prefetch_leq(h, f.g_left, true);   // H <= GL
}

// Comparisons with the virtual game V = {L | R} (option lists, not stored):
//   X <= V  iff no R' <= X and no XL >= V;    V <= X  iff no L' >= X and no XR <= V.
struct VirtualFrame {
    bool below = false;                 // the question is X <= V (otherwise V <= X)
    GameId x = 0;
    std::span<const GameId> direct;     // V's options compared with X by leq: R (below) or L
    std::span<const GameId> recursive;  // X's options compared with V again: XL (below) or XR
    std::size_t next = 0;               // over direct, then recursive
};
thread_local FrameStack<VirtualFrame> virtual_frames;

void push_virtual(bool below, GameId x, std::span<const GameId> left, std::span<const GameId> right) {
    count_step();
    VirtualFrame& f = virtual_frames.push();
    f.below = below;
    f.x = x;
    f.direct = below ? right : left;
    f.recursive = below ? table().options(x).left : table().options(x).right;
    f.next = 0;
}

bool compare_with_virtual(bool below, GameId x, std::span<const GameId> left, std::span<const GameId> right) {
    FrameStack<VirtualFrame>::Scope scope(virtual_frames);
    push_virtual(below, x, left, right);
    bool result = false;
    for (;;) {
        VirtualFrame& f = virtual_frames.top();
        bool refuted = false; // some option answers the question with "no"
        while (!refuted && f.next < f.direct.size()) {
            const GameId o = f.direct[f.next++];
            refuted = f.below ? leq(o, f.x) : leq(f.x, o);
        }
        if (!refuted && f.next < f.direct.size() + f.recursive.size()) {
            // X <= V fails if XL >= V (V <= XL); V <= X fails if XR <= V.
            push_virtual(!f.below, f.recursive[f.next++ - f.direct.size()], left, right);
            continue;
        }
        result = !refuted;
        // Finished frames answer their parents: a "yes" below refutes the parent.
        for (;;) {
            virtual_frames.pop();
            if (scope.empty()) return result;
            if (!result) break; // the parent goes on with its next option
            result = false;     // the parent is refuted
        }
    }
}

} // namespace

bool leq_nus(const NusParts& a, const NusParts& b) {
    if (auto c = a.number <=> b.number; c != 0) return c < 0;
    // Same number: compare a.ups.^ + *a.nim with b.ups.^ + *b.nim, i.e. d.^ + *s >= 0.
    std::int64_t d = 0;
    if (__builtin_sub_overflow(b.ups, a.ups, &d)) d = b.ups > a.ups ? 2 : -1; // only the sign matters
    std::uint32_t s = a.nim ^ b.nim;
    if (d >= 2) return true;
    if (d == 1) return s != 1; // ^* is confused with 0; ^ and ^*k (k >= 2) are positive
    if (d == 0) return s == 0;
    return false;
}

bool leq(GameId g, GameId h) {
    if (const int known = known_leq(g, h); known >= 0) return known != 0;
    FrameStack<LeqFrame>::Scope scope(leq_frames);
    push_leq(g, h);
    for (;;) {
        LeqFrame& f = leq_frames.top();
        bool refuted = false; // some HR <= G or H <= GL
        bool pushed = false;
        while (!refuted && !pushed && f.next < f.h_right.size() + f.g_left.size()) {
            const std::size_t i = f.next++;
            const GameId a = i < f.h_right.size() ? f.h_right[i] : f.h;
            const GameId b = i < f.h_right.size() ? f.g : f.g_left[i - f.h_right.size()];
            const int known = known_leq(a, b);
            if (known < 0) {
                push_leq(a, b);
                pushed = true;
            } else {
                refuted = known != 0;
            }
        }
        if (pushed) continue;
        bool result = !refuted;
        // Finished frames answer their parents: a "yes" refutes the parent.
        for (;;) {
            LeqFrame& done = leq_frames.top();
            leq_cache.put(done.g, done.h, result);
            leq_frames.pop();
            if (scope.empty()) return result;
            if (!result) break; // the parent goes on with its next option
            result = false;     // the parent is refuted
        }
    }
}

void prefetch_leq(GameId x, std::span<const GameId> others, bool x_below) noexcept {
    OpCache<bool>& cache = leq_cache;
    for (GameId o : others) x_below ? cache.prefetch(x, o) : cache.prefetch(o, x);
}

bool leq_to_virtual(GameId g, std::span<const GameId> left, std::span<const GameId> right) {
    return compare_with_virtual(true, g, left, right);
}

bool leq_from_virtual(std::span<const GameId> left, std::span<const GameId> right, GameId h) {
    return compare_with_virtual(false, h, left, right);
}

} // namespace cgt::detail
