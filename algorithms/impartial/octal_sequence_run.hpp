#pragma once
// A Grundy sequence computed in pieces, for long runs that are stopped and resumed (the CLI's
// `cgt grundy octal --checkpoint`): the engine of octal_grundy_sequence, asked between blocks of
// heaps whether to stop, and the text that saves the values so far and reads them back.
//
//   OctalSequenceRun run(code, options, parse_octal_sequence_state(saved, count)); // or no prefix
//   while (!run.extend(count, [&] { return time_to_pause(); })) {
//       print(run.values()); // a prefix of the sequence
//       save(octal_sequence_state(run.values(), charge));
//   }

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/impartial/octal_sequence.hpp"
#include "cgt/memory.hpp"

namespace cgt::impartial {

namespace detail {
class OctalEngine;
}

// What the rare-value method found, as tczajka/octal-games reports it (`cgt grundy octal --stats`).
struct OctalSequenceStats {
    std::uint64_t mask = 0;        // rare: popcount(G & mask) (+ the heap's parity) even; 0: no mask
    bool mask_has_parity = false;
    std::size_t rare_heaps = 0, last_rare = 0;
    std::size_t largest_at = 0;    // the first heap with the largest value so far
    Grundy largest = 0;
};

class OctalSequenceRun {
public:
    // `prefix` holds G(0..) computed earlier (a resumed run): the run continues after it.
    OctalSequenceRun(const OctalCode& code, OctalSequenceOptions options, std::vector<Grundy> prefix = {});
    ~OctalSequenceRun();
    OctalSequenceRun(const OctalSequenceRun&) = delete;
    OctalSequenceRun& operator=(const OctalSequenceRun&) = delete;

    // Computes G(n) for n < count; true when done. `stop` is asked between blocks of heaps: when
    // it answers true the run returns false at once, values() being a prefix it continues from.
    bool extend(std::size_t count, const std::function<bool()>& stop = {});
    const std::vector<Grundy>& values() const noexcept;
    OctalSequenceStats stats() const;

private:
    std::unique_ptr<detail::OctalEngine> engine_;
};

// The values so far as a checkpoint's state, "values N\nG(0) G(1) ...\n"; `charge` is charged
// with the text's size (to the memory budget) before it is built, and holds it until resized.
std::string octal_sequence_state(std::span<const Grundy> values, MemoryCharge& charge);
// The values saved by octal_sequence_state, at most `count` of them. Throws InvalidArgument when
// the text is not such a state.
std::vector<Grundy> parse_octal_sequence_state(std::string_view state, std::size_t count);

} // namespace cgt::impartial
