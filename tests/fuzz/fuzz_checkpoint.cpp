// Fuzzes the checkpoint files that `--resume FILE` reads (tools/cli/detail/checkpoint_file.hpp): any
// bytes must be refused with a cgt::Error and a bounded message, or accepted only when the
// checksum matches.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "tests/fuzz/fuzz_support.hpp"
#include "tools/cli/detail/checkpoint_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    cgt::cli::Checkpoint checkpoint;
    if (!cgt::fuzz::parses(text, [&] { checkpoint = cgt::cli::parse_checkpoint(text, "fuzz.ck", "dom table 5 --format cgsuite"); }))
        return 0;
    if (checkpoint.state.size() > size) cgt::fuzz::fail("state larger than the file", text);
    return 0;
}
