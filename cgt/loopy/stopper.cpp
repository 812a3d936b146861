// Canonical stoppers: the interning table and the operations on handles.

#include "cgt/loopy/stopper.hpp"

#include <memory>
#include <mutex>
#include <stdexcept>
#include <unordered_map>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/loopy/compare.hpp"
#include "cgt/loopy/detail/simplify.hpp"
#include "cgt/memory.hpp"

namespace cgt::loopy {

namespace detail {

struct StopperEntry {
    Graph graph; // canonical, canonically numbered, start 0
    std::uint32_t id = 0;
    bool loopfree = false;
    bool plumtree = false;
    std::optional<Game> game; // when loop-free
    std::vector<Vertex> colours; // detail::stable_colours of the graph: followers reuse them
    // Filled on first use, under the table's mutex.
    mutable std::vector<const StopperEntry*> followers; // per vertex
    mutable const StopperEntry* negative = nullptr;
};

namespace {

struct KeyHash {
    std::size_t operator()(const std::vector<std::uint32_t>& key) const noexcept {
        std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ key.size();
        for (std::uint32_t x : key) {
            h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
            h *= 0xff51afd7ed558ccdULL;
        }
        return static_cast<std::size_t>(h ^ (h >> 33));
    }
};

// Every canonical stopper made in this process, once. Entries are never freed (handles are
// plain pointers), as the game table never frees games.
class StopperTable {
public:
    static StopperTable& instance() {
        static StopperTable* table = new StopperTable; // never destroyed: handles outlive main
        return *table;
    }

    // `colours`: the graph's stable_colours, when known.
    const StopperEntry* intern(const Graph& canonical, const std::vector<Vertex>* colours = nullptr) {
        std::vector<std::uint32_t> key = graph_key(canonical);
        {
            std::lock_guard lock(mutex);
            if (auto it = index_.find(key); it != index_.end()) return it->second;
        }
        auto entry = std::make_unique<StopperEntry>();
        entry->graph = canonical;
        entry->loopfree = is_loopfree(canonical, 0);
        entry->plumtree = is_plumtree(canonical, 0);
        if (entry->loopfree) entry->game = to_game(canonical, 0);
        if (colours) {
            entry->colours = *colours;
        } else {
            auto computed = stable_colours(canonical);
            if (!computed) throw std::logic_error("loopy: a canonical stopper has two equal vertices");
            entry->colours = std::move(*computed);
        }
        entry->followers.assign(canonical.vertex_count(), nullptr);
        std::lock_guard lock(mutex);
        if (auto it = index_.find(key); it != index_.end()) return it->second;
        if (entries_.size() >= 0xffffffffU) throw MemoryLimitExceeded("loopy: more than 2^32 - 1 stoppers");
        // The key, the entry and its follower slots; the graph charges itself.
        charge_.add(2 * key.size() * sizeof(std::uint32_t) + sizeof(StopperEntry) +
                    canonical.vertex_count() * (sizeof(void*) + sizeof(Vertex)) + 64);
        entry->id = static_cast<std::uint32_t>(entries_.size());
        const StopperEntry* result = entry.get();
        entries_.push_back(std::move(entry));
        index_.emplace(std::move(key), result);
        return result;
    }

    const StopperEntry* find_game(Game g) {
        std::lock_guard lock(mutex);
        auto it = by_game_.find(g.id());
        return it == by_game_.end() ? nullptr : it->second;
    }
    void remember_game(Game g, const StopperEntry* e) {
        std::lock_guard lock(mutex);
        charge_.add(48);
        by_game_.emplace(g.id(), e);
    }

