#include "algorithms/domination/interval_dp.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "algorithms/domination/detail/interval_step.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "games/domination/components.hpp"

namespace cgt::domination {

namespace {

constexpr std::size_t colour_index(char c) noexcept { return c == 'A' ? 0 : c == 'B' ? 1 : 2; }

thread_local detail::OptionLists scratch;

// The size first: a string over the limit is refused before it is read.
void check_input(std::string_view colours, bool cycle) {
    const std::size_t limit = cycle ? IntervalDp::max_cycle_vertices : IntervalDp::max_path_vertices;
    if (colours.size() > limit)
        throw InvalidArgument(fmt::format("a {} of {} vertices is too long for the interval DP (at most {})",
                                          cycle ? "cycle" : "path", colours.size(), limit));
    if (cycle) check_cycle_colours(colours);
    else check_colour_string(colours);
}

} // namespace

struct IntervalDp::Impl {
    struct Node {
        std::array<std::uint32_t, 3> child{}; // 0: not yet known (the root is never a child)
        std::uint8_t known = 0;               // the kinds of data computed so far (kind_bit)
        detail::IntervalData data;
    };
    static const Node empty_node;
    std::vector<Node> nodes;
    // Scratch for the current string t: the trie node of t[i, i + len) at ids[i * width + len];
    // the halves its options need, laid out so that the loop over the selected vertex reads
    // memory in order: as_before[start_row[i] + len] for t[i, i + len) and
    // as_after[end_row[e] + len] for t[e - len, e) (rows of varying length: only intervals
    // inside t are stored).
    std::vector<std::uint32_t> ids;
    std::vector<detail::Half> as_before, as_after;
    std::vector<std::size_t> start_row, end_row;
    std::size_t memo_limit = std::size_t{1} << 20;
    // The trie and the scratch, charged to the memory budget before they grow (the trie alone
    // reaches memo_limit nodes, and every table thread has its own DP).
    MemoryCharge charge{MemoryUse::dynamic_programs};

    Impl() { clear(); }

    static Node root() { // the empty string: all four games 0
        Node r;
        r.known = detail::all_kinds;
        return r;
    }

    void clear() { // frees the memory too
        charge.resize(sizeof(Node));
        nodes = std::vector<Node>(1, root());
        ids = {};
        as_before = {};
        as_after = {};
        start_row = {};
        end_row = {};
    }

    // Computes the sub-intervals of t of length <= max_length, with `top` (a mask of kinds) for
    // those of length max_length, and what those need below. With several tops, Z everywhere.
    // When t itself is the top: Z of the intervals inside t (touching neither end), Y of its
    // proper prefixes (for P and Y of t) and X of its proper suffixes (for P and X); Z of the
    // prefixes only for X and Z of t (X(t) reads Z of the part before the selected vertex), of
    // the suffixes only for Y and Z. A path's P needs neither, which saves the longest steps.
    // ids[i * (max_length + 1) + len] is then the node of t[i, i + len). With several top
    // intervals (max_length < t.size(), the rotations of a cycle) top must be Z alone.
    void compute(std::string_view t, std::size_t max_length, unsigned top) {
        using detail::kind_bit;
        assert(max_length == t.size() || top == kind_bit(detail::Z));
        if (nodes.size() > memo_limit) nodes.assign(1, root()); // forget, keep the storage
        const std::size_t m = t.size();
        const std::size_t width = max_length + 1;
        start_row.assign(m + 1, 0);
        end_row.assign(m + 1, 0);
        std::size_t before_size = 0, after_size = 0;
        for (std::size_t i = 0; i <= m; ++i) {
            start_row[i] = before_size;
            before_size += std::min(max_length, m - i) + 1;
            end_row[i] = after_size;
            after_size += std::min(max_length, i) + 1;
        }
        // At most one new node per non-empty interval: reserving up front keeps a long path from
        // holding two copies of the trie while the vector grows.
        const std::size_t need = nodes.size() + before_size - (m + 1);
        const std::size_t capacity = nodes.capacity() < need ? std::max(need, nodes.capacity() + nodes.capacity() / 2)
                                                             : nodes.capacity();
        charge_for(capacity, (m + 1) * width, before_size, after_size);
        ids.assign((m + 1) * width, 0);
        as_before.assign(before_size, detail::Half{});
        as_after.assign(after_size, detail::Half{});
        nodes.reserve(capacity);
        const bool whole = max_length == m;
        const unsigned for_prefixes = whole && (top & (kind_bit(detail::P) | kind_bit(detail::Y))) ? kind_bit(detail::Y) : 0;
        const unsigned for_suffixes = whole && (top & (kind_bit(detail::P) | kind_bit(detail::X))) ? kind_bit(detail::X) : 0;
        const unsigned z_of_prefixes = !whole || (top & (kind_bit(detail::X) | kind_bit(detail::Z))) ? kind_bit(detail::Z) : 0;
        const unsigned z_of_suffixes = !whole || (top & (kind_bit(detail::Y) | kind_bit(detail::Z))) ? kind_bit(detail::Z) : 0;
        for (std::size_t len = 1; len <= max_length; ++len) {
            for (std::size_t i = 0; i + len <= m; ++i) {
                const std::uint32_t parent = ids[i * width + len - 1];
                const std::size_t c = colour_index(t[i + len - 1]);
                std::uint32_t node = nodes[parent].child[c];
                if (node == 0) {
                    node = static_cast<std::uint32_t>(nodes.size());
                    nodes.push_back(empty_node); // a copy: clearing a new Node in place is slower
                    nodes[parent].child[c] = node;
                }
                // t itself gets only `top`: another kind of it could read a Z not computed here.
                const bool prefix = i == 0, suffix = i + len == m;
                const unsigned wanted = (len == max_length ? top : 0) |
                                        (prefix && suffix ? 0
                                         : prefix         ? z_of_prefixes | for_prefixes
                                         : suffix         ? z_of_suffixes | for_suffixes
                                                          : kind_bit(detail::Z));
                if (const unsigned missing = wanted & ~nodes[node].known) {
                    const detail::Half* before = &as_before[start_row[i]];
                    const detail::Half* after = &as_after[end_row[i + len] + len - 1];
                    Node& target = nodes[node]; // the step writes the missing kinds in place
                    detail::interval_step(
                        len, [&](std::size_t k) { return t[i + k]; },
                        [&](std::size_t k) -> const detail::Half& { return before[k]; },
                        [&](std::size_t k) -> const detail::Half& { return *(after - k); }, scratch, target.data,
                        missing);
                    target.known = static_cast<std::uint8_t>(target.known | missing);
                }
                ids[i * width + len] = node;
                const detail::IntervalData& d = nodes[node].data;
                as_before[start_row[i] + len] = d.as_before();
                as_after[end_row[i + len] + len] = d.as_after();
            }
        }
    }

