#pragma once
// cgt.Thermograph: a thermograph with the notation of its game (the picture's title).

#include <string>

#include "cgt/game.hpp"
#include "cgt/thermograph.hpp"

namespace cgt::python {

struct ThermographView {
    Thermograph thermograph;
    std::string title;
};

ThermographView thermograph_view(Game g); // computed without the GIL, interruptible

} // namespace cgt::python
