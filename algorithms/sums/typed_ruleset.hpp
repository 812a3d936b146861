#pragma once
// TypedRuleset<R>: any ruleset of games/ruleset.hpp behind the ErasedRuleset interface
// (erased_ruleset.hpp), for the sum searches.
//
//   auto clobber = std::make_unique<sums::TypedRuleset<grid::Clobber>>(
//       grid::Clobber{grid::Layout::strip}, [](std::string_view t) { return grid::Clobber::parse(t); },
//       [](const grid::Grid& g) { return grid::Clobber::print(g); });
//
// Positions are interned by key, then by canonical key (so symmetric positions share one id and
// one remembered value); those interned during a search may be freed by collect() once the
// search no longer names them, and their ids given again. Values come from the generic solvers
// (algorithms/search/), one per ruleset object, whose memo outlives each call: a value that ran
// past its budget leaves every position it finished valued in the memo for the next try.

#include <cstdint>
#include <deque>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "algorithms/search/transposition_table.hpp"
#include "algorithms/sums/erased_ruleset.hpp"
#include "cgt/errors.hpp"
#include "cgt/heap_bytes.hpp"
#include "cgt/memory.hpp"
#include "cgt/step_limit.hpp"
#include "games/labelled_moves.hpp"
#include "games/ruleset.hpp"

namespace cgt::sums {

template <typename R>
class TypedRuleset final : public ErasedRuleset {
public:
    using Position = typename R::Position;
    using Parser = std::function<Position(std::string_view)>;
    using Printer = std::function<std::string(const Position&)>;
    static constexpr bool is_impartial = ImpartialRuleset<R>;
    // The ruleset knows its values in closed form (exact_value or exact_grundy).
    static constexpr bool has_exact_value = requires(const R& r, const Position& p) { r.exact_value(p); } ||
                                            requires(const R& r, const Position& p) { r.exact_grundy(p); };

    // `owned`: what the rules point to (Arc-Kayles' graph), kept alive as long as they are.
    TypedRuleset(R rules, Parser parse, Printer print, std::shared_ptr<const void> owned = nullptr)
        : owned_(std::move(owned)), rules_(rules), parse_(std::move(parse)), print_(std::move(print)), solver_(std::move(rules)) {
        solver_.set_progress(
            [this](const search::SearchProgress& progress) {
                if (progress.positions_solved > budget_end_) throw BudgetExceeded{};
                if (stop_) stop_();
            },
            64);
    }

    bool impartial() const noexcept override { return is_impartial; }
    bool moves_best_first() const noexcept override { return cgt::moves_best_first<R>(); }

    // The position exactly as written: where a symmetric one is interned already, the written
    // one gets an id of its own (found by parsing it again, not by the search), so that its
    // moves are named as the user wrote the board.
    PositionId parse(std::string_view text) override {
        if (!parse_) throw InvalidArgument("this ruleset reads no positions");
        Position p = parse_(text);
        const std::string key(key_bytes(rules_.key(p)));
        if (const auto hit = as_written_.find(key)) return static_cast<PositionId>(*hit);
        PositionId id = intern(Position(p));
        if (key_bytes(rules_.key(positions_[id])) != key) id = store(std::move(p));
        as_written_.insert(key, id);
        return id;
    }
    std::string print(PositionId position) const override {
        return print_ ? print_(positions_[position]) : std::string("?");
    }

    void split(PositionId position, std::vector<PositionId>& parts) override {
        if constexpr (HasSplit<R>) {
            const Position& p = positions_[position];
            rules_.split(p, [&](auto&& piece) { parts.push_back(intern(Position(std::forward<decltype(piece)>(piece)))); });
        } else {
            parts.push_back(position);
        }
    }

