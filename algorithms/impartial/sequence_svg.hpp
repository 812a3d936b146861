#pragma once
// A Grundy sequence as a picture: SVG text plotting G(n) against the heap size n, with the
// preperiod shaded and the period marked when a periodicity is given (and certified).
//
//   auto values = octal_grundy_sequence(code, 500);
//   std::string svg = grundy_sequence_svg(values, find_periodicity(code, values), {.title = "0.137"});
//
// Up to one value per pixel column each G(n) is a dot (class "value"); longer sequences are drawn per
// pixel column, one bar (class "value") per run of consecutive values present in the column, so
// a sequence of 10^6 values stays a picture of a few thousand elements. The shaded preperiod has
// class "preperiod", the lines at the period boundaries "period-mark".

#include <optional>
#include <span>
#include <string>

#include "algorithms/impartial/octal_sequence.hpp"
#include "algorithms/impartial/periodicity.hpp"

namespace cgt::impartial {

struct GrundySvgOptions {
    double width = 720; // pixels
    double height = 300;
    std::string title;  // the code, shown above the plot ("" for none)
};

std::string grundy_sequence_svg(std::span<const Grundy> values, const std::optional<Periodicity>& periodicity,
                                const GrundySvgOptions& options = {});

} // namespace cgt::impartial
