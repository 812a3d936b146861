// Misère canonical forms of heap games (algorithms/impartial/misere_heaps.hpp) against the
// misère search over heap positions (algorithms/impartial/octal_misere.hpp), and the genus of
// Nim heaps.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "algorithms/impartial/misere_heaps.hpp"
#include "algorithms/impartial/octal_misere.hpp"

using cgt::MisereGame;
using cgt::Outcome;
using cgt::impartial::OctalCode;

TEST_CASE("misère heaps: Nim heaps are nim heaps, with their genus") {
    // 0.3333333333 is Nim for heaps of up to 10 counters.
    const auto forms = cgt::impartial::misere_heap_forms(OctalCode::parse("0.3333333333"), 10);
    for (std::uint32_t n = 0; n <= 10; ++n) {
        CHECK(forms[n] == MisereGame::nim_heap(n));
        CHECK(forms[n].is_nim_heap());
        CHECK(forms[n].genus().to_string() == std::to_string(n));
        // Winning Ways ch. 13: the misère nim-value of a heap n is n, except 0 <-> 1 for n <= 1.
        CHECK(forms[n].misere_nim_value() == (n <= 1 ? 1 - n : n));
    }
}

TEST_CASE("misère heaps: outcomes of single heaps and pairs agree with the misère search") {
    for (const char* text : {"0.77", "0.07", "0.137", "0.33", "0.6", "0.007", "0.4", "0.31"}) {
        const OctalCode code = OctalCode::parse(text);
        const std::size_t max_heap = 12;
        const auto forms = cgt::impartial::misere_heap_forms(code, max_heap);
        cgt::impartial::OctalMisereSearch search(code);
        for (std::size_t a = 0; a <= max_heap; ++a) {
            CHECK_MESSAGE((forms[a].misere_outcome() == Outcome::N) == search.first_player_wins({a}), text, " heap ", a);
            for (std::size_t b = a; b <= max_heap && a + b <= 16; ++b)
                CHECK_MESSAGE(((forms[a] + forms[b]).misere_outcome() == Outcome::N) == search.first_player_wins({a, b}),
                              text, " heaps ", a, " ", b);
        }
        const auto values = cgt::impartial::misere_nim_values(code, max_heap);
        const auto genera = cgt::impartial::genus_sequence(code, max_heap);
        for (std::size_t n = 0; n <= max_heap; ++n) {
            CHECK(values[n] == forms[n].misere_nim_value());
            CHECK(genera[n].gamma(0) == values[n]);
        }
    }
}
