// CGSuite's printed forms of stoppers and sided values (CGSuite's SimplifiedLoopyGame,
// CanonicalStopper and Pseudonumber printers: the forms, the slashes, the node labels).
//
// A position prints as: its short form when loop-free; on, off, x over, x under; +-G when it
// is a switch (G = -G); xTiny(H) / xMiny(H) when it is a plumtree of that shape; an upon form
// (x^[on]*k, x^<on>*k and their negatives); otherwise {options|options} with `pass` for a move
// to itself, and a label before the braces when a position below comes back to it. The
// switch's options and the tiny's subscript are printed afresh (their own labels). Frames on
// an explicit stack replace CGSuite's recursion.

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <stdexcept>

#include "cgt/detail/dag_walk.hpp"
#include "cgt/detail/option_order.hpp"
#include "cgt/loopy/detail/cgsuite_hash.hpp"
#include "cgt/loopy/detail/simplify.hpp"
#include "cgt/loopy/notation.hpp"
#include "cgt/loopy/properties.hpp"
#include "cgt/memory.hpp"
#include "cgt/notation.hpp"

namespace cgt::loopy {
namespace {

constexpr int max_slashes = 4; // as the short printer: a fourth level of slashes gets braces

struct Text {
    std::string text;
    int slashes = 0; // slashes this text adds to its parent (0 when braced or a token)
};

// The short printer's text of g, without its outer braces unless forced or at four slashes.
Text short_text(Game g, bool force_brackets) {
    std::string s = cgt::to_string(g);
    if (force_brackets || s.size() < 2 || s.front() != '{') return {std::move(s), 0};
    int depth = 0, run = 0, most = 0;
    for (char c : s) {
        if (c == '{' || c == '(') ++depth;
        if (c == '}' || c == ')') --depth;
        run = depth == 1 && c == '|' ? run + 1 : 0;
        most = std::max(most, run);
    }
    if (most >= max_slashes) return {std::move(s), 0};
    return {s.substr(1, s.size() - 2), most};
}

std::string pseudonumber_text(const Pseudonumber& p, bool force_parens) {
    std::string s = to_string(p);
    if (force_parens && p.over_sign() != 0 && !p.number().is_zero()) return "(" + s + ")";
    return s;
}

std::string label(int n) { return n < 26 ? std::string(1, static_cast<char>('a' + n)) : "N" + std::to_string(n - 25); }

struct UponForm {
    bool uponth = false;
    Dyadic number;
    std::uint64_t nim = 0;
    bool negated = false;
};

// The options of t = s or t = -s (negated), as CGSuite's uponForm sees them, without making -s:
// an option equal to t itself is `self`; short options are kept as games.
struct SeenOptions {
    std::size_t self = 0;            // options that are t itself
    std::vector<Game> games;         // short options (negated when t = -s)
    std::vector<Stopper> others;     // loopy options other than t (not negated)
    std::size_t size() const { return self + games.size() + others.size(); }
};
SeenOptions seen_options(Stopper s, bool negated, Player p) {
    SeenOptions out;
    for (Stopper o : s.options(negated ? opponent(p) : p)) {
        if (o == s) ++out.self;
        else if (auto g = o.as_game()) out.games.push_back(negated ? -*g : *g);
        else out.others.push_back(o);
    }
    return out;
}

// CGSuite's CanonicalStopper.uponForm(checkUponth) of t = s or -s.
std::optional<UponForm> upon_form(Stopper s, bool negated, bool check_uponth) {
    const SeenOptions lo = seen_options(s, negated, Player::left), ro = seen_options(s, negated, Player::right);
    if (ro.size() == 1 && lo.size() <= 2 && ro.games.size() == 1) {
        const Game r = ro.games[0];
        if (r.is_nus() && r.up_part() == 0) {
            const Game x = Game::number(r.number_part());
            const bool with_number = lo.self == 1 && lo.games.size() == 1 && lo.games[0] == x && lo.others.empty();
            const bool alone = lo.self == 1 && lo.size() == 1;
            if ((r.nim_part() == 0 && with_number) || (r.nim_part() != 0 && alone))
                return UponForm{false, r.number_part(), r.nim_part() ^ 1, false};
        }
    }
    if (check_uponth && ro.size() == 1 && ro.others.size() == 1 && lo.self == 0 && lo.others.empty()) {
        // -(t's Right option) must be an upon; t's Right option is s's (Left option, negated).
        const auto f = upon_form(ro.others[0], !negated, false);
        if (f && !f->uponth && !f->negated) {
            std::vector<Game> expected, got = lo.games;
            for (std::uint64_t n = 0; n <= (f->nim ^ 1); ++n) expected.push_back(Game::nus(-f->number, 0, n));
            std::sort(expected.begin(), expected.end(), Game::IdLess{});
            std::sort(got.begin(), got.end(), Game::IdLess{});
            if (got == expected) return UponForm{true, -f->number, f->nim ^ 1, false};
        }
    }
    return std::nullopt;
}

std::optional<UponForm> upon_form(Stopper s) {
    if (auto f = upon_form(s, false, true)) return f;
    if (auto f = upon_form(s, true, true)) {
        f->number = -f->number;
        f->negated = true;
        return f;
    }
    return std::nullopt;
}

// G = -G, tested on sizes first: negation keeps the number of options and their sizes.
bool is_switch_form(Stopper s) {
    auto sizes = [&](Player p) {
        std::vector<std::size_t> out;
        for (Vertex w : s.graph().options(p, 0)) out.push_back(s.follower(w).follower_count());
        std::sort(out.begin(), out.end());
        return out;
    };
    return sizes(Player::left) == sizes(Player::right) && is_switch(s);
}

std::string upon_text(const UponForm& f) {
    std::string s = f.number.is_zero() ? std::string() : f.number.to_string();
    s += f.negated ? "v" : "^";
    s += f.uponth ? "<on>" : "[on]";
    if (f.nim >= 1) s += "*";
    if (f.nim >= 2) s += std::to_string(f.nim);
    return s;
}

// A side graph that is not a stopper: which of its vertices have stoppers below them.
struct SideGraphInfo {
    const Graph* graph;
    Convention convention;
    std::vector<char> stopper_below;                     // per vertex
    mutable std::vector<std::optional<std::int32_t>> hashes; // per vertex, CGSuite's hash code, when asked for
};

// What is printed: a stopper (a canonical follower), or a vertex of a side graph that is not
// a stopper.
struct Node {
    std::optional<Stopper> stopper;
    const SideGraphInfo* side = nullptr;
    Vertex vertex = 0;
    std::pair<int, std::uint32_t> key() const {
        return stopper ? std::pair<int, std::uint32_t>{0, stopper->id()} : std::pair<int, std::uint32_t>{1, vertex};
    }
    bool operator==(const Node& o) const { return key() == o.key(); }
};

class Printer {
public:
    std::string print(const Node& root) {
        Text out = start(root, true, false, new_scope());
        while (!frames_.empty()) {
            Frame& top = frames_.back();
            if (top.next < top.children.size()) {
                const Child child = top.children[top.next++]; // copy: start() may push a frame
                if (!child.node) {
                    deliver(Text{child.text, 0});
                    continue;
                }
                const std::size_t scope = child.fresh_scope ? new_scope() : top.scope;
                const std::size_t depth = frames_.size();
                Text t = start(*child.node, child.force_brackets, child.force_parens, scope);
                if (frames_.size() == depth) deliver(std::move(t)); // a leaf: no frame was pushed
                continue;
            }
            Text t = finish(top);
            frames_.pop_back();
            if (frames_.empty()) out = std::move(t);
            else deliver(std::move(t));
        }
        return std::move(out.text);
    }

private:
    struct Child {
        std::optional<Node> node; // none: the text (pass)
        bool force_brackets = false;
        bool force_parens = false;
        bool fresh_scope = false;
        std::string text;
    };
    enum class Kind { general, plus_minus, tiny };
    struct Frame {
        Frame(Kind k, Node n, bool brackets, std::size_t s)
            : kind(k), node(std::move(n)), force_brackets(brackets), scope(s) {}
        Kind kind;
        Node node;
        bool force_brackets;
        std::size_t scope;
        std::vector<Child> children;
        std::size_t left_count = 0; // general: children [0, left_count) are Left's
        std::size_t next = 0;
        std::vector<std::string> done;
        int slashes = 0;
        std::string prefix, suffix; // tiny
    };
    struct Scope {
        std::map<std::pair<int, std::uint32_t>, std::optional<std::string>> on_stack; // label once reached again
        int labels = 0;
    };

