#pragma once
// Pseudonumbers and the stops of stoppers.
//
// A pseudonumber is on, off, a number x, x over = {x|pass} or x under = {pass|x}; they are
// totally ordered: off < x under < x < x over < y under < ... < on for x < y. The Left and
// Right stops of a stopper are pseudonumbers (Siegel, CGT, ch. VI): a pseudonumber is its own
// stop, a short game has its short stops, otherwise LS(G) = max LS-of-Right-stop of the Left
// options and RS(G) = min of the Left stops of the Right options.

#include <compare>
#include <optional>
#include <string>

#include "cgt/dyadic.hpp"
#include "cgt/loopy/stopper.hpp"
#include "cgt/player.hpp"

namespace cgt::loopy {

class Pseudonumber {
public:
    explicit Pseudonumber(Dyadic x, int over = 0) : x_(std::move(x)), over_(over < 0 ? -1 : over > 0 ? 1 : 0) {}
    static Pseudonumber on() { return Pseudonumber(Infinite{}, 1); }
    static Pseudonumber off() { return Pseudonumber(Infinite{}, -1); }

    bool is_on() const noexcept { return infinite_ > 0; }
    bool is_off() const noexcept { return infinite_ < 0; }
    bool is_number() const noexcept { return infinite_ == 0 && over_ == 0; }
    const Dyadic& number() const noexcept { return x_; } // the x of x, x over, x under (0 for on, off)
    int over_sign() const noexcept { return over_; }    // +1 over, -1 under, 0 otherwise
    Pseudonumber strong() const { return infinite_ == 0 ? Pseudonumber(x_) : *this; } // x over -> x

    Stopper to_stopper() const;

    friend bool operator==(const Pseudonumber&, const Pseudonumber&) = default;
    friend std::strong_ordering operator<=>(const Pseudonumber& a, const Pseudonumber& b) {
        if (auto c = a.infinite_ <=> b.infinite_; c != 0 || a.infinite_ != 0) return c;
        if (auto c = a.x_ <=> b.x_; c != 0) return c;
        return a.over_ <=> b.over_;
    }

private:
    struct Infinite {};
    Pseudonumber(Infinite, int sign) : infinite_(sign) {}
    int infinite_ = 0; // +1 on, -1 off
    Dyadic x_;
    int over_ = 0;
};

// "on", "off", "3/2", "over", "3/2under", "-5over" (CGSuite's form).
std::string to_string(const Pseudonumber& p);

// The pseudonumber s is, if it is one.
std::optional<Pseudonumber> as_pseudonumber(Stopper s);
Pseudonumber left_stop(Stopper s);
Pseudonumber right_stop(Stopper s);
inline Pseudonumber stop(Stopper s, Player p) { return p == Player::left ? left_stop(s) : right_stop(s); }
// CGSuite's StrongStop: the stop with over/under dropped (x over -> x).
inline Pseudonumber strong_stop(Stopper s, Player p) { return stop(s, p).strong(); }

} // namespace cgt::loopy
