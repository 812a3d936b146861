#pragma once
// Arbitrary-precision integers: Boost.Multiprecision's cpp_int (header-only, exact at any size).

#include <boost/multiprecision/cpp_int.hpp>

namespace cgt {
using BigInt = boost::multiprecision::cpp_int;
}
