#pragma once
// Conway's compounds (compound_version.hpp) of an impartial heap ruleset (component_rules.hpp:
// impartial::OctalHeaps, PathNodeKayles, any impartial::HeapGame) as
// a ruleset of the generic solvers (games/ruleset.hpp). A position is the sorted multiset of
// component sizes; a move changes one component (disjunctive versions), every component
// (conjunctive) or any nonempty set of them (selective), each to one of its options. Under the
// short ending rule a move that ends a component ends the compound: the position after it is
// empty, like the compound whose components have all ended. Compounds other than the disjunctive
// one are not disjunctive sums, so the solvers search whole positions (search_wins).

#include <functional>
#include <memory>
#include <string>
#include <typeinfo>
#include <unordered_map>
#include <vector>

#include "cgt/memory.hpp"
#include "games/compound/component_rules.hpp"
#include "games/compound/compound_move.hpp"
#include "games/compound/compound_version.hpp"
#include "games/ruleset.hpp"

namespace cgt::compound {

class CompoundGame {
public:
    using Position = compound::Position;

    // The compound of the heap ruleset `rules` (a copy is kept).
    template <HeapRuleset R>
    CompoundGame(R rules, Version version)
        : rules_key_(std::string(typeid(R).name()) + '\0' + rules_key_bytes(rules)),
          heap_options_([rules = std::move(rules)](Order n) { return compound::heap_options(rules, n); }),
          version_(version), options_(std::make_shared<OptionLists>()) {}

    // Every move: visit(changes, ended, position after it); a true return stops the enumeration.
    // Returns whether it was stopped.
    using MoveVisitor = std::function<bool(const std::vector<ComponentMove>& changes, bool ended, Position&& next)>;
    bool for_each_move(const Position& position, const MoveVisitor& visit) const {
        return enumerate(position, visit, true);
    }

    // The positions after each move (stops when visit returns true).
    template <typename Visit>
    void for_each_option(const Position& position, Visit&& visit) const {
        enumerate(position, [&](const std::vector<ComponentMove>&, bool, Position&& next) {
            return visit_then_stop(visit, std::move(next));
        }, false);
    }
    const Position& key(const Position& position) const { return position; }
    // The heap ruleset's type and rules key, and the compound's version.
    std::string rules_key() const;

    Version version() const noexcept { return version_; }

private:
    // `changes` are filled in for the visitor only when with_changes is set.
    bool enumerate(const Position& position, const MoveVisitor& visit, bool with_changes) const;
    const std::vector<Parts>& options(Order n) const;

    std::string rules_key_; // the heap ruleset's type and rules key
    std::function<std::vector<Parts>(Order)> heap_options_;
    Version version_;
    // The components' options by size, shared by the copies of the game (a solver holds one
    // copy), and charged to the memory budget as the search's: a component of size n has up to
    // n options, so a search over large components holds up to about n^2 / 2 parts.
    struct OptionLists {
        std::unordered_map<Order, std::vector<Parts>> by_size;
        MemoryCharge charge{MemoryUse::searches};
    };
    std::shared_ptr<OptionLists> options_;
};

} // namespace cgt::compound
