// Misère canonical forms (see cgt/misere.hpp).
//
// Simplification (Grundy and Smith; Conway proved nothing else is needed): {S} equals a game H
// when H's options are among S, every other member of S has H as an option, and, when H = 0,
// {S} is a misère N-position (the "endgame proviso"). Every member of S is canonical, so if
// {S} equals a canonical H other than {S} itself, H is an option of an option: those are the
// only candidates tried. Classification into phyla (nim heaps, tame, restive, wild) and the
// genus follow CGSuite's MisereCanonicalGameOps and Genus, restated here.
#include "cgt/misere.hpp"

#include <algorithm>
#include <deque>
#include <functional>
#include <limits>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <stdexcept>
#include <unordered_map>

#include <fmt/format.h>

#include "cgt/detail/bounded_cache.hpp"
#include "cgt/errors.hpp"
#include "cgt/grundy.hpp"
#include "cgt/memory.hpp"

namespace cgt {
namespace {

using Id = std::uint32_t;

enum class Phylum { nim_heap, hereditarily_tame, reversibly_tame, tameable, hereditarily_restive, reversibly_restive, restless, wild };

bool generally_tame(Phylum p) { return p <= Phylum::reversibly_tame; }
bool restive_or_tame(Phylum p) {
    return generally_tame(p) || p == Phylum::hereditarily_restive || p == Phylum::reversibly_restive;
}

struct Entry {
    std::vector<Id> options; // sorted
    std::size_t birthday = 0;
    std::uint32_t g_plus = 0;
    std::uint32_t g_minus = 1;
    Phylum phylum = Phylum::nim_heap;
    Genus genus;
    bool nim_heap = true;
};

struct VectorHash {
    std::size_t operator()(const std::vector<Id>& v) const noexcept {
        std::size_t h = 0xcbf29ce484222325ULL;
        for (Id x : v) h = (h ^ x) * 0x100000001b3ULL;
        return h;
    }
};

// The genus digit beyond the stored ones, and the index from which a genus alternates.
std::uint32_t genus_gamma(const Genus& g, std::size_t i) {
    if (i < g.superscript.size()) return g.superscript[i];
    const std::uint32_t flip = (i & 1) != 0 ? 2U : 0U;
    switch (g.kind) {
    case Genus::Kind::nim_heap:
    case Genus::Kind::tame:
        if (i == 0 && g.base < 2) return 1 - g.base;
        return g.base ^ flip;
    case Genus::Kind::restive: return (g.superscript[0] < 4 ? g.superscript[0] : g.base) ^ flip;
    case Genus::Kind::wild: break;
    }
    const std::size_t n = g.superscript.size();
    return g.superscript[n - 2 + ((n ^ i) & 1)];
}

std::size_t alternation_start(const Genus& g) {
    switch (g.kind) {
    case Genus::Kind::nim_heap:
    case Genus::Kind::tame: return g.base < 2 && (g.superscript.empty() || g.superscript[0] != g.base) ? 2 : 1;
    case Genus::Kind::restive: return g.superscript[0] < 4 ? 1 : 2;
    case Genus::Kind::wild: break;
    }
    return g.superscript.size() - 1;
}

class MisereTable {
public:
    static MisereTable& instance() {
        static MisereTable table;
        return table;
    }

    Entry entry(Id id) const {
        std::shared_lock lock(mutex_);
        return entries_[id];
    }
    std::vector<Id> options(Id id) const {
        std::shared_lock lock(mutex_);
        return entries_[id].options;
    }
    // n when the game is the nim heap *n.
    std::optional<std::size_t> heap_size(Id id) const {
        std::shared_lock lock(mutex_);
        const Entry& e = entries_[id];
        return e.nim_heap ? std::optional<std::size_t>(e.birthday) : std::nullopt;
    }

    Id canonical(std::vector<Id> s) {
        std::ranges::sort(s);
        s.erase(std::unique(s.begin(), s.end()), s.end());
        if (auto known = find(s)) return *known;
        if (auto reduced = reduction(s)) return *reduced;
        return intern(s);
    }

private:
    MisereTable() {
        entries_.push_back(Entry{}); // 0: no options; G+ = 0, G- = 1, a nim heap
        entries_[0].genus = Genus{Genus::Kind::nim_heap, 0, {}};
        index_.emplace(std::vector<Id>{}, 0);
    }

