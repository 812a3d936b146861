#pragma once
// Long calls from Python: run without the GIL (other Python threads go on) and stop on Ctrl-C.
//
// released(f) runs f with the GIL released and a cgt::StepCheck polling for signals: on the main
// thread, at most every 20 ms of work, it takes the GIL back for a moment and runs Python's signal
// handlers (PyErr_CheckSignals). When a handler raises (KeyboardInterrupt on Ctrl-C), the call
// unwinds with SignalRaised, the library leaving its tables consistent as it does on
// StepLimitExceeded, and released() re-raises the handler's exception in Python.
// Searches and sequences that build no games call poll_signals() from their progress hooks and
// stop callbacks.

#include <pybind11/pybind11.h>

#include "cgt/step_limit.hpp"

namespace cgt::python {

namespace py = pybind11;

// Thrown through the library when a Python signal handler raised: the Python error is set.
struct SignalRaised {};

// Called without the GIL from inside a long call: runs Python's signal handlers now and then
// (main thread only) and throws SignalRaised when one raised.
void poll_signals();

// A stop callback for engines that ask "stop now?" (the octal engine): polls, and answers true
// once a signal handler raised (then throw_if_signalled() re-raises it).
class SignalStop {
public:
    bool operator()();
    void throw_if_signalled() const;

private:
    bool signalled_ = false;
};

template <typename F>
auto released(F&& f) -> decltype(f()) {
    try {
        py::gil_scoped_release release;
        StepCheck check(poll_signals);
        return f();
    } catch (const SignalRaised&) {
        throw py::error_already_set(); // the handler's exception, with the GIL held again
    }
}

// Records the main thread (called when the module is imported).
void init_signals();

} // namespace cgt::python
