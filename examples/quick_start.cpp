// The README's ten-line library example, built so that it keeps compiling.
#include <cgt/game.hpp>
#include <cgt/lang/expression.hpp>
#include <cgt/notation.hpp>
#include <fmt/format.h>

int main() {
    using cgt::Game;
    Game up = Game::from_options({Game()}, {Game::star()});   // {0|*} = ^
    Game g = cgt::parse_game("{3||2*|1*}") + up;
    fmt::print("{} has mean {} and outcome {}\n", g, g.mean(), g.outcome());
}
