#pragma once
// A per-thread stack of reusable frames for the core operations that would otherwise recurse
// once per level of a game (sums, negation, comparison): a chain n levels deep, such as the
// sum of ^50000 and a hot game, then costs n frames on the heap, never n calls on the stack.
// Frames keep their vectors' capacity between uses, so a warm operation allocates nothing.

#include <cstddef>
#include <deque>

#include "cgt/memory.hpp"

namespace cgt::detail {

template <typename Frame>
class FrameStack {
public:
    // The frames of one call of an operation. Nested calls (an operation that calls itself
    // through another) push above it; its destructor drops its frames, also on an exception.
    class Scope {
    public:
        explicit Scope(FrameStack& stack) noexcept : stack_(stack), base_(stack.size_) {}
        ~Scope() { stack_.size_ = base_; }
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;
        bool empty() const noexcept { return stack_.size_ == base_; }

    private:
        FrameStack& stack_;
        std::size_t base_;
    };

    // A frame on top, holding whatever it held when last used (the caller resets it).
    Frame& push() {
        if (size_ == frames_.size()) {
            charge_.add(sizeof(Frame)); // the frames a thread ever needed stay: charge them
            frames_.emplace_back();
        }
        return frames_[size_++];
    }
    Frame& top() noexcept { return frames_[size_ - 1]; } // references stay valid across push()
    void pop() noexcept { --size_; }

private:
    std::deque<Frame> frames_;
    std::size_t size_ = 0;
    MemoryCharge charge_{MemoryUse::other};
};

} // namespace cgt::detail
