// cgt.Solver: rulesets written in Python, solved by the generic solvers of algorithms/search/ with
// the memo on the C++ side.
//
// A position is any Python object with
//   options(player)  partizan: the positions Left (cgt.LEFT) or Right (cgt.RIGHT) can move to;
//   options()        impartial (for grundy()): the positions the player to move can move to;
// and optionally
//   split()          the independent parts whose sum the position is (each solved and memoised alone);
//   key()            a hashable value identifying the position (default: the position itself,
//                    which must then be hashable with a meaningful ==).
// Keys are interned: each distinct key gets a number, and the solver's tables are keyed by it, so
// equal keys share one memo entry. The solver calls into Python for every position it expands,
// so it runs with the GIL held; an exception raised by the position's methods (KeyboardInterrupt
// on Ctrl-C included) ends the call and comes out unchanged.
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "algorithms/search/impartial_solver.hpp"
#include "algorithms/search/partizan_solver.hpp"
#include "bindings.hpp"
#include "cgt/errors.hpp"
#include "games/ruleset.hpp"

namespace cgt::python {

namespace {

// What both rulesets share: the interned keys and the player objects.
struct Shared {
    py::dict ids;             // key -> its number
    py::object left, right;   // cgt.Player.LEFT, RIGHT
    py::str options_name = "options", split_name = "split", key_name = "key";
    // Keys are numbers in `ids`, which mean nothing to another Solver's rules: each Shared has
    // its own serial number, the rules key.
    std::uint64_t serial = next_serial();

    static std::uint64_t next_serial() {
        static std::atomic<std::uint64_t> count{0};
        return ++count;
    }
};

struct PythonRules {
    using Position = py::object;
    std::shared_ptr<Shared> shared;

    std::uint64_t key(const py::object& position) const {
        py::object k = py::hasattr(position, shared->key_name) ? position.attr(shared->key_name)() : position;
        PyObject* found = PyDict_GetItemWithError(shared->ids.ptr(), k.ptr()); // borrowed
        if (found) return PyLong_AsUnsignedLongLong(found);
        if (PyErr_Occurred()) throw py::error_already_set(); // an unhashable key
        const std::uint64_t id = static_cast<std::uint64_t>(PyDict_Size(shared->ids.ptr()));
        shared->ids[k] = py::int_(id);
        return id;
    }
    std::uint64_t rules_key() const noexcept { return shared->serial; }

    template <typename Visit>
    void split(const py::object& position, Visit&& visit) const {
        if (!py::hasattr(position, shared->split_name)) {
            visit(py::object(position));
            return;
        }
        for (py::handle part : position.attr(shared->split_name)()) visit(py::reinterpret_borrow<py::object>(part));
    }

protected:
    template <typename Visit>
    static void visit_all(const py::object& options, Visit& visit) {
        for (py::handle option : options)
            if (visit_then_stop(visit, py::reinterpret_borrow<py::object>(option))) return;
    }
};

struct PythonPartizan : PythonRules {
    template <typename Visit>
    void for_each_option(const py::object& position, Player player, Visit&& visit) const {
        visit_all(position.attr(shared->options_name)(player == Player::left ? shared->left : shared->right), visit);
    }
};

struct PythonImpartial : PythonRules {
    template <typename Visit>
    void for_each_option(const py::object& position, Visit&& visit) const {
        visit_all(position.attr(shared->options_name)(), visit);
    }
};

class Solver {
public:
    explicit Solver(py::object left, py::object right)
        : shared_(std::make_shared<Shared>()), partizan_(PythonPartizan{{shared_}}), impartial_(PythonImpartial{{shared_}}) {
        shared_->left = std::move(left);
        shared_->right = std::move(right);
    }

    Game value(const py::object& p) {
        return exclusive([&] { return partizan_.value(p); });
    }
    Grundy grundy(const py::object& p) {
        return exclusive([&] { return impartial_.grundy(p); });
    }
    std::string outcome(const py::object& p, bool misere) {
        return exclusive([&] {
            return std::string(to_string(misere ? partizan_.outcome(p, Play::misere) : partizan_.value(p).outcome()));
        });
    }
    std::string impartial_outcome(const py::object& p, bool misere) {
        return exclusive([&] { return impartial_.first_player_wins(p, misere ? Play::misere : Play::normal); }) ? "N" : "P";
    }
    bool wins_moving_first(const py::object& p, Player first, bool misere) {
        return exclusive([&] { return partizan_.wins_moving_first(p, first, misere ? Play::misere : Play::normal); });
    }
    std::size_t known_positions() const { return static_cast<std::size_t>(PyDict_Size(shared_->ids.ptr())); }
    void clear() {
        if (busy_) throw py::value_error("this Solver is solving: clear() it afterwards");
        partizan_.clear();
        impartial_.clear();
        shared_->ids.clear();
    }

private:
    // A search is not re-entrant: a position's options() calling this solver again, or another
    // Python thread using it while options() has let the GIL go, would corrupt it.
    template <typename F>
    auto exclusive(F&& f) -> decltype(f()) {
        if (busy_)
            throw py::value_error("this Solver is already solving: use one Solver per thread, and do not call it from "
                                  "a position's own methods");
        busy_ = true;
        struct Done {
            bool& busy;
            ~Done() { busy = false; }
        } done{busy_};
        return f();
    }

    bool busy_ = false;
    std::shared_ptr<Shared> shared_;
    search::PartizanSolver<PythonPartizan> partizan_;
    search::ImpartialSolver<PythonImpartial> impartial_;
};

} // namespace

void bind_python_ruleset(py::module_& m) {
    py::class_<Solver>(m, "Solver", R"doc(Solves rulesets written in Python, with the memo in C++.

A position is any object with options(player) returning the positions Left (cgt.LEFT) or Right
(cgt.RIGHT) can move to (for grundy(): options() with no argument), and optionally split()
returning the independent parts it is the sum of, and key() returning a hashable value that
identifies it (by default the position itself is the key). Keep one Solver for many positions
of a ruleset: it remembers every position it has solved.)doc")
        .def(py::init([] {
                 py::object player = py::module_::import("cgt._cgt").attr("Player");
                 return Solver(player.attr("LEFT"), player.attr("RIGHT"));
             }),
             "A solver with an empty memo.")
        .def("value", &Solver::value, py::arg("position"), "The canonical form of the position (normal play).")
        .def("grundy", &Solver::grundy, py::arg("position"),
             "The Grundy value of an impartial position (positions give options() without a player).")
        .def("outcome", &Solver::outcome, py::arg("position"), py::arg("misere") = false,
             "'L', 'R', 'P' or 'N'; in misère play found by search of whole positions.")
        .def("impartial_outcome", &Solver::impartial_outcome, py::arg("position"), py::arg("misere") = false,
             "'N' when the player to move wins an impartial position, else 'P'.")
        .def("wins_moving_first", &Solver::wins_moving_first, py::arg("position"), py::arg("first"),
             py::arg("misere") = false, "Does `first` (cgt.LEFT or cgt.RIGHT), moving first, win?")
        .def_property_readonly("known_positions", &Solver::known_positions, "Distinct keys the solver has met.")
        .def("clear", &Solver::clear, "Forgets every position.");
}

} // namespace cgt::python
