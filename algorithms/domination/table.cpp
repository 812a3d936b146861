#include "algorithms/domination/table.hpp"

#include <algorithm>
#include <thread>

#include <fmt/format.h>

#include "algorithms/detail/parallel_chunks.hpp"
#include "algorithms/domination/detail/interval_step.hpp"
#include "cgt/errors.hpp"

namespace cgt::domination {

namespace {

constexpr char colour_of_digit(std::uint64_t d) noexcept { return d == 0 ? 'A' : d == 1 ? 'B' : 'C'; }

// Runs work(begin, end) over [0, count) in chunks on `jobs` threads (one for short loops, where
// starting threads costs more than it saves); report(done) is called from the calling thread.
template <typename Work>
void parallel_chunks(std::uint64_t count, unsigned jobs, Work work, const std::function<void(std::uint64_t)>& report) {
    constexpr std::uint64_t chunk = 512;
    cgt::detail::parallel_chunks(count, count >= 4 * chunk ? jobs : 1, chunk, work, report);
}

class TableBuilder {
public:
    explicit TableBuilder(const TableRequest& r) : req_(r), q_(r.with_c ? 3 : 2) {
        pow_.assign(static_cast<std::size_t>(r.n) + 1, 1);
        for (std::size_t i = 1; i < pow_.size(); ++i) pow_[i] = pow_[i - 1] * q_;
        // Work of level L is about L * q^L sums; used to weigh the progress bar.
        for (int len = 1; len <= r.n; ++len) total_work_ += static_cast<double>(len) * static_cast<double>(pow_[len]);
    }

    Table build() {
        const int top = req_.n - 1; // levels kept as interval values; the last level is the rows
        as_before_.resize(static_cast<std::size_t>(top) + 1);
        as_after_.resize(static_cast<std::size_t>(top) + 1);
        as_before_[0].assign(1, detail::Half{});
        as_after_[0].assign(1, detail::Half{});
        for (int len = 1; len <= top; ++len) build_level(len);
        Table table;
        table.request = req_;
        table.request.progress = nullptr;
        select_rows(table);
        fill_values(table);
        summarise(table);
        if (req_.progress) req_.progress(1.0);
        return table;
    }

private:
    const TableRequest& req_;
    const std::uint64_t q_;
    std::vector<std::uint64_t> pow_;
    // Per length L < n, per colouring of length L: the halves its longer intervals need.
    std::vector<std::vector<detail::Half>> as_before_, as_after_;
    double total_work_ = 0;
    double work_done_ = 0;

    // Colour strings as numbers; with two colours these are bit operations (no divisions).
    std::uint64_t digit(std::uint64_t code, int len, int k) const {
        return q_ == 2 ? (code >> (len - 1 - k)) & 1U : (code / pow_[len - 1 - k]) % q_;
    }

    void report(int len, std::uint64_t finished) {
        if (req_.progress)
            req_.progress((work_done_ + static_cast<double>(len) * static_cast<double>(finished)) / total_work_);
    }

    detail::IntervalData interval(int len, std::uint64_t code, detail::OptionLists& o,
                                  unsigned kinds = detail::all_kinds) const {
        const auto n = static_cast<std::size_t>(len);
        return detail::interval_step(
            n, [&](std::size_t k) { return colour_of_digit(digit(code, len, static_cast<int>(k))); },
            [&](std::size_t k) -> const detail::Half& { return as_before_[k][code / pow_[n - k]]; },
            [&](std::size_t k) -> const detail::Half& { return as_after_[n - k - 1][code % pow_[n - k - 1]]; }, o,
            kinds);
    }

    // Reversal and the A/B swap: a string is computed when it is the least of u, rev(u),
    // swap(u), swap(rev(u)); the others are copied from it (reversal exchanges X and Y, the
    // swap negates every game), which saves about three quarters of the work.
    enum class Relation { same, reversed, swapped, both };
    Relation relation_to_least(std::uint64_t code, int len, std::uint64_t& least) const {
        const std::uint64_t r = reversed(code, len), w = swapped(code, len), rw = reversed(w, len);
        least = code;
        Relation how = Relation::same;
        if (r < least) least = r, how = Relation::reversed;
        if (w < least) least = w, how = Relation::swapped;
        if (rw < least) least = rw, how = Relation::both;
        return how;
    }

