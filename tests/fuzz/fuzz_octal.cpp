// Fuzzes octal codes ("0.137"): bad text is a cgt::Error with a bounded message; a parsed code
// prints back to itself and gives a short Grundy sequence equal to the naive mex recursion's.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "algorithms/impartial/octal_sequence.hpp"
#include "games/impartial/octal_code.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    cgt::fuzz::set_fuzz_memory_limit();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using cgt::impartial::OctalCode;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::optional<OctalCode> parsed;
    if (!cgt::fuzz::parses(text, [&] { parsed = OctalCode::parse(text); })) return 0;
    const OctalCode& code = *parsed;
    if (OctalCode::parse(code.to_string()) != code) cgt::fuzz::fail("to_string round trip", text);
    constexpr std::size_t count = 40;
    if (cgt::impartial::octal_grundy_sequence(code, count) != cgt::impartial::octal_grundy_sequence_naive(code, count))
        cgt::fuzz::fail("the fast Grundy sequence differs from the naive one", text);
    return 0;
}
