#pragma once
// The limits and progress reports of the loopy searches of rulesets (explore.hpp,
// ruleset_values.hpp) and of the valuation of large game graphs (component_values.hpp).

#include <cstddef>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/sided_value.hpp"

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

// How far a valuation of a graph's components (component_values.hpp) has come: what a later
// valuation of the same graph (the same ruleset and positions explored again: exploring is
// deterministic) needs to go on from there.
struct LoopySnapshot {
    std::size_t components_valued = 0;
    std::vector<std::pair<Vertex, SidedValue>> values; // of the valued positions still needed
};

struct LoopySearchOptions {
    // The most positions a search may find; one more is an OutOfRange error naming the limit.
    // (The memory limit holds besides: the graph, the keys and the positions are charged.)
    std::size_t max_positions = std::size_t{1} << 22;
    LoopyProgressHook progress;
    std::size_t progress_interval = std::size_t{1} << 14;
    // Checkpoints of the valuation: after each component, checkpoint_due (when set) is asked, and
    // when it says yes, checkpoint gets a snapshot. A search given `resume` (a snapshot of an
    // earlier valuation of the same graph) starts where that one was; one that does not fit the
    // graph is an InvalidArgument error.
    std::function<bool()> checkpoint_due;
    std::function<void(const LoopySnapshot&)> checkpoint;
    std::shared_ptr<const LoopySnapshot> resume;
};

} // namespace cgt::loopy
