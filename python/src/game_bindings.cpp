// cgt.Game: a short partizan game in canonical form (cgt::Game, a 32-bit handle), with the
// operations of the library under Python names. Numbers come back as fractions.Fraction.
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "cgt/all_small.hpp"
#include "cgt/errors.hpp"
#include "cgt/game.hpp"
#include "cgt/incentives.hpp"
#include "cgt/invariants.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "cgt/player.hpp"
#include "cgt/products.hpp"
#include "cgt/reduced_form.hpp"
#include "cgt/thermal.hpp"
#include "cgt/thermograph.hpp"
#include "cgt/uptimal.hpp"
#include "convert.hpp"
#include "interrupt.hpp"
#include "thermograph_view.hpp"

namespace cgt::python {

namespace {

std::vector<Game> games_from(const py::iterable& items) {
    std::vector<Game> games;
    for (py::handle item : items) games.push_back(game_from(item));
    return games;
}

Dyadic number_from(py::handle value, const char* what) {
    if (const auto x = to_dyadic(value)) return *x;
    if (!py::isinstance<Game>(value) && !PyUnicode_Check(value.ptr()))
        throw py::type_error(fmt::format("{} must be a number (an int, a Fraction, a float or a number Game)", what));
    const Game g = game_from(value);
    if (!g.is_number()) throw py::value_error(fmt::format("{} must be a number, not {}", what, to_string(g)));
    return g.mean();
}

std::string outcome_name(Outcome o) { return std::string(to_string(o)); }

// Python's hash: equal to the hash of the Fraction for numbers (Game(1) == 1 and both hash alike),
// the id's otherwise.
Py_hash_t game_hash(Game g) {
    if (g.is_number()) return number_hash(g.mean());
    const auto h = static_cast<Py_hash_t>((static_cast<std::uint64_t>(g.id()) * 0x9E3779B97F4A7C15ULL) >> 3);
    return h == -1 ? -2 : h;
}

// ---- the operators: a Game on the left, a Game or a number on the right ----

template <typename Op>
py::object with_number(Game g, py::handle other, Op op) {
    const auto h = to_game(other);
    if (!h) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
    return py::cast(op(g, *h));
}

// name(g, h) for a Game or a number h, and reflected(g, h) = op(h, g) for a number on the left;
// `computes`: run op without the GIL, interruptible (sums and comparisons of large games take time).
template <typename Op>
void def_operator(py::class_<Game>& c, const char* name, const char* reflected, bool computes, Op op) {
    auto run = [op, computes](Game a, Game b) { return computes ? released([&] { return op(a, b); }) : op(a, b); };
    c.def(name, [run](Game g, Game h) { return run(g, h); }, py::is_operator());
    c.def(name, [run](Game g, py::handle h) { return with_number(g, h, run); }, py::is_operator());
    if (reflected)
        c.def(reflected, [run](Game g, py::handle h) { return with_number(g, h, [&](Game a, Game b) { return run(b, a); }); },
              py::is_operator());
}

const char* compare_symbol(Game g, Game h) {
    const std::partial_ordering c = compare(g, h);
    if (c == std::partial_ordering::less) return "<";
    if (c == std::partial_ordering::greater) return ">";
    if (c == std::partial_ordering::equivalent) return "=";
    return "||";
}

} // namespace

void bind_game(py::module_& m) {
    py::enum_<Player>(m, "Player", "The two players: LEFT (the positive player) and RIGHT.")
        .value("LEFT", Player::left)
        .value("RIGHT", Player::right);

    py::class_<Game> game(m, "Game", R"doc(A short partizan game in canonical form.

Games are immutable handles into cgt's table of canonical forms: equal games are the same handle,
so == is exact and cheap, and games are hashable (usable as dict keys and in sets).

Game("{3||2|1}") reads cgt's notation (CGSuite's: numbers, *, ^, v, {L|R}, slashes, +-, Tiny,
and expressions such as "^ + *" or "{3||2|1}.Heat(1)"); Game(3), Game(Fraction(3, 4)) and
Game(0.75) are numbers; Game() is 0.)doc");

