#include "algorithms/impartial/octal_sequence_run.hpp"

#include <charconv>
#include <iterator>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "algorithms/impartial/detail/octal_engine.hpp"
#include "cgt/errors.hpp"

namespace cgt::impartial {

OctalSequenceRun::OctalSequenceRun(const OctalCode& code, OctalSequenceOptions options, std::vector<Grundy> prefix)
    : engine_(std::make_unique<detail::OctalEngine>(code, options, std::move(prefix))) {}

OctalSequenceRun::~OctalSequenceRun() = default;

bool OctalSequenceRun::extend(std::size_t count, const std::function<bool()>& stop) { return engine_->extend(count, stop); }

const std::vector<Grundy>& OctalSequenceRun::values() const noexcept { return engine_->values(); }

OctalSequenceStats OctalSequenceRun::stats() const { return engine_->stats(); }

std::string octal_sequence_state(std::span<const Grundy> values, MemoryCharge& charge) {
    std::size_t length = 32; // "values N\n"
    for (Grundy g : values) length += g < 10 ? 2 : g < 100 ? 3 : g < 1000 ? 4 : 11;
    charge.resize(length);
    std::string state = fmt::format("values {}\n", values.size());
    state.reserve(length);
    fmt::format_to(std::back_inserter(state), "{}\n", fmt::join(values, " "));
    return state;
}

std::vector<Grundy> parse_octal_sequence_state(std::string_view state, std::size_t count) {
    auto malformed = [] { return InvalidArgument("the checkpoint's Grundy sequence state is malformed"); };
    const char* at = state.data();
    const char* end = at + state.size();
    std::size_t size = 0;
    if (!state.starts_with("values ")) throw malformed();
    at += 7;
    auto [after, ec] = std::from_chars(at, end, size);
    if (ec != std::errc{} || after == end || *after != '\n' || size > count) throw malformed();
    at = after + 1;
    std::vector<Grundy> values;
    values.reserve(size);
    for (std::size_t n = 0; n < size; ++n) {
        Grundy g = 0;
        auto [next, error] = std::from_chars(at, end, g);
        if (error != std::errc{} || next == end || *next != (n + 1 == size ? '\n' : ' ')) throw malformed();
        values.push_back(g);
        at = next + 1;
    }
    if (size == 0 && (at == end || *at++ != '\n')) throw malformed();
    if (at != end) throw malformed();
    return values;
}

} // namespace cgt::impartial
