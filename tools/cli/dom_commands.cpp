#include "tools/cli/commands.hpp"

namespace cgt::cli {

void add_dom_commands(CLI::App& /*app*/) {}

} // namespace cgt::cli
