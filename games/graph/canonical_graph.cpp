#include "games/graph/canonical_graph.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <vector>

// libnautyL1: 64-bit set words and MAXN = 64, one setword per adjacency row.
#define WORDSIZE 64
#define MAXN WORDSIZE
#include <nauty.h>

namespace cgt {

namespace {

void append_row(std::string& key, std::uint64_t row) {
    char bytes[8];
    std::memcpy(bytes, &row, 8);
    key.append(bytes, 8);
}

// AHU encoding of the tree rooted at v (parent excluded): "(" mark children-sorted ")".
std::string rooted_code(const Graph& t, VertexMask marked, int v, int parent) {
    std::vector<std::string> children;
    for (VertexMask m = t.neighbours(v); m; m &= m - 1) {
        const int u = std::countr_zero(m);
        if (u != parent) children.push_back(rooted_code(t, marked, u, v));
    }
    std::sort(children.begin(), children.end());
    std::string code = ((marked >> v) & 1U) ? "(m" : "(";
    for (const auto& c : children) code += c;
    code += ')';
    return code;
}

// Trees get the AHU canonical form (Aho, Hopcroft, Ullman): the smallest rooted code over the
// one or two centres. The leading 'T' keeps these keys apart from nauty keys (whose first byte
// is the vertex count, at most 64).
std::string tree_key(const Graph& t, VertexMask marked) {
    VertexMask left = t.all_vertices();
    while (std::popcount(left) > 2) {
        VertexMask leaves = 0;
        for (VertexMask m = left; m; m &= m - 1) {
            const int v = std::countr_zero(m);
            if (std::popcount(t.neighbours(v) & left) <= 1) leaves |= VertexMask{1} << v;
        }
        left &= ~leaves;
    }
    std::string best;
    for (VertexMask m = left; m; m &= m - 1) {
        std::string code = rooted_code(t, marked, std::countr_zero(m), -1);
        if (best.empty() || code < best) best = std::move(code);
    }
    return "T" + best;
}

bool is_tree(const Graph& g) {
    const int n = g.vertex_count();
    return n >= 2 && g.edge_count() == n - 1 && g.components(g.all_vertices()).size() == 1;
}

} // namespace

std::string canonical_key(const Graph& input, VertexMask marked) {
    const int n = input.vertex_count();
    if (is_tree(input)) return tree_key(input, marked);
    std::string key;
    key.reserve(2 + 8 * static_cast<std::size_t>(n));
    key += static_cast<char>(n);
    key += static_cast<char>(std::popcount(marked));
    if (n <= 1) return key;

    graph g[MAXN];
    graph canon[MAXN];
    int lab[MAXN], ptn[MAXN], orbits[MAXN];
    for (int v = 0; v < n; ++v) {
        // nauty numbers bits from the most significant end: vertex u is bit (63 - u).
        setword row = 0;
        for (VertexMask m = input.neighbours(v); m; m &= m - 1) row |= bit[std::countr_zero(m)];
        g[v] = row;
    }
    // The colour partition: marked vertices form the first cell, the rest the second.
    int k = 0;
    for (int v = 0; v < n; ++v)
        if ((marked >> v) & 1U) lab[k++] = v;
    const int first_cell = k;
    for (int v = 0; v < n; ++v)
        if (!((marked >> v) & 1U)) lab[k++] = v;
    for (int i = 0; i < n; ++i) ptn[i] = 1;
    if (first_cell > 0) ptn[first_cell - 1] = 0;
    ptn[n - 1] = 0;

    DEFAULTOPTIONS_GRAPH(options);
    options.getcanon = TRUE;
    options.defaultptn = FALSE;
    statsblk stats;
    densenauty(g, lab, ptn, orbits, &options, &stats, 1, n, canon);
    for (int v = 0; v < n; ++v) append_row(key, canon[v]);
    return key;
}

std::string labelled_key(const Graph& graph, VertexMask marked) {
    const int n = graph.vertex_count();
    std::string key;
    key.reserve(9 + 8 * static_cast<std::size_t>(n));
    key += static_cast<char>(n);
    append_row(key, marked);
    for (int v = 0; v < n; ++v) append_row(key, graph.neighbours(v));
    return key;
}

} // namespace cgt
