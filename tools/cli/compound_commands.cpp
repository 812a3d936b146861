#include "tools/cli/commands.hpp"

namespace cgt::cli {

void add_compound_commands(CLI::App& /*app*/) {}

} // namespace cgt::cli
