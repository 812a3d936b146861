// Fuzzes game construction, printing, parsing and thermographs with games built from bytes:
// each byte is an instruction on a small stack of games (push a small game, build {a|b},
// {a,b|c}, add, subtract, negate). Checks the round trip in both styles, the thermograph
// against its slow twin (no closed forms) and the additivity of means (mean(G+H) = mean(G) +
// mean(H)), which ties the thermographs to the core's sums.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "cgt/lang/expression.hpp"
#include "cgt/notation.hpp"
#include "cgt/thermograph.hpp"

namespace {
[[noreturn]] void fail(const char* what, cgt::Game g) {
    std::fprintf(stderr, "%s: %s\n", what, cgt::to_string(g, cgt::PrintStyle::explicit_braces).c_str());
    std::abort();
}

void check(cgt::Game g) {
    for (auto style : {cgt::PrintStyle::cgsuite, cgt::PrintStyle::explicit_braces})
        if (cgt::parse_game(cgt::to_string(g, style)) != g) fail("round trip", g);
    auto th = cgt::thermograph(g);
    if (th.mean != g.mean() || th.temperature != g.temperature()) fail("thermograph disagrees", g);
    auto slow = cgt::detail::thermograph_by_scaffolds_only(g);
    if (th.left_wall != slow.left_wall || th.right_wall != slow.right_wall) fail("closed-form walls disagree", g);
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    cgt::set_memory_limit(std::size_t{256} << 20);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using cgt::Game;
    std::vector<Game> stack;
    auto pop = [&] {
        if (stack.empty()) return Game();
        Game g = stack.back();
        stack.pop_back();
        return g;
    };
    try {
        for (std::size_t i = 0; i < size && i < 64; ++i) {
            std::uint8_t op = data[i];
            switch (op % 8) {
            case 0: stack.push_back(Game::integer((op >> 3) % 5 - 2)); break;
            case 1: stack.push_back(Game::dyadic((op >> 3) % 7 - 3, 1 + (op >> 6))); break;
            case 2: stack.push_back(Game::nus(0, (op >> 3) % 5 - 2, (op >> 5) % 4)); break;
            case 3: { Game r = pop(), l = pop(); stack.push_back(Game::from_options({l}, {r})); break; }
            case 4: { Game r = pop(), b = pop(), a = pop(); stack.push_back(Game::from_options({a, b}, {r})); break; }
            case 5: { Game b = pop(), a = pop(); stack.push_back(a + b); break; }
            case 6: { Game b = pop(), a = pop(); stack.push_back(a - b); break; }
            case 7: stack.push_back(-pop()); break;
            }
            if (stack.size() > 16) stack.erase(stack.begin());
        }
        for (Game g : stack) check(g);
        if (stack.size() >= 2) {
            Game a = stack[0], b = stack[1];
            if ((a + b).mean() != a.mean() + b.mean()) fail("mean not additive", a + b);
        }
    } catch (const cgt::MemoryLimitExceeded&) {
        return 0;
    }
    return 0;
}