    void options(PositionId part, Player player, OptionParts& out) override {
        // All options first, then interned: their lookups are prefetched together (interning
        // is most of a nim search, and most of that is waiting for the table's memory).
        pending_.clear();
        pending_ends_.clear();
        const Position& p = positions_[part]; // a deque: interning keeps references valid
        const auto add = [&](auto&& option) {
            // the parts now, interned below
            for_each_part(std::forward<decltype(option)>(option), [&](Position&& piece) { pending_.push_back(std::move(piece)); });
            pending_ends_.push_back(static_cast<std::uint32_t>(pending_.size()));
            return false;
        };
        if constexpr (is_impartial) {
            rules_.for_each_option(p, add);
        } else if constexpr (HasMoves<R>) {
            rules_.for_each_move(p, [&](auto&& o, Movers m) {
                return may_move(m, player) && add(std::forward<decltype(o)>(o));
            });
        } else {
            rules_.for_each_option(p, player, add);
        }
        for (const Position& piece : pending_) {
            const auto& k = rules_.key(piece);
            by_key_.prefetch(key_bytes(k));
        }
        const std::uint32_t base = static_cast<std::uint32_t>(out.parts.size());
        for (Position& piece : pending_) out.parts.push_back(intern(std::move(piece)));
        for (const std::uint32_t end : pending_ends_) out.ends.push_back(base + end);
    }

    bool negative(PositionId part, std::vector<PositionId>& parts) override {
        if constexpr (HasNegative<R>) {
            split_into(Position(rules_.negative(positions_[part])), parts); // a deque: positions_[part] stays put
            return true;
        } else {
            return false;
        }
    }

    std::size_t move_count(PositionId part) override {
        if constexpr (is_impartial) return 2 * move_count_of(part, Player::left);
        else return move_count_of(part, Player::left) + move_count_of(part, Player::right);
    }

    std::size_t move_count_of(PositionId part, Player player) override {
        const Position& p = positions_[part];
        std::size_t count = 0;
        const auto one = [&](auto&&...) {
            ++count;
            return false;
        };
        if constexpr (is_impartial) {
            rules_.for_each_option(p, one);
        } else if constexpr (HasMoves<R>) {
            rules_.for_each_move(p, [&](auto&&, Movers m) {
                count += may_move(m, player) ? 1 : 0;
                return false;
            });
        } else {
            rules_.for_each_option(p, player, one);
        }
        return count;
    }

    void named_moves(PositionId position, Player player, std::vector<NamedMove>& out) override {
        const Position& p = positions_[position];
        const auto add = [&](auto&& option, const MoveOf<R>& move) {
            out.push_back({move_name(move), intern(Position(std::forward<decltype(option)>(option)))});
        };
        if constexpr (is_impartial) for_each_labelled_option(rules_, p, add);
        else for_each_labelled_option(rules_, p, player, add);
    }

    std::optional<Game> value(PositionId part, std::uint64_t budget, std::size_t max_moves) override {
        if (const std::uint64_t status = status_[part]; status & known_bit)
            return Game::from_id(static_cast<std::uint32_t>(status));
        else if (status >= budget) return std::nullopt; // failed with at least this budget
        const auto failed = [&] {
            status_[part] = std::min<std::uint64_t>(budget, known_bit - 1);
            return std::nullopt;
        };
        if (!has_exact_value && max_moves == 0) return std::nullopt; // nothing tried: nothing remembered
        if (!has_exact_value && max_moves != unlimited && move_count(part) > max_moves) return failed();
        if (!has_exact_value && slots_[part] == Slot::collectable) slots_[part] = Slot::remembered; // the solver's work is kept
        try {
            const Game g = budgeted_value(positions_[part], budget);
            status_[part] = known_bit | g.id();
            return g;
        } catch (const BudgetExceeded&) {
        } catch (const StepLimitExceeded&) {
        }
        return failed();
    }

    std::optional<Game> known_value(PositionId part) const override {
        const std::uint64_t status = status_[part];
        if (status & known_bit) return Game::from_id(static_cast<std::uint32_t>(status));
        return std::nullopt;
    }

