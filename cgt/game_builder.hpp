#pragma once
// cgt::GameBuilder: collects the options of a game, then returns its canonical form.
//
// Rulesets whose options are sums of independent parts (paths split by a move, disjoint unions)
// can add an option as a pair of summands. When both summands are numbers, only the best number
// on each side is kept (Left's largest number dominates Left's other numbers; likewise Right's
// smallest), and it is the only one ever turned into a game: most options of such rulesets are
// never created. Other sums wait until build(): a sum whose stops show that the best number
// dominates it (for Left: LS(a) + LS(b) < best, since LS(a + b) <= LS(a) + LS(b)) is dropped
// without being computed.
//
//   GameBuilder b;
//   for (...) b.add_left_sum(part_before, part_after);
//   Game g = b.build();

#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt {

class GameBuilder {
public:
    void add_left(Game g);
    void add_right(Game g);
    void add_left_sum(Game a, Game b);  // the option a + b for Left
    void add_right_sum(Game a, Game b); // the option a + b for Right
    // A numeric option given as a number: callers that keep the numbers of their sub-positions
    // in their own arrays can offer sums of numbers without touching the game table at all.
    void add_left_number(const Dyadic& x);
    void add_right_number(const Dyadic& x);
    Game build() const;                 // canonical form of { left options | right options }
    void clear();

private:
    struct Side {
        std::vector<std::uint32_t> games;  // options other than the best number
        std::optional<Dyadic> best_number; // the best numeric option so far
        std::vector<std::pair<std::uint32_t, std::uint32_t>> sums; // options a + b not built yet
    };
    static void add(Side& side, Game g, bool left);
    static void add_sum(Side& side, Game a, Game b, bool left);
    static std::vector<std::uint32_t> finish(const Side& side, bool left);
    Side left_;
    Side right_;
};

} // namespace cgt