    // ---- construction ----
    game.def(py::init([] { return Game(); }), "The game 0.")
        .def(py::init([](py::handle value) { return game_from(value); }), py::arg("value"),
             "A game from notation (a str), a number (int, Fraction, float) or another Game. Raises ParseError "
             "(a ValueError) for malformed notation.")
        .def_static("from_options",
                    [](const py::iterable& left, const py::iterable& right) {
                        const std::vector<Game> l = games_from(left), r = games_from(right);
                        return released([&] { return Game::from_options(l, r); });
                    },
                    py::arg("left"), py::arg("right"),
                    "The canonical form of {left | right}: each option is a Game, a number or notation.")
        .def_static("nimber", &Game::nimber, py::arg("k"), "The nimber *k.")
        .def_static("star", &Game::star, "The nimber *.")
        .def_static("up", &Game::up, py::arg("n") = 1, "n.^ (up; negative n gives down).")
        .def_static("down", &Game::down, py::arg("n") = 1, "n.v (down).")
        .def_static("number", [](py::handle x) { return Game::number(number_from(x, "the number")); }, py::arg("x"),
                    "The number x (an int, a dyadic Fraction or a float).")
        .def_static("nus",
                    [](py::handle x, std::int64_t ups, std::uint64_t nim) {
                        return Game::nus(number_from(x, "the number part"), ups, nim);
                    },
                    py::arg("number"), py::arg("ups"), py::arg("nim"), "x + ups.^ + *nim.")
        .def_static("up_power", [](std::uint64_t n) { return released([&] { return up_power(n); }); }, py::arg("n"),
                    "^<n>, up's n-th power (CGSuite's ^.Pow(n)).")
        .def_static("up_power_sum", [](std::uint64_t n) { return released([&] { return up_power_sum(n); }); },
                    py::arg("n"), "^[n] = ^<1> + ... + ^<n> (CGSuite's ^.PowTo(n)).")
        .def_static("from_id",
                    [](std::uint32_t id) {
                        if (!Game::is_valid_id(id)) throw py::value_error(fmt::format("{} is not the id of a game", id));
                        return Game::from_id(id);
                    },
                    py::arg("id"), "The game whose id() is id in this process.");

    // ---- printing ----
    game.def("__str__", [](Game g) { return to_string(g); })
        .def("__repr__", [](Game g) { return to_string(g); })
        .def("to_string",
             [](Game g, const std::string& style) {
                 if (style == "cgsuite") return to_string(g);
                 if (style == "explicit") return to_string(g, PrintStyle::explicit_braces);
                 throw py::value_error(fmt::format("style is 'cgsuite' or 'explicit', not '{}'", style));
             },
             py::arg("style") = "cgsuite",
             "The game in CGSuite's notation ({3||2*|1*}, +-1, ^<2>) or the explicit one (only braces: "
             "{3|{2*|1*}}), which other programs parse.")
        .def(py::pickle([](Game g) { return to_string(g, PrintStyle::explicit_braces); },
                        [](const std::string& text) { return parse_game(text); }));

    // ---- arithmetic and order ----
    def_operator(game, "__add__", "__radd__", true, [](Game a, Game b) { return a + b; });
    def_operator(game, "__sub__", "__rsub__", true, [](Game a, Game b) { return a - b; });
    def_operator(game, "__le__", nullptr, true, [](Game a, Game b) { return a <= b; });
    def_operator(game, "__ge__", nullptr, true, [](Game a, Game b) { return a >= b; });
    def_operator(game, "__lt__", nullptr, true, [](Game a, Game b) { return a < b; });
    def_operator(game, "__gt__", nullptr, true, [](Game a, Game b) { return a > b; });
    def_operator(game, "__eq__", nullptr, false, [](Game a, Game b) { return a == b; }); // ids: nothing to compute
    def_operator(game, "__ne__", nullptr, false, [](Game a, Game b) { return a != b; });
    for (const char* name : {"__mul__", "__rmul__"})
        game.def(name,
                 [](Game g, py::handle n) -> py::object {
                     if (!PyLong_Check(n.ptr())) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
                     const BigInt k = to_big_int(n);
                     return py::cast(released([&] { return multiple(k, g); }));
                 },
                 py::is_operator(), "n copies of the game (n an int; negative n: copies of -G).");
    game.def("__neg__", [](Game g) { return released([&] { return -g; }); }, "-G: the players' roles exchanged.")
        .def("__pos__", [](Game g) { return g; }, "G itself.")
        .def("__hash__", &game_hash)
        .def("confused_with", [](Game g, py::handle h) { const Game other = game_from(h); return released([&] { return g.confused_with(other); }); },
             py::arg("other"), "G || H: neither G <= H nor H <= G (the first player wins G - H).")
        .def("compare", [](Game g, py::handle h) { const Game other = game_from(h); return released([&] { return compare_symbol(g, other); }); },
             py::arg("other"), "'<', '>', '=' or '||' (confused): how G compares with H in the partial order.")
        .def_property_readonly("outcome", [](Game g) { return released([&] { return outcome_name(g.outcome()); }); },
                               "The outcome class: 'L' (Left wins, G > 0), 'R' (G < 0), 'P' (the second player, "
                               "G = 0) or 'N' (the first player, G || 0).");

