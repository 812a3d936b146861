#include "algorithms/sums/detail/nim_search.hpp"

#include <algorithm>
#include <cstring>
#include <limits>
#include <string>

#include "cgt/errors.hpp"

namespace cgt::sums::detail {

Grundy NimSearch::nim_value(std::span<const Component> parts) {
    Grundy total = 0;
    std::vector<Component> rest;
    for (const Component& c : parts) {
        if (const auto v = cheap_nim_value(c)) total ^= *v;
        else rest.push_back(c);
    }
    for (const Component& c : rest) total ^= static_cast<Grundy>(call(Frame::Kind::nim_value, c, 0, {}));
    return total;
}

// Runs one question to its answer on the explicit stack.
std::uint64_t NimSearch::call(Frame::Kind kind, Component part, Grundy n, std::span<const Component> parts) {
    depth_ = 0;
    push(kind, part, n, parts);
    std::optional<std::uint64_t> answer; // of the child that just finished
    for (;;) {
        Frame& f = stack_[depth_ - 1];
        const Step step = advance(f, answer);
        answer.reset();
        if (step.call) {
            push(step.kind, step.part, step.n, step.parts);
            continue;
        }
        if (--depth_ == 0) return step.value;
        answer = step.value;
    }
}

void NimSearch::push(Frame::Kind kind, Component part, Grundy n, std::span<const Component> parts) {
    if (depth_ == stack_.size()) {
        meter_.add(sizeof(Frame));
        stack_.emplace_back();
    }
    Frame& f = stack_[depth_++];
    f.kind = kind;
    f.entered = false;
    f.part = part;
    f.n = n;
    f.parts.assign(parts.begin(), parts.end()); // parts: scratch_ or the caller's, never this frame's
    f.options.clear();
    f.next = 0;
    f.nim_sum = n;
    charge(f);
    ++stats_.nodes;
    if ((++frames_ & 255) == 0 && options_.stop) options_.stop();
    if (options_.progress && frames_ % std::max<std::uint64_t>(options_.progress_interval, 1) == 0)
        options_.progress(SumProgress{frames_, table_.size() + small_answers_stored_, depth_});
}

NimSearch::Step NimSearch::advance(Frame& f, std::optional<std::uint64_t> answer) {
    switch (f.kind) {
    case Frame::Kind::part_plus_nimber: return part_plus_nimber(f, answer);
    case Frame::Kind::sum_plus_nimber: return sum_plus_nimber(f, answer);
    case Frame::Kind::nim_value: return nim_value_of_part(f, answer);
    }
    return Step::done(0); // not reached: every kind is handled above
}

// The nim value of a part: the first n with part + *n a loss (n <= its number of options).
NimSearch::Step NimSearch::nim_value_of_part(Frame& f, std::optional<std::uint64_t> answer) {
    if (!f.entered) {
        f.entered = true;
        if (const auto v = cheap_nim_value(f.part)) return Step::done(*v);
        return Step::to(Frame::Kind::part_plus_nimber, f.part, f.n = 0);
    }
    if (*answer == 0) {
        rulesets_[f.part.ruleset]->remember_grundy(f.part.position, f.n);
        return Step::done(f.n);
    }
    return Step::to(Frame::Kind::part_plus_nimber, f.part, ++f.n);
}

NimSearch::Step NimSearch::part_plus_nimber(Frame& f, std::optional<std::uint64_t> answer) {
    const Component g = f.part;
    if (!f.entered) {
        f.entered = true;
        if (const auto v = cheap_nim_value(g)) return Step::done(*v != f.n);
        if (const auto known = table_find(g, f.n)) return Step::done(*known);
        for (Grundy i = 0; i < f.n; ++i) { // g = *i for some known i < n: move *n to *i
            if (table_find(g, i) == false) {
                table_store(g, f.n, true);
                return Step::done(true);
            }
        }
        rulesets_[g.ruleset]->options(g.position, Player::left, f.options);
        charge(f);
        if (decided_by_known_option(f)) { // 4 times fewer frames on Fission 6x6
            table_store(g, f.n, true);
            return Step::done(true);
        }
    } else {
        if (*answer == 0) { // a move to a loss for the opponent
            table_store(g, f.n, true);
            return Step::done(true);
        }
        ++f.next;
    }
    for (; f.next < f.options.size(); ++f.next) {
        const OptionSum sum = option_sum(f, f.next);
        if (sum.unknown == 0) { // every part's nim value known (some may have become known since entry)
            if (sum.nim == 0) {
                table_store(g, f.n, true);
                return Step::done(true);
            }
            continue;
        }
        scratch_.clear();
        for (PositionId p : f.options.option(f.next)) scratch_.push_back({g.ruleset, p});
        return Step::to_sum(scratch_, f.n);
    }
    if (const std::size_t i = f.next - f.options.size(); i < f.n) { // the moves of *n, to g + *i
        return Step::to(Frame::Kind::part_plus_nimber, g, static_cast<Grundy>(i));
    }
    table_store(g, f.n, false);
    return Step::done(false);
}

// Whether some option of f's part is known to lose for the opponent (all its parts of cheap nim
// value, or one unknown part whose answer is in the table) before any option is searched: a
// win found without a search (enhanced transposition cutoffs).
bool NimSearch::decided_by_known_option(const Frame& f) {
    for (std::size_t j = 0; j < f.options.size(); ++j) {
        const OptionSum sum = option_sum(f, j);
        if (sum.unknown == 0 ? sum.nim == 0 : sum.unknown == 1 && table_find({f.part.ruleset, sum.first_unknown}, sum.nim) == false)
            return true;
    }
    return false;
}

// Option j of f's part plus *n: the nim sum of n and its parts of cheap nim value, and its other
// parts (how many, and the first).
NimSearch::OptionSum NimSearch::option_sum(const Frame& f, std::size_t j) {
    OptionSum sum{.nim = f.n};
    for (PositionId p : f.options.option(j)) {
        if (const auto v = cheap_nim_value({f.part.ruleset, p})) sum.nim ^= *v;
        else if (sum.unknown++ == 0) sum.first_unknown = p;
    }
    return sum;
}

NimSearch::Step NimSearch::sum_plus_nimber(Frame& f, std::optional<std::uint64_t> answer) {
    if (!f.entered) {
        f.entered = true;
        // Equal parts cancel (G + G = 0); parts of cheap nim value join the nimber.
        std::sort(f.parts.begin(), f.parts.end(), [](const Component& a, const Component& b) {
            return a.ruleset != b.ruleset ? a.ruleset < b.ruleset : a.position < b.position;
        });
        std::size_t out = 0;
        for (std::size_t i = 0; i < f.parts.size();) {
            const Component c = f.parts[i];
            if (i + 1 < f.parts.size() && f.parts[i + 1].ruleset == c.ruleset && f.parts[i + 1].position == c.position) {
                i += 2;
                continue;
            }
            ++i;
            if (const auto v = cheap_nim_value(c)) f.nim_sum ^= *v;
            else f.parts[out++] = c;
        }
        f.parts.resize(out);
        if (f.parts.empty()) return Step::done(f.nim_sum != 0);
        // The hardest part (the most moves) is searched with the others' nim sum, the others
        // valued first: MCGS's order.
        if (f.parts.size() > 1) {
            std::size_t hardest = 0, most = 0;
            for (std::size_t i = 0; i < f.parts.size(); ++i) {
                const std::size_t moves = rulesets_[f.parts[i].ruleset]->move_count(f.parts[i].position);
                if (moves > most) most = moves, hardest = i;
            }
            std::swap(f.parts[hardest], f.parts.back());
        }
    } else if (f.next < f.parts.size() - 1) {
        f.nim_sum ^= static_cast<Grundy>(*answer);
        ++f.next;
    } else {
        return Step::done(*answer);
    }
    if (f.next < f.parts.size() - 1) return Step::to(Frame::Kind::nim_value, f.parts[f.next], 0);
    return Step::to(Frame::Kind::part_plus_nimber, f.parts.back(), f.nim_sum);
}

std::optional<Grundy> NimSearch::cheap_nim_value(const Component& c) {
    // Known values and closed forms only (max_moves 0): trying small parts' values with the
    // generic solver, as the outcome search does, made Fission 6x6's nim values 1.2 times slower.
    const std::optional<Game> v = rulesets_[c.ruleset]->value(c.position, options_.value_budget, 0);
    if (!v) return std::nullopt;
    if (v->nim_part() > std::numeric_limits<Grundy>::max()) throw OutOfRange("a nim value past 2^32");
    return static_cast<Grundy>(v->nim_part());
}

namespace {
std::string table_key(const Component& c, Grundy n) {
    std::string key(12, '\0');
    std::memcpy(key.data(), &c.ruleset, 4);
    std::memcpy(key.data() + 4, &c.position, 4);
    std::memcpy(key.data() + 8, &n, 4);
    return key;
}
} // namespace

std::optional<bool> NimSearch::table_find(const Component& c, Grundy n) const {
    if (n < small_answer_count) {
        if (c.ruleset >= small_answers_.size() || c.position >= small_answers_[c.ruleset].size()) return std::nullopt;
        const SmallAnswers a = small_answers_[c.ruleset][c.position];
        if (!(a.known >> n & 1)) return std::nullopt;
        return (a.wins >> n & 1) != 0;
    }
    if (const auto hit = table_.find(table_key(c, n))) return *hit != 0;
    return std::nullopt;
}

void NimSearch::table_store(const Component& c, Grundy n, bool wins) {
    if (n >= small_answer_count) {
        table_.insert(table_key(c, n), wins ? 1 : 0);
        return;
    }
    if (c.ruleset >= small_answers_.size()) small_answers_.resize(c.ruleset + 1);
    SmallAnswerArray& answers = small_answers_[c.ruleset];
    if (c.position >= answers.size()) {
        try { // at least the ruleset's positions: one growth for many ids, geometric as it grows
            answers.resize(std::max<std::size_t>(c.position + 1, rulesets_[c.ruleset]->id_bound()));
        } catch (const MemoryLimitExceeded&) {
            return; // a cache: an answer not remembered is searched again
        }
    }
    SmallAnswers& a = answers[c.position];
    if (!(a.known >> n & 1)) ++small_answers_stored_;
    a.known |= std::uint32_t{1} << n;
    if (wins) a.wins |= std::uint32_t{1} << n;
}

void NimSearch::charge(Frame& f) {
    const std::size_t bytes = (f.options.parts.capacity() + f.options.ends.capacity()) * sizeof(std::uint32_t) +
                              f.parts.capacity() * sizeof(Component);
    if (bytes > f.charged) meter_.add(bytes - f.charged);
    f.charged = std::max(f.charged, bytes);
}

} // namespace cgt::sums::detail
