#pragma once
// Generic Sprague-Grundy search for impartial games on graphs (any ruleset of
// games/impartial/graph_games.hpp; the public face is algorithms/impartial/graph_grundy.hpp).
//
//   GrundySearch<NodeKayles> search;
//   Grundy g = search.grundy(petersen_graph());
//   bool first_wins = search.misere_first_player_wins(path_graph(7));
//
// Normal play: a position splits into independent parts (connected components after the
// ruleset's reductions) and its value is the nim-sum of theirs (Sprague-Grundy theorem). Each
// part is memoised under an exact key: its canonical form from nauty (isomorphic parts share an
// entry) behind a cheap first-level cache of labelled parts. The memo lives as long as the
// search object, so analysing many graphs reuses it.
// Misère play does not split into parts; its outcome is found by a memoised search over whole
// positions (keyed canonically too).

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <algorithm>

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>

#include "algorithms/impartial/canonical_graph.hpp"
#include "cgt/errors.hpp"
#include "games/graph/graph.hpp"
#include "games/impartial/graph_games.hpp"

namespace cgt::impartial::detail {

using Grundy = std::uint32_t;

template <typename Rules>
class GrundySearch {
public:
    explicit GrundySearch(Rules rules = Rules{}) : rules_(std::move(rules)) {}

    Grundy grundy(const Graph& g) { return grundy(g, whole_graph(g)); }
    Grundy grundy(const Graph& g, GraphState s) {
        Grundy total = 0;
        for (const auto& [part, marked] : parts(g, s)) total ^= part_grundy(part, marked);
        return total;
    }

    // Misère play: does the player to move win?
    bool misere_first_player_wins(const Graph& g) { return misere_first_player_wins(g, whole_graph(g)); }
    bool misere_first_player_wins(const Graph& g, GraphState s) {
        s = Rules::relevant(g, s);
        const Graph h = g.induced(s.alive);
        const VertexMask marked = compact(s.marked, s.alive);
        const std::string key = canonical_key(h, marked);
        if (const auto it = misere_memo_.find(key); it != misere_memo_.end()) return it->second;
        bool wins = true; // no move: the player to move wins under misère play
        bool any = false;
        rules_.for_each_option(h, GraphState{h.all_vertices(), marked}, [&](GraphState option) {
            if (!any) wins = false;
            any = true;
            if (!wins && !misere_first_player_wins(h, option)) wins = true;
        });
        if (misere_memo_.size() >= max_misere_positions)
            throw MemoryLimitExceeded(fmt::format("misère search: more than {} positions memoised; the graph is too "
                                                  "large for exhaustive misère search", max_misere_positions));
        misere_memo_.emplace(key, wins);
        return wins;
    }

    std::size_t memo_size() const noexcept { return memo_.size(); }
    std::size_t nauty_calls() const noexcept { return nauty_calls_; }
    const Rules& rules() const noexcept { return rules_; }

private:
    // The independent parts of a state, each as its own graph (renumbered) and marked set.
    std::vector<std::pair<Graph, VertexMask>> parts(const Graph& g, GraphState s) const {
        s = Rules::relevant(g, s);
        std::vector<std::pair<Graph, VertexMask>> result;
        VertexMask left = s.alive;
        while (left) {
            VertexMask part = left & (~left + 1);
            VertexMask frontier = part;
            while (frontier) {
                const int v = std::countr_zero(frontier);
                frontier &= frontier - 1;
                for (VertexMask nb = g.neighbours(v) & left & ~part; nb; nb &= nb - 1) {
                    const int u = std::countr_zero(nb);
                    if (!Rules::edge_matters(s, u, v)) continue;
                    part |= VertexMask{1} << u;
                    frontier |= VertexMask{1} << u;
                }
            }
            left &= ~part;
            result.emplace_back(induced_part(g, s, part), compact(s.marked & part, part));
        }
        return result;
    }

    static Graph induced_part(const Graph& g, GraphState s, VertexMask part) {
        int index[64];
        int k = 0;
        for (VertexMask m = part; m; m &= m - 1) index[std::countr_zero(m)] = k++;
        Graph h(k);
        for (VertexMask m = part; m; m &= m - 1) {
            const int v = std::countr_zero(m);
            for (VertexMask nb = g.neighbours(v) & part; nb; nb &= nb - 1) {
                const int u = std::countr_zero(nb);
                if (u > v && Rules::edge_matters(s, u, v)) h.add_edge(index[v], index[u]);
            }
        }
        return h;
    }

    // The bits of `mask` renumbered as positions within `within`.
    static VertexMask compact(VertexMask mask, VertexMask within) {
        VertexMask out = 0;
        int k = 0;
        for (VertexMask m = within; m; m &= m - 1, ++k)
            if ((mask >> std::countr_zero(m)) & 1U) out |= VertexMask{1} << k;
        return out;
    }

    Grundy part_grundy(const Graph& part, VertexMask marked) {
        std::string fast_key = labelled_key(part, marked);
        if (const auto it = labelled_memo_.find(fast_key); it != labelled_memo_.end()) return it->second;
        ++nauty_calls_;
        std::string key = canonical_key(part, marked);
        Grundy value;
        if (const auto it = memo_.find(key); it != memo_.end()) {
            value = it->second;
        } else {
            value = mex_of_options(part, marked);
            memo_.emplace(std::move(key), value);
        }
        if (labelled_memo_.size() > labelled_memo_limit) labelled_memo_.clear(); // a cache, not the memo
        labelled_memo_.emplace(std::move(fast_key), value);
        return value;
    }

    Grundy mex_of_options(const Graph& part, VertexMask marked) {
        std::vector<Grundy> seen;
        rules_.for_each_option(part, GraphState{part.all_vertices(), marked},
                               [&](GraphState option) { seen.push_back(grundy(part, option)); });
        std::sort(seen.begin(), seen.end());
        Grundy mex = 0;
        for (Grundy v : seen) {
            if (v == mex) ++mex;
            else if (v > mex) break;
        }
        return mex;
    }

    static constexpr std::size_t labelled_memo_limit = std::size_t{1} << 22;
    static constexpr std::size_t max_misere_positions = std::size_t{1} << 21;

    Rules rules_;
    absl::flat_hash_map<std::string, Grundy> memo_;
    absl::flat_hash_map<std::string, Grundy> labelled_memo_;
    absl::flat_hash_map<std::string, bool> misere_memo_;
    std::size_t nauty_calls_ = 0;
};

} // namespace cgt::impartial::detail
