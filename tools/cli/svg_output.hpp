#pragma once
// --svg FILE: the pictures of `cgt info` (thermograph), `cgt grundy octal` (the sequence) and
// `cgt play` (the position), written by the library as SVG text.

#include <string>
#include <string_view>

namespace cgt::cli {

// Writes `svg` to `path`, checked: a file that cannot be opened or written is an OutputError
// naming the file and the cause (exit code 2).
void write_svg_file(const std::string& path, std::string_view svg);

} // namespace cgt::cli
