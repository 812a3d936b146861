#include "games/impartial/nimg.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::impartial {

namespace {

void check_start(int vertex, int vertices) {
    if (vertex < 0 || vertex >= vertices)
        throw InvalidArgument(fmt::format("start vertex {} is not on the board ({})", vertex, vertex_range_text(vertices)));
}

// Byte 0 the token's vertex, then one byte per count.
std::string encode(int vertex, std::span<const int> counts, std::size_t expected, std::string_view what) {
    if (counts.size() != expected)
        throw InvalidArgument(fmt::format("{} counts of counters given for a board with {} {}", counts.size(), expected, what));
    std::string p(1, static_cast<char>(vertex));
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] < 0 || counts[i] > max_counters)
            throw InvalidArgument(fmt::format("{} counters on {} {}: at most {} are allowed", counts[i],
                                              what == "edges" ? "edge" : "vertex", i, max_counters));
        p += static_cast<char>(counts[i]);
    }
    return p;
}

} // namespace

// ---- EdgeNimG ----

EdgeNimG::EdgeNimG(const Multigraph& board)
    : n_(board.vertex_count()), directed_(board.directed()), ends_(board.edges()),
      exits_(static_cast<std::size_t>(board.vertex_count())) {
    for (std::size_t e = 0; e < ends_.size(); ++e) {
        const Edge& edge = ends_[e];
        exits_[static_cast<std::size_t>(edge.from)].push_back({static_cast<int>(e), edge.to});
        if (!directed_ && edge.from != edge.to) exits_[static_cast<std::size_t>(edge.to)].push_back({static_cast<int>(e), edge.from});
    }
}

std::vector<int> EdgeNimG::rules_key() const {
    std::vector<int> k{n_, directed_ ? 1 : 0};
    for (const Edge& e : ends_) {
        k.push_back(e.from);
        k.push_back(e.to);
    }
    return k;
}

EdgeNimG::Position EdgeNimG::start(int vertex, std::span<const int> counts) const {
    check_start(vertex, n_);
    Position p = encode(vertex, counts, ends_.size(), "edges");
    drop_unreachable(p);
    return p;
}

EdgeNimG::Position EdgeNimG::geography_start(int vertex) const {
    return start(vertex, std::vector<int>(ends_.size(), 1));
}

void EdgeNimG::drop_unreachable(Position& p) const {
    VertexMask reached = VertexMask{1} << at(p);
    VertexMask frontier = reached;
    while (frontier) {
        const int v = std::countr_zero(frontier);
        frontier &= frontier - 1;
        for (const Exit& exit : exits_[static_cast<std::size_t>(v)])
            if (counters(p, exit.edge) > 0 && !((reached >> exit.to) & 1U)) {
                reached |= VertexMask{1} << exit.to;
                frontier |= VertexMask{1} << exit.to;
            }
    }
    for (std::size_t e = 0; e < ends_.size(); ++e)
        if (!((reached >> ends_[e].from) & 1U) && (directed_ || !((reached >> ends_[e].to) & 1U))) p[e + 1] = 0;
}

// ---- VertexNimG ----

std::string_view to_string(VertexNimGRule rule) noexcept {
    switch (rule) {
    case VertexNimGRule::delete_then_move: return "delete-then-move";
    case VertexNimGRule::delete_then_move_nonempty: return "delete-then-move, to a vertex with counters";
    case VertexNimGRule::move_then_delete: return "move-then-delete";
    }
    return "?";
}

VertexNimG::VertexNimG(const Multigraph& board, VertexNimGRule rule) : n_(board.vertex_count()), rule_(rule) {
    for (int v = 0; v < n_; ++v) successors_[static_cast<std::size_t>(v)] = board.successors(v);
}

std::vector<VertexMask> VertexNimG::rules_key() const {
    std::vector<VertexMask> k{static_cast<VertexMask>(rule_)};
    k.insert(k.end(), successors_.begin(), successors_.begin() + n_);
    return k;
}

