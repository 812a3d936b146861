#include "algorithms/domination/table.hpp"

#include <algorithm>
#include <sstream>

#include <fmt/format.h>

#include "algorithms/domination/detail/colour_codes.hpp"
#include "cgt/errors.hpp"

namespace cgt::domination {

std::string table_state(std::uint64_t next_code, const TableSummary& s) {
    return fmt::format("next-code {}\nrows {}\nnumbers {}\nnus {}\nother {}\ndenominator {} {}\nbirthday {} {}\n"
                       "options {} {}\n",
                       next_code, s.rows, s.numbers, s.nus, s.other, s.largest_denominator_exponent,
                       s.largest_denominator_code, s.largest_birthday.str(), s.largest_birthday_code, s.most_options,
                       s.most_options_code);
}

std::uint64_t parse_table_state(std::string_view text, const TableRequest& request, TableSummary& s) {
    const std::uint64_t rows_in_table =
        detail::power_of(request.with_c ? 3 : 2, std::clamp(request.n, 0, max_table_vertices(request.with_c)));
    std::istringstream in{std::string(text)};
    std::string next_key, rows_key, numbers_key, nus_key, other_key, denominator_key, birthday_key, options_key, birthday;
    std::uint64_t next_code = 0;
    in >> next_key >> next_code >> rows_key >> s.rows >> numbers_key >> s.numbers >> nus_key >> s.nus >> other_key >>
        s.other >> denominator_key >> s.largest_denominator_exponent >> s.largest_denominator_code >> birthday_key >>
        birthday >> s.largest_birthday_code >> options_key >> s.most_options >> s.most_options_code;
    const bool digits = !birthday.empty() && birthday.find_first_not_of("0123456789") == std::string::npos;
    if (!in || next_key != "next-code" || rows_key != "rows" || numbers_key != "numbers" || nus_key != "nus" ||
        other_key != "other" || denominator_key != "denominator" || birthday_key != "birthday" ||
        options_key != "options" || !digits || next_code > rows_in_table || s.rows > next_code)
        throw InvalidArgument("the checkpoint's table state is malformed");
    s.largest_birthday = BigInt(birthday);
    return next_code;
}

} // namespace cgt::domination