    std::mutex mutex; // guards the maps and the lazily filled fields of the entries

private:
    std::unordered_map<std::vector<std::uint32_t>, const StopperEntry*, KeyHash> index_;
    std::vector<std::unique_ptr<StopperEntry>> entries_;
    std::unordered_map<std::uint32_t, const StopperEntry*> by_game_;
    MemoryCharge charge_{MemoryUse::game_table};
};

// A canonical graph with known distinct colours, numbered canonically and interned.
const StopperEntry* intern_coloured(const Graph& canonical, const std::vector<Vertex>& colours) {
    const std::vector<Vertex> order = numbering(colours, 0);
    std::vector<Vertex> renumbered_colours(colours.size());
    for (std::size_t v = 0; v < colours.size(); ++v) renumbered_colours[order[v]] = colours[v];
    return StopperTable::instance().intern(renumber(canonical, order), &renumbered_colours);
}

// A canonical graph renumbered canonically (its numbering may have been lost by a pack or a
// negation) and interned.
const StopperEntry* intern_renumbered(const Graph& canonical) {
    const auto colours = stable_colours(canonical);
    if (!colours) throw std::logic_error("loopy: a canonical stopper has two equal vertices");
    return intern_coloured(canonical, *colours);
}

} // namespace

Stopper intern(const Graph& canonical) { return Stopper(StopperTable::instance().intern(canonical)); }

} // namespace detail

using detail::StopperEntry;
using detail::StopperTable;

Stopper::Stopper() {
    static const StopperEntry* zero = from_game(Game()).entry_;
    entry_ = zero;
}

Stopper Stopper::from_game(Game g) {
    if (const StopperEntry* e = StopperTable::instance().find_game(g)) return Stopper(e);
    // A canonical short game is a canonical stopper: its positions are distinct values.
    GraphBuilder b;
    const Vertex v = b.add_game(g);
    const StopperEntry* e = detail::intern_renumbered(pack(b.build(), v));
    StopperTable::instance().remember_game(g, e);
    return Stopper(e);
}

Stopper Stopper::from_graph(const Graph& graph, Vertex start) {
    if (start >= graph.vertex_count())
        throw InvalidArgument(fmt::format("loopy: start vertex {} does not exist ({} vertices)", start,
                                          graph.vertex_count()));
    if (!is_stopper(graph, start)) throw InvalidArgument("loopy: that game is not a stopper (it has an alternating cycle)");
    return detail::intern(detail::canonical_stopper_graph(graph, start));
}

std::vector<Stopper> Stopper::from_graph(const Graph& graph, std::span<const Vertex> starts) {
    for (Vertex start : starts) {
        if (start >= graph.vertex_count())
            throw InvalidArgument(fmt::format("loopy: start vertex {} does not exist ({} vertices)", start,
                                              graph.vertex_count()));
        if (!is_stopper(graph, start))
            throw InvalidArgument("loopy: that game is not a stopper (it has an alternating cycle)");
    }
    std::vector<Stopper> out;
    out.reserve(starts.size());
    for (const Graph& g : detail::canonical_stopper_graphs(graph, starts)) out.push_back(detail::intern(g));
    return out;
}

Stopper Stopper::from_options(std::span<const Stopper> left, std::span<const Stopper> right, bool left_pass,
                              bool right_pass) {
    GraphBuilder b;
    const Vertex v = b.add_vertex();
    for (Stopper s : left) b.add_left_edge(v, b.add_graph(s.graph(), 0));
    for (Stopper s : right) b.add_right_edge(v, b.add_graph(s.graph(), 0));
    if (left_pass) b.add_left_edge(v, v);
    if (right_pass) b.add_right_edge(v, v);
    return from_graph(b.build(), v);
}

Stopper Stopper::on() {
    static const Stopper s = from_options({}, {}, true, false);
    return s;
}
Stopper Stopper::off() {
    static const Stopper s = from_options({}, {}, false, true);
    return s;
}
Stopper Stopper::over() {
    static const Stopper s = [] {
        const Stopper zero;
        return from_options({&zero, 1}, {}, false, true);
    }();
    return s;
}
Stopper Stopper::under() { return -over(); }
Stopper Stopper::upon() {
    static const Stopper s = [] {
        const Stopper star = from_game(Game::star());
        return from_options({}, {&star, 1}, true, false);
    }();
    return s;
}

const Graph& Stopper::graph() const { return entry_->graph; }
std::uint32_t Stopper::id() const { return entry_->id; }
bool Stopper::is_loopfree() const { return entry_->loopfree; }
std::optional<Game> Stopper::as_game() const { return entry_->game; }
bool Stopper::is_plumtree() const { return entry_->plumtree; }
bool Stopper::is_number() const { return entry_->game && entry_->game->is_number(); }

bool Stopper::is_on() const {
    const Graph& g = graph();
    return g.right(0).empty() && g.left(0).size() == 1 && g.left(0)[0] == 0;
}
bool Stopper::is_off() const {
    const Graph& g = graph();
    return g.left(0).empty() && g.right(0).size() == 1 && g.right(0)[0] == 0;
}

Stopper Stopper::follower(Vertex v) const {
    if (v >= graph().vertex_count()) throw InvalidArgument("loopy: follower vertex does not exist");
    if (v == 0) return *this;
    StopperTable& table = StopperTable::instance();
    {
        std::lock_guard lock(table.mutex);
        if (const StopperEntry* e = entry_->followers[v]) return Stopper(e);
    }
    // The positions below a canonical stopper's vertex form a canonical stopper, and its
    // colours are those of the same vertices here (they depend only on what is below).
    const std::vector<Vertex> below = reachable(graph(), v); // pack numbers them in this order
    std::vector<Vertex> colours(below.size());
    for (std::size_t i = 0; i < below.size(); ++i) colours[i] = entry_->colours[below[i]];
    const StopperEntry* e = detail::intern_coloured(pack(graph(), v), colours);
    std::lock_guard lock(table.mutex);
    entry_->followers[v] = e;
    return Stopper(e);
}

std::vector<Stopper> Stopper::options(Player p) const {
    std::vector<Stopper> out;
    for (Vertex w : graph().options(p, 0)) out.push_back(follower(w));
    return out;
}

std::vector<Stopper> Stopper::followers() const {
    std::vector<Stopper> out;
    for (std::size_t v = 0; v < follower_count(); ++v) out.push_back(follower(static_cast<Vertex>(v)));
    return out;
}

Stopper Stopper::operator-() const {
    StopperTable& table = StopperTable::instance();
    {
        std::lock_guard lock(table.mutex);
        if (entry_->negative) return Stopper(entry_->negative);
    }
    const StopperEntry* e = entry_->game ? from_game(-*entry_->game).entry_ : detail::intern_renumbered(negate(graph()));
    std::lock_guard lock(table.mutex);
    entry_->negative = e;
    e->negative = entry_;
    return Stopper(e);
}

bool operator<=(Stopper a, Stopper b) {
    if (a == b) return true;
    if (a.entry_->game && b.entry_->game) return *a.entry_->game <= *b.entry_->game;
    return leq(a.graph(), 0, b.graph(), 0, Convention::stopper);
}

Outcome Stopper::outcome() const {
    const Stopper zero;
    const bool ge = zero <= *this, le = *this <= zero;
    if (ge && le) return Outcome::P;
    if (ge) return Outcome::L;
    if (le) return Outcome::R;
    return Outcome::N;
}

Stopper operator+(Stopper s, Game g) {
    if (s.entry_->game) return Stopper::from_game(*s.entry_->game + g);
    if (g.is_zero()) return s;
    GraphBuilder b;
    const Vertex v = b.add_game(g);
    return Stopper::from_graph(sum(s.graph(), 0, b.build(), v), 0);
}

} // namespace cgt::loopy