VertexNimG::Position VertexNimG::start(int vertex, std::span<const int> counts) const {
    check_start(vertex, n_);
    const Position p = encode(vertex, counts, static_cast<std::size_t>(n_), "vertices");
    return moved(p, vertex, vertex, counters(p, vertex));
}

VertexNimG::Position VertexNimG::moved(const Position& p, int taken_from, int to, int left) const {
    Position next = p;
    next[static_cast<std::size_t>(taken_from) + 1] = static_cast<char>(left);
    next[0] = static_cast<char>(to);
    // The token can later stand only where its walk can take it: delete-then-move leaves a
    // vertex only by taking counters from it, move-then-delete enters a vertex only to take
    // counters there. Counters anywhere else never matter.
    const bool enter_full_only = rule_ == VertexNimGRule::move_then_delete;
    VertexMask full = 0;
    for (int v = 0; v < n_; ++v)
        if (counters(next, v) > 0) full |= VertexMask{1} << v;
    VertexMask reached = VertexMask{1} << to;
    VertexMask frontier = reached;
    while (frontier) {
        const int v = std::countr_zero(frontier);
        frontier &= frontier - 1;
        if (!enter_full_only && counters(next, v) == 0) continue;
        VertexMask fresh = successors_[static_cast<std::size_t>(v)] & ~reached;
        if (enter_full_only) fresh &= full;
        reached |= fresh;
        frontier |= fresh;
    }
    for (int v = 0; v < n_; ++v)
        if (!((reached >> v) & 1U)) next[static_cast<std::size_t>(v) + 1] = 0;
    return next;
}

// ---- VertexNim ----

VertexNim::VertexNim(const Multigraph& board) : n_(board.vertex_count()) {
    for (int v = 0; v < n_; ++v) successors_[static_cast<std::size_t>(v)] = board.successors(v);
    for (int v = 0; v < n_; ++v) {
        VertexMask seen = 0, frontier = successors_[static_cast<std::size_t>(v)];
        while (frontier) {
            seen |= frontier;
            VertexMask next = 0;
            for (VertexMask m = frontier; m; m &= m - 1) next |= successors_[static_cast<std::size_t>(std::countr_zero(m))];
            frontier = next & ~seen;
        }
        reach_[static_cast<std::size_t>(v)] = seen;
    }
}

std::vector<VertexMask> VertexNim::rules_key() const {
    return std::vector<VertexMask>(successors_.begin(), successors_.begin() + n_);
}

VertexNim::Position VertexNim::start(int vertex, std::span<const int> counts) const {
    check_start(vertex, n_);
    Position p = encode(vertex, counts, static_cast<std::size_t>(n_), "vertices");
    drop_unreachable(p);
    return p;
}

VertexMask VertexNim::destinations(const Position& p, int u) const noexcept {
    VertexMask full = 0;
    for (int v = 0; v < n_; ++v)
        if (counters(p, v) > 0) full |= VertexMask{1} << v;
    const VertexMask self = VertexMask{1} << u;
    VertexMask targets = successors_[static_cast<std::size_t>(u)] & self & full; // through a loop
    VertexMask seen = self;
    VertexMask frontier = successors_[static_cast<std::size_t>(u)] & ~self;
    while (frontier) {
        seen |= frontier;
        targets |= frontier & full;
        VertexMask next = 0;
        for (VertexMask m = frontier & ~full; m; m &= m - 1) next |= successors_[static_cast<std::size_t>(std::countr_zero(m))];
        frontier = next & ~seen;
    }
    return targets;
}

void VertexNim::drop_unreachable(Position& p) const {
    const int u = at(p);
    const VertexMask keep = reach_[static_cast<std::size_t>(u)] | (VertexMask{1} << u);
    for (int v = 0; v < n_; ++v)
        if (!((keep >> v) & 1U)) p[static_cast<std::size_t>(v) + 1] = 0;
}

} // namespace cgt::impartial