    // Remembered as the part's value: a win search over a sum with this part in it (MCGS's files
    // ask `{N 1, B win, W win}` of one sum) then adds *g instead of searching it.
    void remember_grundy(PositionId position, Grundy g) override {
        if (!is_impartial) throw InvalidArgument("a Grundy value needs an impartial game");
        status_[position] = known_bit | Game::nimber(g).id(); // a caller's id: pinned by intern
    }

    void set_stop_check(StopCheck check) override { stop_ = std::move(check); }
    std::size_t size() const noexcept override { return positions_.size() - free_ids_.size(); }
    std::size_t id_bound() const noexcept override { return positions_.size(); }
    void set_collecting(bool on) noexcept override { collecting_ = on; }

    std::size_t collect(std::span<const PositionId> live) override {
        free_ids_.reserve(positions_.size()); // charged with each slot: freeing cannot throw
        std::size_t freed = 0, released = 0;
        auto next = live.begin();
        for (PositionId id = 0; id < positions_.size(); ++id) {
            while (next != live.end() && *next < id) ++next;
            if (slots_[id] != Slot::collectable || (next != live.end() && *next == id)) continue;
            using cgt::heap_bytes;
            released += heap_bytes(positions_[id]);
            positions_[id] = Position{};
            status_[id] = 0;
            slots_[id] = Slot::free;
            free_ids_.push_back(id);
            ++freed;
        }
        if (freed == 0) return 0;
        charge_.resize(charge_.bytes() - released);
        // No key may name a freed id (symmetric variants' keys of the others stay).
        const auto held = [&](std::string_view, std::uint64_t id) { return slots_[id] != Slot::free; };
        by_key_.retain_if(held);
        by_symmetry_.retain_if(held);
        return freed;
    }

    void forget() override {
        positions_ = {};
        status_ = {};
        slots_ = {};
        free_ids_ = {};
        by_key_.clear();
        by_symmetry_.clear();
        as_written_.clear();
        charge_.resize(0);
        solver_.clear();
    }

    const R& rules() const noexcept { return rules_; }
    const Position& position(PositionId id) const { return positions_[id]; }

    // A position's id, interning it on first sight. An id handed out outside a search (to a
    // caller, who may keep it) is never freed.
    PositionId intern(Position&& p) {
        const PositionId id = find_or_store(std::move(p));
        if (!collecting_) slots_[id] = Slot::pinned;
        return id;
    }

private:
    PositionId find_or_store(Position&& p) {
        {
            const auto& k = rules_.key(p);
            if (const auto hit = by_key_.find(key_bytes(k))) return static_cast<PositionId>(*hit);
        }
        std::string symmetric;
        if constexpr (HasCanonicalKey<R>) {
            const auto& ck = rules_.canonical_key(p);
            symmetric.assign(key_bytes(ck));
            if (const auto hit = by_symmetry_.find(symmetric)) {
                const auto& k = rules_.key(p);
                by_key_.insert(key_bytes(k), *hit);
                return static_cast<PositionId>(*hit);
            }
        }
        const PositionId id = store(std::move(p));
        // The keys last: if storing them throws, no key names an id without its position (the
        // tables serve again after an error; at worst a position is stored without its keys).
        {
            const auto& k = rules_.key(positions_[id]);
            by_key_.insert(key_bytes(k), id);
        }
        if constexpr (HasCanonicalKey<R>) by_symmetry_.insert(symmetric, id);
        return id;
    }

    // Thrown inside the solver when a budgeted value has valued its allowance of positions.
    struct BudgetExceeded {};
    // Games built and compared per position a budgeted value may value (cgt/step_limit.hpp).
    static constexpr std::uint64_t steps_per_position = 64;
    static constexpr std::uint64_t known_bit = std::uint64_t{1} << 63;
    static constexpr std::size_t unlimited = std::numeric_limits<std::size_t>::max();
    using Solver = std::conditional_t<is_impartial, search::ImpartialSolver<R>, search::PartizanSolver<R>>;

