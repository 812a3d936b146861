#include "algorithms/domination/table.hpp"

#include <algorithm>
#include <thread>

#include <fmt/format.h>

#include "algorithms/detail/parallel_batches.hpp"
#include "algorithms/detail/parallel_chunks.hpp"
#include "algorithms/domination/detail/colour_codes.hpp"
#include "algorithms/domination/detail/interval_step.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"

namespace cgt::domination {

namespace {

constexpr std::uint64_t chunk = 512;           // codes per task of a worker thread
constexpr std::uint64_t batch = 1 << 14;       // codes per batch of rows handed to the sink
constexpr std::uint64_t window = 16;           // batches of rows computed ahead of the sink, at most

class TableBuilder {
public:
    explicit TableBuilder(const TableRequest& r)
        : req_(r), codes_(r.with_c ? 3U : 2U, r.n), pool_(r.jobs - 1) {
        // Work of level L is about L * q^L sums; used to weigh the progress bar.
        for (int len = 1; len <= r.n; ++len) total_work_ += static_cast<double>(len) * static_cast<double>(codes_.power(len));
    }

    // The levels below n, then the rows batch by batch; false when req_.stop ended it.
    bool run(const TableSink& sink) {
        const int top = req_.n - 1; // levels kept as interval values; the last level is the rows
        as_before_.resize(static_cast<std::size_t>(top) + 1);
        as_after_.resize(static_cast<std::size_t>(top) + 1);
        as_before_[0].assign(1, detail::Half{});
        as_after_[0].assign(1, detail::Half{});
        for (int len = 1; len <= top; ++len)
            if (!build_level(len)) return false;
        return stream_rows(sink);
    }

private:
    const TableRequest& req_;
    const detail::ColourCodes codes_;
    // The helper threads of every level and batch: their caches (the core's memos, the DP's
    // cache of canonical forms) stay warm across loops, where fresh threads started cold.
    cgt::detail::WorkerPool pool_;
    // Per length L < n, per colouring of length L: the halves its longer intervals need.
    std::vector<std::vector<detail::Half>> as_before_, as_after_;
    // Without classes: the value of every row from first_code on (copies read their
    // representative's value here).
    std::vector<Game> values_;
    double total_work_ = 0;
    double work_done_ = 0;

    // Threads for a loop over count codes: one for short loops.
    unsigned jobs_for(std::uint64_t count) const { return count >= 4 * chunk ? req_.jobs : 1; }

    // Runs work(begin, end) over [0, count) in chunks on the request's threads; report(done) is
    // called from the calling thread (see cgt::detail::parallel_chunks). False when stop() ended
    // it early.
    template <typename Work>
    bool parallel_chunks(std::uint64_t count, Work work, const std::function<void(std::uint64_t)>& report,
                         const std::function<bool()>& stop = {}) {
        return cgt::detail::parallel_chunks(pool_, count, jobs_for(count), chunk, work, report, stop);
    }

    void report(double work) const {
        if (req_.progress) req_.progress(std::min(1.0, work / total_work_));
    }

    detail::IntervalData interval(int len, std::uint64_t code, detail::OptionLists& o,
                                  unsigned kinds) const {
        const auto n = static_cast<std::size_t>(len);
        const detail::SplitCode u(codes_, code, len);
        detail::IntervalData d;
        detail::interval_step(
            n, [&](std::size_t k) { return u.colour[k]; },
            [&](std::size_t k) -> const detail::Half& { return as_before_[k][u.prefix[k]]; },
            [&](std::size_t k) -> const detail::Half& { return as_after_[n - k - 1][u.suffix[k]]; }, o, d, kinds);
        return d;
    }

    // Reversal and the A/B swap: a string is computed when it is the least of u, rev(u),
    // swap(u), swap(rev(u)); the others are copied from it (reversal exchanges X and Y, the
    // swap negates every game), which saves about three quarters of the work.
    enum class Relation { same, reversed, swapped, both };
    // The class of a string u: its code and those of rev(u), swap(u) and swap(rev(u)).
    struct StringClass {
        std::uint64_t code, reversed, swapped, both;
        // How u is obtained from the least code of its class (same: u is the least).
        Relation relation_to_least(std::uint64_t& least) const {
            least = code;
            Relation how = Relation::same;
            if (reversed < least) least = reversed, how = Relation::reversed;
            if (swapped < least) least = swapped, how = Relation::swapped;
            if (both < least) least = both, how = Relation::both;
            return how;
        }
    };
    StringClass string_class(std::uint64_t code, int len) const {
        const std::uint64_t w = codes_.swapped(code, len);
        return {code, codes_.reversed(code, len), w, codes_.reversed(w, len)};
    }
    Relation relation_to_least(std::uint64_t code, int len, std::uint64_t& least) const {
        return string_class(code, len).relation_to_least(least);
    }

