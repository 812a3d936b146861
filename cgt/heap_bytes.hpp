#pragma once
// The heap bytes a value holds beyond sizeof(value), for structures that charge the memory
// budget (cgt/memory.hpp) by what they hold rather than by an element count: a string's or
// vector's buffer and what its elements hold in turn (a search node that is a sum of 1,000
// boards holds 1,000 parts). A type with buffers of its own declares them with a friend
// heap_bytes(const T&), found by argument-dependent lookup; any other type holds none.

#include <cstddef>
#include <string>
#include <type_traits>
#include <vector>

namespace cgt {

template <typename T>
std::size_t heap_bytes(const T&) noexcept {
    return 0;
}

template <typename C, typename Traits, typename A>
std::size_t heap_bytes(const std::basic_string<C, Traits, A>& s) noexcept {
    const auto* data = reinterpret_cast<const unsigned char*>(s.data());
    const auto* self = reinterpret_cast<const unsigned char*>(&s);
    const bool inline_buffer = data >= self && data < self + sizeof s; // the short-string buffer
    return inline_buffer ? 0 : (s.capacity() + 1) * sizeof(C);
}

template <typename T, typename A>
std::size_t heap_bytes(const std::vector<T, A>& v) noexcept {
    std::size_t bytes = v.capacity() * sizeof(T);
    if constexpr (!std::is_trivially_copyable_v<T>)
        for (const T& element : v) bytes += heap_bytes(element);
    return bytes;
}

} // namespace cgt
