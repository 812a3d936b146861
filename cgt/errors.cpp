#include "cgt/errors.hpp"

namespace cgt {

ParseError::ParseError(const std::string& message, std::size_t position)
    : Error(message), position_(position) {}

MemoryLimitExceeded::MemoryLimitExceeded(const std::string& message) : Error(message), situation_(message) {}

MemoryLimitExceeded::MemoryLimitExceeded(const std::string& situation, std::size_t limit_bytes)
    : Error(situation + "; raise the limit with cgt::set_memory_limit() or the environment variable "
                        "CGT_MEMORY_LIMIT_MB (in MiB)"),
      limit_(limit_bytes), situation_(situation) {}

const char* MemoryLimitExceeded::situation() const noexcept { return situation_.what(); }

} // namespace cgt
