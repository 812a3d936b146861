#include "algorithms/sums/sum_search.hpp"

#include <algorithm>
#include <cstring>
#include <functional>
#include <string_view>
#include <limits>
#include <optional>
#include <tuple>
#include <utility>

#include "algorithms/search/engine.hpp"
#include "algorithms/search/transposition_table.hpp"
#include "algorithms/sums/detail/nim_search.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "cgt/step_limit.hpp"

namespace cgt::sums {
namespace {

// A component packed in 64 bits: ruleset index (high half) and position id. Known values are
// components of the pseudo-ruleset `value_tag`, whose ids are Game ids; they sort last.
using Packed = std::uint64_t;
constexpr std::uint32_t value_tag = std::numeric_limits<std::uint32_t>::max();
constexpr std::size_t unlimited = std::numeric_limits<std::size_t>::max();

constexpr Packed pack(std::uint32_t ruleset, std::uint32_t id) noexcept { return (Packed{ruleset} << 32) | id; }
constexpr std::uint32_t ruleset_of(Packed c) noexcept { return static_cast<std::uint32_t>(c >> 32); }
constexpr std::uint32_t id_of(Packed c) noexcept { return static_cast<std::uint32_t>(c); }
constexpr bool is_value(Packed c) noexcept { return ruleset_of(c) == value_tag; }
Game game_of(Packed c) noexcept { return Game::from_id(id_of(c)); }


} // namespace

// A node of the search: a sum in normal form (components sorted, known values added up) and
// the player to move. Not in the anonymous namespace: the search engine's frames, a template
// with external linkage, hold it.
struct SumNode {
    std::vector<Packed> parts;
    Player to_move = Player::left;
    friend std::size_t heap_bytes(const SumNode& n) noexcept { return n.parts.capacity() * sizeof(Packed); }
};

namespace {

// Does the player to move win a sum of values only, from the values? (Left moving first wins G
// iff G is not <= 0.) Empty when more than one term is left.
std::optional<bool> decided(std::span<const Packed> parts, Player to_move) {
    if (parts.empty()) return false;
    if (parts.size() > 1 || !is_value(parts[0])) return std::nullopt;
    const Game g = game_of(parts[0]);
    return to_move == Player::left ? !(g <= Game()) : !(g >= Game());
}

void append_key(const SumNode& n, std::string& key) {
    key.assign(reinterpret_cast<const char*>(n.parts.data()), n.parts.size() * sizeof(Packed));
    key.push_back(n.to_move == Player::left ? 'L' : 'R');
}

} // namespace

class SumSearch::Impl {
public:
    explicit Impl(SumSearchOptions o) : options(std::move(o)) {}

    struct Policy;

    SumSearchOptions options;
    std::vector<std::unique_ptr<ErasedRuleset>> rulesets;
    search::TranspositionTable table{"sum search", search::TableOptions{.shared = false, .cache = true, .max_entries = 0}};
    SumStatistics stats;
    OptionParts scratch;
    detail::NimSearch nim{rulesets, options, stats};

    // The known value of a part, or its value if it is small (SumSearchOptions::value_moves) and
    // not `alone` in its sum: a lone component's win or loss is found by the search below it for
    // less than its canonical form costs (measured: Fission 6x6 4.8 s -> 0.04 s, docs/solve.md).
    std::optional<Game> component_value(std::uint32_t r, PositionId id, bool alone) {
        ErasedRuleset& rules = *rulesets[r];
        if (auto v = rules.known_value(id)) return v;
        if (options.value_moves == 0 || alone) return std::nullopt;
        ++stats.values_tried;
        auto v = rules.value(id, options.value_budget, options.value_moves);
        if (v) ++stats.values_found;
        return v;
    }

    // The normal form of the sum `kept` (the parts of a normal form) + `added` (new parts of
    // ruleset r) + `terms` (values): values of small parts found, values added, equal
    // impartial parts cancelled, sorted.
    SumNode normal_form(std::vector<Packed> hard, std::vector<Game> terms, std::uint32_t r,
                        std::span<const PositionId> added, Player to_move) {
        const bool alone = hard.empty() && terms.empty() && added.size() == 1; // the whole sum
        add_parts(hard, terms, r, added, alone);
        return finish(std::move(hard), std::move(terms), to_move);
    }

    // Parts of ruleset r into the hard parts, or their values into the terms.
    void add_parts(std::vector<Packed>& hard, std::vector<Game>& terms, std::uint32_t r,
                   std::span<const PositionId> added, bool alone) {
        for (PositionId id : added) {
            if (auto v = component_value(r, id, alone)) terms.push_back(*v);
            else hard.push_back(pack(r, id));
        }
    }

