#pragma once
// The one search engine behind every generic solver: a depth-first walk of the game graph with
// an explicit stack (so the depth of a search never touches the C++ call stack) and memoised
// nodes. A Policy says what a node's value is:
//
//   using Node, Value, Acc, State;
//   bool lookup(const Node&, Value&, std::string& canonical)  known value? (fills the canonical
//                                                              key it computed, if any)
//   void store(const Node&, const std::string& canonical, Value)
//   void options(const Node&, OptionList<Node>&, State&)       the node's options (those
//                                                              still to be valued)
//   void parts(Node&& option, std::vector<Node>&)             an option's independent parts
//   Acc start(); void add(Acc&, Value)                         an option's value from its parts'
//   void begin(State&); bool option_done(State&, Movers, Acc)  true: the node's value is known
//   Value finish(State&)
//
// The value of a node is finish() after option_done() for each option (until one returns
// true), where an option's value is add() over its parts, each part being a node.

#include <algorithm>
#include <cstddef>
#include <deque>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "algorithms/search/search_tables.hpp"
#include "algorithms/search/transposition_table.hpp"
#include "cgt/heap_bytes.hpp"
#include "cgt/memory.hpp"
#include "games/ruleset.hpp"

namespace cgt::search::detail {

template <typename Node>
struct Option {
    Node position;
    Movers movers;
};

// The memory of a search stack, charged to the budget as it grows (in steps, so the budget is
// asked rarely): past the limit, MemoryLimitExceeded stops the search.
class StackMeter {
public:
    void add(std::size_t bytes) {
        if (bytes_ + bytes > charge_.bytes()) charge_.resize(bytes_ + bytes + step); // may throw: nothing added
        bytes_ += bytes;
    }
    void remove(std::size_t bytes) noexcept { bytes_ -= bytes; }
    std::size_t bytes() const noexcept { return bytes_; }

private:
    static constexpr std::size_t step = std::size_t{1} << 20;
    std::size_t bytes_ = 0;
    MemoryCharge charge_{MemoryUse::searches};
};

// A frame's options, each charged with the memory its position holds before it is kept: a
// position may be large (a sum of 1,000 boards is one node, and each of its options a copy of
// every board), so a frame's options are counted as they are listed, not after. A position's
// bytes stay counted where it was listed when it moves on to a child frame. The frames die with
// their engine, whose meter then releases everything at once.
template <typename Node>
class OptionList {
public:
    explicit OptionList(StackMeter& meter) : meter_(&meter) {}
    OptionList(const OptionList&) = delete;
    OptionList& operator=(const OptionList&) = delete;

    void push_back(Option<Node>&& option) {
        if (options_.size() == options_.capacity()) { // room first, so that the push never reallocates
            const std::size_t more = std::max<std::size_t>(4, options_.capacity()) * sizeof(Option<Node>);
            meter_->add(more);
            try {
                options_.reserve(options_.capacity() + more / sizeof(Option<Node>));
            } catch (...) {
                meter_->remove(more);
                throw;
            }
        }
        using cgt::heap_bytes;
        const std::size_t held = heap_bytes(option.position);
        meter_->add(held);
        options_.push_back(std::move(option));
        position_bytes_ += held;
    }
    // Drops the options (their buffer is kept, and stays counted).
    void clear() noexcept {
        options_.clear();
        meter_->remove(position_bytes_);
        position_bytes_ = 0;
    }
    std::size_t size() const noexcept { return options_.size(); }
    Option<Node>& operator[](std::size_t i) noexcept { return options_[i]; }
    const Option<Node>& operator[](std::size_t i) const noexcept { return options_[i]; }

private:
    StackMeter* meter_;
    std::vector<Option<Node>> options_;
    std::size_t position_bytes_ = 0; // what the options' positions hold
};

template <typename Policy>
class Engine {
public:
    using Node = typename Policy::Node;
    using Value = typename Policy::Value;

