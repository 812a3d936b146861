// Printing games in CGSuite's notation and in the explicit brace notation (see docs/notation.md).
//
// Both printers work without recursion: a post-order walk sorts every subgame's options and
// (CGSuite style) counts the slashes its unbraced form needs; an explicit stack of pending
// pieces then writes the text. Games thousands of levels deep print without stack overflow.
//
// The text is a tree: a subgame shared by several options is written once per occurrence, so a
// small game can print as gigabytes (a sum of 34 switches). The walk also counts the exact
// length of every subgame's text, and the whole text is charged to the memory budget before a
// character is written: past the limit, MemoryLimitExceeded comes at once.

#include "cgt/notation.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/option_order.hpp"
#include "cgt/errors.hpp"
#include "cgt/memory.hpp"
#include "cgt/uptimal.hpp"

namespace cgt {
namespace {

// CGSuite never prints more than three slashes in a row unbraced: a fourth level gets braces.
constexpr int max_slashes = 4;

// "1/2^*", "v3*2", "^^", "*", "-3/4": number, then ups, then nimber; the number is omitted
// when zero unless it is the whole value.
std::string nus_token(Game g) {
    Dyadic x = g.number_part();
    std::int64_t ups = g.up_part();
    std::uint64_t nim = g.nim_part();
    std::string out;
    if (!x.is_zero() || (ups == 0 && nim == 0)) out += x.to_string();
    if (ups != 0) {
        out += ups > 0 ? "^" : "v";
        // |ups| computed without overflowing on INT64_MIN.
        std::uint64_t magnitude = ups > 0 ? std::uint64_t(ups) : std::uint64_t(0) - std::uint64_t(ups);
        if (magnitude == 2) out += ups > 0 ? "^" : "v";
        else if (magnitude > 2) out += std::to_string(magnitude);
    }
    if (nim != 0) {
        out += '*';
        if (nim > 1) out += std::to_string(nim);
    }
    return out;
}

// CGSuite prints an uptimal of length two or more whose expansion is a unit or a unit sum as
// x^<n>*m / xv<n>*m or x^[n]*m / xv[n]*m (its Uptimal.appendTo); nullopt for other games.
// Every order prints as a token, as in CGSuite; the expression language reads back the orders
// its work limit allows (128 levels at the default limit).
std::optional<std::string> uptimal_token(Game g) {
    auto e = uptimal_expansion(g);
    if (!e || e->length() < 2) return std::nullopt;
    const bool unit = e->is_unit();
    if (!unit && !e->is_unit_sum()) return std::nullopt;
    std::string out;
    if (!e->number.is_zero()) out += e->number.to_string();
    out += e->coefficients.back() > 0 ? "^" : "v";
    out += unit ? fmt::format("<{}>", e->length()) : fmt::format("[{}]", e->length());
    if (e->nim != 0) {
        out += '*';
        if (e->nim > 1) out += std::to_string(e->nim);
    }
    return out;
}

// After "+-", CGSuite parenthesises an uptimal token with a number or nimber part.
bool uptimal_needs_parens(const std::string& token) {
    return (token.front() != '^' && token.front() != 'v') || token.find('*') != std::string::npos;
}

// A NUS that is not a number, a nimber or an up-multiple reads ambiguously after "+-".
bool nus_needs_parens(Game g) {
    return !g.is_number() && !g.is_nimber() && !(g.number_part().is_zero() && g.nim_part() == 0);
}

// CGSuite writes x + {0||0|-H} as xTiny(H) and x + {H|0||0} as xMiny(H) (x a number, H of
// positive mean): {x||x|y} with y of mean below x, and its mirror.
struct TinyForm {
    bool tiny = true; // else Miny
    Dyadic translation;
    Game subscript;
};

std::optional<TinyForm> tiny_form(Game g) {
    if (g.left_option_count() != 1 || g.right_option_count() != 1) return std::nullopt;
    Game gl = g.left_options().front(), gr = g.right_options().front();
    if (gl.is_number() && gr.left_option_count() == 1 && gr.right_option_count() == 1 &&
        gr.left_options().front() == gl) {
        Game grr = gr.right_options().front();
        if (grr.mean() < gl.number_part()) return TinyForm{true, gl.number_part(), gl - grr};
    }
    if (gr.is_number() && gl.left_option_count() == 1 && gl.right_option_count() == 1 &&
        gl.right_options().front() == gr) {
        Game gll = gl.left_options().front();
        if (gll.mean() > gr.number_part()) return TinyForm{false, gr.number_part(), gll - gr};
    }
    return std::nullopt;
}

// Printed lengths saturate at the maximum instead of wrapping (a small game can print as more
// than 2^64 characters).
using Length = std::uint64_t;
Length saturating_add(Length a, Length b) {
    return a > std::numeric_limits<Length>::max() - b ? std::numeric_limits<Length>::max() : a + b;
}

// How an item is printed: as it is, in braces (forced_brackets), or in braces and, if a NUS,
// in parentheses (forced_brackets and forced_parens): the three contexts write_game meets.
enum Context : unsigned char { plain = 0, braced = 1, braced_in_parens = 2 };
Context context_of(bool brackets, bool parens) {
    return brackets ? (parens ? braced_in_parens : braced) : plain;
}

struct NodeInfo {
    std::optional<std::string> uptimal; // printed ^<n>, v[n], ... (CGSuite style only)
    bool is_switch = false;         // G = -G, printed +-GL (CGSuite style only)
    std::optional<TinyForm> tiny;   // printed xTiny(H) / xMiny(H) (CGSuite style only)
    int slashes = 1;                // slashes between the sides when printed without braces
    Length length[3] = {0, 0, 0};   // characters printed, by Context (saturating)
};

class Printer {
public:
    explicit Printer(PrintStyle style) : style_(style) {}

