#pragma once
// Closed forms from the source papers, each tested against the generic search:
// * the impartial domination game on P_n, C_n, P'_n, P''_n (Brito et al., "The normal play of the
//   domination game", Theorems 3.1, 3.4, Lemma 3.2; see docs/impartial.md for P'_n and P''_n);
// * the octal game 0.33 on subdivided stars and subdivided bistars (Beaudou et al., "Octal games on
//   graphs", Theorems 9, 13, 14, 19, 22 with the reconstructed Figure 4 and Tables 1 and 2).

#include <optional>
#include <span>
#include <vector>

#include "algorithms/impartial/octal_sequence.hpp"

namespace cgt::impartial {

// Impartial domination game.
Grundy domination_path_grundy(int n);              // P_n, n >= 0
Grundy domination_cycle_grundy(int n);             // C_n, n >= 3
Grundy domination_path_one_end_selected_grundy(int n);  // P'_n: P_{n+2}, first vertex selected
Grundy domination_path_both_ends_selected_grundy(int n); // P''_n: P_{n+4}, first and last selected

// 0.33 on the subdivided star S(l1, ..., lk) (centre plus branches of li >= 1 vertices).
Grundy octal033_star_grundy(std::span<const int> branch_lengths);

// 0.33 on the subdivided bistar S -m- S' (centres joined by a path of m >= 1 edges). A star given
// as nullopt is the empty graph (the paper's ∅: no centre either); an empty list is P_1.
Grundy octal033_bistar_grundy(const std::optional<std::vector<int>>& first, int middle_edges,
                              const std::optional<std::vector<int>>& second);

} // namespace cgt::impartial
