#pragma once
// Octal games on heaps, and any take-and-break code (octal_code.hpp), as a ruleset of the generic solvers (games/ruleset.hpp):
// a position is the multiset of heap sizes, sorted, without empty heaps. Each heap is an
// independent part, so the normal-play solver gives Grundy values heap by heap (the generic
// twin of octal_sequence.hpp's fast engine) and the misère search works on whole positions.

#include <cstddef>
#include <string>
#include <utility>

#include "games/impartial/heap_game.hpp"
#include "games/impartial/octal_code.hpp"

namespace cgt::impartial {

class OctalHeaps : public HeapGame<OctalHeaps> {
public:
    explicit OctalHeaps(OctalCode code) : code_(std::move(code)) {}
    const OctalCode& code() const noexcept { return code_; }

    template <typename Visit>
    void for_each_heap_option(std::size_t n, Visit&& visit) const {
        impartial::for_each_option(code_, n, std::forward<Visit>(visit));
    }
    std::string rules_key() const { return code_.to_string(); }

private:
    OctalCode code_;
};

} // namespace cgt::impartial
