// Fuzzes the expression language (parser, evaluator, printers) with arbitrary text.
// Malformed input must raise cgt::ParseError (or another cgt::Error: a type error, the memory
// limit, the step limit); every value must print, and a game must print and re-parse to the same
// game in both styles. Anything else (crash, sanitizer report, other exception, round-trip
// mismatch) aborts.
//
// Each input gets a step limit (cgt/step_limit.hpp): short text can ask for long work (G:n with
// a large n, products of sums with large nimbers), and libFuzzer's per-input timeout must catch
// only work that escapes the limit, such as a loop that builds no games.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cgt/errors.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/lang/work_limit.hpp"
#include "cgt/memory.hpp"
#include "cgt/notation.hpp"
#include "cgt/step_limit.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    cgt::set_memory_limit(std::size_t{256} << 20);
    return 0;
}

namespace {
// Steps (games built) per input: well under a second under ASan.
constexpr std::uint64_t kStepsPerInput = 20000;

// Sums with *k or ^n for large k, n are legitimately slow (G + *k has k options to try), so the
// fuzzer skips counts of three or more digits after *, ^ and v; numbers may have any size.
bool has_large_count(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '*' && text[i] != '^' && text[i] != 'v') continue;
        std::size_t digits = 0;
        while (i + 1 + digits < text.size() && text[i + 1 + digits] >= '0' && text[i + 1 + digits] <= '9') ++digits;
        if (digits > 2) return true;
    }
    return false;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    if (has_large_count(text)) return 0;
    cgt::set_work_limit(1); // the default, also after a round trip that threw
    cgt::StepLimit steps(kStepsPerInput);
    cgt::Value v;
    try {
        v = cgt::evaluate(text);
        cgt::to_string(v);
    } catch (const cgt::ParseError& e) {
        if (e.position() > size) {
            std::fprintf(stderr, "ParseError position %zu past the input (size %zu)\n", e.position(), size);
            std::abort();
        }
        return 0;
    } catch (const cgt::Error&) {
        return 0; // e.g. MemoryLimitExceeded: a clean error is fine
    }
    const cgt::Game* game = std::get_if<cgt::Game>(&v);
    if (!game) return 0;
    cgt::Game g = *game;
    for (auto style : {cgt::PrintStyle::cgsuite, cgt::PrintStyle::explicit_braces}) {
        std::string printed;
        cgt::Game again;
        try {
            printed = cgt::to_string(g, style);
            // cgt prints uptimals of every order as tokens (^[129]); reading one back asks for as
            // many levels as building it did, which the work limit may have allowed another way
            // (^:128 at work limit 2): read back under the largest limit (the step limit holds).
            cgt::set_work_limit(cgt::maximum_work_limit);
            again = cgt::parse_game(printed);
            cgt::set_work_limit(1);
        } catch (const cgt::MemoryLimitExceeded&) {
            return 0; // the table fills up over a long run (it is never emptied): a clean error
        } catch (const cgt::StepLimitExceeded&) {
            return 0;
        } catch (const cgt::ParseError& e) {
            // A game more than 10000 levels deep prints, but its text passes the parser's
            // nesting limit (docs/notation.md): the one documented way a round trip may fail.
            if (std::string_view(e.what()).find("nested deeper than") != std::string_view::npos) return 0;
            throw;
        }
        if (again != g) {
            std::fprintf(stderr, "round trip failed: %s\n", printed.c_str());
            std::abort();
        }
    }
    return 0;
}