    std::vector<Frame> frames_;
    std::deque<Scope> scopes_;
    cgt::detail::OptionOrder order_;
    std::map<std::uint32_t, std::string> keys_; // loopy stoppers printed alone, for sorting
    std::size_t live_ = 0;
    MemoryCharge charge_{MemoryUse::printing};

    std::size_t new_scope() {
        scopes_.emplace_back();
        return scopes_.size() - 1;
    }

    void account(std::ptrdiff_t bytes) {
        live_ = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(live_) + bytes);
        if (live_ > charge_.bytes() || live_ + (1 << 20) < charge_.bytes()) charge_.resize(live_ + live_ / 2);
    }

    void deliver(Text t) {
        Frame& top = frames_.back();
        top.slashes = std::max(top.slashes, t.slashes);
        top.done.push_back(std::move(t.text));
    }

    // ---- order of options: short ones in CGSuite's order, then the others ----
    void ensure_ordered(Game g) {
        if (g.is_nus() || order_.contains(g)) return;
        cgt::detail::post_order(
            g,
            [this](Game h) {
                if (h.is_nus() || order_.contains(h)) return std::vector<Game>{};
                return cgt::detail::all_options(h);
            },
            [this](Game h) {
                if (!h.is_nus()) order_.add(h);
            });
    }
    // Stoppers are numbered by ids, which depend on the order they were made in; printed forms
    // do not, so printing is the same in every run.
    const std::string& key_of(Stopper s) {
        auto it = keys_.find(s.id());
        if (it == keys_.end()) it = keys_.emplace(s.id(), Printer().print(Node{s})).first;
        return it->second;
    }
    // Options that are short first (CGSuite's order), then stoppers (by size, then printed
    // alone), then the positions of the side graph and the pass (in CGSuite's order of their
    // hash codes; by vertex number, the pass last, in graphs too large for that). CGSuite sorts
    // stoppers and positions together by hash code.
    void sort_options(std::vector<Node>& options, const Node& self) {
        for (const Node& o : options)
            if (o.stopper && o.stopper->as_game()) ensure_ordered(*o.stopper->as_game());
        auto rank = [&](const Node& o) {
            if (!o.stopper) return 2;
            if (o == self) return 3;
            return o.stopper->as_game() ? 0 : 1;
        };
        std::stable_sort(options.begin(), options.end(), [&](const Node& a, const Node& b) {
            const int ra = rank(a), rb = rank(b);
            if (ra != rb) return ra < rb;
            if (ra == 0) return order_.compare(*a.stopper->as_game(), *b.stopper->as_game()) < 0;
            if (ra == 1) {
                const std::size_t na = a.stopper->follower_count(), nb = b.stopper->follower_count();
                if (na != nb) return na < nb;
                return key_of(*a.stopper) < key_of(*b.stopper);
            }
            if (ra == 2 && (a == self) != (b == self)) return b == self;
            return a.vertex < b.vertex;
        });
        const auto first = std::find_if(options.begin(), options.end(), [&](const Node& o) { return rank(o) == 2; });
        const auto end = std::find_if(first, options.end(), [&](const Node& o) { return rank(o) != 2; });
        if (end - first < 2 || first->side->graph->vertex_count() > max_hashed_side) return;
        const std::vector<Node> positions(first, end);
        std::vector<std::int32_t> hashes;
        std::vector<std::size_t> order;
        for (const Node& o : positions) {
            order.push_back(hashes.size());
            hashes.push_back(cgsuite_hash(o));
        }
        detail::sort_as_cgsuite(order, hashes);
        for (std::size_t k = 0; k < order.size(); ++k) first[static_cast<std::ptrdiff_t>(k)] = positions[order[k]];
    }
    // Each hash walks the part of the graph below its position: cached, and only asked for in
    // graphs of at most max_hashed_side positions (printing stays near-linear in larger ones).
    static constexpr std::size_t max_hashed_side = 4096;
    std::int32_t cgsuite_hash(const Node& o) {
        auto& cache = o.side->hashes;
        if (cache.empty()) cache.resize(o.side->graph->vertex_count());
        auto& h = cache[o.vertex];
        if (!h) h = detail::cgsuite_side_hash(*o.side->graph, o.vertex, o.side->convention);
        return *h;
    }
    std::vector<Node> options_of(const Node& n, Player p) {
        std::vector<Node> out;
        if (n.stopper) {
            for (Stopper o : n.stopper->options(p)) out.push_back(Node{o});
        } else {
            for (Vertex w : n.side->graph->options(p, n.vertex)) {
                if (n.side->stopper_below[w]) out.push_back(Node{Stopper::from_graph(*n.side->graph, w)});
                else out.push_back(Node{std::nullopt, n.side, w});
            }
        }
        sort_options(out, n);
        return out;
    }