    SumNode finish(std::vector<Packed> hard, std::vector<Game> terms, Player to_move) {
        std::sort(hard.begin(), hard.end());
        cancel_impartial_pairs(hard);
        // Values sort last (value_tag is the largest ruleset index), by id.
        for (const Game& t : merged(std::move(terms))) hard.push_back(pack(value_tag, t.id()));
        // In an impartial sum either player has the same moves: one node (and one table entry)
        // for both.
        if (impartial(hard)) to_move = Player::left;
        return SumNode{std::move(hard), to_move};
    }

    bool impartial(std::span<const Packed> parts) const {
        return std::all_of(parts.begin(), parts.end(), [&](Packed c) {
            return is_value(c) ? game_of(c).is_nimber() : rulesets[ruleset_of(c)]->impartial();
        });
    }

    // G + G = 0 for impartial G: drop equal impartial parts in pairs (`parts` sorted).
    void cancel_impartial_pairs(std::vector<Packed>& parts) const {
        std::size_t out = 0;
        for (std::size_t i = 0; i < parts.size();) {
            if (i + 1 < parts.size() && parts[i] == parts[i + 1] && !is_value(parts[i]) &&
                rulesets[ruleset_of(parts[i])]->impartial()) {
                i += 2;
                continue;
            }
            parts[out++] = parts[i++];
        }
        parts.resize(out);
    }

    // The values added into as few terms as the step limit allows (zeros dropped).
    std::vector<Game> merged(std::vector<Game> terms) const {
        std::vector<Game> out;
        for (const Game& t : terms) {
            if (t.is_zero()) continue;
            bool added = false;
            for (Game& u : out) {
                try {
                    StepLimit limit(options.merge_steps);
                    u = u + t;
                    added = true;
                    break;
                } catch (const StepLimitExceeded&) {
                }
            }
            if (!added) out.push_back(t);
        }
        std::erase_if(out, [](const Game& g) { return g.is_zero(); });
        std::sort(out.begin(), out.end(), Game::IdLess{});
        return out;
    }

    // The normal form of a sum as entered (each component split into its parts).
    SumNode root(std::span<const Component> sum, Player to_move) {
        std::vector<std::vector<PositionId>> parts(sum.size());
        std::size_t total = 0;
        for (std::size_t k = 0; k < sum.size(); ++k) {
            check_ruleset(sum[k].ruleset);
            rulesets[sum[k].ruleset]->split(sum[k].position, parts[k]);
            total += parts[k].size();
        }
        std::vector<Packed> hard;
        std::vector<Game> terms;
        for (std::size_t k = 0; k < sum.size(); ++k) add_parts(hard, terms, sum[k].ruleset, parts[k], total == 1);
        return finish(std::move(hard), std::move(terms), to_move);
    }

    // The normal form of -n with the other player to move: the same question (Right moving first
    // in S wins iff Left moving first in -S does). Nothing when a part's ruleset has no negative.
    std::optional<SumNode> negated(const SumNode& n) {
        std::vector<Packed> hard;
        std::vector<Game> terms;
        std::vector<PositionId> ids;
        for (const Packed c : n.parts) {
            if (is_value(c)) {
                terms.push_back(-game_of(c));
                continue;
            }
            ErasedRuleset& rules = *rulesets[ruleset_of(c)];
            if (rules.impartial()) { // G = -G
                hard.push_back(c);
                continue;
            }
            ids.clear();
            if (!rules.negative(id_of(c), ids)) return std::nullopt;
            for (const PositionId id : ids) {
                if (auto v = rules.known_value(id)) terms.push_back(*v);
                else hard.push_back(pack(ruleset_of(c), id));
            }
        }
        return finish(std::move(hard), std::move(terms), opponent(n.to_move));
    }

    // An outcome search interns every option it looks up but searches few of them; past
    // collect_at positions held it frees those that neither its stack nor its table names
    // (SumSearchOptions::collect_positions). A freed id may name a new position, so the nim
    // search's answers (keyed by ids) go too.
    std::size_t collect_at = options.collect_positions;
    std::size_t held_after_collect = 0;
    bool forgetting_is_futile = false;

    std::size_t positions_held() const {
        std::size_t held = 0;
        for (const auto& r : rulesets) held += r->size();
        return held;
    }

