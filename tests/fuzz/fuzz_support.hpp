#pragma once
// Shared by the libFuzzer harnesses: a clean cgt::Error is a fine answer to bad input; anything
// else that escapes (another exception type) or a broken property aborts with the input shown.

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cgt/errors.hpp"
#include "cgt/memory.hpp"

namespace cgt::fuzz {

[[noreturn]] inline void fail(const char* what, std::string_view input) {
    std::fprintf(stderr, "%s; input: %s\n", what, quote_excerpt(input).c_str());
    std::abort();
}

// Runs parse(); true when it returned, false when it refused with a cgt::Error whose message is
// bounded (a message longer than 1000 bytes echoes the input: a bug).
template <typename Parse>
bool parses(std::string_view input, Parse&& parse) {
    try {
        parse();
        return true;
    } catch (const ParseError& e) {
        if (e.position() > input.size()) fail("ParseError position past the input", input);
        if (std::string_view(e.what()).size() > 1000) fail("unbounded error message", input);
    } catch (const Error& e) {
        if (std::string_view(e.what()).size() > 1000) fail("unbounded error message", input);
    }
    return false;
}

inline void set_fuzz_memory_limit() { set_memory_limit(std::size_t{256} << 20); }

} // namespace cgt::fuzz
