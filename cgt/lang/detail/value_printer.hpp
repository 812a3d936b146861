#pragma once
// Printing the values of the expression language as CGSuite prints them.

#include <string>

#include "cgt/lang/expression.hpp"

namespace cgt::detail {

std::string print_value(const Value& value, PrintStyle style);

// CGSuite's form of a thermograph: Thermograph(mast,[critical points],[slopes],...) for the
// left wall, then the right wall; critical points by decreasing temperature, slopes (dv/dt)
// from the mast down.
std::string print_thermograph(const Thermograph& th);

} // namespace cgt::detail
