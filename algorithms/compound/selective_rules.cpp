#include "algorithms/compound/selective_rules.hpp"

#include <algorithm>
#include <array>

#include "cgt/errors.hpp"

namespace cgt::compound {


bool selective_normal_losing(std::uint64_t n) { return n % 5 == 0 || n % 5 == 4; }

bool selective_misere_losing(std::uint64_t n) {
    if (n == 1 || n == 2 || n == 6 || n == 7) return true;
    return (n >= 15 && n % 5 == 0) || (n >= 14 && n % 5 == 4);
}

bool shortened_misere_losing(std::uint64_t n) { return n % 7 == 1 || n % 7 == 2; }

std::vector<std::int32_t> selective_sequence(Version version, Play play, std::size_t count) {
    if (version != Version::selective && version != Version::shortened)
        throw InvalidArgument("selective_sequence needs the selective or shortened version");
    // sigma = 1 (N) or 0 (P). In normal play both versions follow the same rule.
    std::vector<std::int32_t> normal(count, 0);
    std::vector<std::int32_t> sigma(count, 0);
    const bool misere = play == Play::misere;
    const bool long_rule = version == Version::selective;
    if (count > 0) sigma[0] = misere ? 1 : 0; // the initial P_0 is terminal
    for (std::size_t n = 1; n < count; ++n) {
        // Options of P_n: empty, P_a (single part) or P_a + P_b.
        auto normal_value = [&](std::size_t a, std::size_t b, int parts) {
            if (parts == 0) return 0;
            if (parts == 1) return normal[a];
            return normal[a] | normal[b];
        };
        auto value = [&](std::size_t a, std::size_t b, int parts) {
            if (!misere) return normal_value(a, b, parts);
            if (parts == 0) return 1; // ended / empty: terminal, the player to move wins
            if (parts == 1) return sigma[a];
            return long_rule ? normal_value(a, b, parts) : (sigma[a] | sigma[b]);
        };
        bool normal_p_option = false;
        bool p_option = false;
        auto visit = [&](std::size_t a, std::size_t b, int parts) {
            normal_p_option = normal_p_option || normal_value(a, b, parts) == 0;
            p_option = p_option || value(a, b, parts) == 0;
        };
        for_each_path_option(n, [&](std::size_t a, std::size_t b) { visit(a, b, a == 0 ? 0 : b == 0 ? 1 : 2); });
        normal[n] = normal_p_option ? 1 : 0;
        sigma[n] = p_option ? 1 : 0;
    }
    return sigma;
}

std::vector<ComponentMove> selective_misere_winning_changes(const Position& position) {
    std::vector<ComponentMove> changes;
    // The outcome after the move depends only on (components left, capped at 2; all of
    // them normal-play P; the misere outcome of the only one left). Dynamic programming
    // over the components on that summary, remembering one choice per summary.
    struct Summary {
        int count = 0; // 0, 1 or 2 (two or more)
        bool all_normal_p = true;
        bool single_misere_p = false;
        bool moved = false;
        int key() const { return count * 8 + (all_normal_p ? 4 : 0) + (single_misere_p ? 2 : 0) + (moved ? 1 : 0); }
    };
    auto add = [](Summary s, const Parts& parts) {
        for (Order p : parts) {
            s.single_misere_p = s.count == 0 && selective_misere_losing(p);
            s.count = std::min(2, s.count + 1);
            s.all_normal_p = s.all_normal_p && selective_normal_losing(p);
        }
        if (s.count != 1) s.single_misere_p = false;
        return s;
    };
    struct Cell {
        bool reached = false;
        Summary summary;
        int previous = -1;
        Parts choice; // the parts component k turned into
        bool stayed = true;
    };
    std::vector<std::array<Cell, 24>> table(position.size() + 1);
    table[0][Summary{}.key()] = Cell{true, Summary{}, -1, {}, true};
    for (std::size_t k = 0; k < position.size(); ++k) {
        for (const Cell& cell : table[k]) {
            if (!cell.reached) continue;
            const int from = cell.summary.key();
            auto offer = [&](Summary s, const Parts& parts, bool stayed) {
                Cell& target = table[k + 1][s.key()];
                if (!target.reached) target = Cell{true, s, from, parts, stayed};
            };
            offer(add(cell.summary, Parts{position[k]}), Parts{position[k]}, true);
            // A split P_i + P_j leaves two components, so its effect on the summary
            // depends only on i and j mod 5: the ends and splits with i <= 5 suffice.
            int visited = 0;
            for_each_path_option(position[k], [&](Order a, Order b) {
                const Parts o = path_option_parts(a, b);
                Summary s = add(cell.summary, o);
                s.moved = true;
                offer(s, o, false);
                return ++visited == 7;
            });
        }
    }
    int final_key = -1;
    for (const Cell& cell : table[position.size()]) {
        const Summary& s = cell.summary;
        if (!cell.reached || !s.moved) continue;
        const bool p = s.count == 1 ? s.single_misere_p : s.count >= 2 && s.all_normal_p;
        if (p) final_key = s.key();
    }
    if (final_key < 0) return changes;
    for (std::size_t k = position.size(); k-- > 0;) {
        const Cell& cell = table[k + 1][static_cast<std::size_t>(final_key)];
        if (!cell.stayed) changes.push_back({position[k], cell.choice});
        final_key = cell.previous;
    }
    std::reverse(changes.begin(), changes.end());
    return changes;
}

} // namespace cgt::compound
