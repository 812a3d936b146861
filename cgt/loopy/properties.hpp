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

// ---- sided values ----
bool is_infinitesimal(const SidedValue& v); // both sides infinitesimal (stopper-sided values)
bool is_numberish(const SidedValue& v);     // onside's strong Left stop == offside's strong Right stop

} // namespace cgt::loopy
