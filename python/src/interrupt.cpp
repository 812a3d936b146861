#include "interrupt.hpp"

#include <chrono>

#include <pythread.h>

namespace cgt::python {

namespace {

unsigned long main_thread = 0;
using Clock = std::chrono::steady_clock;
thread_local Clock::time_point next_poll{};

} // namespace

void init_signals() {
    main_thread = py::module_::import("threading").attr("main_thread")().attr("ident").cast<unsigned long>();
}

void poll_signals() {
    if (PyThread_get_thread_ident() != main_thread) return; // Python runs signal handlers there only
    const auto now = Clock::now();
    if (now < next_poll) return;
    next_poll = now + std::chrono::milliseconds(20);
    py::gil_scoped_acquire gil;
    if (PyErr_CheckSignals() != 0) throw SignalRaised{};
}

bool SignalStop::operator()() {
    if (signalled_) return true;
    try {
        poll_signals();
    } catch (const SignalRaised&) {
        signalled_ = true;
    }
    return signalled_;
}

void SignalStop::throw_if_signalled() const {
    if (signalled_) throw SignalRaised{};
}

} // namespace cgt::python
