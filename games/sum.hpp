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
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/heap_bytes.hpp"
#include "cgt/player.hpp"
#include "games/labelled_moves.hpp"
#include "games/ruleset.hpp"

namespace cgt {

template <typename R>
class DisjointSum {
public:
    struct Part {
        std::uint32_t board = 0; // which ruleset object of the sum
        typename R::Position position;
        // The memory the part's position holds (searches charge positions by it).
        friend std::size_t heap_bytes(const Part& part) noexcept {
            using cgt::heap_bytes;
            return heap_bytes(part.position);
        }
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

    // The moves, labelled with the board they are made on (from 0, as cgt play writes sums): "1:"
    // and the board's own name.
    struct Move {
        std::uint32_t board;
        MoveOf<R> move;
        friend std::string to_string(const Move& m) {
            using cgt::to_string;
            return fmt::format("{}:{}", m.board, to_string(m.move));
        }
    };
    template <typename Visit>
        requires ImpartialRuleset<R>
    void for_each_option_with_move(const Position& p, Visit&& visit) const {
        for (std::size_t i = 0; i < p.size(); ++i) {
            bool stop = false;
            for_each_labelled_option(boards_[p[i].board], p[i].position, [&](auto&& option, const auto& move) {
                return stop = visit_then_stop(visit, replaced(p, i, typename R::Position(std::forward<decltype(option)>(option))),
                                              Move{p[i].board, move});
            });
            if (stop) return;
        }
    }
    template <typename Visit>
        requires PartizanRuleset<R>
    void for_each_option_with_move(const Position& p, Player player, Visit&& visit) const {
        for (std::size_t i = 0; i < p.size(); ++i) {
            bool stop = false;
            for_each_labelled_option(boards_[p[i].board], p[i].position, player, [&](auto&& option, const auto& move) {
                return stop = visit_then_stop(visit, replaced(p, i, typename R::Position(std::forward<decltype(option)>(option))),
                                              Move{p[i].board, move});
            });
            if (stop) return;
        }
    }

    // Each board's rules key, with its length.
    std::string rules_key() const {
        std::string out;
        for (const R& board : boards_) {
            const std::string k = rules_key_bytes(board);
            const auto length = static_cast<std::uint32_t>(k.size());
            out.append(reinterpret_cast<const char*>(&length), sizeof length);
            out += k;
        }
        return out;
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
        if (p.size() == 1) { // every part the normal-play solvers see, and a one-board game
            std::string out;
            append_tagged(out, p[0]);
            return out;
        }
        std::vector<std::string> keys(p.size());
        for (std::size_t i = 0; i < p.size(); ++i) append_tagged(keys[i], p[i]);
        std::sort(keys.begin(), keys.end());
        std::string out;
        for (const std::string& k : keys) out += k;
        return out;
    }

private:
    // A component's key tagged with its board and length.
    void append_tagged(std::string& out, const Part& part) const {
        const auto& k = boards_[part.board].key(part.position);
        const std::string_view bytes = key_bytes(k);
        const auto length = static_cast<std::uint32_t>(bytes.size());
        out.reserve(out.size() + sizeof part.board + sizeof length + bytes.size());
        out.append(reinterpret_cast<const char*>(&part.board), sizeof part.board);
        out.append(reinterpret_cast<const char*>(&length), sizeof length);
        out.append(bytes);
    }

    static Position replaced(const Position& p, std::size_t i, typename R::Position option) {
        Position next = p;
        next[i].position = std::move(option);
        return next;
    }

    std::vector<R> boards_;
};

} // namespace cgt
