// Reads game expressions, prints their canonical forms in both notations, and their means,
// temperatures and thermograph walls.
//
//   notation_and_thermographs ['{3||2+*|1+*}' ...]
#include <cstdio>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "cgt/thermograph.hpp"

namespace {

void show_wall(const char* name, const cgt::Trajectory& wall) {
    fmt::print("  {} wall:", name);
    for (const auto& p : wall.points) fmt::print(" (t={}, {})", p.temperature, p.value);
    fmt::print(", then vertical\n");
}

void show(const char* expression) {
    cgt::Game g = cgt::parse_game(expression);
    cgt::Thermograph th = cgt::thermograph(g);
    fmt::print("{}\n  = {}   explicit: {:e}\n", expression, g, g);
    fmt::print("  stops {} / {}, mean {}, temperature {}\n", g.left_stop(), g.right_stop(), th.mean, th.temperature);
    show_wall("left ", th.left_wall);
    show_wall("right", th.right_wall);
}

} // namespace

int main(int argc, char** argv) {
    const char* defaults[] = {"{3||2+*|1+*}", "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{0|^*5}", "+-1 + {2|0}",
                              "3/4"};
    try {
        if (argc > 1) {
            for (int i = 1; i < argc; ++i) show(argv[i]);
        } else {
            for (const char* e : defaults) show(e);
        }
    } catch (const cgt::Error& e) {
        fmt::print(stderr, "{}\n", e.what());
        return 2;
    }
    return 0;
}