    std::string print(Game root) {
        prepare(root);
        const Length length = length_of(root, braced);
        MemoryCharge charge(MemoryUse::printing);
        try {
            charge.resize(length == std::numeric_limits<Length>::max() ? length : length + 1);
        } catch (const MemoryLimitExceeded& e) {
            if (e.limit() == 0) throw;
            // Say what was in use too: a short form fails when other structures fill the budget.
            throw MemoryLimitExceeded(
                fmt::format("the printed form would take {} characters: {} "
                            "(a form is a tree: subgames shared by several options are written each time)",
                            length == std::numeric_limits<Length>::max() ? "more than 10^19" : fmt::format("{}", length),
                            e.situation()),
                e.limit());
        }
        out_.reserve(length);
        emit(root);
        // The lengths mirror write_game; a difference is a bug in one of them.
        if (out_.size() != length)
            throw std::logic_error(fmt::format("printer: counted {} characters, wrote {}", length, out_.size()));
        return std::move(out_);
    }

private:
    PrintStyle style_;
    detail::OptionOrder order_;
    std::unordered_map<std::uint32_t, NodeInfo> info_;
    std::string out_;

    bool cgsuite() const { return style_ == PrintStyle::cgsuite; }

    // Slashes an option contributes to its parent: 0 when it prints inside braces or as a token.
    int returned_slashes(Game option, bool forced_brackets) const {
        if (forced_brackets || option.is_nus()) return 0;
        const NodeInfo& i = info_.at(option.id());
        if (i.uptimal || i.is_switch || i.tiny || i.slashes == max_slashes) return 0;
        return i.slashes;
    }

    // G = -G: the Right options are the negatives of the Left options.
    static bool is_switch(const detail::OptionOrder::SortedOptions& s) {
        if (s.left.size() != s.right.size()) return false;
        for (Game gl : s.left) {
            Game negated = -gl;
            if (std::find(s.right.begin(), s.right.end(), negated) == s.right.end()) return false;
        }
        return true;
    }

    void prepare(Game root) {
        // Tiny forms are found when a game is first reached, so that their subscripts (games
        // that are not subgames) are walked too; the options are still walked, for sorting.
        std::unordered_map<std::uint32_t, std::optional<TinyForm>> tinies;
        auto children = [this, &tinies](Game g) {
            if (g.is_nus()) return std::vector<Game>{};
            std::vector<Game> out = detail::all_options(g);
            if (cgsuite()) {
                auto t = tiny_form(g);
                if (t) out.push_back(t->subscript);
                tinies.emplace(g.id(), std::move(t));
            }
            return out;
        };
        detail::post_order(root, children, [this, &tinies](Game g) {
            if (g.is_nus()) return;
            order_.add(g);
            const auto& s = order_.sorted(g);
            NodeInfo i;
            if (cgsuite()) {
                i.uptimal = uptimal_token(g);
                i.is_switch = is_switch(s);
                if (!i.is_switch) i.tiny = tinies.at(g.id());
                int most = 0;
                for (Game o : s.left) most = std::max(most, returned_slashes(o, s.left.size() > 1));
                for (Game o : s.right) most = std::max(most, returned_slashes(o, s.right.size() > 1));
                i.slashes = most + 1;
            }
            count_lengths(s, i);
            info_.emplace(g.id(), i);
        });
    }

    // ---- lengths: what write_game writes, counted without writing it ----

    Length length_of(Game g, Context context) const {
        if (g.is_nus()) {
            const Length token = nus_token(g).size();
            return cgsuite() && context == braced_in_parens && nus_needs_parens(g) ? token + 2 : token;
        }
        return info_.at(g.id()).length[context];
    }

    Length list_length(const std::vector<Game>& options, bool brackets, bool parens) const {
        Length total = options.empty() ? 0 : options.size() - 1; // commas
        for (Game o : options) total = saturating_add(total, length_of(o, context_of(brackets, parens)));
        return total;
    }