    // Collects when collect_at is reached, or when memory is three quarters used (asked only if
    // `ask_memory`: every few hundred nodes) and positions have grown since. While memory is
    // still five eighths used, half the table (a cache) is forgotten and the positions it alone
    // named freed too (forgetting it all made a long search start over each time: 4 x 5 Amazons).
    template <typename ForEachNode>
    void collect_if_due(bool ask_memory, ForEachNode&& for_each_node) {
        const std::size_t held = positions_held();
        const bool pressed = ask_memory && !forgetting_is_futile && memory_usage() > memory_limit() / 4 * 3 &&
                             held > held_after_collect + held_after_collect / 16;
        if (held < collect_at && !pressed) return;
        collect(for_each_node);
        for (int round = 0; round < 8 && memory_usage() > memory_limit() / 8 * 5 && table.size() > 0; ++round) {
            forget_half_of_table();
            collect(for_each_node);
        }
        // The rest is what the search cannot forget (values found, the stack): it would forget
        // its table over and over for nothing, so it runs on to the limit instead.
        if (pressed && memory_usage() > memory_limit() / 8 * 5) forgetting_is_futile = true;
        held_after_collect = positions_held();
        collect_at = std::max(options.collect_positions, 2 * held_after_collect);
    }

    // Keeps the entries with one bit of their key's hash set, a different bit each time.
    void forget_half_of_table() {
        const unsigned bit = static_cast<unsigned>(stats.table_halvings++ % 48);
        table.retain_if([&](std::string_view key, std::uint64_t) { return (std::hash<std::string_view>{}(key) >> bit) & 1; });
    }

    template <typename ForEachNode>
    void collect(ForEachNode&& for_each_node) {
        using Ids = std::vector<PositionId, BudgetAllocator<PositionId, MemoryUse::searches>>;
        std::vector<Ids> live(rulesets.size());
        const auto keep = [&](Packed c) {
            if (!is_value(c)) live[ruleset_of(c)].push_back(id_of(c));
        };
        for_each_node([&](const SumNode& n) {
            for (const Packed c : n.parts) keep(c);
        });
        table.for_each_entry([&](std::string_view key, std::uint64_t) { // append_key's bytes
            for (std::size_t at = 0; at + sizeof(Packed) <= key.size(); at += sizeof(Packed)) {
                Packed c;
                std::memcpy(&c, key.data() + at, sizeof c);
                keep(c);
            }
        });
        for (std::size_t r = 0; r < rulesets.size(); ++r) {
            std::sort(live[r].begin(), live[r].end());
            live[r].erase(std::unique(live[r].begin(), live[r].end()), live[r].end());
            stats.positions_freed += rulesets[r]->collect(live[r]);
        }
        nim.clear_table();
        ++stats.collections;
    }

    void check_ruleset(std::uint32_t r) const {
        if (r >= rulesets.size()) throw InvalidArgument("a sum names a ruleset the search does not have");
    }
};

// The engine's policy (algorithms/search/engine.hpp): a node's value is whether its player to
// move wins.
struct SumSearch::Impl::Policy {
    using Node = SumNode;
    using Value = bool;
    using Acc = bool;
    struct State {
        bool wins = false;
    };

    Impl* impl;
    const search::detail::Engine<Policy>* engine = nullptr; // the search's, for collect_if_due

    bool lookup(const Node& n, bool& value, std::string& key) const {
        if (const auto d = decided(n.parts, n.to_move)) {
            value = *d;
            return true;
        }
        append_key(n, key);
        if (const auto hit = impl->table.find(key)) {
            value = *hit != 0;
            return true;
        }
        return false;
    }
    void store(const Node&, const std::string& key, bool value) const { impl->table.insert(key, value ? 1 : 0); }

