#pragma once
// Nim values of impartial sums by Lemoine and Viennot's search ("Nimbers are inevitable", 2015;
// MCGS's default impartial solver): whether the player to move wins G + *n, for one component G
// at a time.
//
//   * G + *n, G one part: win iff some option P of G has P + *n a loss, or some G + *i (i < n) is
//     a loss (then G = *i). Entries (G, n) go in a table, so a part met in many sums is searched
//     once per n, where a search of whole sums meets every combination of parts.
//   * P1 + ... + Pk + *n: the nim values of all parts but the hardest (the most moves), each by
//     the next item, then the hardest plus their nim sum and n. Equal parts cancel first.
//   * The nim value of G: the first n for which G + *n is a loss.
//
// Parts whose Grundy value is known (found before, or in closed form such as Kayles') are not
// searched; unlike the outcome search, it does not try small parts' values with the generic
// solver (slower on Fission, docs/solve.md). The search keeps its own stack of frames (never the
// C++ stack), checks SumSearchOptions::stop every few hundred frames and reports progress like
// the outcome search.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "algorithms/search/engine.hpp"
#include "algorithms/search/transposition_table.hpp"
#include "algorithms/sums/erased_ruleset.hpp"
#include "algorithms/sums/sum_search.hpp"
#include "cgt/grundy.hpp"
#include "cgt/memory.hpp"

namespace cgt::sums::detail {

class NimSearch {
public:
    NimSearch(const std::vector<std::unique_ptr<ErasedRuleset>>& rulesets, const SumSearchOptions& options,
              SumStatistics& stats)
        : rulesets_(rulesets), options_(options), stats_(stats) {}

    // The nim value of a sum of parts (each a part of an impartial ruleset, as split).
    Grundy nim_value(std::span<const Component> parts);

    // Forgets what it found (the table names positions by id: cleared with them).
    void clear_table() {
        table_.clear();
        small_answers_.clear();
        small_answers_stored_ = 0;
    }

private:
    // A frame of the search: a question waiting for the answers of its children.
    struct Frame {
        enum class Kind : std::uint8_t {
            part_plus_nimber, // does the player to move win part + *n?
            sum_plus_nimber,  // does the player to move win parts + *n?
            nim_value,        // the nim value of part (found as the first n with part + *n a loss)
        };
        Kind kind = Kind::part_plus_nimber;
        bool entered = false;
        Component part{};
        Grundy n = 0;
        std::vector<Component> parts; // sum_plus_nimber: the parts still unvalued, the hardest last
        OptionParts options;          // part_plus_nimber: the part's options
        std::size_t next = 0;         // the next option (then options.size() + i: the option *i), or part
        Grundy nim_sum = 0;           // sum_plus_nimber: n plus the nim values of the parts valued so far
        std::size_t charged = 0;      // bytes of its buffers charged to the memory limit
    };

    // What a frame does next: finish with a value, or ask a question of a child frame.
    struct Step {
        bool call = false;
        std::uint64_t value = 0;
        Frame::Kind kind = Frame::Kind::part_plus_nimber;
        Component part{};
        Grundy n = 0;
        std::span<const Component> parts;

        static Step done(std::uint64_t v) {
            Step s;
            s.value = v;
            return s;
        }
        static Step to(Frame::Kind k, Component c, Grundy n) {
            Step s;
            s.call = true;
            s.kind = k;
            s.part = c;
            s.n = n;
            return s;
        }
        static Step to_sum(std::span<const Component> parts, Grundy n) {
            Step s = to(Frame::Kind::sum_plus_nimber, {}, n);
            s.parts = parts;
            return s;
        }
    };

    std::uint64_t call(Frame::Kind kind, Component part, Grundy n, std::span<const Component> parts);
    void push(Frame::Kind kind, Component part, Grundy n, std::span<const Component> parts);
    Step advance(Frame& f, std::optional<std::uint64_t> answer);
    Step part_plus_nimber(Frame& f, std::optional<std::uint64_t> answer);
    Step sum_plus_nimber(Frame& f, std::optional<std::uint64_t> answer);
    Step nim_value_of_part(Frame& f, std::optional<std::uint64_t> answer);
    struct OptionSum {
        Grundy nim = 0;
        std::size_t unknown = 0;
        PositionId first_unknown = 0;
    };
    bool decided_by_known_option(const Frame& f);
    OptionSum option_sum(const Frame& f, std::size_t j);
    void charge(Frame& f);

    std::optional<Grundy> cheap_nim_value(const Component& c);
    std::optional<bool> table_find(const Component& c, Grundy n) const;
    void table_store(const Component& c, Grundy n, bool wins);

    // The answers for n < 32, indexed by ruleset and then by position id: bit n of `known` says
    // whether part + *n was answered, bit n of `wins` how. Ids are dense, so this is an array
    // index where the table costs a hash and three cache misses (a fifth of a Fission 6x6 search
    // went to table lookups); larger n go to the table.
    struct SmallAnswers {
        std::uint32_t known = 0;
        std::uint32_t wins = 0;
    };
    static constexpr Grundy small_answer_count = 32;
    using SmallAnswerArray = std::vector<SmallAnswers, BudgetAllocator<SmallAnswers, MemoryUse::searches>>;

    const std::vector<std::unique_ptr<ErasedRuleset>>& rulesets_;
    const SumSearchOptions& options_;
    SumStatistics& stats_;
    std::vector<SmallAnswerArray> small_answers_; // by ruleset
    std::size_t small_answers_stored_ = 0;
    search::TranspositionTable table_{"nim search", search::TableOptions{.shared = false, .cache = true, .max_entries = 0}};
    std::deque<Frame> stack_; // frames above depth_ are kept for their buffers
    std::size_t depth_ = 0;
    std::vector<Component> scratch_;
    search::detail::StackMeter meter_;
    std::uint64_t frames_ = 0;
};

} // namespace cgt::sums::detail