    // Fills i.length for a game whose options (and tiny subscript) are counted already.
    void count_lengths(const detail::OptionOrder::SortedOptions& s, NodeInfo& i) const {
        if (!cgsuite()) {
            const Length all = saturating_add(3, saturating_add(list_length(s.left, true, false),
                                                                list_length(s.right, true, false)));
            for (Length& l : i.length) l = all;
            return;
        }
        if (i.uptimal) {
            i.length[plain] = i.length[braced] = i.uptimal->size();
            i.length[braced_in_parens] = i.uptimal->size() + (uptimal_needs_parens(*i.uptimal) ? 2 : 0);
            return;
        }
        if (i.tiny) {
            const Length translation = i.tiny->translation.is_zero() ? 0 : i.tiny->translation.to_string().size();
            const Length body = saturating_add(translation + 6, length_of(i.tiny->subscript, braced)); // "Tiny(" ")"
            i.length[plain] = i.length[braced] = body;
            i.length[braced_in_parens] = saturating_add(body, 2);
            return;
        }
        if (i.is_switch) {
            const Length body = saturating_add(2, s.left.size() > 1 ? saturating_add(2, list_length(s.left, true, false))
                                                                    : length_of(s.left.front(), braced_in_parens));
            for (Length& l : i.length) l = body;
            return;
        }
        const Length body = saturating_add(Length(i.slashes), saturating_add(list_length(s.left, s.left.size() > 1, false),
                                                                              list_length(s.right, s.right.size() > 1, false)));
        i.length[plain] = i.slashes == max_slashes ? saturating_add(body, 2) : body;
        i.length[braced] = i.length[braced_in_parens] = saturating_add(body, 2);
    }

    // Pending output: literal text, or a game with its printing context.
    struct Item {
        Game game;
        bool force_brackets = false;
        bool force_parens = false;
        const char* text = nullptr; // when set, the item is this text
        int repeat = 1;             // text repeated (slashes)
    };

    void emit(Game root) {
        std::vector<Item> stack{Item{root, true, false}};
        while (!stack.empty()) {
            Item item = stack.back();
            stack.pop_back();
            if (item.text) {
                for (int k = 0; k < item.repeat; ++k) out_ += item.text;
                continue;
            }
            write_game(item, stack);
        }
    }

    static Item text(const char* t, int repeat = 1) { return Item{Game(), false, false, t, repeat}; }

    // Pushes the pieces of `options` (in reverse, as the stack pops them in order).
    static void push_list(std::vector<Item>& stack, const std::vector<Game>& options, bool brackets,
                          bool parens) {
        for (std::size_t k = options.size(); k-- > 0;) {
            stack.push_back(Item{options[k], brackets, parens});
            if (k > 0) stack.push_back(text(","));
        }
    }

    void write_game(const Item& item, std::vector<Item>& stack) {
        Game g = item.game;
        if (g.is_nus()) {
            bool parens = cgsuite() && item.force_parens && nus_needs_parens(g);
            if (parens) out_ += '(';
            out_ += nus_token(g);
            if (parens) out_ += ')';
            return;
        }
        const auto& s = order_.sorted(g);
        const NodeInfo& i = info_.at(g.id());
        if (!cgsuite()) {
            out_ += '{';
            stack.push_back(text("}"));
            push_list(stack, s.right, true, false);
            stack.push_back(text("|"));
            push_list(stack, s.left, true, false);
            return;
        }
        if (i.uptimal) {
            bool parens = item.force_parens && uptimal_needs_parens(*i.uptimal);
            if (parens) out_ += '(';
            out_ += *i.uptimal;
            if (parens) out_ += ')';
            return;
        }
        if (i.tiny) {
            bool parens = item.force_parens;
            out_ += parens ? "(" : "";
            if (!i.tiny->translation.is_zero()) out_ += i.tiny->translation.to_string();
            out_ += i.tiny->tiny ? "Tiny(" : "Miny(";
            stack.push_back(text(parens ? "))" : ")"));
            stack.push_back(Item{i.tiny->subscript, true, false});
            return;
        }
        if (i.is_switch) {
            out_ += "+-";
            if (s.left.size() > 1) {
                out_ += '{';
                stack.push_back(text("}"));
                push_list(stack, s.left, true, false);
            } else {
                stack.push_back(Item{s.left.front(), true, true});
            }
            return;
        }
        bool braces = item.force_brackets || i.slashes == max_slashes;
        if (braces) {
            out_ += '{';
            stack.push_back(text("}"));
        }
        push_list(stack, s.right, s.right.size() > 1, false);
        stack.push_back(text("|", i.slashes));
        push_list(stack, s.left, s.left.size() > 1, false);
    }
};

} // namespace

std::string to_string(Game g, PrintStyle style) { return Printer(style).print(g); }

} // namespace cgt
