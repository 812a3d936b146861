// cgt.grundy: Grundy sequences of take-and-break heap games (as NumPy arrays that own the
// library's vector: no copy), their certified periodicity and pictures, and Grundy values of
// impartial games on graphs.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <span>
#include <tuple>

#include <fmt/format.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "algorithms/impartial/detail/octal_engine.hpp"
#include "algorithms/impartial/graph_grundy.hpp"
#include "algorithms/impartial/octal_sequence.hpp"
#include "algorithms/impartial/sequence_svg.hpp"
#include "bindings.hpp"
#include "cgt/errors.hpp"
#include "games/graph/graph_names.hpp"
#include "interrupt.hpp"

namespace cgt::python {

namespace {


// The vector moves into a capsule that the array keeps alive.
py::array_t<Grundy> to_array(std::vector<Grundy>&& values) {
    auto* owned = new std::vector<Grundy>(std::move(values));
    py::capsule owner(owned, [](void* p) { delete static_cast<std::vector<Grundy>*>(p); });
    return py::array_t<Grundy>({owned->size()}, {sizeof(Grundy)}, owned->data(), owner);
}

std::vector<Grundy> sequence(const impartial::OctalCode& code, std::size_t count, unsigned threads) {
    if (count > impartial::max_octal_sequence_length)
        throw InvalidArgument(fmt::format("count {} is past the largest, {}", count, impartial::max_octal_sequence_length));
    impartial::check_octal_sequence_memory(code, count);
    impartial::OctalSequenceOptions options;
    options.threads = threads == 0 ? 1 : threads;
    impartial::detail::OctalEngine engine(code, options);
    SignalStop stop;
    engine.extend(count, [&] { return stop(); }); // asked between blocks of heaps
    stop.throw_if_signalled();
    return engine.take();
}

std::optional<impartial::Periodicity> periodicity_of(const impartial::OctalCode& code, const py::array_t<Grundy>& values) {
    const auto in = values.unchecked<1>();
    const std::span<const Grundy> view(in.data(0), static_cast<std::size_t>(in.shape(0)));
    return impartial::find_periodicity(code, view);
}

py::object periodicity_tuple(const std::optional<impartial::Periodicity>& p) {
    if (!p) return py::none();
    return py::make_tuple(p->preperiod, p->period, p->saltus);
}

py::array_t<Grundy, py::array::c_style | py::array::forcecast> as_values(py::handle values) {
    return py::array_t<Grundy, py::array::c_style | py::array::forcecast>::ensure(values);
}

} // namespace

void bind_grundy(py::module_& root) {
    py::module_ m = root.def_submodule("grundy", "Grundy values of impartial games: octal and take-and-break heap "
                                                 "games, and games on graphs.");
    m.def("octal",
          [](const std::string& text, std::size_t count, unsigned threads) {
              const auto code = impartial::OctalCode::parse(text);
              return to_array(released([&] { return sequence(code, count, threads); }));
          },
          py::arg("code"), py::arg("count"), py::arg("threads") = 2,
          R"doc(G(0), ..., G(count-1) of the heap game `code` as a NumPy uint32 array.

code is an octal code ("0.137") or any take-and-break code in CGSuite's syntax ("0.3F", "4!.0",
"0.[3]"). Once a periodicity is certified the rest is filled from it. Runs without the GIL and
stops on Ctrl-C; MemoryError (before starting) when the values would not fit in the limit.)doc");
    m.def("period",
          [](const std::string& text, py::handle values) {
              const auto code = impartial::OctalCode::parse(text);
              const auto array = as_values(values);
              return periodicity_tuple(released([&] { return periodicity_of(code, array); }));
          },
          py::arg("code"), py::arg("values"),
          "(preperiod, period, saltus) of the sequence `values` of `code` when a periodicity theorem certifies it "
          "from these values, else None.");
    m.def("method", [](const std::string& text) { return std::string(impartial::describe(impartial::octal_method(impartial::OctalCode::parse(text)))); },
          py::arg("code"), "How cgt computes the code's sequence (a sentence).");
    m.def("svg",
          [](py::handle values, const std::string& code, py::object period, double width, double height) {
              const auto array = as_values(values);
              const auto in = array.unchecked<1>();
              const std::span<const Grundy> view(in.data(0), static_cast<std::size_t>(in.shape(0)));
              std::optional<impartial::Periodicity> p;
              if (!period.is_none()) {
                  const auto t = period.cast<std::tuple<std::size_t, std::size_t, std::int64_t>>();
                  p = impartial::Periodicity{std::get<0>(t), std::get<1>(t), std::get<2>(t)};
              }
              impartial::GrundySvgOptions options;
              options.width = width;
              options.height = height;
              options.title = code;
              return impartial::grundy_sequence_svg(view, p, options);
          },
          py::arg("values"), py::arg("code") = "", py::arg("period") = py::none(), py::arg("width") = 720,
          py::arg("height") = 300,
          "A picture (SVG text, written by cgt) of the sequence: G(n) against n, the preperiod shaded and the period "
          "marked when period=(preperiod, period, saltus) is given.");
    m.def("graph",
          [](const std::string& game, const std::string& graph, bool misere) -> py::object {
              auto solver = impartial::GraphGrundySolver::from_name(game);
              const Graph g = parse_graph(graph);
              solver.set_progress([](const search::SearchProgress&) { poll_signals(); });
              if (misere) return py::str(released([&] { return solver.misere_first_player_wins(g); }) ? "N" : "P");
              return py::int_(released([&] { return solver.grundy(g); }));
          },
          py::arg("game"), py::arg("graph"), py::arg("misere") = false,
          "The Grundy value of `game` ('node-kayles', 'domination' or 'octal:CODE') on a graph ('P5', 'petersen', "
          "'grid(3,4)', graph6 or '0-1 1-2'); with misere=True the misère outcome 'N' or 'P'.");
}

} // namespace cgt::python