    void build_level(int len) {
        std::vector<detail::Half>& before = as_before_[static_cast<std::size_t>(len)];
        std::vector<detail::Half>& after = as_after_[static_cast<std::size_t>(len)];
        before.resize(pow_[len]);
        after.resize(pow_[len]);
        parallel_chunks(
            pow_[len], req_.jobs,
            [&](std::uint64_t begin, std::uint64_t end) {
                thread_local detail::OptionLists o;
                std::uint64_t least = 0;
                for (std::uint64_t code = begin; code < end; ++code) {
                    if (relation_to_least(code, len, least) != Relation::same) continue;
                    detail::IntervalData d = interval(len, code, o);
                    before[code] = d.as_before();
                    after[code] = d.as_after();
                }
            },
            [&](std::uint64_t finished) { report(len, finished); });
        parallel_chunks(
            pow_[len], req_.jobs,
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
        work_done_ += static_cast<double>(len) * static_cast<double>(pow_[len]);
    }

    // ---- symmetries ----
    std::uint64_t reversed(std::uint64_t code, int n) const {
        std::uint64_t r = 0;
        if (q_ == 2) {
            for (int k = 0; k < n; ++k, code >>= 1) r = (r << 1) | (code & 1U);
            return r;
        }
        for (int k = 0; k < n; ++k, code /= q_) r = r * q_ + code % q_;
        return r;
    }
    std::uint64_t swapped(std::uint64_t code, int n) const {
        if (q_ == 2) return code ^ (pow_[n] - 1);
        std::uint64_t r = 0;
        for (int k = 0; k < n; ++k) {
            std::uint64_t d = digit(code, n, k);
            r = r * q_ + (d == 2 ? 2 : 1 - d);
        }
        return r;
    }
    std::uint64_t rotated(std::uint64_t code, int n) const { // first vertex moved to the end
        return (code % pow_[n - 1]) * q_ + code / pow_[n - 1];
    }

    // The colourings equivalent to code; code is a representative when it is the least of them.
    void orbit(std::uint64_t code, std::vector<std::uint64_t>& out) const {
        const int n = req_.n;
        out.clear();
        for (std::uint64_t base : {code, reversed(code, n)}) {
            for (std::uint64_t start : {base, swapped(base, n)}) {
                std::uint64_t c = start;
                int turns = req_.cycle ? n : 1;
                for (int t = 0; t < turns; ++t, c = rotated(c, n)) out.push_back(c);
            }
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
    }

    void select_rows(Table& table) const {
        const std::uint64_t count = pow_[req_.n];
        if (!req_.classes) {
            table.rows.resize(count);
            for (std::uint64_t code = 0; code < count; ++code) table.rows[code] = TableRow{code, Game(), 1};
            return;
        }
        std::vector<std::uint64_t> out;
        for (std::uint64_t code = 0; code < count; ++code) {
            orbit(code, out);
            if (out.front() == code) table.rows.push_back(TableRow{code, Game(), out.size()});
        }
    }

    Game row_value(std::uint64_t code, detail::OptionLists& o) const {
        const int n = req_.n;
        if (!req_.cycle) return interval(n, code, o, detail::kind_bit(detail::P)).slot[detail::P].value();
        // The path after vertex k is the colouring after it followed by the one before it.
        const auto& below = as_before_[static_cast<std::size_t>(n - 1)];
        return detail::cycle_game(
                   static_cast<std::size_t>(n),
                   [&](std::size_t k) { return colour_of_digit(digit(code, n, static_cast<int>(k))); },
                   [&](std::size_t k) -> const detail::Slot& {
                       const std::uint64_t after = code % pow_[n - k - 1];
                       const std::uint64_t before = code / pow_[n - k];
                       return below[after * pow_[k] + before].both; // Z
                   },
                   o)
            .value();
    }

    void fill_values(Table& table) {
        const int n = req_.n;
        // Without classes the rows are all colourings, rows[code].code == code: compute the least
        // of each reversal/swap class, then copy (reversal keeps a path's or cycle's value, the
        // swap negates it).
        const bool by_symmetry = !req_.classes;
        parallel_chunks(
            table.rows.size(), req_.jobs,
            [&](std::uint64_t begin, std::uint64_t end) {
                thread_local detail::OptionLists o;
                std::uint64_t least = 0;
                for (std::uint64_t r = begin; r < end; ++r) {
                    if (by_symmetry && relation_to_least(table.rows[r].code, n, least) != Relation::same) continue;
                    table.rows[r].value = row_value(table.rows[r].code, o);
                }
            },
            [&](std::uint64_t finished) {
                if (req_.progress)
                    req_.progress((work_done_ + static_cast<double>(n) * static_cast<double>(finished) *
                                                    static_cast<double>(pow_[n]) / static_cast<double>(table.rows.size())) /
                                  total_work_);
            });
        if (!by_symmetry) return;
        parallel_chunks(
            table.rows.size(), req_.jobs,
            [&](std::uint64_t begin, std::uint64_t end) {
                std::uint64_t m = 0;
                for (std::uint64_t code = begin; code < end; ++code) {
                    Relation how = relation_to_least(code, n, m);
                    if (how == Relation::reversed) table.rows[code].value = table.rows[m].value;
                    else if (how != Relation::same) table.rows[code].value = -table.rows[m].value;
                }
            },
            nullptr);
    }

    void summarise(Table& table) const {
        TableSummary& s = table.summary;
        for (const TableRow& row : table.rows) {
            ++s.rows;
            Game g = row.value;
            if (g.is_number()) ++s.numbers;
            else if (g.is_nus()) ++s.nus;
            else ++s.other;
            if (g.is_nus()) {
                std::uint64_t e = g.number_part().exponent();
                if (e > s.largest_denominator_exponent) {
                    s.largest_denominator_exponent = e;
                    s.largest_denominator_code = row.code;
                }
            }
            BigInt b = g.birthday();
            if (b > s.largest_birthday) {
                s.largest_birthday = b;
                s.largest_birthday_code = row.code;
            }
            std::size_t options = g.left_option_count() + g.right_option_count();
            if (options > s.most_options) {
                s.most_options = options;
                s.most_options_code = row.code;
            }
        }
    }
};

} // namespace

int max_table_vertices(bool with_c) { return with_c ? 13 : 21; }

std::string Table::colours(std::uint64_t code) const {
    const std::uint64_t q = request.with_c ? 3 : 2;
    std::string s(static_cast<std::size_t>(request.n), 'A');
    for (std::size_t k = s.size(); k-- > 0; code /= q) s[k] = colour_of_digit(code % q);
    return s;
}

Table compute_table(const TableRequest& request) {
    const int lowest = request.cycle ? 3 : 1;
    const int highest = max_table_vertices(request.with_c);
    if (request.n < lowest || request.n > highest)
        throw InvalidArgument(fmt::format("a table of {} has {} to {} vertices{}, not {}",
                                          request.cycle ? "cycles" : "paths", lowest, highest,
                                          request.with_c ? " with colour C" : "", request.n));
    TableRequest r = request;
    if (r.jobs == 0) r.jobs = std::max(1U, std::thread::hardware_concurrency());
    return TableBuilder(r).build();
}

} // namespace cgt::domination
