#pragma once
// What the tests of the core's operations against the naive twin share (all_small, invariants,
// products, thermal, uptimal): the game and its notation (values from the books), the twin's
// operations (naive_operations.hpp), random games, and g_("...") for a game written in notation.
#include "cgt/game.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "game_shorthands.hpp"
#include "naive_operations.hpp"
#include "random_games.hpp"

using cgt::BigInt;
using cgt::Dyadic;
using cgt::Game;
using cgt::parse_game;
using cgt::testing::g_;
using namespace cgt::naive;
