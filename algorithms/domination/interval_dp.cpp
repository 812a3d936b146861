#include "algorithms/domination/interval_dp.hpp"

#include <string>

#include "algorithms/domination/detail/interval_step.hpp"

namespace cgt::domination {

namespace {

constexpr std::size_t colour_index(char c) noexcept { return c == 'A' ? 0 : c == 'B' ? 1 : 2; }

thread_local detail::OptionLists scratch;

} // namespace

IntervalDp::IntervalDp() { clear(); }

void IntervalDp::clear() {
    nodes_.assign(1, Node{}); // the root: the empty string, all four games 0
    ids_.clear();
    ids_.shrink_to_fit();
}

void IntervalDp::compute(std::string_view t, std::size_t max_length) {
    const std::size_t m = t.size();
    const std::size_t width = max_length + 1;
    ids_.assign((m + 1) * width, 0);
    for (std::size_t len = 1; len <= max_length; ++len) {
        for (std::size_t i = 0; i + len <= m; ++i) {
            const std::uint32_t parent = ids_[i * width + len - 1];
            const std::size_t c = colour_index(t[i + len - 1]);
            std::uint32_t node = nodes_[parent].child[c];
            if (node == 0) {
                const std::size_t row = i * width;
                IntervalValues v = detail::interval_step(
                    len, [&](std::size_t k) { return t[i + k]; },
                    [&](std::size_t k) -> const IntervalValues& { return nodes_[ids_[row + k]].values; },
                    [&](std::size_t k) -> const IntervalValues& {
                        return nodes_[ids_[(i + k + 1) * width + (len - k - 1)]].values;
                    },
                    scratch);
                node = static_cast<std::uint32_t>(nodes_.size());
                nodes_.push_back(Node{{}, v});
                nodes_[parent].child[c] = node;
            }
            ids_[i * width + len] = node;
        }
    }
}

std::uint32_t IntervalDp::find(std::string_view colours) const {
    std::uint32_t node = 0;
    for (char c : colours) {
        node = nodes_[node].child[colour_index(c)];
        if (node == 0) return 0;
    }
    return node;
}

std::uint32_t IntervalDp::walk_or_compute(std::string_view colours) {
    if (colours.empty()) return 0;
    if (std::uint32_t node = find(colours)) return node;
    compute(colours, colours.size());
    return ids_[colours.size()]; // row i = 0, length n
}

IntervalValues IntervalDp::interval(std::string_view colours) { return nodes_[walk_or_compute(colours)].values; }

Game IntervalDp::path_value(std::string_view colours) { return interval(colours).p; }

Game IntervalDp::cycle_option(std::string_view colours, std::size_t k) {
    std::string rotated(colours.substr(k + 1));
    rotated.append(colours.substr(0, k));
    return interval(rotated).z;
}

Game IntervalDp::cycle_value(std::string_view colours) {
    const std::size_t n = colours.size();
    // Every rotated path is a substring of length n-1 of colours + colours[0, n-1).
    std::string doubled(colours);
    doubled.append(colours.substr(0, n - 1));
    compute(doubled, n - 1);
    const std::size_t width = n;
    std::vector<Game>& left = scratch.left[0];
    std::vector<Game>& right = scratch.right[0];
    left.clear();
    right.clear();
    for (std::size_t k = 0; k < n; ++k) {
        Game option = nodes_[ids_[(k + 1) * width + n - 1]].values.z;
        if (colours[k] != 'B') left.push_back(option);
        if (colours[k] != 'A') right.push_back(option);
    }
    return detail::game_from_options(left, right);
}

} // namespace cgt::domination
