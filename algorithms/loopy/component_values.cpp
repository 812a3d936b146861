// Values of the positions of a game graph, strongly connected component by component.

#include "algorithms/loopy/component_values.hpp"

#include <algorithm>
#include <optional>
#include <string_view>
#include <unordered_map>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/loopy/node_builder.hpp"
#include "cgt/memory.hpp"

namespace cgt::loopy {

namespace {

template <typename T>
using Array = std::vector<T, BudgetAllocator<T, MemoryUse::searches>>;

constexpr std::uint32_t unset = Components::unreached;

// Left's options of v, then Right's.
template <typename F>
void for_each_successor(const Graph& graph, Vertex v, F&& f) {
    for (Vertex w : graph.left(v)) f(w);
    for (Vertex w : graph.right(v)) f(w);
}

bool has_pass(const Graph& graph, Vertex v) {
    for (Player p : {Player::left, Player::right}) {
        const auto o = graph.options(p, v);
        if (std::binary_search(o.begin(), o.end(), v)) return true;
    }
    return false;
}

// {values of Left's options | values of Right's options} for a position outside every cycle.
SidedValue value_from_options(const Graph& graph, Vertex v, const std::vector<std::optional<SidedValue>>& value) {
    std::vector<SidedValue> options[2];
    bool short_options = true, stopper_options = true;
    for (Player p : {Player::left, Player::right})
        for (Vertex w : graph.options(p, v)) {
            const SidedValue& x = *value[w];
            const std::optional<Stopper> s = x.as_stopper();
            stopper_options = stopper_options && s.has_value();
            short_options = short_options && s && s->is_loopfree();
            options[static_cast<std::size_t>(p)].push_back(x);
        }
    if (short_options) {
        std::vector<Game> games[2];
        for (std::size_t p = 0; p < 2; ++p)
            for (const SidedValue& x : options[p]) games[p].push_back(*x.as_stopper()->as_game());
        return SidedValue(Stopper::from_game(Game::from_options(games[0], games[1])));
    }
    if (stopper_options) {
        std::vector<Stopper> stoppers[2];
        for (std::size_t p = 0; p < 2; ++p)
            for (const SidedValue& x : options[p]) stoppers[p].push_back(*x.as_stopper());
        return SidedValue(Stopper::from_options(stoppers[0], stoppers[1]));
    }
    return SidedValue::from_options(options[0], options[1]);
}

} // namespace

Components strongly_connected_components(const Graph& graph, std::span<const Vertex> roots) {
    const std::size_t n = graph.vertex_count();
    for (Vertex r : roots)
        if (r >= n)
            throw InvalidArgument(fmt::format("loopy graph: start vertex {} does not exist ({} vertices)", r, n));
    Components out;
    out.component.assign(n, unset);
    Array<std::uint32_t> index(n, unset), low(n, 0);
    Array<Vertex> stack; // Tarjan's stack of open vertices
    struct Frame {
        Vertex v;
        std::uint32_t next; // the next successor to look at (Left's, then Right's)
    };
    Array<Frame> frames;
    std::uint32_t counter = 0;
    auto open = [&](Vertex v) {
        index[v] = low[v] = counter++;
        stack.push_back(v);
        frames.push_back({v, 0});
    };
    for (Vertex root : roots) {
        if (index[root] != unset) continue;
        open(root);
        while (!frames.empty()) {
            const Vertex v = frames.back().v;
            const std::uint32_t next = frames.back().next;
            const auto left = graph.left(v), right = graph.right(v);
            if (next < left.size() + right.size()) {
                ++frames.back().next;
                const Vertex w = next < left.size() ? left[next] : right[next - left.size()];
                if (index[w] == unset) open(w);
                else if (out.component[w] == unset) low[v] = std::min(low[v], index[w]); // w is open
                continue;
            }
            frames.pop_back();
            if (!frames.empty()) low[frames.back().v] = std::min(low[frames.back().v], low[v]);
            if (low[v] != index[v]) continue;
            const auto k = static_cast<std::uint32_t>(out.members.size());
            auto& members = out.members.emplace_back();
            Vertex w;
            do {
                w = stack.back();
                stack.pop_back();
                out.component[w] = k;
                members.push_back(w);
            } while (w != v);
        }
    }
    return out;
}

std::vector<SidedValue> component_values(const Graph& graph, std::span<const Vertex> wanted,
                                         const LoopySearchOptions& options) {
    const std::size_t n = graph.vertex_count();
    const Components c = strongly_connected_components(graph, wanted);
    MemoryCharge charge(MemoryUse::searches); // the components and the values
    charge.resize(n * (sizeof(std::uint32_t) + sizeof(Vertex) + sizeof(std::optional<SidedValue>)) +
                  c.members.size() * sizeof(c.members[0]));

    // uses[w]: moves into w from other components not yet valued; values no longer used are
    // dropped (except the wanted ones).
    Array<std::uint32_t> uses(n, 0);
    Array<char> is_wanted(n, 0);
    for (Vertex w : wanted) is_wanted[w] = 1;
    for (std::size_t v = 0; v < n; ++v) {
        if (c.component[v] == unset) continue;
        for_each_successor(graph, static_cast<Vertex>(v), [&](Vertex w) { uses[w] += c.component[w] != c.component[v]; });
    }
    std::vector<std::optional<SidedValue>> value(n);
    // The values just below a valued component are used once fewer.
    const auto release_below = [&](const std::vector<Vertex>& members) {
        for (Vertex v : members)
            for_each_successor(graph, v, [&](Vertex w) {
                if (c.component[w] != c.component[v] && --uses[w] == 0 && !is_wanted[w]) value[w].reset();
            });
    };

    LoopyProgress progress{n, c.members.size(), 0};
    if (options.resume) {
        const LoopySnapshot& r = *options.resume;
        const auto misfit = [](std::string_view why) {
            return InvalidArgument(fmt::format("loopy search: the checkpoint is of another search ({})", why));
        };
        if (r.components_valued > c.members.size()) throw misfit("more components than this graph has");
        for (std::size_t k = 0; k < r.components_valued; ++k) release_below(c.members[k]);
        for (const auto& [v, x] : r.values) {
            if (v >= n || c.component[v] == unset || c.component[v] >= r.components_valued) throw misfit("a position it did not value");
            value[v] = x;
        }
        for (std::size_t k = 0; k < r.components_valued; ++k)
            for (Vertex v : c.members[k])
                if ((uses[v] > 0 || is_wanted[v]) && !value[v]) throw misfit("a value missing");
        progress.components_valued = r.components_valued;
    }
    for (std::size_t k = progress.components_valued; k < c.members.size(); ++k) {
        const std::vector<Vertex>& members = c.members[k];
        const Vertex first = members.front();
        if (members.size() == 1 && !has_pass(graph, first)) {
            value[first] = value_from_options(graph, first, value);
        } else {
            // The component's positions and a copy of each value just outside it.
            NodeBuilder b;
            std::unordered_map<Vertex, NodeBuilder::Node> node;
            for (Vertex v : members) node.emplace(v, b.add_node());
            for (Vertex v : members)
                for (Player p : {Player::left, Player::right})
                    for (Vertex w : graph.options(p, v)) {
                        auto it = node.find(w);
                        if (it == node.end()) it = node.emplace(w, b.add_copy(*value[w])).first;
                        b.add_option(p, node.at(v), it->second);
                    }
            std::vector<Vertex> valued;
            std::vector<NodeBuilder::Node> starts;
            for (Vertex v : members)
                if (uses[v] > 0 || is_wanted[v]) {
                    valued.push_back(v);
                    starts.push_back(node.at(v));
                }
            std::vector<SidedValue> found = b.values(starts);
            for (std::size_t i = 0; i < valued.size(); ++i) value[valued[i]] = std::move(found[i]);
        }
        release_below(members);
        ++progress.components_valued;
        if (options.progress && progress.components_valued % options.progress_interval == 0) options.progress(progress);
        if (options.checkpoint_due && options.checkpoint_due()) {
            LoopySnapshot snapshot{progress.components_valued, {}};
            for (std::size_t v = 0; v < n; ++v)
                if (value[v]) snapshot.values.emplace_back(static_cast<Vertex>(v), *value[v]);
            options.checkpoint(snapshot);
        }
    }
    std::vector<SidedValue> out;
    out.reserve(wanted.size());
    for (Vertex w : wanted) out.push_back(*value[w]);
    return out;
}

} // namespace cgt::loopy
