#pragma once
// The engine's policies (engine.hpp): canonical forms, Grundy values and win/loss
// searches, over any ruleset of games/ruleset.hpp.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "algorithms/search/engine.hpp"
#include "algorithms/search/search_tables.hpp"
#include "cgt/game.hpp"
#include "cgt/grundy.hpp"
#include "cgt/heap_bytes.hpp"
#include "games/ruleset.hpp"

namespace cgt::search::detail {

// Progress reports, every `interval` positions solved.
struct Reporter {
    const SolverOptions* options = nullptr;
    const SearchTables* tables = nullptr;

    void solving(std::size_t solved, std::size_t depth) const {
        if (!options->progress || solved % std::max<std::size_t>(options->progress_interval, 1) != 0) return;
        options->progress(SearchProgress{solved, tables->size(), tables->bytes(), depth});
    }
};

// Lookups and stores of one kind of value: by the ruleset's key, then by its canonical key.
template <typename R>
struct Keyed {
    const R* rules;
    KeyedTables* tables;

    std::optional<std::uint64_t> find(const typename R::Position& p, std::string& canonical) const {
        const auto& key = rules->key(p);
        if (auto hit = tables->by_key.find(key_bytes(key))) return hit;
        if constexpr (HasCanonicalKey<R>) {
            const auto& symmetric = rules->canonical_key(p);
            canonical.assign(key_bytes(symmetric));
            if (auto hit = tables->by_symmetry.find(canonical)) {
                tables->by_key.insert(key_bytes(key), *hit);
                return hit;
            }
        }
        return std::nullopt;
    }
    void store(const typename R::Position& p, const std::string& canonical, std::uint64_t value) const {
        if constexpr (HasCanonicalKey<R>) tables->by_symmetry.insert(canonical, value);
        const auto& key = rules->key(p);
        tables->by_key.insert(key_bytes(key), value);
    }
};

// The independent parts of a position (itself when the ruleset does not split).
template <typename R, typename Node>
void split_into(const R& rules, Node&& position, std::vector<typename R::Position>& parts) {
    if constexpr (HasSplit<R>) {
        rules.split(position, [&](auto&& part) { parts.emplace_back(std::forward<decltype(part)>(part)); });
    } else {
        parts.emplace_back(std::forward<Node>(position));
    }
}

// ---- canonical forms (partizan, normal play) ----

template <typename R>
struct CanonicalPolicy : Reporter {
    using Node = typename R::Position;
    using Value = Game;
    using Acc = Game;
    struct State {
        std::vector<Game> left, right;
    };

    const R* rules;
    Keyed<R> memo;

    bool lookup(const Node& p, Game& value, std::string& canonical) const {
        const auto hit = memo.find(p, canonical);
        if (hit) value = Game::from_id(static_cast<std::uint32_t>(*hit));
        return hit.has_value();
    }
    void store(const Node& p, const std::string& canonical, Game value) const { memo.store(p, canonical, value.id()); }
    void options(const Node& p, OptionList<Node>& out, State&) const {
        if constexpr (HasMoves<R>) {
            rules->for_each_move(p, [&](auto&& o, Movers m) {
                out.push_back(Option<Node>{Node(std::forward<decltype(o)>(o)), m});
                return false;
            });
        } else {
            for (Player player : {Player::left, Player::right})
                rules->for_each_option(p, player, [&](auto&& o) {
                    out.push_back(Option<Node>{Node(std::forward<decltype(o)>(o)), movers_of(player)});
                    return false;
                });
        }
    }
    void parts(Node&& option, std::vector<Node>& out) const { split_into(*rules, std::move(option), out); }
    static Game start() { return Game(); }
    static void add(Game& acc, Game value) { acc += value; }
    static void begin(State& s) {
        s.left.clear();
        s.right.clear();
    }
    static bool option_done(State& s, Movers movers, Game value) {
        if (may_move(movers, Player::left)) s.left.push_back(value);
        if (may_move(movers, Player::right)) s.right.push_back(value);
        return false;
    }
    static Game finish(State& s) { return Game::from_options(s.left, s.right); }
};

// ---- Grundy values (impartial, normal play) ----

template <typename R>
struct GrundyPolicy : Reporter {
    using Node = typename R::Position;
    using Value = Grundy;
    using Acc = Grundy;
    using State = std::vector<Grundy>;

    const R* rules;
    Keyed<R> memo;

