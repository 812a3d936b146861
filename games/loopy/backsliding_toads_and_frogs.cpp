#include "games/loopy/backsliding_toads_and_frogs.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::loopy {

BackslidingToadsAndFrogs::Position BackslidingToadsAndFrogs::parse(std::string_view text) {
    if (text.size() > max_length)
        throw InvalidArgument(fmt::format("Toads and Frogs: a strip of more than {} cells", max_length));
    Position p(text);
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i] == 'T' || p[i] == 'F') p[i] = static_cast<char>(p[i] - 'A' + 'a');
        if (p[i] != '.' && p[i] != 't' && p[i] != 'f')
            throw InvalidArgument(fmt::format(
                "Toads and Frogs: unexpected '{}' at cell {} (a strip has only t, f and .)", input_excerpt(text.substr(i, 1), 0), i + 1));
    }
    return p;
}

} // namespace cgt::loopy
