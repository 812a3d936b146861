#include "convert.hpp"

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include <fmt/format.h>
#include <pybind11/numpy.h>

#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "interrupt.hpp"

namespace cgt::python {

namespace {

py::object fraction_type() {
    // Looked up once; the module lives as long as the interpreter.
    static py::object* type = new py::object(py::module_::import("fractions").attr("Fraction"));
    return *type;
}

bool is_exact_int(py::handle h) { return PyLong_Check(h.ptr()) && !PyBool_Check(h.ptr()); }

} // namespace

void init_conversions() {
    (void)fraction_type();
    (void)py::array_t<std::uint32_t>(0); // pybind11's NumPy API table, a static too
}

py::object to_python(const BigInt& n) {
    if (n >= std::numeric_limits<long long>::min() && n <= std::numeric_limits<long long>::max())
        return py::reinterpret_steal<py::object>(PyLong_FromLongLong(static_cast<long long>(n)));
    const std::string hex = n.str(0, std::ios_base::hex);
    return py::reinterpret_steal<py::object>(PyLong_FromString(hex.c_str(), nullptr, 16));
}

BigInt to_big_int(py::handle integer) {
    if (!PyLong_Check(integer.ptr())) throw py::type_error("an int is needed");
    int overflow = 0;
    const long long small = PyLong_AsLongLongAndOverflow(integer.ptr(), &overflow);
    if (overflow == 0) {
        if (small == -1 && PyErr_Occurred()) throw py::error_already_set();
        return BigInt(small);
    }
    // Larger: through hexadecimal text, which both sides read exactly.
    const bool negative = overflow < 0;
    const std::string hex = py::str(py::reinterpret_steal<py::object>(PyNumber_Absolute(integer.ptr()))
                                        .attr("__format__")("x"));
    BigInt magnitude("0x" + hex);
    return negative ? BigInt(-magnitude) : magnitude;
}

py::object to_fraction(const Dyadic& x) {
    py::object denominator;
    if (x.exponent() < 63)
        denominator = py::reinterpret_steal<py::object>(PyLong_FromLongLong(1LL << x.exponent()));
    else
        denominator = py::int_(1).attr("__lshift__")(py::int_(x.exponent()));
    const auto small = x.small_numerator();
    py::object numerator = small ? py::reinterpret_steal<py::object>(PyLong_FromLongLong(*small)) : to_python(x.numerator());
    return fraction_type()(numerator, denominator);
}

std::optional<Dyadic> to_dyadic(py::handle number) {
    if (is_exact_int(number)) {
        int overflow = 0;
        const long long small = PyLong_AsLongLongAndOverflow(number.ptr(), &overflow);
        if (overflow == 0) return Dyadic(static_cast<std::int64_t>(small));
        return Dyadic(to_big_int(number));
    }
    py::object fraction;
    if (PyFloat_Check(number.ptr())) {
        const double d = PyFloat_AS_DOUBLE(number.ptr());
        if (!std::isfinite(d)) throw py::value_error(fmt::format("{} is not a number of a short game", d));
        fraction = fraction_type()(number); // exact: every finite double is dyadic
    } else if (py::isinstance(number, fraction_type())) {
        fraction = py::reinterpret_borrow<py::object>(number);
    } else {
        return std::nullopt;
    }
    const py::object numerator = fraction.attr("numerator"), denominator = fraction.attr("denominator");
    const BigInt d = to_big_int(denominator);
    if ((d & (d - 1)) != 0)
        throw py::value_error(fmt::format("{} is not a dyadic rational (the numbers of short games have a power of 2 "
                                          "as denominator)", std::string(py::str(fraction))));
    return Dyadic::from_fraction(to_big_int(numerator), boost::multiprecision::msb(d));
}

std::optional<Game> to_game(py::handle value) {
    if (py::isinstance<Game>(value)) return value.cast<Game>();
    if (const auto x = to_dyadic(value)) return Game::number(*x);
    return std::nullopt;
}

Game game_from(py::handle value) {
    if (const auto g = to_game(value)) return *g;
    if (PyUnicode_Check(value.ptr())) {
        const std::string text = value.cast<std::string>();
        return released([&] { return parse_game(text); });
    }
    throw py::type_error(fmt::format("a game is given as a Game, a notation string, an int, a Fraction or a float, "
                                     "not {}", std::string(py::str(py::type::handle_of(value).attr("__name__")))));
}

Py_hash_t number_hash(const Dyadic& x) {
    // CPython's hash of a rational n/d is |n| * d^-1 modulo 2^61 - 1, with n's sign, and -2 for -1.
    // For d = 2^e, d^-1 = 2^(-e mod 61), since 2^61 = 1 modulo the prime.
    const auto small = x.small_numerator();
    if (!small) return py::hash(to_fraction(x));
    constexpr std::uint64_t prime = (std::uint64_t{1} << 61) - 1;
    const std::uint64_t magnitude = *small < 0 ? 0 - static_cast<std::uint64_t>(*small) : static_cast<std::uint64_t>(*small);
    const unsigned shift = static_cast<unsigned>((61 - x.exponent() % 61) % 61);
    // Times 2^shift modulo 2^61 - 1: a rotation of the 61-bit residue.
    const std::uint64_t residue = magnitude % prime;
    const std::uint64_t h = shift == 0 ? residue : ((residue << shift) | (residue >> (61 - shift))) & prime;
    auto result = static_cast<Py_hash_t>(h);
    if (*small < 0) result = -result;
    return result == -1 ? -2 : result;
}

} // namespace cgt::python
