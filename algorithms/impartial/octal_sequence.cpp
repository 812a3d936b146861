#include "algorithms/impartial/octal_sequence.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "algorithms/impartial/detail/octal_engine.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"

namespace cgt::impartial {

namespace {

void check_count(std::size_t count) {
    if (count > max_octal_sequence_length)
        throw InvalidArgument(fmt::format("an octal sequence of {} values is too long (at most {})", count,
                                          max_octal_sequence_length));
}

} // namespace

OctalMethod octal_method(const OctalCode& code) {
    if (code.repeats()) return code.max_parts() <= 1 ? OctalMethod::subtraction : OctalMethod::mex_loop;
    return code.max_parts() <= 2 ? OctalMethod::rare_values : OctalMethod::mex_loop;
}

const char* describe(OctalMethod method) {
    switch (method) {
    case OctalMethod::rare_values: return "rare values (sparse space), or the pair loop when values have no sparse space";
    case OctalMethod::subtraction: return "subtraction with a repeated tail: sets of earlier values, near-linear time";
    case OctalMethod::mex_loop:
        return "the plain mex loop over every option (moves leave three heaps or more, or a repeated part splits): "
               "the rare-value method does not apply and time grows like n^2 per heap or faster";
    }
    return "";
}

std::size_t octal_sequence_memory(const OctalCode& code, std::size_t count) {
    return detail::OctalEngine::memory_needed(code, count);
}

// The engine holds every value in memory: refuse before starting when that would pass the limit.
void check_octal_sequence_memory(const OctalCode& code, std::size_t count) {
    const std::size_t needed = octal_sequence_memory(code, count);
    const std::size_t limit = memory_limit(), used = memory_usage();
    if (needed > limit || used > limit - needed)
        throw MemoryLimitExceeded(fmt::format(
            "the Grundy sequence of {} to {} values needs about {} MiB, over the memory limit of {} MiB (or ask "
            "for fewer values)",
            code.to_string(), count, (needed + (1 << 20) - 1) >> 20, limit >> 20), limit);
}

std::vector<Grundy> octal_grundy_sequence(const OctalCode& code, std::size_t count, const OctalSequenceOptions& options) {
    check_count(count);
    check_octal_sequence_memory(code, count);
    detail::OctalEngine engine(code, options);
    engine.extend(count);
    return engine.take();
}

std::vector<Grundy> octal_grundy_sequence_naive(const OctalCode& code, std::size_t count) {
    check_count(count);
    std::vector<Grundy> g;
    g.reserve(count);
    for (std::size_t n = 0; n < count; ++n) {
        std::vector<Grundy> options; // the value of every option: the XOR of the heaps it leaves
        for_each_option(code, n, [&](std::span<const std::size_t> parts) {
            Grundy x = 0;
            for (std::size_t part : parts) x ^= g[part];
            options.push_back(x);
        });
        Grundy v = 0;
        while (std::find(options.begin(), options.end(), v) != options.end()) ++v;
        g.push_back(v);
    }
    return g;
}

std::optional<PeriodicityTheorem> periodicity_theorem(const OctalCode& code) {
    if (code.repeats()) {
        // A single repeated digit 1: only "take the whole heap" from removal tail_from on.
        const std::size_t tail_from = code.written_digits() - code.repeat_length();
        if (code.max_parts() <= 1 && code.repeat_length() == 1 && code.digit(tail_from) == 1)
            return PeriodicityTheorem{tail_from, 1, 0, 1};
        return std::nullopt;
    }
    bool unequal = false, not_all_equal = false;
    for (std::size_t i = 0; i <= code.max_take(); ++i) {
        if (code.digit(i) < 4) continue; // modifiers only act on two heaps or more
        switch (code.rule(i)) {
        case PartRule::all_equal: return std::nullopt;
        case PartRule::unequal: unequal = true; break;
        case PartRule::not_all_equal: not_all_equal = true; break;
        case PartRule::any: break;
        }
    }
    const std::size_t parts = std::max<std::size_t>(code.max_parts(), 1);
    const std::size_t factor = (unequal || not_all_equal) ? parts * parts - 1 : parts - 1;
    return PeriodicityTheorem{code.max_take(), parts, factor, not_all_equal ? std::size_t{2} : std::size_t{1}};
}

std::optional<SubtractionTailTheorem> subtraction_tail_theorem(const OctalCode& code) {
    if (!code.repeats() || code.max_parts() > 1 || code.repeat_length() != 1) return std::nullopt;
    const std::size_t tail_from = code.written_digits() - 1;
    const std::uint8_t tail = code.digit(tail_from);
    if (tail != 2 && tail != 3) return std::nullopt;
    return SubtractionTailTheorem{tail_from, tail == 3};
}

const char* periodicity_theorem_name(const OctalCode& code) {
    if (subtraction_tail_theorem(code)) return "the arithmetic-periodicity test for subtraction games with a repeated tail";
    if (periodicity_theorem(code)) return "the Guy-Smith theorem";
    return "";
}

bool certifies_periodicity(const OctalCode& code, std::span<const Grundy> values, Periodicity candidate) {
    if (const auto tail = subtraction_tail_theorem(code)) return certifies_arithmetic_periodicity(values, candidate, *tail);
    if (const auto theorem = periodicity_theorem(code)) return certifies_periodicity(values, candidate, *theorem);
    return false;
}

std::optional<Periodicity> find_periodicity(const OctalCode& code, std::span<const Grundy> values) {
    if (const auto tail = subtraction_tail_theorem(code)) return find_arithmetic_periodicity(values, *tail);
    if (const auto theorem = periodicity_theorem(code)) return find_periodicity(values, *theorem);
    return std::nullopt;
}

Grundy octal_heap_grundy(const OctalCode& code, std::size_t n) {
    check_count(n + 1);
    return octal_grundy_sequence(code, n + 1).back();
}

} // namespace cgt::impartial
