#include "tools/cli/commands.hpp"

namespace cgt::cli {

void add_grundy_commands(CLI::App& /*app*/) {}

} // namespace cgt::cli