    // The games the rows read from the level of length len: a path's P reads Y of its prefixes
    // and X of its suffixes, and those read Y, X and Z of shorter strings; so Z of the level
    // just below the rows is never read (a third of that level's games). A cycle reads Z alone,
    // of paths that read only Z. P of a shorter string is never read.
    unsigned level_kinds(int len) const {
        using detail::kind_bit;
        if (req_.cycle) return kind_bit(detail::Z);
        const unsigned ends = kind_bit(detail::X) | kind_bit(detail::Y);
        return len == req_.n - 1 ? ends : ends | kind_bit(detail::Z);
    }

    // False when req_.stop ended it (the level is then incomplete).
    bool build_level(int len) {
        std::vector<detail::Half>& before = as_before_[static_cast<std::size_t>(len)];
        std::vector<detail::Half>& after = as_after_[static_cast<std::size_t>(len)];
        before.resize(codes_.power(len));
        after.resize(codes_.power(len));
        const bool complete = parallel_chunks(
            codes_.power(len),
            [&](std::uint64_t begin, std::uint64_t end) {
                thread_local detail::OptionLists o;
                std::uint64_t least = 0;
                for (std::uint64_t code = begin; code < end; ++code) {
                    if (relation_to_least(code, len, least) != Relation::same) continue;
                    detail::IntervalData d = interval(len, code, o, level_kinds(len));
                    before[code] = d.as_before();
                    after[code] = d.as_after();
                }
            },
            [&](std::uint64_t finished) {
                report(work_done_ + static_cast<double>(len) * static_cast<double>(finished));
            },
            req_.stop);
        if (!complete) return false;
        parallel_chunks(
            codes_.power(len),
            [&](std::uint64_t begin, std::uint64_t end) {
                std::uint64_t m = 0;
                for (std::uint64_t code = begin; code < end; ++code) {
                    switch (relation_to_least(code, len, m)) {
                    case Relation::same: break;
                    case Relation::reversed: before[code] = after[m], after[code] = before[m]; break;
                    case Relation::swapped:
                        before[code] = detail::negated(before[m]), after[code] = detail::negated(after[m]);
                        break;
                    case Relation::both:
                        before[code] = detail::negated(after[m]), after[code] = detail::negated(before[m]);
                        break;
                    }
                }
            },
            nullptr);
        work_done_ += static_cast<double>(len) * static_cast<double>(codes_.power(len));
        return true;
    }

    // ---- symmetries ----
    std::uint64_t rotated(std::uint64_t code, int n) const { // first vertex moved to the end
        return (code % codes_.power(n - 1)) * codes_.base() + code / codes_.power(n - 1);
    }

