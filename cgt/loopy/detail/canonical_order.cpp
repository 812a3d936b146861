// Isomorphism-invariant numbering of a graph's vertices by colour refinement.

#include <algorithm>
#include <numeric>

#include "cgt/detail/step_counter.hpp"
#include "cgt/memory.hpp"
#include "cgt/loopy/detail/simplify.hpp"

namespace cgt::loopy::detail {

namespace {

// Colour refinement from `colour` (ranks 0..classes-1): a vertex's next colour is the rank of
// (its colour, its Left options' colours, its Right options' colours), the options' colours as
// sorted lists (`as_sets`: without repeats), until the number of colours stops growing.
// Ranks follow the signatures' order, so the result is an isomorphism invariant.
std::size_t refine(const Graph& graph, std::vector<Vertex>& colour, std::size_t classes, bool as_sets) {
    const std::size_t n = graph.vertex_count();
    MemoryCharge charge(MemoryUse::searches); // signatures and orders
    charge.resize((3 * n + graph.edge_count()) * sizeof(Vertex) + n * sizeof(std::vector<Vertex>));
    std::vector<std::vector<Vertex>> signature(n);
    std::vector<Vertex> order(n);
    while (true) {
        cgt::detail::count_step();
        for (std::size_t v = 0; v < n; ++v) {
            auto& s = signature[v];
            s.assign(1, colour[v]);
            for (Player p : {Player::left, Player::right}) {
                const std::size_t from = s.size() + 1;
                s.push_back(0); // the list's length, set below
                for (Vertex w : graph.options(p, static_cast<Vertex>(v))) s.push_back(colour[w]);
                std::sort(s.begin() + static_cast<std::ptrdiff_t>(from), s.end());
                if (as_sets) s.erase(std::unique(s.begin() + static_cast<std::ptrdiff_t>(from), s.end()), s.end());
                s[from - 1] = static_cast<Vertex>(s.size() - from);
            }
        }
        std::iota(order.begin(), order.end(), Vertex{0});
        std::sort(order.begin(), order.end(), [&](Vertex a, Vertex b) { return signature[a] < signature[b]; });
        std::size_t count = 0;
        std::vector<Vertex> next(n);
        for (std::size_t i = 0; i < n; ++i) {
            if (i > 0 && signature[order[i]] != signature[order[i - 1]]) ++count;
            next[order[i]] = static_cast<Vertex>(count);
        }
        const std::size_t next_classes = n == 0 ? 0 : count + 1;
        colour = std::move(next);
        if (next_classes == classes) return classes;
        classes = next_classes;
    }
}

} // namespace

std::optional<std::vector<Vertex>> stable_colours(const Graph& graph) {
    const std::size_t n = graph.vertex_count();
    // Short positions start apart, by their games' ids (distinct canonical games, distinct
    // ids), so that short parts need no rounds of refinement; positions that loop start
    // together, before them. Refinement keeps the order of colours: a signature starts with
    // the old colour.
    const std::vector<std::optional<Game>> shorts = short_positions(graph);
    std::vector<std::uint64_t> initial(n);
    for (std::size_t v = 0; v < n; ++v) initial[v] = shorts[v] ? 1 + std::uint64_t{shorts[v]->id()} : 0;
    std::vector<std::uint64_t> sorted = initial;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    std::vector<Vertex> colour(n);
    for (std::size_t v = 0; v < n; ++v)
        colour[v] = static_cast<Vertex>(std::lower_bound(sorted.begin(), sorted.end(), initial[v]) - sorted.begin());
    std::size_t classes = sorted.size();
    if (classes < n) classes = refine(graph, colour, classes, false);
    if (classes != n) return std::nullopt;
    return colour;
}

std::vector<Vertex> numbering(const std::vector<Vertex>& colours, Vertex start) {
    const std::size_t n = colours.size();
    std::vector<Vertex> by_colour(n);
    std::iota(by_colour.begin(), by_colour.end(), Vertex{0});
    std::sort(by_colour.begin(), by_colour.end(), [&](Vertex a, Vertex b) {
        if ((a == start) != (b == start)) return a == start;
        return colours[a] < colours[b];
    });
    std::vector<Vertex> out(n);
    for (std::size_t i = 0; i < n; ++i) out[by_colour[i]] = static_cast<Vertex>(i);
    return out;
}

std::optional<std::vector<Vertex>> canonical_order(const Graph& graph) {
    auto colours = stable_colours(graph);
    if (!colours) return std::nullopt;
    return numbering(*colours, 0);
}

Graph renumber(const Graph& graph, const std::vector<Vertex>& order) {
    GraphBuilder b;
    for (std::size_t v = 0; v < graph.vertex_count(); ++v) b.add_vertex();
    for (std::size_t v = 0; v < graph.vertex_count(); ++v)
        for (Player p : {Player::left, Player::right})
            for (Vertex w : graph.options(p, static_cast<Vertex>(v))) b.add_edge(p, order[v], order[w]);
    return b.build();
}

std::vector<std::uint32_t> graph_key(const Graph& graph) {
    std::vector<std::uint32_t> key;
    key.reserve(1 + 2 * graph.vertex_count() + graph.edge_count());
    key.push_back(static_cast<std::uint32_t>(graph.vertex_count()));
    for (std::size_t v = 0; v < graph.vertex_count(); ++v)
        for (Player p : {Player::left, Player::right}) {
            const auto moves = graph.options(p, static_cast<Vertex>(v));
            key.push_back(static_cast<std::uint32_t>(moves.size()));
            key.insert(key.end(), moves.begin(), moves.end());
        }
    return key;
}

Graph merge_bisimilar(const Graph& graph, Vertex start) {
    const Graph packed = pack(graph, start);
    const std::size_t n = packed.vertex_count();
    // Coarsest partition stable under "same colour, same set of Left colours, same set of
    // Right colours": its classes are the bisimilar vertices.
    std::vector<Vertex> colour(n, 0);
    const std::size_t classes = n == 0 ? 0 : refine(packed, colour, 1, true);
    if (classes == n) return packed;
    GraphBuilder b;
    for (std::size_t c = 0; c < classes; ++c) b.add_vertex();
    for (std::size_t v = 0; v < n; ++v)
        for (Player p : {Player::left, Player::right})
            for (Vertex w : packed.options(p, static_cast<Vertex>(v))) b.add_edge(p, colour[v], colour[w]);
    return pack(b.build(), colour[0]);
}

} // namespace cgt::loopy::detail
