// The open case of compound Node-Kayles on paths: the diminished disjunctive compound in misere
// play, i.e. the foreclosed values F-(P_n) (= Grundy values of octal 0.13337, shifted by two).
// Computes F- on [1, N], printing the seed's Table 2 row at every power of ten, the zeros (the
// losing paths), the maximum, and whether the values show a period.
//
//   compound_open_case N [--load FILE] [--save FILE]
//
// --load resumes from values saved earlier (raw native-endian int32, F-(P_0) first), --save
// stores them after every 10^5 new values; the computation (the octal engine on 0.13337) is
// Theta(N^2): about 140 s of CPU on two threads for N = 10^6.
#include <algorithm>
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
    // In chunks, saving after each, so a long run can be stopped and resumed with --load.
    constexpr std::size_t chunk = 100'000;
    while (values.size() < n + 1) {
        extend_foreclosed_misere(values, std::min(n + 1, values.size() + chunk));
        if (!save_path.empty()) save(save_path, values);
        fmt::print(stderr, "{} values, {:.0f} s\n", values.size(),
                   std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    fmt::print("F-(P_n) for n = 1..{} ({} values loaded, {:.1f} s)\n", n, loaded, seconds);
    fmt::print("N NbZ Max Mean MAD FreqV %FreqV MaxZ PosMax\n");
    for (std::size_t k = 10; k <= n; k *= 10)
        fmt::print("{} {}\n", k, format_stats_row(foreclosed_stats(values, k)));
    const std::string digits = std::to_string(n);
    const bool power_of_ten = digits[0] == '1' && digits.find_first_not_of('0', 1) == std::string::npos;
    if (!power_of_ten || n < 10) fmt::print("{} {}\n", n, format_stats_row(foreclosed_stats(values, n)));
    std::vector<std::size_t> zeros;
    for (std::size_t i = 1; i <= n; ++i)
        if (values[i] == 0) zeros.push_back(i);
    fmt::print("zeros: {}\n", fmt::join(zeros, " "));
    const auto period = cgt::impartial::find_periodicity(values, cgt::impartial::PeriodicityTheorem::octal(5)); // 0.13337 removes up to 5 tokens
    if (period) fmt::print("period {} from {}\n", period->period, period->preperiod);
    else fmt::print("no period p with a Guy-Smith certificate inside [0, {}]\n", n);
    // Arithmetic periodicity F(k + p) = F(k) + s on the second half, for p up to n / 5.
    std::size_t arithmetic = 0;
    for (std::size_t p = 1; p <= n / 5 && arithmetic == 0; ++p) {
        const std::size_t from = n / 2;
        const std::int64_t saltus = std::int64_t{values[from + p]} - values[from];
        bool holds = true;
        for (std::size_t k = from; k + p <= n && holds; ++k)
            holds = std::int64_t{values[k + p]} - values[k] == saltus;
        if (holds) arithmetic = p;
    }
    if (arithmetic) fmt::print("arithmetic period {} on [{}, {}]\n", arithmetic, n / 2, n);
    else fmt::print("no arithmetic period p <= {} on [{}, {}]\n", n / 5, n / 2, n);
    return 0;
}