    // The colourings equivalent to code; code is a representative when it is the least of them.
    void orbit(std::uint64_t code, std::vector<std::uint64_t>& out) const {
        const int n = req_.n;
        out.clear();
        for (std::uint64_t base : {code, codes_.reversed(code, n)}) {
            for (std::uint64_t start : {base, codes_.swapped(base, n)}) {
                std::uint64_t c = start;
                int turns = req_.cycle ? n : 1;
                for (int t = 0; t < turns; ++t, c = rotated(c, n)) out.push_back(c);
            }
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
    }

    Game row_value(std::uint64_t code, detail::OptionLists& o) const {
        const int n = req_.n;
        if (!req_.cycle) return interval(n, code, o, detail::kind_bit(detail::P)).slot[detail::P].value();
        // The path after vertex k is the colouring after it followed by the one before it.
        const auto& below = as_before_[static_cast<std::size_t>(n - 1)];
        const detail::SplitCode u(codes_, code, n);
        return detail::cycle_game(
                   static_cast<std::size_t>(n), [&](std::size_t k) { return u.colour[k]; },
                   [&](std::size_t k) -> const detail::Slot& {
                       return below[u.suffix[k] * codes_.power(static_cast<int>(k)) + u.prefix[k]].both; // Z
                   },
                   o)
            .value();
    }

    // Rows of codes [first_code, q^n) in batches, handed to the sink in order while the helper
    // threads compute the next batches (at most `window` batches ahead). Without classes, the
    // thread that computes a representative (the least code of its reversal/swap class) also
    // writes the value of the rest of its class (reversal keeps a path's or cycle's value, the
    // swap negates it): their codes are larger, so their batches are handed over after its own,
    // and the negations are off the thread that prints. Rows whose representative lies before
    // first_code are computed.
    bool stream_rows(const TableSink& sink) {
        const int n = req_.n;
        const std::uint64_t count = codes_.power(n);
        const std::uint64_t first = std::min(req_.first_code, count);
        if (!req_.classes) values_.resize(count - first);
        else class_size_.assign(window * batch, 0), class_values_.resize(window * batch);
        const auto window_slot = [](std::uint64_t i) { return i / batch % window * batch + i % batch; };
        std::vector<TableRow> rows;
        const double rows_work = static_cast<double>(n) * static_cast<double>(count);
        const bool complete = cgt::detail::parallel_batches(
            pool_, count - first, jobs_for(count - first), chunk, batch, window,
            [&](std::uint64_t from, std::uint64_t to) { // row offsets from first
                thread_local detail::OptionLists o;
                std::vector<std::uint64_t> orbit_codes;
                std::uint64_t least = 0;
                for (std::uint64_t i = from; i < to; ++i) {
                    const std::uint64_t code = first + i;
                    if (req_.classes) {
                        orbit(code, orbit_codes);
                        const std::uint64_t size = orbit_codes.front() == code ? orbit_codes.size() : 0;
                        class_size_[window_slot(i)] = size;
                        if (size != 0) class_values_[window_slot(i)] = row_value(code, o);
                    } else if (const StringClass c = string_class(code, n); c.relation_to_least(least) == Relation::same) {
                        values_[i] = row_value(code, o);
                        copy_to_class(c, first, values_[i]);
                    } else if (least < first) {
                        values_[i] = row_value(code, o);
                    }
                }
            },
            [&](std::uint64_t from, std::uint64_t to) {
                rows.clear();
                if (req_.classes) {
                    for (std::uint64_t i = from; i < to; ++i)
                        if (const std::uint64_t size = class_size_[window_slot(i)]; size != 0)
                            rows.push_back(TableRow{first + i, class_values_[window_slot(i)], size});
                } else {
                    for (std::uint64_t i = from; i < to; ++i) rows.push_back(TableRow{first + i, values_[i], 1});
                }
                sink(rows, first + to);
                report(work_done_ + rows_work * static_cast<double>(to) / static_cast<double>(count - first));
            },
            req_.stop);
        if (complete) report(total_work_);
        return complete;
    }

    // The value of a representative (c.code >= first, the least of its class) written to the
    // other rows of its class.
    void copy_to_class(const StringClass& c, std::uint64_t first, Game value) {
        if (c.reversed != c.code) values_[c.reversed - first] = value;
        if (c.swapped != c.code || c.both != c.code) {
            const Game negated = -value;
            if (c.swapped != c.code) values_[c.swapped - first] = negated;
            if (c.both != c.code) values_[c.both - first] = negated;
        }
    }

    // With classes: per row of the batches in the window, its class size (0 unless it is the
    // class's representative) and value.
    std::vector<std::uint64_t> class_size_;
    std::vector<Game> class_values_;
};

} // namespace

int max_table_vertices(bool with_c) { return with_c ? 20 : 32; }

std::size_t table_memory(const TableRequest& request) {
    const std::uint64_t q = request.with_c ? 3 : 2;
    std::size_t bytes = 0;
    for (int len = 1; len < request.n; ++len) bytes += 2 * detail::power_of(q, len) * sizeof(detail::Half);
    const std::uint64_t rows = detail::power_of(q, request.n);
    if (request.classes) bytes += window * batch * (sizeof(Game) + sizeof(std::uint64_t)); // the window's rows
    else bytes += (rows - std::min(request.first_code, rows)) * sizeof(Game);             // every row's value
    return bytes + batch * sizeof(TableRow) + detail::ColourCodes::memory(static_cast<unsigned>(q), request.n);
}

void TableSummary::add(const TableRow& row) {
    ++rows;
    const Game g = row.value;
    // A value met before was compared with every largest-so-far then, and those only grow (ties
    // keep the first code): it only counts again. Most rows repeat a recent value.
    Seen& seen = seen_[g.id() % seen_.size()];
    if (seen.id == g.id()) {
        ++(seen.kind == Seen::number ? numbers : seen.kind == Seen::nus_kind ? nus : other);
        return;
    }
    seen = {g.id(), g.is_number() ? Seen::number : g.is_nus() ? Seen::nus_kind : Seen::other_kind};
    ++(seen.kind == Seen::number ? numbers : seen.kind == Seen::nus_kind ? nus : other);
    if (g.is_nus()) {
        const std::uint64_t e = g.number_part().exponent();
        if (e > largest_denominator_exponent) {
            largest_denominator_exponent = e;
            largest_denominator_code = row.code;
        }
    }
    BigInt b = g.birthday();
    if (b > largest_birthday) {
        largest_birthday = std::move(b);
        largest_birthday_code = row.code;
    }
    const std::size_t options = g.left_option_count() + g.right_option_count();
    if (options > most_options) {
        most_options = options;
        most_options_code = row.code;
    }
}

std::string table_colours(const TableRequest& request, std::uint64_t code) {
    std::string s(static_cast<std::size_t>(request.n), 'A');
    // Constant divisors (a multiplication each), not a division by a variable base per vertex.
    if (request.with_c)
        for (std::size_t k = s.size(); k-- > 0; code /= 3) s[k] = detail::colour_of_digit(code % 3);
    else
        for (std::size_t k = s.size(); k-- > 0; code >>= 1) s[k] = detail::colour_of_digit(code & 1U);
    return s;
}

std::string Table::colours(std::uint64_t code) const { return table_colours(request, code); }

const std::string& RowColours::operator()(std::uint64_t code) {
    if (valid_ && code == code_ + 1) {
        // Add one: the last digit that is not the largest goes up, the ones after it wrap to A.
        const char largest = request_.with_c ? 'C' : 'B';
        std::size_t k = text_.size();
        while (k > 0 && text_[k - 1] == largest) text_[--k] = 'A';
        if (k > 0) ++text_[k - 1]; // A -> B, B -> C
        else text_ = table_colours(request_, code); // past the last code: out of range, rebuilt
    } else {
        text_ = table_colours(request_, code);
    }
    code_ = code;
    valid_ = true;
    return text_;
}

bool stream_table(const TableRequest& request, const TableSink& sink) {
    const int lowest = request.cycle ? 3 : 1;
    const int highest = max_table_vertices(request.with_c);
    if (request.n < lowest || request.n > highest)
        throw InvalidArgument(fmt::format("a table of {} has {} to {} vertices{}, not {}",
                                          request.cycle ? "cycles" : "paths", lowest, highest,
                                          request.with_c ? " with colour C" : "", request.n));
    if (request.jobs > max_table_jobs)
        throw InvalidArgument(fmt::format("a table runs on 1 to {} threads, not {}", max_table_jobs, request.jobs));
    TableRequest r = request;
    if (r.jobs == 0) r.jobs = std::max(1U, std::thread::hardware_concurrency());
    MemoryCharge charge(MemoryUse::tables);
    charge.resize(table_memory(r)); // before any work: a table too large for the budget stops here
    return TableBuilder(r).run(sink);
}

Table compute_table(const TableRequest& request) {
    Table table;
    table.request = request;
    table.request.progress = nullptr;
    table.request.stop = nullptr;
    MemoryCharge charge(MemoryUse::tables); // the rows while they are collected (the caller owns them after)
    stream_table(request, [&](std::span<const TableRow> rows, std::uint64_t) {
        charge.resize((table.rows.size() + rows.size()) * sizeof(TableRow));
        for (const TableRow& row : rows) {
            table.rows.push_back(row);
            table.summary.add(row);
        }
    });
    return table;
}

} // namespace cgt::domination
