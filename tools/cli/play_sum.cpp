#include "tools/cli/play_sum.hpp"

#include <memory>
#include <optional>
#include <span>
#include <utility>

#include <fmt/format.h>

#include "algorithms/registry/registry.hpp"
#include "algorithms/sums/misere_sum.hpp"
#include "algorithms/sums/sum_search.hpp"
#include "cgt/errors.hpp"
#include "tools/cli/detail/messages.hpp"
#include "tools/cli/detail/output.hpp"
#include "tools/cli/game_info.hpp"
#include "tools/cli/search_progress.hpp"

namespace cgt::cli {
namespace {

// NAME of a word NAME:POSITION when NAME is registered, else nothing.
const registry::Ruleset* prefix_ruleset(std::string_view word) {
    const std::size_t colon = word.find(':');
    return colon == std::string_view::npos ? nullptr : registry::find(word.substr(0, colon));
}

struct Sum {
    explicit Sum(sums::SumSearchOptions options) : search(std::move(options)) {}
    sums::SumSearch search;
    std::vector<sums::Component> components;
    std::vector<std::string> written; // each component as NAME:POSITION
    bool impartial = true;
};

void read_sum(const std::vector<std::string>& words, Sum& sum) {
    const registry::Ruleset* current = nullptr;
    std::vector<std::pair<const registry::Ruleset*, std::uint32_t>> added; // one ruleset object per name
    auto index_of = [&](const registry::Ruleset* r) {
        for (const auto& [rules, index] : added)
            if (rules == r) return index;
        const std::uint32_t index = sum.search.add_ruleset(r->make());
        added.emplace_back(r, index);
        return index;
    };
    auto add = [&](const registry::Ruleset* r, std::string_view text) {
        std::uint32_t index = 0;
        sums::PositionId id = 0;
        try {
            // A ruleset whose text is the board gets an object per position.
            index = r->make_for_position ? sum.search.add_ruleset(r->make_for_position(text)) : index_of(r);
            id = sum.search.ruleset(index).parse(text);
        } catch (const Error& e) {
            throw InvalidArgument(fmt::format("{}: {}", echoed(text), e.what()));
        }
        sum.components.push_back({index, id});
        sum.written.push_back(fmt::format("{}:{}", r->name, text));
        sum.impartial = sum.impartial && r->impartial;
    };
    for (const std::string& word : words) {
        if (const registry::Ruleset* r = prefix_ruleset(word)) {
            add(r, std::string_view(word).substr(word.find(':') + 1));
            current = r;
        } else if (const registry::Ruleset* named = registry::find(word)) {
            current = named;
        } else if (current) {
            add(current, word);
        } else {
            throw InvalidArgument(fmt::format("unknown ruleset {} (cgt play --list shows them)", echoed(word)));
        }
    }
    if (sum.components.empty())
        throw InvalidArgument(fmt::format("cgt play {}: give at least one position", words.empty() ? "" : words[0]));
}

// "Left" or "Right" from --first.
Player first_player(const std::string& first) {
    if (first == "left") return Player::left;
    if (first == "right") return Player::right;
    throw InvalidArgument(fmt::format("--first {}: give left or right", echoed(first)));
}

std::vector<std::string> labels(const std::vector<sums::WinningMove>& moves) {
    std::vector<std::string> out;
    for (const sums::WinningMove& m : moves) out.push_back(fmt::format("{}:{}", m.component, m.move)); // MCGS's i:MOVE
    return out;
}

// Options that do not go together, refused before any search.
void check_combination(const SumPlay& play) {
    const struct {
        bool given;
        std::string_view what;
    } refused[] = {
        {play.info && play.outcome, "--info prints the value's fields, --outcome the outcome alone: give one"},
        {play.info && !play.first.empty(), "--info prints the value's fields: drop --first"},
        {play.info && play.misere, "--info prints the normal-play value's fields: drop --misere"},
    };
    for (const auto& r : refused)
        if (r.given) throw InvalidArgument(std::string(r.what));
}

} // namespace

bool starts_registered_sum(std::string_view word) { return registry::find(word) || prefix_ruleset(word); }

void run_sum_play(const SumPlay& play) {
    SearchProgressLine progress; // long searches report on stderr when it is a terminal
    progress.set_label("play");
    const auto report = [&](const sums::SumProgress& p) {
        progress.step(fmt::format("{} sums searched, {} in the table", p.nodes, p.table_entries));
    };
    sums::SumSearchOptions options;
    options.progress = report;
    options.progress_interval = 1024;
    check_combination(play);
    Sum sum(std::move(options));
    read_sum(play.words, sum);
    std::optional<Player> first;
    if (!play.first.empty()) first = first_player(play.first);
    const std::span<const sums::Component> components = sum.components;
    nlohmann::json j = {{"positions", sum.written}, {"play", play.misere ? "misere" : "normal"}};
    std::optional<std::pair<Game, GameInfo>> info; // --info: the value and its fields
    std::vector<std::pair<std::string, std::vector<std::string>>> move_lists; // who, i:MOVE labels

    // Misère play: one search over the whole sum (it does not decompose), its table kept for
    // every question below.
    std::optional<sums::MisereSearch> misere;
    if (play.misere) {
        sums::MisereOptions misere_options;
        misere_options.progress = report;
        misere.emplace(sum.search, std::move(misere_options));
    }
    auto wins = [&](Player p) {
        if (misere) return misere->wins(components, p);
        return sum.impartial ? sum.search.grundy(components) != 0 : sum.search.wins(components, p);
    };
    auto winning = [&](Player p) {
        if (misere) return labels(misere->winning_moves(components, p));
        return labels(sum.impartial ? sum.search.impartial_winning_moves(components) : sum.search.winning_moves(components, p));
    };
    std::string headline;
    if (first) {
        const bool won = wins(*first);
        const std::string who = *first == Player::left ? "Left" : "Right";
        headline = fmt::format("{} {} moving first", who, won ? "wins" : "loses");
        j["first"] = play.first;
        j["first_wins"] = won;
        if (play.moves) move_lists.emplace_back(*first == Player::left ? "left" : "right", winning(*first));
    } else {
        if (play.outcome || misere) { // by search, without values
            const bool left = wins(Player::left), right = sum.impartial ? left : wins(Player::right);
            headline = left && right ? "N" : left ? "L" : right ? "R" : "P";
            j["outcome"] = headline;
        } else {
            const Game value = sum.search.value(components);
            if (play.info) {
                info.emplace(value, game_info(value));
                j["info"] = game_info_json(value, info->second);
            }
            headline = show(value, play.format);
            j["value"] = headline;
            j["outcome"] = std::string(to_string(value.outcome()));
        }
        if (play.moves) {
            if (sum.impartial) move_lists.emplace_back("moves", winning(Player::left));
            else
                for (Player p : {Player::left, Player::right})
                    move_lists.emplace_back(p == Player::left ? "left" : "right", winning(p));
        }
    }
    progress.clear(); // the report starts on a clean line
    if (play.format == OutputFormat::json) {
        for (const auto& [who, list] : move_lists) j[who == "moves" ? "winning_moves" : who + "_winning_moves"] = list;
        write_line("", j.dump());
        return;
    }
    if (info) print_game_info(info->first, info->second);
    else write_line("", headline);
    for (const auto& [who, list] : move_lists) {
        fmt::print("{} ({}):\n", who == "moves" ? "winning moves" : who == "left" ? "Left winning moves" : "Right winning moves",
                   list.size());
        for (const std::string& m : list) fmt::print("  {}\n", m);
    }
}

void print_registered_rulesets() {
    for (const registry::Ruleset& r : registry::rulesets())
        fmt::print("{:<30} {:<10} {}\n{:<42}{}\n", r.name, r.impartial ? "impartial" : "partizan", r.syntax, "",
                   r.description);
}

} // namespace cgt::cli
