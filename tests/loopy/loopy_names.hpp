#pragma once
// The names the loopy tests (and bench/loopy_bench.cpp) use most, brought into scope once: the
// short game, the players and outcomes, and cgt/loopy's graphs, stoppers and sided values.
#include "cgt/game.hpp"
#include "cgt/loopy/compare.hpp"
#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/outcome.hpp"
#include "cgt/loopy/sided_value.hpp"
#include "cgt/loopy/stopper.hpp"

using cgt::Game;
using cgt::Outcome;
using cgt::Player;
using cgt::loopy::Convention;
using cgt::loopy::Graph;
using cgt::loopy::GraphBuilder;
using cgt::loopy::LoopyOutcome;
using cgt::loopy::SidedValue;
using cgt::loopy::Stopper;
using cgt::loopy::Vertex;