    // ---- structure ----
    game.def_property_readonly("left_options", &Game::left_options, "Left's canonical options (a list of Games).")
        .def_property_readonly("right_options", &Game::right_options, "Right's canonical options.")
        .def_property_readonly("id", &Game::id, "The handle's id: equal games have equal ids (in this process).")
        .def_property_readonly("is_zero", &Game::is_zero, "G = 0.")
        .def_property_readonly("is_number", &Game::is_number, "G is a number (a dyadic rational).")
        .def_property_readonly("is_integer", &Game::is_integer, "G is an integer.")
        .def_property_readonly("is_nimber", &Game::is_nimber, "G is *k for some k >= 0.")
        .def_property_readonly("is_nus", &Game::is_nus, "G is x + n.^ + *k (a number, ups and a nimber).")
        .def_property_readonly("is_infinitesimal", &Game::is_infinitesimal,
                               "G lies strictly between every negative and every positive number.")
        .def_property_readonly("is_all_small", [](Game g) { return released([&] { return is_all_small(g); }); },
                               "Every subgame with an option for one player has one for the other.")
        .def_property_readonly("is_even", [](Game g) { return released([&] { return is_even(g); }); }, "0, or every option odd.")
        .def_property_readonly("is_odd", [](Game g) { return released([&] { return is_odd(g); }); }, "Not 0, and every option even.")
        .def_property_readonly("is_even_tempered", [](Game g) { return released([&] { return is_even_tempered(g); }); },
                               "A number, or every option odd-tempered.")
        .def_property_readonly("is_odd_tempered", [](Game g) { return released([&] { return is_odd_tempered(g); }); },
                               "Not a number, and every option even-tempered.")
        .def_property_readonly("is_numberish", [](Game g) { return released([&] { return is_numberish(g); }); },
                               "Infinitesimally close to a number (left stop = right stop).")
        .def_property_readonly("is_number_tiny", [](Game g) { return released([&] { return is_number_tiny(g); }); },
                               "A number, or x + Tiny(H) / x + Miny(H) (CGSuite's IsNumberTiny).")
        .def_property_readonly("is_uptimal", [](Game g) { return released([&] { return is_uptimal(g); }); },
                               "G has an uptimal expansion x + *m + a1.^ + a2.^<2> + ...")
        .def_property_readonly("is_atomic", [](Game g) { return released([&] { return is_atomic(g); }); },
                               "G has an atomic weight.")
        .def_property_readonly("number_part", [](Game g) { return to_fraction(g.number_part()); },
                               "x of x + n.^ + *k (ValueError unless is_nus).")
        .def_property_readonly("up_part", &Game::up_part, "n of x + n.^ + *k (ValueError unless is_nus).")
        .def_property_readonly("nim_part", &Game::nim_part, "k of x + n.^ + *k (ValueError unless is_nus).");

    // ---- invariants ----
    game.def_property_readonly("birthday", [](Game g) { return to_python(released([&] { return g.birthday(); })); },
                               "The birthday: the height of the canonical form's game tree.")
        .def_property_readonly("left_stop", [](Game g) { return to_fraction(released([&] { return g.left_stop(); })); },
                               "The left stop (a Fraction): where play ends when Left starts and both play well.")
        .def_property_readonly("right_stop", [](Game g) { return to_fraction(released([&] { return g.right_stop(); })); },
                               "The right stop (a Fraction).")
        .def_property_readonly("stops",
                               [](Game g) {
                                   const auto [l, r] = released([&] { return std::pair(g.left_stop(), g.right_stop()); });
                                   return py::make_tuple(to_fraction(l), to_fraction(r));
                               },
                               "(left stop, right stop).")
        .def_property_readonly("mean", [](Game g) { return to_fraction(released([&] { return g.mean(); })); },
                               "The mean value (a Fraction): the value of the thermograph's mast.")
        .def_property_readonly("temperature", [](Game g) { return to_fraction(released([&] { return g.temperature(); })); },
                               "The temperature (a Fraction): where the thermograph's mast begins; -1/2^k for the "
                               "number m/2^k, as in CGSuite.")
        .def("stop_count", [](Game g) { return to_python(released([&] { return stop_count(g); })); },
             "The number of stopping positions of the game tree (an int; may be exponential in the birthday).")
        .def("followers", [](Game g) { return released([&] { return followers(g); }); },
             "Every subgame reachable through options, G included (CGSuite's Followers).");

