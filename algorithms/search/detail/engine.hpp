#pragma once
// The one search engine behind every generic solver: a depth-first walk of the game graph with
// an explicit stack (so the depth of a search never touches the C++ call stack) and memoised
// nodes. A Policy says what a node's value is:
//
//   using Node, Value, Acc, State;
//   bool lookup(const Node&, Value&, std::string& canonical)  known value? (fills the canonical
//                                                              key it computed, if any)
//   void store(const Node&, const std::string& canonical, Value)
//   void options(const Node&, std::vector<Option<Node>>&, State&)  the node's options (those
//                                                              still to be valued)
//   void parts(Node&& option, std::vector<Node>&)             an option's independent parts
//   Acc start(); void add(Acc&, Value)                         an option's value from its parts'
//   void begin(State&); bool option_done(State&, Movers, Acc)  true: the node's value is known
//   Value finish(State&)
//
// The value of a node is finish() after option_done() for each option (until one returns
// true), where an option's value is add() over its parts, each part being a node.

#include <cstddef>
#include <deque>
#include <string>
#include <utility>
#include <vector>

#include "algorithms/search/search_tables.hpp"
#include "algorithms/search/transposition_table.hpp"
#include "cgt/memory.hpp"
#include "games/ruleset.hpp"

namespace cgt::search::detail {

template <typename Node>
struct Option {
    Node position;
    Movers movers;
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

    std::size_t depth() const noexcept { return depth_; }
    std::size_t solved() const noexcept { return solved_; }

private:
    struct Frame {
        explicit Frame(Node&& n) : node(std::move(n)) {}
        Node node;
        std::string canonical_key;
        std::vector<Option<Node>> options;
        std::size_t next_option = 0;
        bool option_open = false;
        std::vector<Node> parts;
        std::size_t next_part = 0;
        typename Policy::Acc acc{};
        typename Policy::State state{};
    };

    void push(Policy& policy, Node&& node) {
        const bool fresh = depth_ == frames_.size();
        if (fresh) frames_.emplace_back(std::move(node));
        else frames_[depth_].node = std::move(node);
        Frame& f = frames_[depth_++];
        f.canonical_key.swap(scratch_key_);
        f.options.clear();
        f.next_option = 0;
        f.option_open = false;
        f.parts.clear();
        f.next_part = 0;
        policy.begin(f.state);
        policy.options(f.node, f.options, f.state);
        if (fresh) charge_for(f);
        policy.solving(++solved_, depth_);
    }

    // The stack's memory, estimated when a frame is first used (its parts will need about as
    // much room as its options), charged in steps of charge_step bytes.
    void charge_for(const Frame& f) {
        stack_bytes_ += sizeof(Frame) + f.options.capacity() * (sizeof(Option<Node>) + sizeof(Node));
        if (stack_bytes_ > charge_.bytes()) charge_.resize(stack_bytes_ + charge_step);
    }
    static constexpr std::size_t charge_step = std::size_t{1} << 20;

    std::deque<Frame> frames_; // frames above depth_ are kept for their buffers
    std::size_t depth_ = 0;
    std::size_t solved_ = 0;
    std::string scratch_key_;
    std::size_t stack_bytes_ = 0;
    MemoryCharge charge_{MemoryUse::searches};
};

} // namespace cgt::search::detail
