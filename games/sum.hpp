#pragma once
// The disjoint sum of positions of one ruleset, each on its own board (its own ruleset object):
// a move is a move in one component. Games whose boards are graphs without a token (COL, Node-
// Kayles, Timber!) are summed by taking the disjoint union of the graphs; games with a token on
// a board (Geography, NimG) need this: `cgt play dvg dcycle(3) dcycle(4)` is two tokens, two
// boards. Normal-play solvers split a sum into its components (and each further by the
// component's own split); misère searches key the whole sum.
//
//   DisjointSum<VertexGeography> sum({VertexGeography(a), VertexGeography(b)});
//   auto p = sum.position({game_a.start(0), game_b.start(3)});
//   solver.first_player_wins(p, cgt::Play::misere);

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "cgt/errors.hpp"
#include "cgt/player.hpp"
#include "games/ruleset.hpp"

namespace cgt {

template <typename R>
class DisjointSum {
public:
    struct Part {
        std::uint32_t board = 0; // which ruleset object of the sum
        typename R::Position position;
    };
    using Position = std::vector<Part>;

    DisjointSum() = default;
    explicit DisjointSum(std::vector<R> boards) : boards_(std::move(boards)) {}

    const std::vector<R>& boards() const noexcept { return boards_; }
    // Component i on board i. Throws InvalidArgument unless there is one position per board.
    Position position(std::vector<typename R::Position> components) const {
        if (components.size() != boards_.size())
            throw InvalidArgument("a disjoint sum needs one position per board");
        Position p;
        for (std::size_t i = 0; i < components.size(); ++i) p.push_back({static_cast<std::uint32_t>(i), std::move(components[i])});
        return p;
    }

    // Impartial rulesets.
    template <typename Visit>
        requires ImpartialRuleset<R>
    void for_each_option(const Position& p, Visit&& visit) const {
        for (std::size_t i = 0; i < p.size(); ++i)
            boards_[p[i].board].for_each_option(p[i].position, [&](auto&& option) {
                visit(replaced(p, i, typename R::Position(std::forward<decltype(option)>(option))));
            });
    }
    // Partizan rulesets.
    template <typename Visit>
        requires PartizanRuleset<R> && HasPlayerOptions<R>
    void for_each_option(const Position& p, Player player, Visit&& visit) const {
        for (std::size_t i = 0; i < p.size(); ++i)
            boards_[p[i].board].for_each_option(p[i].position, player, [&](auto&& option) {
                visit(replaced(p, i, typename R::Position(std::forward<decltype(option)>(option))));
            });
    }

    // One component at a time, each split further by its own ruleset.
    template <typename Visit>
    void split(const Position& p, Visit&& visit) const {
        for (const Part& part : p) {
            if constexpr (HasSplit<R>) {
                boards_[part.board].split(part.position, [&](auto&& piece) {
                    visit(Position{Part{part.board, typename R::Position(std::forward<decltype(piece)>(piece))}});
                });
            } else {
                visit(Position{part});
            }
        }
    }

    // The components' keys, each tagged with its board and length, in sorted order (a sum does
    // not depend on the order of its components).
    std::string key(const Position& p) const {
        std::vector<std::string> keys;
        keys.reserve(p.size());
        for (const Part& part : p) {
            const auto& k = boards_[part.board].key(part.position);
            const std::string_view bytes = key_bytes(k);
            std::string tagged(reinterpret_cast<const char*>(&part.board), sizeof part.board);
            const auto length = static_cast<std::uint32_t>(bytes.size());
            tagged.append(reinterpret_cast<const char*>(&length), sizeof length);
            tagged.append(bytes);
            keys.push_back(std::move(tagged));
        }
        std::sort(keys.begin(), keys.end());
        std::string out;
        for (const std::string& k : keys) out += k;
        return out;
    }

private:
    static Position replaced(const Position& p, std::size_t i, typename R::Position option) {
        Position next = p;
        next[i].position = std::move(option);
        return next;
    }

    std::vector<R> boards_;
};

} // namespace cgt
