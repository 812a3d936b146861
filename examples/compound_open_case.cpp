// The open case of compound Node-Kayles on paths: the diminished disjunctive compound in misere
// play, i.e. the foreclosed values F-(P_n) (= Grundy values of octal 0.13337, shifted by two).
// Computes F- on [1, N], printing the seed's Table 2 row at every power of ten, the zeros (the
// losing paths), the maximum, and whether the values show a period.
//
//   compound_open_case N [--load FILE] [--save FILE]
//
// --load resumes from values saved earlier (raw little-endian int32, F-(P_0) first), --save
// stores them; the computation is Theta(N^2) (about 150 s for N = 10^6 on one core).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "algorithms/compound/foreclosed_misere.hpp"
#include "algorithms/compound/path_sequences.hpp"

using namespace cgt::compound;

namespace {

std::vector<std::int32_t> load(const std::string& path) {
    std::vector<std::int32_t> values;
    if (std::FILE* f = std::fopen(path.c_str(), "rb")) {
        std::int32_t x = 0;
        while (std::fread(&x, sizeof x, 1, f) == 1) values.push_back(x);
        std::fclose(f);
    }
    return values;
}

void save(const std::string& path, const std::vector<std::int32_t>& values) {
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f || std::fwrite(values.data(), sizeof(std::int32_t), values.size(), f) != values.size())
        fmt::print(stderr, "could not write {}\n", path);
    if (f) std::fclose(f);
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        fmt::print(stderr, "usage: compound_open_case N [--load FILE] [--save FILE]\n");
        return 2;
    }
    const std::size_t n = std::strtoull(argv[1], nullptr, 10);
    if (n < 1 || n > 100'000'000) {
        fmt::print(stderr, "N must be in [1, 10^8]\n");
        return 2;
    }
    std::string load_path, save_path;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--load") load_path = argv[i + 1];
        else if (flag == "--save") save_path = argv[i + 1];
    }
    std::vector<std::int32_t> values = load_path.empty() ? std::vector<std::int32_t>{} : load(load_path);
    if (values.size() > n + 1) values.resize(n + 1);
    const auto start = std::chrono::steady_clock::now();
    const std::size_t loaded = values.size();
    extend_foreclosed_misere(values, n + 1);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!save_path.empty()) save(save_path, values);

    fmt::print("F-(P_n) for n = 1..{} ({} values loaded, {:.1f} s)\n", n, loaded, seconds);
    fmt::print("N NbZ Max Mean MAD FreqV %FreqV MaxZ PosMax\n");
    for (std::size_t k = 10; k <= n; k *= 10)
        fmt::print("{} {}\n", k, format_stats_row(foreclosed_stats(values, k)));
    if (n % 10 != 0 || n < 10 || std::to_string(n).find_first_not_of('0', 1) != std::string::npos)
        fmt::print("{} {}\n", n, format_stats_row(foreclosed_stats(values, n)));
    std::vector<std::size_t> zeros;
    for (std::size_t i = 1; i <= n; ++i)
        if (values[i] == 0) zeros.push_back(i);
    fmt::print("zeros: {}\n", fmt::join(zeros, " "));
    const auto period = detect_period(values, 5); // 0.13337 removes up to 5 tokens
    if (period) fmt::print("period {} from {}\n", period->period, period->preperiod);
    else fmt::print("no period p with a Guy-Smith certificate inside [0, {}]\n", n);
    return 0;
}
