#pragma once
// The expression language: CGSuite's worksheet syntax for short games (docs/notation.md).
//
//   cgt::evaluate("{3||2|1}.Mean")            -> the number 9/4 (a Game)
//   cgt::evaluate("^.Pow(2) + *")             -> ^<2>*
//   cgt::evaluate("{1|0}.IsNumber")           -> false
//   cgt::evaluate("{3||2*|1*}.Thermograph")   -> Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])
//
// The whole text is parsed (and method names and argument counts checked) before anything is
// evaluated. Numbers are games, as in CGSuite: G.Birthday and G.Mean give number games. Other
// results (booleans, outcome classes, sets of games, thermographs) are Values of their own
// type, printed as CGSuite prints them.

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/loopy/sided_value.hpp"
#include "cgt/misere.hpp"
#include "cgt/notation.hpp"
#include "cgt/outcome.hpp"
#include "cgt/thermograph.hpp"
#include "cgt/uptimal.hpp"

namespace cgt {

// A set of games, as G.LeftOptions or G.Followers give it: printed {a,b,c} in CGSuite's order.
struct GameSet {
    std::vector<Game> games; // distinct, in no particular order
    friend bool operator==(const GameSet&, const GameSet&) = default;
};

// A set of loopy games (G.Followers of a loopy G): printed {a,b,c} in CGSuite's notation.
struct LoopySet {
    std::vector<loopy::SidedValue> values; // distinct
    friend bool operator==(const LoopySet&, const LoopySet&) = default;
};

// Misère forms (G.MisereCanonicalForm, G.Mate), genera (G.Genus) and uptimal expansions
// (G.UptimalExpansion) are values of their own types too. Loopy games (on, over, a{0|{1|a}},
// 1 & 0; docs/loopy.md) are loopy::SidedValues, and their outcome classes LoopyOutcomes (D,
// NHat, ...); a loopy expression whose value is short gives a Game (+-(^<on>*) is 0, while
// on - on is dud). Left and Right are Players (the argument of G.Stop(Left), G.Options(Right)).
using Value = std::variant<Game, bool, Outcome, GameSet, Thermograph, MisereGame, Genus, UptimalExpansion,
                           loopy::SidedValue, loopy::LoopyOutcome, LoopySet, Player>;

// Evaluates text and returns its game. Throws ParseError (with the position and what was
// expected) on malformed input, InvalidArgument when an operation does not apply or the value is
// not a game ({1|0}.IsNumber).
Game parse_game(std::string_view text);

// Parses and evaluates text. Throws ParseError for malformed text (position and what was
// expected), InvalidArgument for an operation that does not apply (G.Cool(*): a temperature
// must be a number), and whatever the operations throw (MemoryLimitExceeded, ...).
Value evaluate(std::string_view text);

// CGSuite's printed form of a value: games in the given notation, true/false, L/R/N/P,
// {0,*,^}, Thermograph(mean,[...],[...],mean,[...],[...]).
std::string to_string(const Value& value, PrintStyle style = PrintStyle::cgsuite);

// "a game", "a boolean", ... (for messages).
std::string kind_name(const Value& value);

} // namespace cgt
