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
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/big_int.hpp"
#include "cgt/game.hpp"

namespace cgt::domination {

struct TableRequest {
    int n = 0;               // vertices: paths 1..max_table_vertices, cycles 3..max_table_vertices
    bool cycle = false;
    bool with_c = false;     // also colour C (3^n colourings instead of 2^n)
    bool classes = false;    // one colouring per class under reversal (and rotation for cycles) and A/B swap
    unsigned jobs = 1;       // threads, 1..max_table_jobs (0: one per core)
    std::uint64_t first_code = 0; // resuming a table cut short: rows with smaller codes are skipped
    std::function<void(double)> progress; // called with the fraction done, from the calling thread
    std::function<bool()> stop; // asked often (calling thread): true ends the table early
};

// The sizes a table may have: 2^32 (or, with colour C, 3^20) colourings at most. The memory
// budget (cgt/memory.hpp) is the real bound: table_memory() bytes are charged before any work.
int max_table_vertices(bool with_c);
inline constexpr unsigned max_table_jobs = 256;
// Bytes the table holds besides the games themselves: the halves of every level below n and,
// without classes, one value per row.
std::size_t table_memory(const TableRequest& request);

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

    // Counts one more row; rows are added in increasing code order (ties keep the first code).
    void add(const TableRow& row);

private:
    // The values counted most recently (direct-mapped by id), with their kind. 2^16 slots
    // (512 kB): the 25,762 distinct values of `dom table 12 --with-c` then each take the slow path
    // once (with 2^14, 58,350 times).
    struct Seen {
        enum Kind : std::uint32_t { number, nus_kind, other_kind };
        std::uint32_t id = ~std::uint32_t{0}; // no game: ids are below 2^32 - 1
        Kind kind = number;
    };
    std::vector<Seen> seen_ = std::vector<Seen>(std::size_t{1} << 16);
};

// A table cut short, saved as a checkpoint's text: the next code to compute and the summary of
// the rows before it ("next-code 12\nrows 12\nnumbers 5\n..."). The cache inside the summary is
// not saved: it only saves time.
std::string table_state(std::uint64_t next_code, const TableSummary& summary);
// Reads table_state's text back into `summary` and returns the next code. Throws
// InvalidArgument when the text is not such a state or does not fit the request's table.
std::uint64_t parse_table_state(std::string_view text, const TableRequest& request, TableSummary& summary);

struct Table {
    TableRequest request;
    std::vector<TableRow> rows; // in increasing code order
    TableSummary summary;

    std::string colours(std::uint64_t code) const; // the colour string of a row
};
std::string table_colours(const TableRequest& request, std::uint64_t code);

// The colour strings of rows taken in increasing code order, as a sink receives them: the code
// after the previous one is counted up in place (a carry over the last digits) instead of being
// rebuilt with a division per vertex. Any other code is rebuilt. Equal to table_colours.
class RowColours {
public:
    explicit RowColours(TableRequest request) : request_(std::move(request)) {}
    const std::string& operator()(std::uint64_t code);

private:
    TableRequest request_;
    std::string text_;
    std::uint64_t code_ = 0;
    bool valid_ = false; // text_ holds the colours of code_
};

// The rows in increasing code order, from request.first_code on, handed to sink(rows, next_code)
// in batches as they are finished: every row with a code below next_code has then been given.
// An exception from the sink or from a worker thread ends the table and is rethrown here.
// Returns false when request.stop ended it early; a table resumed with first_code = the last
// next_code continues it exactly. Throws InvalidArgument on a size out of range and
// MemoryLimitExceeded, before any work, when table_memory() does not fit the budget.
using TableSink = std::function<void(std::span<const TableRow> rows, std::uint64_t next_code)>;
bool stream_table(const TableRequest& request, const TableSink& sink);

// All rows in memory, with their summary (stream_table collecting every row).
Table compute_table(const TableRequest& request);

} // namespace cgt::domination
