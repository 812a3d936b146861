#pragma once
// Nim on graphs (Sopena's slides): a token on a vertex of a graph or digraph (loops and repeated
// edges allowed), counters on the edges or on the vertices. Three rulesets:
//
// * EdgeNimG (Fukuyama): move the token along an edge holding counters (an arc, forwards) and
//   take one or more counters from that edge. One counter per edge is Edge Geography (UNDIRECTED
//   and DIRECTED EDGE GEOGRAPHY); two vertices joined by parallel edges are Nim.
// * VertexNimG (Stockman, Frieze, Vera; Burke, George), three variants:
//     delete_then_move           take >= 1 counters from the token's vertex, then move the token
//                                to a neighbour (possibly an empty one, where the game then stops);
//     delete_then_move_nonempty  the same, but only to a neighbour holding counters;
//     move_then_delete           move the token to a neighbour holding counters, then take >= 1
//                                counters there.
//   Both actions are compulsory: a move needs somewhere to go. A loop lets the token stay.
// * VertexNim (Duchêne, Renault): take >= 1 counters from the token's vertex u, then move the
//   token to a vertex holding counters along a path whose inner vertices are empty (a vertex
//   emptied is removed and its neighbourhood joined up); u itself only through a loop at u, and
//   only if u still holds counters. When there is no such vertex the move ends the game.
//
// "Counters" are the slides' tokens; at most 255 on one edge or vertex. Counters that the token
// can no longer reach are dropped from positions (they cannot matter), so such positions share
// keys. A position is a byte string: byte 0 the token's vertex (255: VertexNim over), then one
// byte per edge (EdgeNimG) or per vertex (the others).

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "games/graph/multigraph.hpp"
#include "games/labelled_moves.hpp"

namespace cgt::impartial {

inline constexpr int max_counters = 255;

class EdgeNimG : public ImpartialOptionsFromMoves<EdgeNimG> {
public:
    using Position = std::string;

    EdgeNimG() = default;
    explicit EdgeNimG(const Multigraph& board);

    int vertex_count() const noexcept { return n_; }
    int edge_count() const noexcept { return static_cast<int>(ends_.size()); }
    // The token on `vertex`, counters[e] counters on edge e (edges numbered as in the board).
    // Throws InvalidArgument on a vertex off the board, a wrong count of counts, or a count
    // outside 0..255.
    Position start(int vertex, std::span<const int> counters) const;
    // Edge Geography: one counter on every edge.
    Position geography_start(int vertex) const;

    static int at(const Position& p) noexcept { return static_cast<unsigned char>(p[0]); }
    static int counters(const Position& p, int edge) noexcept {
        return static_cast<unsigned char>(p[static_cast<std::size_t>(edge) + 1]);
    }

    struct Move {
        int edge;  // the edge travelled
        int to;    // the token's new vertex
        int taken; // counters taken from the edge
        friend std::string to_string(const Move& m) {
            return "edge " + std::to_string(m.edge) + " to v" + std::to_string(m.to) + ", take " + std::to_string(m.taken);
        }
    };
    template <typename Visit>
    void for_each_option_with_move(const Position& p, Visit&& visit) const {
        for (const Exit& exit : exits_[static_cast<std::size_t>(at(p))]) {
            const int held = counters(p, exit.edge);
            for (int left = held - 1; left >= 0; --left) {
                Position next = p;
                next[0] = static_cast<char>(exit.to);
                next[static_cast<std::size_t>(exit.edge) + 1] = static_cast<char>(left);
                drop_unreachable(next);
                if (visit_then_stop(visit, std::move(next), Move{exit.edge, exit.to, held - left})) return;
            }
        }
    }
    const Position& key(const Position& p) const noexcept { return p; }
    // Directed or not, then each edge's ends.
    std::vector<int> rules_key() const;

private:
    struct Exit {
        int edge;
        int to;
    };
    void drop_unreachable(Position& p) const;

    int n_ = 0;
    bool directed_ = false;
    std::vector<Edge> ends_;
    std::vector<std::vector<Exit>> exits_; // per vertex: the edges a token may leave along
};

enum class VertexNimGRule : std::uint8_t { delete_then_move, delete_then_move_nonempty, move_then_delete };

std::string_view to_string(VertexNimGRule rule) noexcept;

class VertexNimG : public ImpartialOptionsFromMoves<VertexNimG> {
public:
    using Position = std::string;

    VertexNimG() = default;
    VertexNimG(const Multigraph& board, VertexNimGRule rule);

    int vertex_count() const noexcept { return n_; }
    VertexNimGRule rule() const noexcept { return rule_; }
    // The token on `vertex`, counters[v] counters on vertex v; throws InvalidArgument as EdgeNimG.
    Position start(int vertex, std::span<const int> counters) const;