    bool lookup(const Node& p, Grundy& value, std::string& canonical) const {
        const auto hit = memo.find(p, canonical);
        if (hit) value = static_cast<Grundy>(*hit);
        return hit.has_value();
    }
    void store(const Node& p, const std::string& canonical, Grundy value) const { memo.store(p, canonical, value); }
    void options(const Node& p, OptionList<Node>& out, State&) const {
        rules->for_each_option(p, [&](auto&& o) {
            out.push_back(Option<Node>{Node(std::forward<decltype(o)>(o)), Movers::both});
            return false;
        });
    }
    void parts(Node&& option, std::vector<Node>& out) const { split_into(*rules, std::move(option), out); }
    static Grundy start() { return 0; }
    static void add(Grundy& acc, Grundy value) { acc ^= value; }
    static void begin(State& s) { s.clear(); }
    static bool option_done(State& s, Movers, Grundy value) {
        s.push_back(value);
        return false;
    }
    static Grundy finish(State& s) { return mex(s); }
};

// ---- win/loss searches: does the player to move win? (no splitting: sums do not decompose) ----

// A node: a position and the player to move (impartial rulesets ignore who moves).
template <typename Position>
struct Turn {
    Position position;
    Player to_move;
    friend std::size_t heap_bytes(const Turn& turn) noexcept {
        using cgt::heap_bytes;
        return heap_bytes(turn.position);
    }
};

struct WinState {
    bool any_option = false; // the position has a move
    bool wins = false;       // a move to a position the opponent loses is known
};

// The terminal value: under normal play the player who cannot move loses, under misère play wins.
inline bool terminal_wins(Play play) { return play == Play::misere; }

// Impartial: the ruleset's options serve both players, whose results share one table.
template <typename R, bool Impartial>
struct WinPolicy : Reporter {
    using Position = typename R::Position;
    using Node = Turn<Position>;
    using Value = bool;
    using Acc = bool;
    using State = WinState;

    const R* rules;
    Keyed<R> memo[2]; // by player to move (the same tables twice for an impartial ruleset)
    Play play;

    const Keyed<R>& memo_for(Player p) const { return memo[p == Player::left ? 0 : 1]; }
    bool lookup(const Node& n, bool& value, std::string& canonical) const {
        const auto hit = memo_for(n.to_move).find(n.position, canonical);
        if (hit) value = *hit != 0;
        return hit.has_value();
    }
    void store(const Node& n, const std::string& canonical, bool value) const {
        memo_for(n.to_move).store(n.position, canonical, value);
    }
    // While listing the options of a node, look each one up (by plain key: cheap) first: a known
    // loss for the opponent decides the node at once and ends the listing (the ruleset may stop
    // there; one that lists on costs no lookups, copies or searches), a known win is dropped, and
    // only unknown options are kept to be searched.
    void options(const Node& n, OptionList<Node>& out, WinState& s) const {
        const Player next = opponent(n.to_move);
        const Keyed<R>& next_memo = memo_for(next);
        const auto keep = [&](auto&& o) {
            s.any_option = true;
            if (s.wins) return true;
            Position option(std::forward<decltype(o)>(o));
            if (const auto known = next_memo.tables->by_key.find(key_bytes(rules->key(option)))) {
                if (*known == 0) {
                    s.wins = true;
                    out.clear(); // decided: nothing left to search
                }
                return s.wins;
            }
            out.push_back({Node{std::move(option), next}, Movers::both});
            return false;
        };
        if constexpr (Impartial) {
            rules->for_each_option(n.position, keep);
        } else if constexpr (HasMoves<R>) {
            rules->for_each_move(n.position, [&](auto&& o, Movers m) {
                return may_move(m, n.to_move) && keep(std::forward<decltype(o)>(o));
            });
        } else {
            rules->for_each_option(n.position, n.to_move, keep);
        }
    }
    static void parts(Node&& option, std::vector<Node>& out) { out.push_back(std::move(option)); }
    static bool start() { return false; }
    static void add(bool& acc, bool value) { acc = value; }
    static void begin(WinState& s) { s = WinState{}; }
    static bool option_done(WinState& s, Movers, bool option_wins) {
        if (!option_wins) s.wins = true; // a move to a position the opponent loses
        return s.wins;
    }
    bool finish(WinState& s) const { return s.any_option ? s.wins : terminal_wins(play); }
};

} // namespace cgt::search::detail
