#include <algorithm>
#include <sstream>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "algorithms/compound/compound_theory.hpp"
#include "algorithms/compound/path_sequences.hpp"
#include "cgt/errors.hpp"

namespace cgt::compound {

std::string sequence_state(std::size_t next, const std::vector<std::int32_t>* foreclosed) {
    std::string state = fmt::format("next {}\n", next);
    if (foreclosed) state += fmt::format("values {}\n", fmt::join(*foreclosed, " "));
    return state;
}

std::size_t parse_sequence_state(std::string_view state, std::size_t count, std::vector<std::int32_t>* foreclosed) {
    std::istringstream in{std::string(state)};
    std::string key;
    std::size_t next = 0;
    in >> key >> next;
    bool ok = key == "next" && next <= count;
    if (ok && foreclosed) {
        in >> key;
        ok = key == "values";
        foreclosed->clear();
        for (std::int32_t v = 0; ok && foreclosed->size() < next && in >> v;) foreclosed->push_back(v);
        ok = ok && foreclosed->size() == next && (next == 0 || (*foreclosed)[0] == undefined_value) &&
             std::all_of(foreclosed->begin() + (next > 0), foreclosed->end(), [](std::int32_t v) { return v >= 0; });
    }
    if (!ok || !in) throw InvalidArgument("the checkpoint's sequence state is malformed");
    return next;
}

} // namespace cgt::compound