    static int at(const Position& p) noexcept { return static_cast<unsigned char>(p[0]); }
    static int counters(const Position& p, int v) noexcept { return static_cast<unsigned char>(p[static_cast<std::size_t>(v) + 1]); }

    struct Move {
        int taken_from; // the vertex whose counters are taken
        int taken;      // how many
        int to;         // the token's new vertex
        friend std::string to_string(const Move& m) {
            return "take " + std::to_string(m.taken) + " at v" + std::to_string(m.taken_from) + ", to v" + std::to_string(m.to);
        }
    };
    template <typename Visit>
    void for_each_option_with_move(const Position& p, Visit&& visit) const {
        const int u = at(p);
        const VertexMask next = successors_[static_cast<std::size_t>(u)];
        if (rule_ == VertexNimGRule::move_then_delete) {
            for (VertexMask m = next; m; m &= m - 1) {
                const int w = std::countr_zero(m);
                const int held = counters(p, w);
                for (int left = held - 1; left >= 0; --left)
                    if (visit_then_stop(visit, moved(p, w, w, left), Move{w, held - left, w})) return;
            }
            return;
        }
        const int held = counters(p, u);
        for (int left = held - 1; left >= 0; --left)
            for (VertexMask m = next; m; m &= m - 1) {
                const int w = std::countr_zero(m);
                const int there = w == u ? left : counters(p, w);
                if (rule_ == VertexNimGRule::delete_then_move_nonempty && there == 0) continue;
                if (visit_then_stop(visit, moved(p, u, w, left), Move{u, held - left, w})) return;
            }
    }
    const Position& key(const Position& p) const noexcept { return p; }
    // The rule, then each vertex's successors.
    std::vector<VertexMask> rules_key() const;

private:
    // p with `left` counters on `taken_from` and the token on `to`, unreachable counters dropped.
    Position moved(const Position& p, int taken_from, int to, int left) const;

    int n_ = 0;
    VertexNimGRule rule_ = VertexNimGRule::delete_then_move;
    std::array<VertexMask, 64> successors_{}; // loops included
};

class VertexNim : public ImpartialOptionsFromMoves<VertexNim> {
public:
    using Position = std::string;
    static constexpr int over = 255; // byte 0 when the game has ended

    VertexNim() = default;
    explicit VertexNim(const Multigraph& board);

    int vertex_count() const noexcept { return n_; }
    Position start(int vertex, std::span<const int> counters) const;

    static int at(const Position& p) noexcept { return static_cast<unsigned char>(p[0]); }
    static int counters(const Position& p, int v) noexcept { return static_cast<unsigned char>(p[static_cast<std::size_t>(v) + 1]); }

    struct Move {
        int taken; // counters taken from the token's vertex
        int to;    // the token's new vertex, or -1: nowhere to go, the game is over
        friend std::string to_string(const Move& m) {
            return "take " + std::to_string(m.taken) + (m.to < 0 ? ", game over" : ", to v" + std::to_string(m.to));
        }
    };
    template <typename Visit>
    void for_each_option_with_move(const Position& p, Visit&& visit) const {
        const int u = at(p);
        if (u == over) return;
        const int held = counters(p, u);
        for (int left = held - 1; left >= 0; --left) {
            Position after = p;
            after[static_cast<std::size_t>(u) + 1] = static_cast<char>(left);
            const VertexMask targets = destinations(after, u);
            if (targets == 0) {
                if (visit_then_stop(visit, ended(), Move{held - left, -1})) return;
                continue;
            }
            for (VertexMask m = targets; m; m &= m - 1) {
                Position next = after;
                next[0] = static_cast<char>(std::countr_zero(m));
                drop_unreachable(next);
                if (visit_then_stop(visit, std::move(next), Move{held - left, std::countr_zero(m)})) return;
            }
        }
    }
    const Position& key(const Position& p) const noexcept { return p; }
    // Each vertex's successors.
    std::vector<VertexMask> rules_key() const;

    // Where the token may go from u in p (after the counters were taken from u).
    VertexMask destinations(const Position& p, int u) const noexcept;

private:
    Position ended() const { return Position(static_cast<std::size_t>(n_) + 1, '\0').replace(0, 1, 1, static_cast<char>(over)); }
    void drop_unreachable(Position& p) const;

    int n_ = 0;
    std::array<VertexMask, 64> successors_{}; // loops included
    std::array<VertexMask, 64> reach_{};      // every vertex reachable from v (v only on a cycle)
};

} // namespace cgt::impartial
