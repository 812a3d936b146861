#pragma once
// Impartial games in misère play, in misère canonical form (Conway, On Numbers and Games
// ch. 12; Winning Ways ch. 13; Siegel, "On the structure of misère impartial games").
//
// A MisereGame is a handle into its own hash-consed table, as cgt::Game is for normal play, so
// equality of misère values is equality of handles. (The normal-play canonical form of an
// impartial game is a nimber, which forgets everything misère play needs, so misère forms are
// built from options, never from a cgt::Game.)
//
//   cgt::MisereGame two = cgt::MisereGame::nim_heap(2);
//   cgt::MisereGame g = cgt::MisereGame::from_options({two});   // {*2}, CGSuite's *[[2]]
//   g.genus().to_string();                                       // "0^0"
//   (two + two).misere_outcome();                                // P

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <vector>

#include "cgt/outcome.hpp"

namespace cgt {

// The genus g^(γ0 γ1 γ2 ...) of Winning Ways: g is the normal-play nim-value, γi the misère
// nim-value of G + *2 + ... + *2 (i copies); the γ's end alternating with period 2. Stored and
// printed as CGSuite does: a nim heap as g alone, tame and restive games as g^γ0, the others with
// as many γ's as it takes to reach the alternation ("0^120"; "2^(10,3,11)" when a value has two
// digits).
struct Genus {
    enum class Kind { nim_heap, tame, restive, wild };
    Kind kind = Kind::nim_heap;
    std::uint32_t base = 0;                 // g, the normal-play nim-value
    std::vector<std::uint32_t> superscript; // the stored γ's
    std::uint32_t gamma(std::size_t i) const; // γi for every i, the stored ones continued
    std::string to_string() const;
    friend bool operator==(const Genus&, const Genus&) = default;
};

class MisereGame {
public:
    MisereGame() = default; // the empty game 0

    static MisereGame nim_heap(std::uint32_t n); // *n
    // The misère canonical form of the game with these options.
    static MisereGame from_options(std::span<const MisereGame> options);
    static MisereGame from_options(std::initializer_list<MisereGame> options) {
        return from_options(std::span<const MisereGame>(options.begin(), options.size()));
    }

    std::vector<MisereGame> options() const; // canonical options, sorted by id
    std::size_t birthday() const;
    std::uint32_t nim_value() const;        // normal-play nim-value G+ (the genus base)
    std::uint32_t misere_nim_value() const; // misère nim-value G- (0 for a P-position)
    Outcome misere_outcome() const;         // P or N
    bool is_nim_heap() const;
    Genus genus() const;
    MisereGame mate() const;                // CGSuite's Mate: 0 <-> *, else {mates of options}

    friend MisereGame operator+(MisereGame g, MisereGame h); // disjunctive sum
    friend bool operator==(MisereGame g, MisereGame h) noexcept { return g.id_ == h.id_; }

    std::uint32_t id() const noexcept { return id_; }
    static MisereGame from_id(std::uint32_t id) noexcept { return MisereGame(id); }

private:
    explicit MisereGame(std::uint32_t id) noexcept : id_(id) {}
    std::uint32_t id_ = 0;
};

// CGSuite's input form: "*[n]" for the nim heap n, otherwise "*[E]" where E lists the options,
// a heap n as "n" and any other option as "[...]" (so {*2} is "*[[2]]", {*2, {*2}} "*[[2,[2]]]").
std::string to_string(MisereGame g);

} // namespace cgt
