#include "algorithms/impartial/closed_forms.hpp"

#include <array>
#include <string_view>

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::impartial {

// ---- domination (Brito et al., Theorems 3.1, 3.4) ----

namespace {
void require_non_negative(int n, std::string_view what) {
    if (n < 0) throw InvalidArgument(fmt::format("{}: n must be >= 0, not {}", what, n));
}
} // namespace

Grundy domination_path_grundy(int n) {
    require_non_negative(n, "P_n");
    static constexpr std::array<Grundy, 4> small{0, 1, 1, 2}; // P0..P3
    static constexpr std::array<Grundy, 4> by_residue{0, 1, 1, 3};
    return n < 4 ? small[static_cast<std::size_t>(n)] : by_residue[static_cast<std::size_t>(n % 4)];
}

Grundy domination_cycle_grundy(int n) {
    if (n < 3) throw InvalidArgument(fmt::format("C_n needs n >= 3, not {}", n));
    return n % 4 == 3 ? 1 : 0;
}

Grundy domination_path_one_end_selected_grundy(int n) {
    require_non_negative(n, "P'_n");
    return static_cast<Grundy>(n % 4);
}

Grundy domination_path_both_ends_selected_grundy(int n) {
    require_non_negative(n, "P''_n");
    return static_cast<Grundy>(n % 4);
}

// ---- 0.33 on stars and bistars (Beaudou et al., docs/impartial.md) ----

namespace {

struct ReducedStar { // branches with length = 1 and = 2 (mod 3); residue 0 branches vanish
    int ones = 0;
    int twos = 0;
};

ReducedStar reduce(std::span<const int> lengths) {
    ReducedStar s;
    for (int l : lengths) {
        if (l < 1) throw InvalidArgument(fmt::format("a branch of a subdivided star has >= 1 vertices, not {}", l));
        if (l % 3 == 1) ++s.ones;
        if (l % 3 == 2) ++s.twos;
    }
    return s;
}

// Theorem 13 with the reconstructed Figure 4 (octal-033 spec §6.2).
Grundy star_value(ReducedStar s) {
    const int i = s.ones + s.twos;
    const int j = s.twos;
    switch (i) {
    case 0: return 1;
    case 1: return j == 0 ? 2 : 0;
    case 2: return static_cast<Grundy>(j); // P3, P4, P5: 0, 1, 2
    case 3: return std::array<Grundy, 4>{1, 2, 0, 1}[static_cast<std::size_t>(j)];
    default: break;
    }
    if (i % 2 == 0) return j < 4 ? std::array<Grundy, 4>{0, 3, 1, 2}[static_cast<std::size_t>(j)] : (j % 2 == 0 ? 0 : 3);
    return j < 4 ? std::array<Grundy, 4>{1, 2, 0, 3}[static_cast<std::size_t>(j)] : (j % 2 == 0 ? 1 : 2);
}

bool is_one_star(ReducedStar s) { // C1* = D1* = {P1, S(2,1), S(2,2,2)}
    return (s.ones == 0 && s.twos == 0) || (s.ones == 1 && s.twos == 1) || (s.ones == 0 && s.twos == 3);
}
bool is_two_star(ReducedStar s) { // C2* = D2* = {P2, S(2,2)}
    return (s.ones == 1 && s.twos == 0) || (s.ones == 0 && s.twos == 2);
}

// Classes for a middle path of 1 edge (Theorem 19): C0, C1, C1*, C2, C2*, C2box, C3, C3box.
enum class C1Class { c0, c1, c1_star, c2, c2_star, c2_box, c3, c3_box };

C1Class class_for_one(const std::optional<ReducedStar>& s) {
    if (!s) return C1Class::c0;
    if (is_one_star(*s)) return C1Class::c1_star;
    if (is_two_star(*s)) return C1Class::c2_star;
    const Grundy g = star_value(*s);
    const bool odd_twos = s->twos == 1 || s->twos == 3;
    if (g == 2 && odd_twos) return C1Class::c2_box;
    if (g == 3 && odd_twos) return C1Class::c3_box;
    return std::array<C1Class, 4>{C1Class::c0, C1Class::c1, C1Class::c2, C1Class::c3}[g];
}

// Table 1: the nim-sum except for five unordered class pairs.
Grundy table_one(C1Class a, C1Class b, Grundy ga, Grundy gb) {
    using enum C1Class;
    auto is = [&](C1Class x, C1Class y) { return (a == x && b == y) || (a == y && b == x); };
    if (is(c1_star, c1_star)) return 2;
    if (is(c1_star, c2_star)) return 0;
    if (is(c2_star, c2_star)) return 1;
    if (is(c2_star, c2_box)) return 1;
    if (is(c2_star, c3_box)) return 0;
    return ga ^ gb;
}

// Classes for a middle path of 2 edges (Theorem 22), in Table 2's order.
enum D2Class { d0, d0_star, d1, d1_star, d1_box, d2, d2_star, d2_box, d3, d3_box };

D2Class class_for_two(const std::optional<ReducedStar>& s) {
    if (!s) return d0_star;
    if (is_one_star(*s)) return d1_star;
    if (is_two_star(*s)) return d2_star;
    const Grundy g = star_value(*s);
    const bool even_twos = s->twos == 0 || s->twos == 2;
    const bool odd_twos = s->twos == 1 || s->twos == 3;
    if (g == 0 && (even_twos || (s->ones == 0 && s->twos == 1))) return d0_star; // ... plus S(2)
    if (g == 1 && even_twos) return d1_box; // P1 is D1*, handled above
    if (g == 2 && odd_twos) return d2_box;
    if (g == 3 && odd_twos) return d3_box;
    return std::array<D2Class, 4>{d0, d1, d2, d3}[g];
}

// Table 2 verbatim: 'x' = G xor G', 'y' = G xor G' xor 1, a digit = that value.
constexpr std::array<std::string_view, 10> table_two{
    "xyx2yx0yxy", // D0
    "yyy2yy0yyy", // D0*
    "xyx3yx1yxy", // D1
    "2230301110", // D1*
    "yyy3yy1yyy", // D1box
    "xyx0yx2yxy", // D2
    "0011122233", // D2*
    "yyy1yy20y1", // D2box
    "xyx1yx3yxy", // D3
    "yyy0yy31y0", // D3box
};

Grundy table_two_value(D2Class a, D2Class b, Grundy ga, Grundy gb) {
    const char entry = table_two[a][b];
    if (entry == 'x') return ga ^ gb;
    if (entry == 'y') return ga ^ gb ^ 1;
    return static_cast<Grundy>(entry - '0');
}

std::optional<ReducedStar> reduced(const std::optional<std::vector<int>>& star) {
    if (!star) return std::nullopt;
    return reduce(*star);
}

} // namespace

Grundy octal033_star_grundy(std::span<const int> branch_lengths) { return star_value(reduce(branch_lengths)); }

Grundy octal033_bistar_grundy(const std::optional<std::vector<int>>& first, int middle_edges,
                              const std::optional<std::vector<int>>& second) {
    if (middle_edges < 1) throw InvalidArgument(fmt::format("a bistar's middle path has >= 1 edges, not {}", middle_edges));
    if (!first && !second) return static_cast<Grundy>((middle_edges - 1) % 3); // the path P_{m-1}
    if (!first || !second) { // the star S(l..., m-1)
        std::vector<int> branches = first ? *first : *second;
        if (middle_edges > 1) branches.push_back(middle_edges - 1);
        return octal033_star_grundy(branches);
    }
    const auto a = reduced(first);
    const auto b = reduced(second);
    switch (middle_edges % 3) {
    case 0: { // the star with both centres merged
        std::vector<int> merged = *first;
        merged.insert(merged.end(), second->begin(), second->end());
        return octal033_star_grundy(merged);
    }
    case 1: return table_one(class_for_one(a), class_for_one(b), star_value(*a), star_value(*b));
    default: return table_two_value(class_for_two(a), class_for_two(b), star_value(*a), star_value(*b));
    }
}

} // namespace cgt::impartial
