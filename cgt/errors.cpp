#include "cgt/errors.hpp"

namespace cgt {

ParseError::ParseError(const std::string& message, std::size_t position)
    : Error(message), position_(position) {}

} // namespace cgt