    // Each independent part of a position (the position itself for a ruleset without split),
    // to `visit` as a Position.
    template <typename P, typename Visit>
    void for_each_part(P&& position, Visit&& visit) {
        if constexpr (HasSplit<R>) {
            rules_.split(position, [&](auto&& piece) { visit(Position(std::forward<decltype(piece)>(piece))); });
        } else {
            visit(Position(std::forward<P>(position)));
        }
    }

    // A new position's id: a freed one if any, else the next.
    PositionId store(Position&& p) {
        using cgt::heap_bytes;
        const Slot kind = collecting_ ? Slot::collectable : Slot::pinned;
        if (!free_ids_.empty()) {
            charge_.resize(charge_.bytes() + heap_bytes(p)); // may throw: nothing stored yet
            const PositionId id = free_ids_.back();
            free_ids_.pop_back();
            positions_[id] = std::move(p);
            slots_[id] = kind;
            return id; // its status was cleared when it was freed
        }
        if (positions_.size() >= std::numeric_limits<PositionId>::max())
            throw OutOfRange("a sum search met more than 2^32 positions of one ruleset at once");
        const auto id = static_cast<PositionId>(positions_.size());
        // A slot's own bytes stay charged while it is free (the slots are reused, not returned).
        const std::size_t held = sizeof(Position) + sizeof(std::uint64_t) + sizeof(Slot) + sizeof(PositionId) + heap_bytes(p);
        charge_.resize(charge_.bytes() + held); // may throw: nothing stored yet
        positions_.push_back(std::move(p));
        try {
            status_.push_back(0);
            try {
                slots_.push_back(kind);
            } catch (...) {
                status_.pop_back();
                throw;
            }
        } catch (...) {
            positions_.pop_back();
            throw;
        }
        return id;
    }

    template <typename P>
    void split_into(P&& option, std::vector<PositionId>& parts) {
        for_each_part(std::forward<P>(option), [&](Position&& piece) { parts.push_back(intern(std::move(piece))); });
    }

    Game budgeted_value(const Position& p, std::uint64_t budget) {
        if constexpr (requires { rules_.exact_value(p); }) return rules_.exact_value(p);
        if constexpr (requires { rules_.exact_grundy(p); }) return Game::nimber(rules_.exact_grundy(p));
        const std::size_t start = solver_.positions_solved();
        budget_end_ = budget >= unlimited - start ? unlimited : start + budget;
        std::optional<StepLimit> steps;
        if (budget < unlimited / steps_per_position) steps.emplace(budget * steps_per_position);
        if constexpr (is_impartial) return Game::nimber(solver_.grundy(p));
        else return solver_.value(p);
    }

    std::shared_ptr<const void> owned_; // first: destroyed after everything that may point into it
    R rules_;
    Parser parse_;
    Printer print_;
    Solver solver_;
    std::deque<Position> positions_;
    std::vector<std::uint64_t> status_; // known_bit | game id, or the largest budget that failed
    // Whether collect() may free a position (interned during a search; not once the solver has
    // worked on its value, found or not: that work is kept), or has.
    enum class Slot : std::uint8_t { pinned, collectable, remembered, free };
    std::vector<Slot> slots_;
    std::vector<PositionId> free_ids_;
    bool collecting_ = false;
    search::TranspositionTable by_key_{"sum search's positions"};
    search::TranspositionTable by_symmetry_{"sum search's positions"};
    search::TranspositionTable as_written_{"sum search's positions"}; // parse(): keys to ids, never freed
    MemoryCharge charge_{MemoryUse::searches};
    std::size_t budget_end_ = unlimited; // the solver's count of positions valued past which a value stops
    StopCheck stop_;
    // options(): the parts of the options, before they are interned (charged: Wythoff's heaps
    // have millions of options)
    std::vector<Position, BudgetAllocator<Position, MemoryUse::searches>> pending_;
    std::vector<std::uint32_t, BudgetAllocator<std::uint32_t, MemoryUse::searches>> pending_ends_;
};

} // namespace cgt::sums