    // Either the text of a leaf (no frame pushed) or a new frame on the stack.
    Text start(const Node& n, bool force_brackets, bool force_parens, std::size_t scope) {
        if (n.stopper) {
            const Stopper s = *n.stopper;
            if (auto g = s.as_game()) return short_text(*g, force_brackets);
            if (auto p = as_pseudonumber(s)) return {pseudonumber_text(*p, force_parens), 0};
            if (is_switch_form(s)) {
                Frame f(Kind::plus_minus, n, force_brackets, scope);
                const auto lo = options_of(n, Player::left);
                for (const Node& o : lo) f.children.push_back(Child{o, true, lo.size() == 1, true, {}});
                frames_.push_back(std::move(f));
                return {};
            }
            if (s.is_plumtree() && is_number_tiny(s)) {
                const Stopper gl = s.left_options()[0], gr = s.right_options()[0];
                const bool tiny = gl.is_number();
                const Game translation = *(tiny ? gl : gr).as_game();
                const Stopper subscript = tiny ? (-gr.right_options()[0]) + translation
                                               : gl.left_options()[0] - translation;
                Frame f(Kind::tiny, n, force_brackets, scope);
                f.prefix = std::string(force_parens ? "(" : "") +
                           (translation.is_zero() ? std::string() : short_text(translation, false).text) +
                           (tiny ? "Tiny(" : "Miny(");
                f.suffix = force_parens ? "))" : ")";
                f.children.push_back(Child{Node{subscript}, true, false, true, {}});
                frames_.push_back(std::move(f));
                return {};
            }
            if (auto u = upon_form(s)) return {upon_text(*u), 0};
        }
        Scope& sc = scopes_[scope];
        if (auto it = sc.on_stack.find(n.key()); it != sc.on_stack.end()) {
            if (!it->second) it->second = label(sc.labels++);
            return {*it->second, 0};
        }
        sc.on_stack.emplace(n.key(), std::nullopt);
        Frame f(Kind::general, n, force_brackets, scope);
        for (Player p : {Player::left, Player::right}) {
            const auto options = options_of(n, p);
            for (const Node& o : options) {
                if (o == n) f.children.push_back(Child{std::nullopt, false, false, false, "pass"});
                else f.children.push_back(Child{o, options.size() > 1, false, false, {}});
            }
            if (p == Player::left) f.left_count = f.children.size();
        }
        frames_.push_back(std::move(f));
        return {};
    }