    std::optional<Id> find(const std::vector<Id>& s) const {
        std::shared_lock lock(mutex_);
        auto it = index_.find(s);
        if (it == index_.end()) return std::nullopt;
        return it->second;
    }

    // A canonical H equal to {s}, if any (see the comment at the top).
    std::optional<Id> reduction(const std::vector<Id>& s) const {
        std::shared_lock lock(mutex_);
        const bool has_p_option = std::ranges::any_of(s, [&](Id x) { return entries_[x].g_minus == 0; });
        for (Id x : s)
            for (Id h : entries_[x].options) {
                const std::vector<Id>& ho = entries_[h].options;
                if (!std::ranges::includes(s, ho)) continue;
                bool reverses = true;
                for (Id y : s)
                    if (!std::ranges::binary_search(ho, y) && !std::ranges::binary_search(entries_[y].options, h)) {
                        reverses = false;
                        break;
                    }
                if (reverses && (!ho.empty() || has_p_option)) return h;
            }
        return std::nullopt;
    }

    Id intern(const std::vector<Id>& s) {
        std::unique_lock lock(mutex_);
        if (auto it = index_.find(s); it != index_.end()) return it->second;
        if (entries_.size() >= 0xFFFFFFFFULL) throw MemoryLimitExceeded("the misère game table is full");
        // The misère table is charged to the one budget (cgt/memory.hpp), as the game table.
        // An entry, its index node and bucket, and the two copies of its options.
        const std::size_t bytes = sizeof(Entry) + 112 + 8 * s.size();
        charge_memory(bytes, MemoryUse::game_table);
        Entry e;
        e.options = s;
        std::vector<std::uint32_t> plus, minus;
        for (Id x : s) {
            e.birthday = std::max(e.birthday, entries_[x].birthday + 1);
            plus.push_back(entries_[x].g_plus);
            minus.push_back(entries_[x].g_minus);
        }
        e.g_plus = mex(plus);
        e.g_minus = s.empty() ? 1 : mex(minus);
        e.nim_heap = s.size() == e.birthday && std::ranges::all_of(s, [&](Id x) { return entries_[x].nim_heap; });
        e.phylum = classify(e);
        e.genus = make_genus(e);
        const Id id = static_cast<Id>(entries_.size());
        entries_.push_back(std::move(e));
        index_.emplace(s, id);
        return id;
    }

