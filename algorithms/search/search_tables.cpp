#include "algorithms/search/search_tables.hpp"

#include <fmt/format.h>

#include "cgt/errors.hpp"

namespace cgt::search {

namespace {

TableOptions key_table(bool shared, bool cache) {
    TableOptions o;
    o.shared = shared;
    if (cache) {
        o.cache = true;
        o.max_entries = SearchTables::key_cache_entries;
    }
    return o;
}

} // namespace

KeyedTables::KeyedTables(const std::string& name, bool shared, bool keys_are_a_cache)
    : by_key(name, key_table(shared, keys_are_a_cache)), by_symmetry(name + " (by canonical key)", key_table(shared, false)) {}

SearchTables::SearchTables(bool shared, bool symmetric_keys)
    : values_("search", shared, symmetric_keys), shared_(shared) {
    for (Play play : {Play::normal, Play::misere})
        for (Player p : {Player::left, Player::right})
            wins_[index(play, p)] = std::make_unique<KeyedTables>(fmt::format("{} play search", play), shared,
                                                                  symmetric_keys);
}

std::size_t SearchTables::size() const {
    std::size_t total = values_.size();
    for (const auto& w : wins_) total += w->size();
    return total;
}

std::size_t SearchTables::bytes() const {
    std::size_t total = values_.bytes();
    for (const auto& w : wins_) total += w->bytes();
    return total;
}

void SearchTables::bind(std::string_view identity) {
    const std::lock_guard lock(bind_mutex_);
    if (bound_ && identity == identity_) return;
    if (bound_ && shared_)
        throw InvalidArgument("search tables shared between threads serve one ruleset object, and these serve "
                              "another (give each ruleset its own tables)");
    clear();
    identity_.assign(identity);
    bound_ = true;
}

void SearchTables::clear() {
    values_.clear();
    for (auto& w : wins_) w->clear();
}

} // namespace cgt::search