    // The children of a node, best first; a child known to lose for the opponent decides the
    // node at once, and children known to win for the opponent are dropped.
    void options(const Node& n, search::detail::OptionList<Node>& out, State& s) const {
        const Player mover = n.to_move, next = opponent(mover);
        struct Candidate {
            Node node;
            std::string key;
            std::uint64_t group;   // unknown components' moves, then the known term's, numbers last
            std::uint64_t replies; // the opponent's moves after it (plus a constant), fewest first
            std::uint64_t place;   // then from the middle of the list outwards
        };
        std::vector<Candidate> candidates;
        std::string key;
        // Returns true when the child decides the node; counts its replies only if it is searched.
        const auto consider = [&](Node&& child, std::uint64_t group, auto&& count_replies, std::uint64_t place) {
            bool value = false;
            key.clear();
            if (lookup(child, value, key)) {
                if (!value) s.wins = true;
                return !value;
            }
            candidates.push_back({std::move(child), key, group, count_replies(), place});
            return false;
        };
        std::vector<Packed> others;
        std::vector<Game> terms;
        const auto rest = [&](std::size_t skip) {
            others.clear();
            terms.clear();
            for (std::size_t k = 0; k < n.parts.size(); ++k) {
                if (k == skip) continue;
                if (is_value(n.parts[k])) terms.push_back(game_of(n.parts[k]));
                else others.push_back(n.parts[k]);
            }
        };
        for (std::size_t i = 0; i < n.parts.size(); ++i) {
            const Packed c = n.parts[i];
            if (i > 0 && n.parts[i - 1] == c) continue; // a copy has the same moves
            rest(i);
            if (is_value(c)) {
                const Game g = game_of(c);
                const std::uint64_t group = g.is_number() ? 2 : 1;
                terms.emplace_back();
                for (const Game& o : mover == Player::left ? g.left_options() : g.right_options()) {
                    terms.back() = o;
                    if (consider(impl->normal_form(others, terms, 0, {}, next), group, [] { return std::uint64_t{0}; }, 0)) return;
                }
                continue;
            }
            OptionParts& opts = impl->scratch;
            opts.clear();
            ErasedRuleset& rules = *impl->rulesets[ruleset_of(c)];
            rules.options(id_of(c), mover, opts);
            const std::size_t options = opts.size();
            const bool listed_best_first = rules.moves_best_first();
            // The opponent's replies in the whole child, less those in the other components
            // (the same for every move in this one).
            const std::uint64_t before = listed_best_first ? 0 : rules.move_count_of(id_of(c), next);
            for (std::size_t j = 0; j < options; ++j) {
                // Fewest replies first, then play in the middle: the moves nearest the middle of
                // the list first (unless the ruleset lists its best first).
                const std::uint64_t place = listed_best_first ? j
                                           : static_cast<std::uint64_t>(2 * j > options ? 2 * j - options : options - 2 * j);
                const auto replies = [&] {
                    std::uint64_t after = 0;
                    if (!listed_best_first)
                        for (const PositionId part : opts.option(j)) after += rules.move_count_of(part, next);
                    return (std::uint64_t{1} << 40) + after - before;
                };
                if (consider(impl->normal_form(others, terms, ruleset_of(c), opts.option(j), next), 0, replies, place))
                    return;
            }
        }
        std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
            return std::tie(a.group, a.replies, a.place) < std::tie(b.group, b.replies, b.place);
        });
        // Equal children (symmetric moves, copies) once.
        std::vector<std::string_view> seen;
        for (Candidate& c : candidates) {
            if (std::find(seen.begin(), seen.end(), std::string_view(c.key)) != seen.end()) continue;
            seen.emplace_back(c.key);
            out.push_back({std::move(c.node), Movers::both});
        }
    }

    static void parts(Node&& option, std::vector<Node>& out) { out.push_back(std::move(option)); }
    static bool start() { return false; }
    static void add(bool& acc, bool value) { acc = value; }
    static void begin(State& s) { s = State{}; }
    static bool option_done(State& s, Movers, bool option_wins) {
        if (!option_wins) s.wins = true; // a move to a sum the opponent loses
        return s.wins;
    }
    static bool finish(State& s) { return s.wins; } // no winning move (or no move): a loss

    void solving(std::size_t solved, std::size_t depth) const {
        ++impl->stats.nodes;
        if ((solved & 255) == 0 && impl->options.stop) impl->options.stop();
        if (engine) impl->collect_if_due((solved & 255) == 0, [&](const auto& visit) { engine->for_each_node(visit); });
        if (impl->options.progress && solved % std::max<std::uint64_t>(impl->options.progress_interval, 1) == 0)
            impl->options.progress(SumProgress{solved, impl->table.size(), depth});
    }
};

namespace {
using Engine = search::detail::Engine<SumSearch::Impl::Policy>;
}

