// cgt's exceptions as Python exceptions, with cgt's messages:
//   ParseError (a ValueError with .position)   malformed notation, codes, graphs
//   ValueError                                 cgt::InvalidArgument: an operation that does not apply
//   OverflowError                              cgt::OutOfRange: a result that does not fit
//   MemoryError                                cgt::MemoryLimitExceeded: the memory limit
//   RuntimeError                               cgt::StepLimitExceeded and any other cgt::Error
#include <fmt/format.h>

#include "bindings.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"

namespace cgt::python {

void bind_errors(py::module_& m) {
    static py::exception<ParseError> parse_error(m, "ParseError", PyExc_ValueError);
    parse_error.doc() = "Malformed input (game notation, an octal code, a graph): a ValueError whose position "
                        "attribute is the 0-based offset where reading failed.";
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const ParseError& e) {
            py::object error = py::reinterpret_borrow<py::object>(parse_error)(e.what());
            error.attr("position") = e.position();
            PyErr_SetObject(parse_error.ptr(), error.ptr());
        } catch (const MemoryLimitExceeded& e) {
            const std::string advice =
                e.limit() == 0 ? std::string(e.situation())
                               : fmt::format("{} (raise the limit with cgt.set_memory_limit(mib) or the environment "
                                             "variable CGT_MEMORY_LIMIT_MB)", e.situation());
            PyErr_SetString(PyExc_MemoryError, advice.c_str());
        } catch (const InvalidArgument& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        } catch (const OutOfRange& e) {
            PyErr_SetString(PyExc_OverflowError, e.what());
        } catch (const Error& e) {
            PyErr_SetString(PyExc_RuntimeError, e.what());
        }
    });

    m.def("memory_limit", [] { return memory_limit() >> 20; },
          "The memory limit in MiB: every large structure of cgt (the game table, caches, search memos, "
          "sequences) counts against it, and a call that would pass it raises MemoryError.");
    m.def("set_memory_limit",
          [](std::size_t mib) {
              if (mib < minimum_memory_limit_mb || mib > maximum_memory_limit_mb)
                  throw py::value_error(fmt::format("the memory limit is {} to {} MiB, not {}", minimum_memory_limit_mb,
                                                    maximum_memory_limit_mb, mib));
              set_memory_limit(mib << 20);
          },
          py::arg("mib"),
          "Sets the memory limit in MiB (at least 32). The default is CGT_MEMORY_LIMIT_MB when set, otherwise "
          "half of the machine's memory.");
    m.def("memory_usage", [] { return memory_usage(); }, "Bytes that cgt's structures hold now.");
    m.def("game_count", [] { return game_count(); }, "Games in the hash-consed table of canonical forms.");
}

} // namespace cgt::python
