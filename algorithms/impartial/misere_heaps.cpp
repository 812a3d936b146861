#include "algorithms/impartial/misere_heaps.hpp"

#include <span>

namespace cgt::impartial {

std::vector<MisereGame> misere_heap_forms(const OctalCode& code, std::size_t max_heap) {
    std::vector<MisereGame> forms;
    forms.reserve(max_heap + 1);
    for (std::size_t n = 0; n <= max_heap; ++n) {
        std::vector<MisereGame> options;
        for_each_option(code, n, [&](std::span<const std::size_t> parts) { // any number of heaps
            if (parts.empty()) {
                options.push_back(forms[0]); // the empty game
                return;
            }
            MisereGame sum = forms[parts[0]];
            for (std::size_t k = 1; k < parts.size(); ++k) sum = sum + forms[parts[k]];
            options.push_back(sum);
        });
        forms.push_back(MisereGame::from_options(options));
    }
    return forms;
}

std::vector<std::uint32_t> misere_nim_values(const OctalCode& code, std::size_t max_heap) {
    std::vector<std::uint32_t> out;
    for (MisereGame g : misere_heap_forms(code, max_heap)) out.push_back(g.misere_nim_value());
    return out;
}

std::vector<Genus> genus_sequence(const OctalCode& code, std::size_t max_heap) {
    std::vector<Genus> out;
    for (MisereGame g : misere_heap_forms(code, max_heap)) out.push_back(g.genus());
    return out;
}

} // namespace cgt::impartial
