#pragma once
// Properties of stoppers and sided values, with CGSuite's names and definitions
// (CanonicalStopper.scala, StopperSidedValue.scala).

#include "cgt/loopy/pseudonumber.hpp"
#include "cgt/loopy/sided_value.hpp"
#include "cgt/loopy/stopper.hpp"

namespace cgt::loopy {

// ---- stoppers ----
bool is_pseudonumber(Stopper g);   // on, off, a number, x over or x under
bool is_switch(Stopper g);         // G = -G
bool is_infinitesimal(Stopper g);  // both strong stops 0
bool is_all_small(Stopper g);      // every follower infinitesimal (CGSuite's definition of IsAllSmall)
bool is_numberish(Stopper g);      // the strong stops are one number
// {x || x | y} with y - x <= under (x a number), or the mirror form: printed xTiny(..)/xMiny(..)
// when G is also a plumtree.
bool is_number_tiny(Stopper g);
bool is_idempotent(Stopper g);     // G + G = G
Stopper degree(Stopper g);         // the degree of loopiness: upsum(G, -G); 0 if loop-free
// G upsum ((-G) downsum (-D)) and G downsum ((-G) upsum D); InvalidArgument("Variety degree
// must be an idempotent.") unless D is idempotent.
Stopper upsum_variety(Stopper g, Stopper degree);
Stopper downsum_variety(Stopper g, Stopper degree);
bool is_stable(Stopper g);         // the two varieties of degree(G) agree
Stopper variety(Stopper g);        // that variety; InvalidArgument("That game is not stable.") if not
// The ordinal sum G:H (H's positions get G's options as well; play in H ends when G is
// played in).
Stopper ordinal_sum(Stopper g, Stopper h);
// The X with B:X = G, for a short base B (CGSuite's G.Subordinate(B)): G's followers without
// the moves to B's options. InvalidArgument ("That game cannot be subordinated to the specified
// base.") when G is not of the form B:X: some follower has no answer to a move of B.
Stopper subordinate(Stopper g, Game base);
// CGSuite's powers with a pseudonumber exponent x (on, x over, {5|pass}, 7/4, ...), for a base
// G = {0|H} in pow: pow_to(G, x) = G:X where 1:X = x (pow_to(G, 0) = 0), and
// pow(G, x) = {0 | H - pow_to(G, x - 1)}. InvalidArgument("Invalid exponent.") when x is not 1:X
// for any X (off, {pass|1}), and for another base of pow.
Stopper pow_to(Stopper g, Stopper x);
Stopper pow(Stopper g, Stopper x);

// ---- sided values ----
bool is_infinitesimal(const SidedValue& v); // both sides infinitesimal (stopper-sided values)
bool is_all_small(const SidedValue& v);     // both sides all-small (stopper-sided values)
bool is_numberish(const SidedValue& v);     // onside's strong Left stop == offside's strong Right stop

} // namespace cgt::loopy
