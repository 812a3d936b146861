#include "tools/cli/svg_output.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include <fmt/format.h>

#include "tools/cli/detail/output.hpp"

namespace cgt::cli {

void write_svg_file(const std::string& path, std::string_view svg) {
    auto failed = [&](int error) {
        return OutputError(fmt::format("--svg: cannot write '{}': {}", path, std::strerror(error)));
    };
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "wb"), &std::fclose);
    if (!file) throw failed(errno);
    if (std::fwrite(svg.data(), 1, svg.size(), file.get()) != svg.size() || std::fflush(file.get()) != 0) throw failed(errno);
    if (std::fclose(file.release()) != 0) throw failed(errno);
}

} // namespace cgt::cli
