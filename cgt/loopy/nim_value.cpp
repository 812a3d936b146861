// Smith's generalised Sprague-Grundy values by Fraenkel's labelling algorithm: stage i labels
// with *i every unlabelled position that has no option labelled i and whose options that are
// unlabelled or infinite all have an option labelled i (so a move to them is answered by a
// move back to an i-position); what is still unlabelled and has no option labelled i is then
// infinite. Counters make each stage linear in the number of moves.

#include "cgt/loopy/nim_value.hpp"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

#include "cgt/errors.hpp"
#include "cgt/memory.hpp"

namespace cgt::loopy {

NimValue NimValue::nimber(std::uint32_t k) {
    NimValue v;
    v.nimber_ = k;
    return v;
}

NimValue NimValue::infinite(std::vector<std::uint32_t> finite_options) {
    std::sort(finite_options.begin(), finite_options.end());
    finite_options.erase(std::unique(finite_options.begin(), finite_options.end()), finite_options.end());
    NimValue v;
    v.infinite_ = true;
    v.options_ = std::move(finite_options);
    return v;
}

LoopyOutcome NimValue::outcome() const noexcept {
    if (!infinite_) return nimber_ == 0 ? LoopyOutcome::P : LoopyOutcome::N;
    return !options_.empty() && options_.front() == 0 ? LoopyOutcome::N : LoopyOutcome::D;
}

NimValue operator+(const NimValue& a, const NimValue& b) {
    if (a.is_finite() && b.is_finite()) return NimValue::nimber(a.nimber() ^ b.nimber());
    if (!a.is_finite() && !b.is_finite()) return NimValue::infinite();
    const NimValue& inf = a.is_finite() ? b : a;
    const std::uint32_t n = a.is_finite() ? a.nimber() : b.nimber();
    std::vector<std::uint32_t> shifted;
    shifted.reserve(inf.finite_options().size());
    for (std::uint32_t k : inf.finite_options()) shifted.push_back(k ^ n);
    return NimValue::infinite(std::move(shifted));
}

std::string to_string(const NimValue& v) {
    if (v.is_finite()) {
        if (v.nimber() == 0) return "0";
        if (v.nimber() == 1) return "*";
        return fmt::format("*{}", v.nimber());
    }
    if (v.finite_options().empty()) return "∞";
    return fmt::format("∞_{{{}}}", fmt::join(v.finite_options(), ","));
}

LoopyOutcome outcome_of_sum(std::span<const NimValue> terms) {
    NimValue total;
    for (const NimValue& t : terms) total += t;
    return total.outcome();
}

namespace {

template <typename T>
using Array = std::vector<T, BudgetAllocator<T, MemoryUse::other>>;

constexpr std::uint32_t unlabelled = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint32_t infinite = unlabelled - 1;

} // namespace

std::vector<NimValue> nim_values(const Graph& graph) {
    const std::size_t n = graph.vertex_count();
    for (std::size_t v = 0; v < n; ++v) {
        const auto l = graph.left(static_cast<Vertex>(v)), r = graph.right(static_cast<Vertex>(v));
        if (!std::equal(l.begin(), l.end(), r.begin(), r.end()))
            throw InvalidArgument(fmt::format(
                "loopy nim values: the game is not impartial (position {} has different Left and Right options)", v));
    }
    // The moves into each vertex.
    Array<std::uint32_t> into_offsets(n + 1, 0);
    for (std::size_t v = 0; v < n; ++v)
        for (Vertex w : graph.left(static_cast<Vertex>(v))) ++into_offsets[w + 1];
    for (std::size_t v = 0; v < n; ++v) into_offsets[v + 1] += into_offsets[v];
    Array<Vertex> into(into_offsets[n]);
    {
        Array<std::uint32_t> fill(into_offsets.begin(), into_offsets.end() - 1);
        for (std::size_t v = 0; v < n; ++v)
            for (Vertex w : graph.left(static_cast<Vertex>(v))) into[fill[w]++] = static_cast<Vertex>(v);
    }
    auto predecessors = [&](Vertex v) {
        return std::span<const Vertex>(into.data() + into_offsets[v], into.data() + into_offsets[v + 1]);
    };

    Array<std::uint32_t> label(n, unlabelled);
    Array<std::uint32_t> marked(n, 0);  // marked[v] == stage + 1: v has an option labelled `stage`
    Array<std::uint32_t> pending(n, 0); // options of v, unlabelled or infinite, not marked yet
    Array<Vertex> work;
    std::size_t remaining = n;
    auto open = [&](Vertex v) { return label[v] == unlabelled || label[v] == infinite; };
    for (std::uint32_t stage = 0; remaining > 0; ++stage) {
        const std::uint32_t mark = stage + 1;
        work.clear();
        for (std::size_t v = 0; v < n; ++v) {
            if (label[v] != unlabelled) continue;
            std::uint32_t count = 0;
            for (Vertex w : graph.left(static_cast<Vertex>(v))) count += open(w) ? 1U : 0U;
            pending[v] = count;
            if (count == 0) work.push_back(static_cast<Vertex>(v));
        }
        while (!work.empty()) {
            const Vertex u = work.back();
            work.pop_back();
            if (label[u] != unlabelled || marked[u] == mark || pending[u] != 0) continue;
            label[u] = stage;
            --remaining;
            for (Vertex p : predecessors(u)) {
                if (marked[p] == mark) continue;
                marked[p] = mark; // p has an option labelled `stage` now: it answers moves to p
                if (!open(p)) continue;
                for (Vertex q : predecessors(p))
                    if (label[q] == unlabelled && --pending[q] == 0) work.push_back(q);
            }
        }
        for (std::size_t v = 0; v < n; ++v)
            if (label[v] == unlabelled && marked[v] != mark) {
                label[v] = infinite;
                --remaining;
            }
    }

    std::vector<NimValue> out;
    out.reserve(n);
    for (std::size_t v = 0; v < n; ++v) {
        if (label[v] != infinite) {
            out.push_back(NimValue::nimber(label[v]));
            continue;
        }
        std::vector<std::uint32_t> finite;
        for (Vertex w : graph.left(static_cast<Vertex>(v)))
            if (label[w] != infinite) finite.push_back(label[w]);
        out.push_back(NimValue::infinite(std::move(finite)));
    }
    return out;
}

NimValue nim_value(const Graph& graph, Vertex start) {
    if (start >= graph.vertex_count())
        throw InvalidArgument(fmt::format("loopy nim value: start vertex {} does not exist ({} vertices)", start,
                                          graph.vertex_count()));
    return nim_values(graph)[start];
}

} // namespace cgt::loopy
