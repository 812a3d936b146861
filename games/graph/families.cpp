#include "games/graph/families.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <numeric>
#include <vector>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "games/graph/graph_io.hpp"

namespace cgt {

namespace {

void require_size(long long vertices, std::string_view what) {
    if (vertices < 0 || vertices > Graph::max_vertices)
        throw InvalidArgument(fmt::format("{} would have {} vertices; graphs have at most {}", what, vertices,
                                          Graph::max_vertices));
}

long long sum_of(std::span<const int> values) {
    long long total = 0;
    for (int v : values) total += v;
    return total;
}

// Adds a path of `length` new vertices hanging from `anchor`, numbered from `next`; returns the
// next free vertex number.
int hang_path(Graph& g, int anchor, int length, int next) {
    int previous = anchor;
    for (int k = 0; k < length; ++k) {
        g.add_edge(previous, next);
        previous = next++;
    }
    return next;
}

void require_branches(std::span<const int> lengths) {
    for (int l : lengths)
        if (l < 1) throw InvalidArgument(fmt::format("a branch of a subdivided star has >= 1 vertices, not {}", l));
}

} // namespace

Graph path_graph(int n) {
    require_size(n, fmt::format("P{}", n));
    Graph g(n);
    for (int v = 0; v + 1 < n; ++v) g.add_edge(v, v + 1);
    return g;
}

Graph cycle_graph(int n) {
    if (n < 3) throw InvalidArgument(fmt::format("a cycle has at least 3 vertices, not {}", n));
    require_size(n, fmt::format("C{}", n)); // named as asked, not as the path below
    Graph g = path_graph(n);
    g.add_edge(n - 1, 0);
    return g;
}

Graph complete_graph(int n) {
    require_size(n, fmt::format("K{}", n));
    Graph g(n);
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v) g.add_edge(u, v);
    return g;
}

Graph empty_graph(int n) {
    require_size(n, fmt::format("E{}", n));
    return Graph(n);
}

Graph star_graph(int leaves) {
    require_size(1LL + leaves, fmt::format("star({})", leaves));
    Graph g(1 + leaves);
    for (int v = 1; v <= leaves; ++v) g.add_edge(0, v);
    return g;
}

Graph subdivided_star(std::span<const int> branch_lengths) {
    require_branches(branch_lengths);
    require_size(1 + sum_of(branch_lengths), "the subdivided star");
    Graph g(static_cast<int>(1 + sum_of(branch_lengths)));
    int next = 1;
    for (int l : branch_lengths) next = hang_path(g, 0, l, next);
    return g;
}

Graph subdivided_bistar(std::span<const int> first, int middle_edges, std::span<const int> second) {
    require_branches(first);
    require_branches(second);
    if (middle_edges < 1) throw InvalidArgument(fmt::format("a bistar's middle path has >= 1 edges, not {}", middle_edges));
    const long long n = 2 + sum_of(first) + sum_of(second) + (middle_edges - 1LL);
    require_size(n, "the subdivided bistar");
    Graph g(static_cast<int>(n));
    int next = 1;
    for (int l : first) next = hang_path(g, 0, l, next);
    int previous = 0;
    for (int k = 0; k < middle_edges - 1; ++k) {
        g.add_edge(previous, next);
        previous = next++;
    }
    const int second_centre = next++;
    g.add_edge(previous, second_centre);
    for (int l : second) next = hang_path(g, second_centre, l, next);
    return g;
}

Graph bistar(int first_leaves, int second_leaves) {
    if (first_leaves < 0 || second_leaves < 0) throw InvalidArgument("a bistar has >= 0 leaves on each centre");
    require_size(2LL + first_leaves + second_leaves, fmt::format("bistar({},{})", first_leaves, second_leaves));
    const std::vector<int> a(static_cast<std::size_t>(first_leaves), 1), b(static_cast<std::size_t>(second_leaves), 1);
    return subdivided_bistar(a, 1, b);
}

Graph caterpillar(std::span<const int> leaves_per_spine_vertex) {
    if (leaves_per_spine_vertex.empty()) throw InvalidArgument("a caterpillar has a spine of at least 1 vertex");
    for (int d : leaves_per_spine_vertex)
        if (d < 0) throw InvalidArgument(fmt::format("a spine vertex carries >= 0 leaves, not {}", d));
    const long long spine = static_cast<long long>(leaves_per_spine_vertex.size());
    require_size(spine + sum_of(leaves_per_spine_vertex), "the caterpillar");
    Graph g(static_cast<int>(spine + sum_of(leaves_per_spine_vertex)));
    int next = static_cast<int>(spine);
    for (int v = 0; v < static_cast<int>(spine); ++v) {
        if (v + 1 < spine) g.add_edge(v, v + 1);
        for (int k = 0; k < leaves_per_spine_vertex[static_cast<std::size_t>(v)]; ++k) g.add_edge(v, next++);
    }
    return g;
}

Graph petersen_graph() {
    Graph g(10);
    for (int i = 0; i < 5; ++i) {
        g.add_edge(i, (i + 1) % 5);
        g.add_edge(5 + i, 5 + (i + 2) % 5);
        g.add_edge(i, i + 5);
    }
    return g;
}

Graph grid_graph(int rows, int columns) {
    if (rows < 1 || columns < 1) throw InvalidArgument(fmt::format("a grid has >= 1 rows and columns, not {}x{}", rows, columns));
    require_size(static_cast<long long>(rows) * columns, fmt::format("grid({},{})", rows, columns));
    Graph g(rows * columns);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < columns; ++j) {
            if (j + 1 < columns) g.add_edge(i * columns + j, i * columns + j + 1);
            if (i + 1 < rows) g.add_edge(i * columns + j, (i + 1) * columns + j);
        }
    return g;
}

Graph complete_bipartite(int first, int second) {
    if (first < 0 || second < 0) throw InvalidArgument(fmt::format("K({},{}): the parts have >= 0 vertices", first, second));
    require_size(static_cast<long long>(first) + second, fmt::format("K({},{})", first, second));
    Graph g(first + second);
    for (int u = 0; u < first; ++u)
        for (int v = first; v < first + second; ++v) g.add_edge(u, v);
    return g;
}

Graph disjoint_union(const Graph& first, const Graph& second) {
    const int offset = first.vertex_count();
    require_size(static_cast<long long>(offset) + second.vertex_count(), "the disjoint union");
    Graph g(offset + second.vertex_count());
    for (const auto& [u, v] : first.edges()) g.add_edge(u, v);
    for (const auto& [u, v] : second.edges()) g.add_edge(offset + u, offset + v);
    return g;
}

Graph hypercube(int dimension) {
    if (dimension < 0 || dimension > 6)
        throw InvalidArgument(fmt::format("Q({}): a hypercube has dimension 0 to 6 (at most 64 vertices)", dimension));
    const int n = 1 << dimension;
    Graph g(n);
    for (int v = 0; v < n; ++v)
        for (int bit = 1; bit < n; bit <<= 1)
            if ((v & bit) == 0) g.add_edge(v, v | bit);
    return g;
}

Graph cartesian_product(const Graph& first, const Graph& second) {
    return cartesian_product(Multigraph(first), Multigraph(second)).underlying_graph();
}

} // namespace cgt
