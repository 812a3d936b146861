#pragma once
// The limits and progress reports of the loopy searches of rulesets (explore.hpp,
// ruleset_values.hpp) and of the valuation of large game graphs (component_values.hpp).

#include <cstddef>
#include <functional>

namespace cgt::loopy {

// What a long loopy search reports while it runs.
struct LoopyProgress {
    std::size_t positions = 0;         // positions found so far (explored or waiting)
    std::size_t components = 0;        // strongly connected components of the graph (0 while exploring)
    std::size_t components_valued = 0; // of which valued so far
};
// Called every progress_interval positions or components. It may throw to interrupt the search
// (the exception propagates to the caller; nothing is left half-built).
using LoopyProgressHook = std::function<void(const LoopyProgress&)>;

struct LoopySearchOptions {
    // The most positions a search may find; one more is an OutOfRange error naming the limit.
    // (The memory limit holds besides: the graph, the keys and the positions are charged.)
    std::size_t max_positions = std::size_t{1} << 22;
    LoopyProgressHook progress;
    std::size_t progress_interval = std::size_t{1} << 14;
};

} // namespace cgt::loopy