    // The value of one node (a part).
    Value solve(Policy& policy, Node&& root) {
        Value value{};
        if (policy.lookup(root, value, scratch_key_)) return value;
        depth_ = 0;
        push(policy, std::move(root));
        for (;;) {
            Frame& f = frames_[depth_ - 1];
            if (f.next_part < f.parts.size()) { // value the next part of the current option
                Node& part = f.parts[f.next_part];
                if (policy.lookup(part, value, scratch_key_)) {
                    policy.add(f.acc, value);
                    ++f.next_part;
                } else {
                    push(policy, std::move(part));
                }
                continue;
            }
            bool known = false;
            if (f.option_open) { // every part of the current option is valued
                known = policy.option_done(f.state, f.options[f.next_option].movers, f.acc);
                f.option_open = false;
                ++f.next_option;
            }
            if (!known && f.next_option < f.options.size()) { // open the next option
                f.parts.clear();
                f.next_part = 0;
                f.acc = policy.start();
                policy.parts(std::move(f.options[f.next_option].position), f.parts);
                recount(f);
                f.option_open = true;
                continue;
            }
            value = policy.finish(f.state);
            policy.store(f.node, f.canonical_key, value);
            if (--depth_ == 0) return value;
            Frame& parent = frames_[depth_ - 1];
            policy.add(parent.acc, value);
            ++parent.next_part;
        }
    }

    // Calls visit(node) for every node the stack holds (each frame's node, its options and
    // parts; some may be moved-from), e.g. to know which positions a search still needs.
    template <typename Visit>
    void for_each_node(Visit&& visit) const {
        for (std::size_t d = 0; d < depth_; ++d) {
            const Frame& f = frames_[d];
            visit(f.node);
            for (std::size_t i = 0; i < f.options.size(); ++i) visit(f.options[i].position);
            for (const Node& part : f.parts) visit(part);
        }
    }

    std::size_t depth() const noexcept { return depth_; }
    std::size_t solved() const noexcept { return solved_; }

private:
    struct Frame {
        Frame(Node&& n, StackMeter& meter) : node(std::move(n)), options(meter) {}
        Node node;
        std::string canonical_key;
        OptionList<Node> options;
        std::size_t next_option = 0;
        bool option_open = false;
        std::vector<Node> parts;
        std::size_t next_part = 0;
        typename Policy::Acc acc{};
        typename Policy::State state{};
        std::size_t counted = 0; // the bytes of parts' buffer and the key, as last counted
    };

    void push(Policy& policy, Node&& node) {
        const bool fresh = depth_ == frames_.size();
        if (fresh) {
            meter_->add(sizeof(Frame));
            frames_.emplace_back(std::move(node), *meter_);
        } else {
            frames_[depth_].node = std::move(node);
        }
        Frame& f = frames_[depth_++];
        f.canonical_key.swap(scratch_key_);
        f.options.clear();
        f.next_option = 0;
        f.option_open = false;
        f.parts.clear();
        f.next_part = 0;
        policy.begin(f.state);
        policy.options(f.node, f.options, f.state); // charged option by option
        recount(f);
        policy.solving(++solved_, depth_);
    }

    // The frame's buffers other than its options.
    void recount(Frame& f) {
        using cgt::heap_bytes;
        const std::size_t now = f.parts.capacity() * sizeof(Node) + heap_bytes(f.canonical_key);
        if (now > f.counted) meter_->add(now - f.counted);
        else meter_->remove(f.counted - now);
        f.counted = now;
    }

    // Declared before the frames, which hold its address (and die first).
    std::unique_ptr<StackMeter> meter_ = std::make_unique<StackMeter>();
    std::deque<Frame> frames_; // frames above depth_ are kept for their buffers
    std::size_t depth_ = 0;
    std::size_t solved_ = 0;
    std::string scratch_key_;
};

} // namespace cgt::search::detail