    // ---- the toolbox (docs/operations.md) ----
    game.def("heat", [](Game g, py::handle t) { const Game by = game_from(t); return released([&] { return heat(g, by); }); },
             py::arg("t"), "G heated by t (any game): numbers unchanged, otherwise {heat(G^L) + t | heat(G^R) - t}.")
        .def("cool",
             [](Game g, py::handle t) {
                 const Dyadic by = number_from(t, "the temperature");
                 return released([&] { return cool(g, by); });
             },
             py::arg("t"), "G cooled by the number t > -1 (CGSuite's Cool).")
        .def("freeze", [](Game g) { return released([&] { return freeze(g); }); },
             "G cooled by its own temperature (CGSuite's Freeze).")
        .def("overheat",
             [](Game g, py::handle s, py::handle t) {
                 const Game from = game_from(s), to = game_from(t);
                 return released([&] { return overheat(g, from, to); });
             },
             py::arg("s"), py::arg("t"), "G overheated from s to t (CGSuite's Overheat(s, t)).")
        .def("atomic_weight", [](Game g) { return released([&] { return atomic_weight(g); }); },
             "The atomic weight (a Game), with CGSuite's far-star correction. ValueError when G is not atomic.")
        .def("companion", [](Game g) { return released([&] { return companion(g); }); },
             "The lattice companion (0 <-> *, ^ <-> ^*, ...).")
        .def("reduced_canonical_form", [](Game g) { return released([&] { return reduced_canonical_form(g); }); },
             "The simplest game infinitely close to G (Grossman and Siegel's reduced canonical form).")
        .def("incentives", [](Game g) { return released([&] { return incentives(g); }); },
             "Left's and Right's incentives together, dominated ones removed (CGSuite's Incentives).")
        .def("left_incentives", [](Game g) { return released([&] { return left_incentives(g); }); },
             "Left's incentives G^L - G, dominated ones removed.")
        .def("right_incentives", [](Game g) { return released([&] { return right_incentives(g); }); },
             "Right's incentives G - G^R, dominated ones removed.")
        .def("norton_multiply", [](Game g, py::handle u) { const Game by = game_from(u); return released([&] { return norton_multiply(g, by); }); },
             py::arg("u"), "Norton's product G.U.")
        .def("ordinal_sum", [](Game g, py::handle h) { const Game after = game_from(h); return released([&] { return ordinal_sum(g, after); }); },
             py::arg("h"), "The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R}.")
        .def("conway_product", [](Game g, py::handle h) { const Game other = game_from(h); return released([&] { return conway_product(g, other); }); },
             py::arg("h"), "Conway's product of G and H (numbers multiply, nimbers nim-multiply).")
        .def("pow", [](Game g, std::uint64_t n) { return released([&] { return pow(g, n); }); }, py::arg("n"),
             "For G = {0|H}: G^n = {0 | H - G^[n-1]} (CGSuite's Pow).")
        .def("pow_to", [](Game g, std::uint64_t n) { return released([&] { return pow_to(g, n); }); }, py::arg("n"),
             "For G = {0|H}: G^[n] = G^1 + ... + G^n (CGSuite's PowTo).")
        .def("tiny", [](Game g) { return released([&] { return tiny(g); }); }, "Tiny(G) = {0 || 0 | -G}.")
        .def("miny", [](Game g) { return released([&] { return miny(g); }); }, "Miny(G) = {G | 0 || 0}.")
        .def("uptimal_expansion",
             [](Game g) -> py::object {
                 const auto e = released([&] { return uptimal_expansion(g); });
                 if (!e) return py::none();
                 return py::make_tuple(to_fraction(e->number), e->nim, e->coefficients);
             },
             "(x, m, [a1, a2, ...]) with G = x + *m + a1.^ + a2.^<2> + ..., or None when G is not an uptimal.")
        .def("thermograph", &thermograph_view,
             "The thermograph (walls, mast, mean and temperature; .svg() draws it).");
}

} // namespace cgt::python
