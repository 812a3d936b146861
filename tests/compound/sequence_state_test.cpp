// The checkpoint of `cgt compound --sequence` (compound_theory.hpp): the state saved is read back
// as it was, a listing resumed from it continues with the values of an uninterrupted one, and
// every malformed state is refused.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "algorithms/compound/compound_theory.hpp"
#include "algorithms/compound/foreclosed_misere.hpp"
#include "algorithms/compound/path_sequences.hpp"
#include "cgt/errors.hpp"

using namespace cgt::compound;

TEST_CASE("compound sequence state: the next n alone round-trips") {
    for (std::size_t next : {0, 1, 7, 100}) {
        const std::string state = sequence_state(next, nullptr);
        CHECK(state == "next " + std::to_string(next) + "\n");
        CHECK(parse_sequence_state(state, 100, nullptr) == next);
    }
}

TEST_CASE("compound sequence state: F- values round-trip, and a resumed listing matches a whole one") {
    const std::vector<std::int32_t> whole = foreclosed_misere_values(60);
    for (std::size_t next : {0, 1, 2, 5, 30}) {
        const std::vector<std::int32_t> prefix(whole.begin(), whole.begin() + static_cast<std::ptrdiff_t>(next));
        const std::string state = sequence_state(next, &prefix);
        std::vector<std::int32_t> read{99}; // cleared by the parse
        CHECK(parse_sequence_state(state, 60, &read) == next);
        CHECK(read == prefix);
        CHECK(sequence_state(next, &read) == state);
        extend_foreclosed_misere(read, 60);
        CHECK(std::vector<std::int32_t>(read.begin(), read.begin() + 60) ==
              std::vector<std::int32_t>(whole.begin(), whole.begin() + 60));
    }
    std::vector<std::int32_t> read;
    CHECK(parse_sequence_state("next 3\nvalues -1 0 1\n", 3, &read) == 3);
    CHECK(read == std::vector<std::int32_t>{undefined_value, 0, 1});
}

TEST_CASE("compound sequence state: a malformed state is refused") {
    for (const char* bad : {"", "next", "next x", "nxt 3\n", "next -1\n", "next 11\n"})
        CHECK_THROWS_AS(parse_sequence_state(bad, 10, nullptr), cgt::InvalidArgument);
    std::vector<std::int32_t> read;
    for (const char* bad : {"next 3\n",                       // no values
                            "next 3\nvalue -1 0 1\n",         // wrong key
                            "next 3\nvalues -1 0\n",          // too few
                            "next 3\nvalues 0 0 1\n",         // F-(P_0) is undefined
                            "next 3\nvalues -1 -1 1\n",       // later values are defined
                            "next 3\nvalues -1 0 x\n",        // not a number
                            "next 11\nvalues -1 0 1 0 1 0 1 0 1 0 1\n"}) // more than the listing
        CHECK_THROWS_AS(parse_sequence_state(bad, 10, &read), cgt::InvalidArgument);
}