    // Charges what compute() is about to hold (throws MemoryLimitExceeded before allocating).
    void charge_for(std::size_t node_capacity, std::size_t ids_size, std::size_t before_size, std::size_t after_size) {
        const std::size_t bytes = node_capacity * sizeof(Node) + std::max(ids_size, ids.capacity()) * sizeof(std::uint32_t) +
                                  std::max(before_size, as_before.capacity()) * sizeof(detail::Half) +
                                  std::max(after_size, as_after.capacity()) * sizeof(detail::Half) +
                                  (start_row.capacity() + end_row.capacity()) * sizeof(std::size_t);
        if (bytes > charge.bytes()) charge.resize(bytes);
    }

    std::uint32_t find(std::string_view colours) const { // 0 when unknown (or empty)
        std::uint32_t node = 0;
        for (char c : colours) {
            node = nodes[node].child[colour_index(c)];
            if (node == 0) return 0;
        }
        return node;
    }

    // The data of colours with at least the kinds in `top`.
    const detail::IntervalData& walk_or_compute(std::string_view colours, unsigned top) {
        if (colours.empty()) return nodes[0].data;
        if (std::uint32_t node = find(colours); node != 0 && (nodes[node].known & top) == top) return nodes[node].data;
        compute(colours, colours.size(), top);
        return nodes[ids[colours.size()]].data; // row i = 0, length n
    }
};

const IntervalDp::Impl::Node IntervalDp::Impl::empty_node{};

IntervalDp::IntervalDp() : impl_(std::make_unique<Impl>()) {}
IntervalDp::~IntervalDp() = default;
IntervalDp::IntervalDp(IntervalDp&&) noexcept = default;
IntervalDp& IntervalDp::operator=(IntervalDp&&) noexcept = default;

std::size_t IntervalDp::memo_size() const noexcept { return impl_->nodes.size(); }
void IntervalDp::clear() { impl_->clear(); }
void IntervalDp::set_memo_limit(std::size_t substrings) noexcept { impl_->memo_limit = substrings; }

IntervalValues IntervalDp::interval(std::string_view colours) {
    check_input(colours, false);
    return impl_->walk_or_compute(colours, detail::all_kinds).values();
}

Game IntervalDp::path_value(std::string_view colours) {
    check_input(colours, false);
    return impl_->walk_or_compute(colours, detail::kind_bit(detail::P)).slot[detail::P].value();
}

Game IntervalDp::cycle_option(std::string_view colours, std::size_t k) {
    check_input(colours, true);
    if (k >= colours.size())
        throw InvalidArgument(fmt::format("vertex {} (from 0) is not in the cycle of {} vertices", k, colours.size()));
    std::string rotated(colours.substr(k + 1));
    rotated.append(colours.substr(0, k));
    return impl_->walk_or_compute(rotated, detail::kind_bit(detail::Z)).slot[detail::Z].value();
}

Game IntervalDp::cycle_value(std::string_view colours) {
    check_input(colours, true);
    const std::size_t n = colours.size();
    // Every rotated path is a substring of length n-1 of colours + colours[0, n-1).
    std::string doubled(colours);
    doubled.append(colours.substr(0, n - 1));
    impl_->compute(doubled, n - 1, detail::kind_bit(detail::Z));
    return detail::cycle_game(
               n, [&](std::size_t k) { return colours[k]; },
               [&](std::size_t k) -> const detail::Slot& {
                   return impl_->nodes[impl_->ids[(k + 1) * n + n - 1]].data.slot[detail::Z];
               },
               scratch)
        .value();
}

} // namespace cgt::domination
