// The table of MCGS's section titles (MCGS's file_parser.cpp names them) and cgt's rulesets. It
// is the only place `cgt solve` maps names to rulesets: the ruleset registry replaces it when it
// lands.
#include "tools/cli/solve/sections.hpp"

#include <array>
#include <functional>

#include <fmt/format.h>

#include "algorithms/sums/typed_ruleset.hpp"
#include "cgt/errors.hpp"
#include "games/basic/basic_games.hpp"
#include "games/grid/amazons.hpp"
#include "games/grid/cannibal_clobber.hpp"
#include "games/grid/clobber.hpp"
#include "games/grid/domineering.hpp"
#include "games/grid/fission.hpp"
#include "games/grid/king_dirt.hpp"
#include "games/grid/nogo.hpp"
#include "games/grid/sheep.hpp"
#include "games/impartial/impartial_variant.hpp"
#include "games/strip/elephants_and_rhinos.hpp"
#include "games/strip/toads_and_frogs.hpp"
#include "games/strip/toppling_dominoes.hpp"

namespace cgt::cli::mcgs {
namespace {

using Made = std::unique_ptr<sums::ErasedRuleset>;

// R's positions read and printed by R's own parse and print.
template <typename R, typename Rules>
Made typed(Rules rules) {
    using Position = typename Rules::Position;
    return std::make_unique<sums::TypedRuleset<Rules>>(
        std::move(rules), [](std::string_view text) -> Position { return R::parse(text); },
        [](const Position& p) { return R::print(p); });
}

struct Section {
    std::string_view title;
    Made (*make)();            // the ruleset
    Made (*make_impartial)();  // its impartial variant
};

#define CGT_PARTIZAN(TITLE, R, ...)                                                                       \
    Section {                                                                                             \
        TITLE, [] { return typed<R>(R{__VA_ARGS__}); }, [] { return typed<R>(ImpartialVariant<R>(R{__VA_ARGS__})); } \
    }
#define CGT_IMPARTIAL(TITLE, R) \
    Section { TITLE, [] { return typed<R>(R{}); }, [] { return typed<R>(R{}); } }

const std::array sections{
    CGT_PARTIZAN("clobber_1xn", grid::Clobber, grid::Layout::strip),
    CGT_PARTIZAN("nogo_1xn", grid::NoGo, grid::Layout::strip),
    CGT_PARTIZAN("elephants", grid::ElephantsAndRhinos),
    CGT_PARTIZAN("toppling_dominoes", grid::TopplingDominoes),
    CGT_PARTIZAN("gen_toads", grid::ToadsAndFrogs),
    CGT_PARTIZAN("clobber", grid::Clobber),
    CGT_PARTIZAN("cannibal_clobber", grid::CannibalClobber),
    CGT_PARTIZAN("nogo", grid::NoGo),
    CGT_PARTIZAN("amazons", grid::Amazons),
    CGT_PARTIZAN("gen_king_dirt", grid::KingDirt),
    CGT_PARTIZAN("domineering", grid::Domineering),
    CGT_PARTIZAN("fission", grid::Fission),
    CGT_PARTIZAN("sheep", grid::Sheep),
    CGT_PARTIZAN("integer_game", basic::IntegerGame),
    CGT_PARTIZAN("dyadic_rational", basic::DyadicRational),
    CGT_PARTIZAN("switch_game", basic::SwitchGame),
    CGT_PARTIZAN("up_star", basic::UpStar),
    CGT_IMPARTIAL("nimber", basic::Nimber),
    CGT_IMPARTIAL("kayles", basic::Kayles),
};

#undef CGT_PARTIZAN
#undef CGT_IMPARTIAL

} // namespace

Made section_ruleset(std::string_view title) {
    bool impartial = false;
    if (title.starts_with("impartial ")) {
        impartial = true;
        title.remove_prefix(std::string_view("impartial ").size());
        while (!title.empty() && title.front() == ' ') title.remove_prefix(1);
    }
    for (const Section& s : sections)
        if (s.title == title) return impartial ? s.make_impartial() : s.make();
    throw InvalidArgument(fmt::format("unknown section [{}]; the sections are {} (and 'impartial NAME' for each)",
                                      title, section_names()));
}

std::string section_names() {
    std::string out;
    for (const Section& s : sections) out += fmt::format("{}{}", out.empty() ? "" : ", ", s.title);
    return out;
}

} // namespace cgt::cli::mcgs