    Text finish(Frame& f) {
        std::size_t consumed = 0;
        for (const auto& d : f.done) consumed += d.size();
        Text out;
        switch (f.kind) {
        case Kind::plus_minus: {
            out.text = "+-";
            if (f.done.size() > 1) out.text += "{";
            for (std::size_t i = 0; i < f.done.size(); ++i) out.text += (i ? "," : "") + f.done[i];
            if (f.done.size() > 1) out.text += "}";
            break;
        }
        case Kind::tiny: out.text = f.prefix + f.done.at(0) + f.suffix; break;
        case Kind::general: {
            Scope& sc = scopes_[f.scope];
            auto it = sc.on_stack.find(f.node.key());
            const std::optional<std::string> name = it->second;
            sc.on_stack.erase(it);
            const int slashes = f.slashes + 1;
            const bool empty_side = f.left_count == 0 || f.left_count == f.done.size();
            const bool braces = f.force_brackets || name || empty_side || slashes == max_slashes;
            if (name) out.text += *name;
            if (braces) out.text += "{";
            for (std::size_t i = 0; i < f.done.size(); ++i) {
                if (i == f.left_count) out.text += std::string(static_cast<std::size_t>(slashes), '|');
                else if (i > 0) out.text += ",";
                out.text += f.done[i];
            }
            if (f.left_count == f.done.size()) out.text += std::string(static_cast<std::size_t>(slashes), '|');
            if (braces) out.text += "}";
            out.slashes = braces ? 0 : slashes;
            break;
        }
        }
        account(static_cast<std::ptrdiff_t>(out.text.size()) - static_cast<std::ptrdiff_t>(consumed));
        return out;
    }
};

std::string print_side(const SidedValue& v, Convention side) {
    const auto stopper = side == Convention::onside ? v.onside() : v.offside();
    if (stopper) return to_string(*stopper);
    const Graph& g = side == Convention::onside ? v.onside_graph() : v.offside_graph();
    SideGraphInfo info{&g, side, std::vector<char>(g.vertex_count()), {}};
    for (std::size_t w = 0; w < g.vertex_count(); ++w) info.stopper_below[w] = is_stopper(g, static_cast<Vertex>(w));
    return Printer().print(Node{std::nullopt, &info, 0});
}

} // namespace

std::string to_string(Stopper s) { return Printer().print(Node{s}); }

std::string to_string(const SidedValue& v) {
    if (auto s = v.as_stopper()) return to_string(*s);
    if (v.onside() == Stopper::on() && v.offside() == Stopper::off()) return "dud";
    return print_side(v, Convention::onside) + " & " + print_side(v, Convention::offside);
}

} // namespace cgt::loopy