    // CGSuite's phylum of a new game from those of its options and second options.
    Phylum classify(const Entry& e) const {
        const std::uint32_t gp = e.g_plus, gm = e.g_minus;
        enum class GenusType { tame, restive, restless, wild };
        const GenusType type = (gp == gm || ((gp | gm) & ~1U) == 0) ? GenusType::tame
                               : gp < 2                             ? GenusType::restive
                               : gm < 2                             ? GenusType::restless
                                                                    : GenusType::wild;
        // The wildest option, when every option is generally tame.
        std::optional<Phylum> wildest = Phylum::nim_heap;
        for (Id x : e.options) {
            const Phylum p = entries_[x].phylum;
            if (!generally_tame(p)) wildest.reset();
            if (!wildest) break;
            wildest = std::max(*wildest, p);
        }
        if (wildest) {
            if (*wildest == Phylum::nim_heap && type == GenusType::tame && (gp > 1 || gp != gm)) return Phylum::nim_heap;
            if (*wildest <= Phylum::hereditarily_tame) {
                if (type == GenusType::tame) return Phylum::hereditarily_tame;
                if (type == GenusType::restive) return Phylum::hereditarily_restive;
            }
            if (type == GenusType::tame) return Phylum::reversibly_tame;
            if (type == GenusType::restive) return Phylum::reversibly_restive;
            if (type == GenusType::restless) return Phylum::restless;
            return Phylum::wild;
        }
        if (type != GenusType::tame && type != GenusType::restive) return Phylum::wild;
        // Some option is not generally tame: tame (restive) by reversion when every such option
        // has a generally tame (restive or tame) option with the same G+ and G-.
        bool reversibly = true;
        bool may_be_tameable = type == GenusType::tame;
        std::vector<std::uint32_t> plus, minus, tameable_plus, tameable_minus;
        for (Id x : e.options) {
            const Entry& o = entries_[x];
            if (generally_tame(o.phylum)) {
                plus.push_back(o.g_plus);
                minus.push_back(o.g_minus);
                continue;
            }
            bool m_found = false, p_found = false, m_tameable = false, p_tameable = false;
            if (may_be_tameable && o.phylum == Phylum::tameable) {
                tameable_plus.push_back(o.g_plus);
                tameable_minus.push_back(o.g_minus);
                m_tameable = p_tameable = true;
            }
            for (Id y : o.options) {
                const Entry& second = entries_[y];
                const std::uint32_t sp = second.g_plus, sm = second.g_minus;
                if (generally_tame(second.phylum) && type == GenusType::tame) {
                    m_found |= gm == sm;
                    p_found |= gp == sp;
                } else if (restive_or_tame(second.phylum) && type == GenusType::restive) {
                    m_found |= gm == sm && ((sp & ~1U) == 0 || ((sp ^ gm) & ~1U) == 0);
                    p_found |= gp == sp && ((sm & ~1U) == 0 || ((sm ^ gm) & ~1U) == 0);
                } else if (second.phylum == Phylum::tameable && may_be_tameable) {
                    m_tameable |= gm == sm;
                    p_tameable |= gp == sp;
                }
            }
            if (!(m_found && p_found)) {
                reversibly = false;
                if (!(m_tameable && p_tameable)) may_be_tameable = false;
                if (!may_be_tameable) break;
            }
        }
        if (!reversibly && !may_be_tameable) return Phylum::wild;
        if (reversibly && (gp != mex(plus) || gm != mex(minus))) reversibly = false;
        if (may_be_tameable) {
            plus.insert(plus.end(), tameable_plus.begin(), tameable_plus.end());
            minus.insert(minus.end(), tameable_minus.begin(), tameable_minus.end());
            if ((gp != mex(plus) || gm != mex(minus)) && (!plus.empty() || gp > 0)) may_be_tameable = false;
        }
        if (reversibly) return type == GenusType::tame ? Phylum::reversibly_tame : Phylum::reversibly_restive;
        if (may_be_tameable) return Phylum::tameable;
        return Phylum::wild;
    }

    Genus make_genus(const Entry& e) const {
        if (e.phylum == Phylum::nim_heap) return Genus{Genus::Kind::nim_heap, e.g_plus, {}};
        if (generally_tame(e.phylum)) return Genus{Genus::Kind::tame, e.g_plus, {e.g_minus}};
        if (e.phylum == Phylum::hereditarily_restive || e.phylum == Phylum::reversibly_restive)
            return Genus{Genus::Kind::restive, e.g_plus, {e.g_minus}};
        // γ0 = mex of the options' γ0; γi = mex({γ(i-1), γ(i-1) xor 1} and the options' γi),
        // computed until two steps past the latest alternation among the options.
        std::size_t last = 1;
        for (Id x : e.options) last = std::max(last, alternation_start(entries_[x].genus));
        last += 2;
        std::vector<std::uint32_t> gammas(last + 1);
        for (std::size_t i = 0; i <= last; ++i) {
            std::vector<std::uint32_t> excluded;
            if (i > 0) excluded = {gammas[i - 1], gammas[i - 1] ^ 1U};
            for (Id x : e.options) excluded.push_back(genus_gamma(entries_[x].genus, i));
            gammas[i] = mex(excluded);
        }
        while (last > 1 && gammas[last] == gammas[last - 2]) --last;
        gammas.resize(last + 1);
        return Genus{Genus::Kind::wild, e.g_plus, std::move(gammas)};
    }

