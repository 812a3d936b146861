#include "tools/cli/commands.hpp"

namespace cgt::cli {

void add_value_commands(CLI::App& /*app*/) {}

} // namespace cgt::cli
