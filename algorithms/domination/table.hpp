#pragma once
// Tables: the value of every colouring of P_n or C_n, computed level by level over all colour
// strings (every sub-interval of every colouring is itself a colouring of a shorter path, so
// the interval DP is run once per string), spread over several threads.
//
// Colourings are numbered by their colour string read as a number in base 2 (A = 0, B = 1) or,
// with colour C, in base 3 (A = 0, B = 1, C = 2), first vertex most significant.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cgt/big_int.hpp"
#include "cgt/game.hpp"

namespace cgt::domination {

struct TableRequest {
    int n = 0;               // vertices: paths 1..max_table_vertices, cycles 3..max_table_vertices
    bool cycle = false;
    bool with_c = false;     // also colour C (3^n colourings instead of 2^n)
    bool classes = false;    // one colouring per class under reversal (and rotation for cycles) and A/B swap
    unsigned jobs = 1;       // threads
    std::function<void(double)> progress; // called with the fraction done, from the calling thread
};

// The sizes a table may have: 2^21 (or, with colour C, 3^13) colourings at most (about 650 MB).
int max_table_vertices(bool with_c);

struct TableRow {
    std::uint64_t code; // the colouring's number (see above)
    Game value;
    std::uint64_t class_size; // colourings in its class (1 without classes)
};

struct TableSummary {
    std::uint64_t rows = 0;
    std::uint64_t numbers = 0;
    std::uint64_t nus = 0;   // number + up + star values that are not numbers
    std::uint64_t other = 0;
    std::uint64_t largest_denominator_exponent = 0; // over the number parts of NUS values
    std::uint64_t largest_denominator_code = 0;
    BigInt largest_birthday = 0;
    std::uint64_t largest_birthday_code = 0;
    std::size_t most_options = 0; // Left plus Right canonical options
    std::uint64_t most_options_code = 0;
};

struct Table {
    TableRequest request;
    std::vector<TableRow> rows; // in increasing code order
    TableSummary summary;

    std::string colours(std::uint64_t code) const; // the colour string of a row
};

// Throws InvalidArgument on a size out of range.
Table compute_table(const TableRequest& request);

} // namespace cgt::domination