    mutable std::shared_mutex mutex_;
    std::deque<Entry> entries_;
    std::unordered_map<std::vector<Id>, Id, VectorHash> index_;
};

MisereTable& table() { return MisereTable::instance(); }

std::vector<Id> ids(std::span<const MisereGame> games) {
    std::vector<Id> out;
    for (MisereGame g : games) out.push_back(g.id());
    return out;
}

} // namespace

std::uint32_t Genus::gamma(std::size_t i) const { return genus_gamma(*this, i); }

std::string Genus::to_string() const {
    std::string out = std::to_string(base);
    if (superscript.empty()) return out;
    const bool wide = std::ranges::any_of(superscript, [](std::uint32_t v) { return v >= 10; });
    out += wide ? "^(" : "^";
    for (std::size_t i = 0; i < superscript.size(); ++i) {
        if (wide && i > 0) out += ',';
        out += std::to_string(superscript[i]);
    }
    return wide ? out + ")" : out;
}

MisereGame MisereGame::nim_heap(std::uint32_t n) {
    thread_local std::vector<Id> heaps{0};
    while (heaps.size() <= n) heaps.push_back(table().canonical(heaps));
    return MisereGame(heaps[n]);
}

MisereGame MisereGame::from_options(std::span<const MisereGame> options) {
    return MisereGame(table().canonical(ids(options)));
}

std::vector<MisereGame> MisereGame::options() const {
    std::vector<MisereGame> out;
    for (Id x : table().options(id_)) out.push_back(MisereGame(x));
    return out;
}

std::size_t MisereGame::birthday() const { return table().entry(id_).birthday; }
std::uint32_t MisereGame::nim_value() const { return table().entry(id_).g_plus; }
std::uint32_t MisereGame::misere_nim_value() const { return table().entry(id_).g_minus; }
Outcome MisereGame::misere_outcome() const { return misere_nim_value() == 0 ? Outcome::P : Outcome::N; }
bool MisereGame::is_nim_heap() const { return table().entry(id_).nim_heap; }
Genus MisereGame::genus() const { return table().entry(id_).genus; }

namespace {

// Memory of one computation, charged to the budget as it grows (past the limit:
// MemoryLimitExceeded, which the CLI reports with exit code 2).
template <typename T, MemoryUse Use>
using ChargedVector = std::vector<T, BudgetAllocator<T, Use>>;
template <typename Key, typename Value, typename Hash, MemoryUse Use>
using ChargedMap = std::unordered_map<Key, Value, Hash, std::equal_to<Key>,
                                      BudgetAllocator<std::pair<const Key, Value>, Use>>;

// Children-first evaluation over pairs or single games with an explicit stack, so sums and
// mates of deep games (large heaps) never recurse on the call stack. `memo` gets the value of
// every node visited; `cached(key)` is a value known from earlier calls (or nullptr).
template <typename Memo, typename Cached, typename Children, typename Combine>
void evaluate(const typename Memo::key_type& root, Memo& memo, Cached&& cached, Children&& children,
              Combine&& combine) {
    using Key = typename Memo::key_type;
    const auto known = [&](const Key& k) {
        if (memo.contains(k)) return true;
        if (const auto* hit = cached(k)) return memo.emplace(k, *hit), true;
        return false;
    };
    ChargedVector<Key, MemoryUse::caches> stack{root};
    while (!stack.empty()) {
        const Key k = stack.back();
        if (known(k)) {
            stack.pop_back();
            continue;
        }
        bool ready = true;
        for (const Key& c : children(k))
            if (!known(c)) {
                stack.push_back(c);
                ready = false;
            }
        if (!ready) continue;
        memo.emplace(k, combine(k));
        stack.pop_back();
    }
}

using Pair = std::pair<Id, Id>;
struct PairHash {
    std::size_t operator()(const Pair& p) const noexcept {
        return std::hash<std::uint64_t>{}((std::uint64_t{p.first} << 32 | p.second) * 0x9E3779B97F4A7C15ULL);
    }
};

// Sums and mates of earlier calls, per thread.
thread_local detail::BoundedCache<Pair, Id, PairHash> sum_cache;
thread_local detail::BoundedCache<Id, Id> mate_cache;

} // namespace

MisereGame operator+(MisereGame g, MisereGame h) {
    auto key = [](Id a, Id b) { return a < b ? Pair{a, b} : Pair{b, a}; };
    ChargedMap<Pair, Id, PairHash, MemoryUse::caches> memo;
    auto children = [&](const Pair& p) {
        std::vector<Pair> out;
        if (p.first == 0 || p.second == 0) return out; // 0 + H = H
        for (Id a : table().options(p.first)) out.push_back(key(a, p.second));
        for (Id b : table().options(p.second)) out.push_back(key(p.first, b));
        return out;
    };
    auto combine = [&](const Pair& p) -> Id {
        if (p.first == 0) return p.second;
        if (p.second == 0) return p.first;
        std::vector<Id> options;
        for (const Pair& c : children(p)) options.push_back(memo.at(c));
        return table().canonical(std::move(options));
    };
    const Pair root = key(g.id(), h.id());
    evaluate(root, memo, [](const Pair& p) { return sum_cache.find(p); }, children, combine);
    for (const auto& [p, sum] : memo) sum_cache.put(p, sum);
    return MisereGame(memo.at(root));
}

MisereGame MisereGame::mate() const {
    const Id star = nim_heap(1).id();
    ChargedMap<Id, Id, std::hash<Id>, MemoryUse::caches> memo;
    auto children = [&](Id x) { return x == 0 || x == star ? std::vector<Id>{} : table().options(x); };
    auto combine = [&](Id x) -> Id {
        if (x == 0) return star;
        if (x == star) return 0;
        std::vector<Id> options;
        for (Id o : table().options(x)) options.push_back(memo.at(o));
        return table().canonical(std::move(options));
    };
    evaluate(id_, memo, [](Id x) { return mate_cache.find(x); }, children, combine);
    for (const auto& [x, mate] : memo) mate_cache.put(x, mate);
    return MisereGame(memo.at(id_));
}

// The printed form is a tree: a subgame shared by several options is written once per
// occurrence, so a sum of a few small games prints as gigabytes. Its exact length is counted
// first (per subgame, children first) and charged to the budget before a character is written.
std::string to_string(MisereGame g) {
    using Length = std::uint64_t;
    constexpr Length too_long = std::numeric_limits<Length>::max();
    const auto plus = [](Length a, Length b) { return a > too_long - b ? too_long : a + b; };
    // The length of every subgame's bracket term: a heap n as "n", any other game as "[a,b,...]".
    ChargedMap<Id, Length, std::hash<Id>, MemoryUse::printing> length;
    evaluate(
        g.id(), length, [](Id) { return static_cast<const Length*>(nullptr); },
        [](Id x) { return table().heap_size(x) ? std::vector<Id>{} : table().options(x); },
        [&](Id x) {
            if (const std::optional<std::size_t> heap = table().heap_size(x))
                return static_cast<Length>(std::to_string(*heap).size());
            const std::vector<Id> options = table().options(x);
            Length total = 2 + (options.empty() ? 0 : options.size() - 1); // brackets and commas
            for (Id o : options) total = plus(total, length.at(o));
            return total;
        });
    const Length total = plus(length.at(g.id()), 3); // "*[" term "]"
    MemoryCharge charge(MemoryUse::printing);
    try {
        charge.resize(total);
    } catch (const MemoryLimitExceeded& e) {
        if (e.limit() == 0) throw;
        throw MemoryLimitExceeded(
            fmt::format("the printed form would take {} characters: {} (a form is a tree: subgames shared by "
                        "several options are written each time)",
                        total == too_long ? "more than 10^19" : fmt::format("{}", total), e.situation()),
            e.limit());
    }
    // The text, by an explicit stack of subgames whose options are being written.
    struct Open {
        std::vector<Id> options;
        std::size_t next = 0;
    };
    std::string out;
    out.reserve(total);
    out += "*[";
    std::vector<Open> stack;
    const auto write = [&](Id x) {
        if (const std::optional<std::size_t> heap = table().heap_size(x)) {
            out += std::to_string(*heap);
        } else {
            out += '[';
            stack.push_back(Open{table().options(x), 0});
        }
    };
    write(g.id());
    while (!stack.empty()) {
        Open& top = stack.back();
        if (top.next == top.options.size()) {
            out += ']';
            stack.pop_back();
            continue;
        }
        if (top.next > 0) out += ',';
        write(top.options[top.next++]);
    }
    // The lengths mirror the writing; a difference is a bug in one of them.
    out += ']';
    if (out.size() != total)
        throw std::logic_error(fmt::format("misère printer: counted {} characters, wrote {}", total, out.size()));
    return out;
}

} // namespace cgt
