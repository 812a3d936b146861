#include "cgt/loopy/detail/cgsuite_hash.hpp"

#include <algorithm>
#include <bit>
#include <string_view>

namespace cgt::loopy::detail {
namespace {

// Java's int arithmetic: 32 bits, wrapping (done on unsigned values).
using u32 = std::uint32_t;

constexpr u32 java_string_hash(std::string_view s) {
    u32 h = 0;
    for (char c : s) h = 31 * h + static_cast<unsigned char>(c);
    return h;
}

// Bigraph's constants (MINISIG_BASE, LEFT_ONE_CYCLE, ...).
constexpr u32 minisig_base = static_cast<u32>(-962764907);
constexpr u32 left_one_cycle = static_cast<u32>(-742481099);
constexpr u32 right_one_cycle = static_cast<u32>(-121939996);
constexpr u32 lopt_multiplier = static_cast<u32>(-1692903693);
constexpr u32 ropt_multiplier = 1419677861U;
constexpr u32 eopt_multiplier = 1161334719U;
constexpr u32 one_cycle_fullsig = 1567540980U;

bool contains(std::span<const Vertex> list, Vertex v) { return std::find(list.begin(), list.end(), v) != list.end(); }

// Bigraph.vertexMinisig: the counts of options, moves to itself and options both players have.
u32 minisig(const Graph& g, Vertex v) {
    const auto left = g.options(Player::left, v), right = g.options(Player::right, v);
    const auto nl = static_cast<u32>(left.size()), nr = static_cast<u32>(right.size());
    u32 sig = minisig_base;
    sig ^= nl * (nl + 1) * lopt_multiplier;
    sig ^= nr * (nr + 1) * ropt_multiplier;
    u32 both = 0;
    for (Vertex w : left) {
        if (w == v) sig ^= left_one_cycle;
        else if (contains(right, w)) ++both;
    }
    for (Vertex w : right)
        if (w == v) sig ^= right_one_cycle;
    return sig ^ both * (both + 1) * eopt_multiplier;
}

// Bigraph.vertexSignature: its options' minisigs, summed per player, and its own.
u32 signature(const Graph& g, Vertex v) {
    u32 sums[2] = {0, 0};
    for (Player p : {Player::left, Player::right})
        for (Vertex w : g.options(p, v)) sums[static_cast<int>(p)] += w == v ? one_cycle_fullsig : minisig(g, w);
    return (sums[0] << 2) + (sums[1] << 1) + minisig(g, v);
}

// scala.runtime.Statics.mix and finalizeHash (MurmurHash3).
u32 mix(u32 hash, u32 data) {
    u32 k = data * 0xcc9e2d51U;
    k = std::rotl(k, 15) * 0x1b873593U;
    const u32 h = std::rotl(hash ^ k, 13);
    return h * 5 + 0xe6546b64U;
}

u32 finalize(u32 hash, u32 length) {
    u32 h = hash ^ length;
    h ^= h >> 16;
    h *= 0x85ebca6bU;
    h ^= h >> 13;
    h *= 0xc2b2ae35U;
    return h ^ (h >> 16);
}

} // namespace

std::int32_t cgsuite_side_hash(const Graph& graph, Vertex start, Convention side) {
    // Bigraph.hashCodeIsomorphismInvariant: the signatures of the vertices reachable from start
    // XORed, the start's doubled.
    u32 position = 0;
    for (Vertex v : reachable(graph, start)) position ^= v == start ? signature(graph, v) << 1 : signature(graph, v);
    // The case class SimplifiedLoopyGameImpl(loopyGame, simplifiedSide) of Scala 2.13: seed,
    // its name, its two fields (a case object hashes as its name), arity 2.
    u32 h = 0xcafebabeU;
    h = mix(h, java_string_hash("SimplifiedLoopyGameImpl"));
    h = mix(h, position);
    h = mix(h, java_string_hash(side == Convention::offside ? "Offside" : "Onside"));
    return static_cast<std::int32_t>(finalize(h, 2));
}

void sort_as_cgsuite(std::vector<std::size_t>& items, const std::vector<std::int32_t>& hash_of) {
    // compare(a, b) < 0 in CGSuite: hashCode(a) - hashCode(b) < 0 as a Java int.
    auto less = [&](std::size_t a, std::size_t b) {
        return static_cast<std::int32_t>(static_cast<u32>(hash_of[a]) - static_cast<u32>(hash_of[b])) < 0;
    };
    const std::size_t n = items.size();
    if (n < 2) return;
    // TimSort.countRunAndMakeAscending.
    std::size_t run = 1;
    if (less(items[1], items[0])) {
        while (run < n && less(items[run], items[run - 1])) ++run;
        std::reverse(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(run));
    } else {
        while (run < n && !less(items[run], items[run - 1])) ++run;
    }
    // TimSort.binarySort from the end of that run.
    for (std::size_t next = run; next < n; ++next) {
        const std::size_t pivot = items[next];
        std::size_t lo = 0, hi = next;
        while (lo < hi) {
            const std::size_t mid = (lo + hi) / 2;
            if (less(pivot, items[mid])) hi = mid;
            else lo = mid + 1;
        }
        std::move_backward(items.begin() + static_cast<std::ptrdiff_t>(lo), items.begin() + static_cast<std::ptrdiff_t>(next),
                           items.begin() + static_cast<std::ptrdiff_t>(next + 1));
        items[lo] = pivot;
    }
}

} // namespace cgt::loopy::detail
