// Fuzzes the arguments of `cgt compound`: the input is split into words, the first two are the
// version and the play, the rest path orders. Bad words are a cgt::Error with a bounded message;
// a parsed small position gets the theory's outcome, equal to the search's when it is tiny.
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/compound/compound_search.hpp"
#include "algorithms/compound/compound_theory.hpp"
#include "games/compound/component_rules.hpp"
#include "games/compound/compound_version.hpp"
#include "tests/fuzz/fuzz_support.hpp"
#include "tools/cli/compound_arguments.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    cgt::fuzz::set_fuzz_memory_limit();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cgt::compound;
    using cgt::cli::parse_count;
    using cgt::cli::parse_position;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> words;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t end = std::min(text.find(' ', i), text.size());
        if (end > i) words.emplace_back(text.substr(i, end - i));
        i = end + 1;
    }
    if (words.size() < 2) return 0;
    Version version{};
    Play play{};
    if (!cgt::fuzz::parses(text, [&] { version = parse_version(words[0]); })) return 0;
    if (!cgt::fuzz::parses(text, [&] { play = parse_play(words[1]); })) return 0;
    const std::vector<std::string> orders(words.begin() + 2, words.end());
    Position position;
    if (!cgt::fuzz::parses(text, [&] { position = parse_position(orders); })) return 0;
    (void)cgt::fuzz::parses(text, [&] { (void)parse_count(words.back(), "count", 1'000'000); });
    const std::uint64_t total = std::accumulate(position.begin(), position.end(), std::uint64_t{0});
    if (!theory_solves(version, play) || total > 1000) return 0;
    const cgt::Outcome by_theory = CompoundTheory(version, play).outcome(position);
    const PathNodeKayles rules;
    if (total <= 12 && by_theory != CompoundSearch(rules, version, play).outcome(position))
        cgt::fuzz::fail("theory and search disagree", text);
    return 0;
}
