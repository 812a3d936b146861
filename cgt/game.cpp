// cgt::Game: the public handle, as thin wrappers over the operations on ids.
#include "cgt/game.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <unordered_map>

#include <fmt/format.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/op_cache.hpp"
#include "cgt/detail/operations.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"

namespace cgt {

using detail::GameId;
using detail::table;

namespace {

std::vector<Game> to_games(std::span<const GameId> ids) {
    std::vector<Game> result;
    result.reserve(ids.size());
    for (GameId id : ids) result.push_back(Game::from_id(id));
    return result;
}

std::vector<GameId> to_ids(std::span<const Game> games) {
    std::vector<GameId> result;
    result.reserve(games.size());
    for (Game g : games) result.push_back(g.id());
    return result;
}

std::uint32_t checked_nim(std::uint64_t k) {
    if (k > std::numeric_limits<std::uint32_t>::max())
        throw InvalidArgument(fmt::format("nimber *{} is too large (at most *{})", k, std::numeric_limits<std::uint32_t>::max()));
    return static_cast<std::uint32_t>(k);
}

const detail::NusParts& nus_parts(const Game& g, const char* what) {
    const detail::Entry& e = table().entry(g.id());
    if (!e.is_nus) throw InvalidArgument(fmt::format("{}: the game is not a number+up+star value", what));
    return e.nus;
}

BigInt number_birthday(const Dyadic& x) {
    if (x.is_integer()) return abs(x.numerator());
    // m/2^j (j >= 1): floor(|x|), then one day to leave the integers and j days of halving.
    return x.abs().floor().numerator() + x.exponent() + 1;
}

// Birthday of x + u.^ + *k in closed form. Each canonical step {x | x + (u-1).^ + *(k^1)} adds a
// day and moves to u-1 with the nimber flipped; the chain ends at x*k' (birthday b(x) + k'), or
// at x^* = {x, x* | x} (birthday b(x) + 2) when it meets u = 1, k = 1.
BigInt nus_birthday(const detail::NusParts& p) {
    BigInt base = number_birthday(p.number);
    if (p.ups == 0) return base + p.nim;
    BigInt u = p.ups < 0 ? -BigInt(p.ups) : BigInt(p.ups);
    bool u_odd = (u & 1) != 0;
    std::uint32_t nim_at_one = p.nim ^ (u_odd ? 0U : 1U); // the nimber when the chain reaches u = 1
    if (nim_at_one == 1) return base + 2 + (u - 1);
    return base + u + (p.nim ^ (u_odd ? 1U : 0U));
}

} // namespace

Game Game::number(const Dyadic& x) { return Game(detail::make_nus({x, 0, 0})); }
Game Game::nimber(std::uint64_t k) { return Game(detail::make_nus({Dyadic(), 0, checked_nim(k)})); }
Game Game::up(std::int64_t n) { return Game(detail::make_nus({Dyadic(), n, 0})); }
Game Game::nus(const Dyadic& x, std::int64_t ups, std::uint64_t nim) {
    return Game(detail::make_nus({x, ups, checked_nim(nim)}));
}

Game Game::from_options(std::span<const Game> left, std::span<const Game> right) {
    return Game(detail::canonicalise(to_ids(left), to_ids(right)));
}

Game operator+(Game g, Game h) { return Game(detail::add(g.id_, h.id_)); }
Game operator-(Game g, Game h) { return Game(detail::add(g.id_, detail::negate(h.id_))); }
Game Game::operator-() const { return Game(detail::negate(id_)); }
bool operator<=(Game g, Game h) { return detail::leq(g.id_, h.id_); }

std::partial_ordering compare(Game g, Game h) {
    if (g == h) return std::partial_ordering::equivalent;
    if (g <= h) return std::partial_ordering::less;
    if (h <= g) return std::partial_ordering::greater;
    return std::partial_ordering::unordered;
}

Outcome Game::outcome() const {
    bool left_wins_second = Game() <= *this; // G >= 0
    bool right_wins_second = *this <= Game(); // G <= 0
    if (left_wins_second && right_wins_second) return Outcome::P;
    if (left_wins_second) return Outcome::L;
    if (right_wins_second) return Outcome::R;
    return Outcome::N;
}

std::vector<Game> Game::left_options() const { return to_games(table().options(id_).left); }
std::vector<Game> Game::right_options() const { return to_games(table().options(id_).right); }
std::size_t Game::left_option_count() const { return table().options(id_).left.size(); }
std::size_t Game::right_option_count() const { return table().options(id_).right.size(); }

bool Game::is_number() const { return table().entry(id_).is_number; }
bool Game::is_integer() const { return is_number() && table().entry(id_).nus.number.is_integer(); }
bool Game::is_nus() const { return table().entry(id_).is_nus; }
bool Game::is_nimber() const {
    const detail::Entry& e = table().entry(id_);
    return e.is_nus && e.nus.ups == 0 && e.nus.number.is_zero();
}
bool Game::is_infinitesimal() const {
    const detail::Entry& e = table().entry(id_);
    if (e.is_nus) return e.nus.number.is_zero();
    return e.left_stop().is_zero() && e.right_stop().is_zero();
}

Dyadic Game::number_part() const { return nus_parts(*this, "number_part").number; }
std::int64_t Game::up_part() const { return nus_parts(*this, "up_part").ups; }
std::uint64_t Game::nim_part() const { return nus_parts(*this, "nim_part").nim; }

// Stops are computed once, when a game enters the table.
Dyadic Game::left_stop() const { return table().entry(id_).left_stop(); }
Dyadic Game::right_stop() const { return table().entry(id_).right_stop(); }

namespace {

// The birthdays of games met recently, per thread, for those below 2^64: callers ask for many
// games that share subgames (a table's rows), and every call would walk the shared part again.
class BirthdayMemo {
public:
    std::optional<std::uint64_t> find(GameId g) const {
        const Entry* e = slots_.find(g);
        if (!e || e->id_plus_one != std::uint64_t{g} + 1) return std::nullopt;
        return e->birthday;
    }
    void put(GameId g, const BigInt& birthday) {
        if (birthday > std::numeric_limits<std::uint64_t>::max()) return;
        if (Entry* e = slots_.slot(g)) *e = {std::uint64_t{g} + 1, static_cast<std::uint64_t>(birthday)};
    }

private:
    struct Entry {
        std::uint64_t id_plus_one = 0; // 0: empty
        std::uint64_t birthday = 0;
    };
    CacheSlots<Entry> slots_{std::size_t{1} << 14};
};
thread_local BirthdayMemo birthday_memo;

// G's birthday when every option's is known at once (a NUS, or remembered): the common case
// of a game whose options were asked about before, without the walk's map.
std::optional<BigInt> birthday_from_known_options(GameId g) {
    BigInt best = -1;
    const detail::Options o = table().options(g);
    for (auto side : {o.left, o.right})
        for (GameId option : side) {
            const detail::Entry& e = table().entry(option);
            if (e.is_nus) {
                best = std::max(best, nus_birthday(e.nus));
            } else if (const std::optional<std::uint64_t> known = birthday_memo.find(option)) {
                if (best < *known) best = *known;
            } else {
                return std::nullopt;
            }
        }
    return best + 1;
}

} // namespace

BigInt Game::birthday() const {
    const detail::Entry& root = table().entry(id_);
    if (root.is_nus) return nus_birthday(root.nus);
    if (const std::optional<std::uint64_t> known = birthday_memo.find(id_)) return *known;
    if (std::optional<BigInt> b = birthday_from_known_options(id_)) {
        birthday_memo.put(id_, *b);
        return std::move(*b);
    }
    // The subgames whose birthdays are not known yet, children first (the core's walk,
    // detail/dag_walk.hpp: games can be deep); numbers in closed form.
    std::unordered_map<GameId, BigInt> memo;
    auto known = [&memo](Game g) {
        if (memo.contains(g.id())) return true;
        const detail::Entry& e = table().entry(g.id());
        if (e.is_nus) return memo.emplace(g.id(), nus_birthday(e.nus)), true;
        if (const std::optional<std::uint64_t> b = birthday_memo.find(g.id())) return memo.emplace(g.id(), *b), true;
        return false;
    };
    detail::post_order(
        *this, [&](Game g) { return known(g) ? std::vector<Game>{} : detail::all_options(g); },
        [&](Game g) {
            if (memo.contains(g.id())) return;
            BigInt best = -1;
            for (Game o : detail::all_options(g)) best = std::max(best, memo.at(o.id()));
            ++best; // now g's birthday
            birthday_memo.put(g.id(), best);
            memo.emplace(g.id(), std::move(best));
        });
    return memo.at(id_);
}

bool Game::is_valid_id(std::uint32_t id) noexcept { return id < detail::table().size(); }

Game sum(std::span<const Game> games) {
    Game total;
    for (Game g : games) total += g;
    return total;
}

void set_cache_entries(std::size_t entries) {
    if (entries == 0 || (entries & (entries - 1)) != 0 || entries > (std::size_t{1} << 30))
        throw InvalidArgument(fmt::format("cache entries must be a power of two from 1 to 2^30, not {}", entries));
    detail::cache_entries.store(entries, std::memory_order_relaxed);
}

} // namespace cgt