SumSearch::SumSearch(SumSearchOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {}
SumSearch::~SumSearch() = default;

std::uint32_t SumSearch::add_ruleset(std::unique_ptr<ErasedRuleset> rules) {
    if (impl_->rulesets.size() >= value_tag - 1) throw OutOfRange("too many rulesets in one sum search");
    rules->set_stop_check(impl_->options.stop);
    impl_->rulesets.push_back(std::move(rules));
    return static_cast<std::uint32_t>(impl_->rulesets.size() - 1);
}

ErasedRuleset& SumSearch::ruleset(std::uint32_t index) {
    impl_->check_ruleset(index);
    return *impl_->rulesets[index];
}
std::size_t SumSearch::ruleset_count() const noexcept { return impl_->rulesets.size(); }

bool SumSearch::wins(std::span<const Component> sum, Player to_move) {
    Impl::Policy policy{impl_.get()};
    SumNode root = impl_->root(sum, to_move);
    // MCGS's files ask {B, W} of one sum: after Left's search of a symmetric board (its own
    // negative), Right's is in the table as Left's on the negative.
    if (!impl_->impartial(root.parts)) {
        if (const auto mirror = impl_->negated(root)) {
            bool value = false;
            std::string key;
            if (policy.lookup(*mirror, value, key)) return value;
        }
    }
    // Positions interned from here on may be freed once the search is done with them.
    struct Collecting {
        std::vector<std::unique_ptr<ErasedRuleset>>& rulesets;
        explicit Collecting(std::vector<std::unique_ptr<ErasedRuleset>>& r) : rulesets(r) {
            for (auto& rules : rulesets) rules->set_collecting(true);
        }
        ~Collecting() {
            for (auto& rules : rulesets) rules->set_collecting(false);
        }
    } collecting(impl_->rulesets);
    Engine engine;
    policy.engine = &engine;
    return engine.solve(policy, std::move(root));
}

std::vector<WinningMove> SumSearch::winning_moves(std::span<const Component> sum, Player player) {
    std::vector<WinningMove> out;
    std::vector<Component> after(sum.begin(), sum.end());
    std::vector<NamedMove> moves;
    for (std::size_t i = 0; i < sum.size(); ++i) {
        moves.clear();
        ruleset(sum[i].ruleset).named_moves(sum[i].position, player, moves);
        for (const NamedMove& m : moves) {
            after[i].position = m.option;
            if (!wins(after, opponent(player))) out.push_back({i, m.name});
        }
        after[i] = sum[i];
    }
    return out;
}

Grundy SumSearch::grundy(std::span<const Component> sum) {
    // Components whose Grundy values take at most grundy_budget positions by value; the parts of
    // the rest by Lemoine and Viennot's search (detail/nim_search.hpp), which needs only a proof
    // that G + *k wins or loses (one winning move, or every move answered), where a Grundy value
    // needs all of its followers' (docs/solve.md). Each way is far faster on some games: see
    // SumSearchOptions::grundy_budget.
    Grundy total = 0;
    std::vector<Component> parts;
    std::vector<PositionId> ids;
    for (const Component& c : sum) {
        ErasedRuleset& rules = ruleset(c.ruleset);
        if (!rules.impartial()) throw InvalidArgument("a nim value needs a sum of impartial games");
        if (auto v = rules.value(c.position, impl_->options.grundy_budget, std::numeric_limits<std::size_t>::max())) {
            if (v->nim_part() > std::numeric_limits<Grundy>::max()) throw OutOfRange("a nim value past 2^32");
            total ^= static_cast<Grundy>(v->nim_part());
            continue;
        }
        ids.clear();
        rules.split(c.position, ids);
        parts.clear();
        for (PositionId id : ids) parts.push_back({c.ruleset, id});
        const Grundy g = impl_->nim.nim_value(parts);
        // Remembered as the component's value: a later win search adds the nimber instead of
        // searching it (MCGS's files ask {N 1, B win} of one sum).
        rules.remember_grundy(c.position, g);
        total ^= g;
    }
    return total;
}

std::vector<WinningMove> SumSearch::impartial_winning_moves(std::span<const Component> sum) {
    for (const Component& c : sum)
        if (!ruleset(c.ruleset).impartial()) throw InvalidArgument("a nim value needs a sum of impartial games");
    return winning_moves(sum, Player::left); // the moves to sums of nim value 0, found by search
}

Game SumSearch::value(std::span<const Component> sum) {
    Game total;
    std::vector<PositionId> parts;
    for (const Component& c : sum) {
        ErasedRuleset& rules = ruleset(c.ruleset);
        parts.clear();
        rules.split(c.position, parts);
        for (PositionId p : parts) total += *rules.value(p, unlimited, unlimited);
    }
    return total;
}

void SumSearch::set_stop(StopCheck stop) {
    impl_->options.stop = std::move(stop);
    for (auto& r : impl_->rulesets) r->set_stop_check(impl_->options.stop);
}

const SumStatistics& SumSearch::statistics() const noexcept { return impl_->stats; }
void SumSearch::clear_table() {
    impl_->table.clear();
    impl_->nim.clear_table();
}
void SumSearch::forget_positions() {
    clear_table();
    for (auto& r : impl_->rulesets) r->forget();
    impl_->held_after_collect = 0;
    impl_->collect_at = impl_->options.collect_positions;
    impl_->forgetting_is_futile = false;
}

} // namespace cgt::sums
