#pragma once
// Conversions between cgt's values and Python's: integers of any size, dyadic rationals as
// fractions.Fraction, and "game-like" arguments (a Game, an int, a Fraction or a finite float).

#include <optional>

#include <pybind11/pybind11.h>

#include "cgt/big_int.hpp"
#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt::python {

namespace py = pybind11;

py::object to_python(const BigInt& n);
BigInt to_big_int(py::handle integer); // a Python int (TypeError otherwise)

py::object to_fraction(const Dyadic& x); // fractions.Fraction
// A Python int, Fraction or finite float whose value is dyadic, as a Dyadic. nullopt for other
// types; ValueError for a rational that is not dyadic (1/3) or a float that is not finite.
std::optional<Dyadic> to_dyadic(py::handle number);

// The game of a Game, an int, a Fraction or a float (nullopt for anything else).
std::optional<Game> to_game(py::handle value);
// As to_game, and strings in cgt's notation too; TypeError for anything else.
Game game_from(py::handle value);

// Looks up what the conversions need (fractions.Fraction, NumPy's C API) once, at import: a
// first use from two threads at once would deadlock (a static's guard held while the import
// inside it waits for the GIL).
void init_conversions();

// Python's hash of the number x (so that hash(Game(x)) == hash(Fraction(x)) == hash(int)).
Py_hash_t number_hash(const Dyadic& x);

} // namespace cgt::python
