#include "algorithms/impartial/graph_grundy.hpp"

#include <fmt/format.h>

#include "algorithms/search/impartial_solver.hpp"
#include "games/impartial/graph_games.hpp"
#include "cgt/errors.hpp"

namespace cgt::impartial {

class GraphGrundySolver::Impl {
public:
    virtual ~Impl() = default;
    virtual Grundy grundy(const Graph& g, VertexMask marked) = 0;
    virtual bool misere(const Graph& g, VertexMask marked) = 0;
    virtual std::size_t memo_size() const = 0;
    virtual std::string_view name() const = 0;
    virtual void set_progress(search::ProgressHook hook) = 0;
};

namespace {

template <typename Rules>
class SolverFor final : public GraphGrundySolver::Impl {
public:
    explicit SolverFor(Rules rules) : solver_(std::move(rules)) {}
    Grundy grundy(const Graph& g, VertexMask marked) override { return solver_.grundy(bind(g, marked)); }
    bool misere(const Graph& g, VertexMask marked) override {
        return solver_.first_player_wins(bind(g, marked), Play::misere);
    }
    std::size_t memo_size() const override { return solver_.memo_size(); }
    std::string_view name() const override { return Rules::name; }
    void set_progress(search::ProgressHook hook) override { solver_.set_progress(std::move(hook)); }

private:
    // The rules on g (the tables stay: their keys are graphs, not vertex numbers of g).
    GraphState bind(const Graph& g, VertexMask marked) {
        solver_.set_rules(solver_.rules().on(g));
        return solver_.rules().start(Rules::uses_marks ? marked : 0);
    }
    search::ImpartialSolver<Rules> solver_;
};

} // namespace

GraphGrundySolver::GraphGrundySolver(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
GraphGrundySolver::GraphGrundySolver(GraphGrundySolver&&) noexcept = default;
GraphGrundySolver& GraphGrundySolver::operator=(GraphGrundySolver&&) noexcept = default;
GraphGrundySolver::~GraphGrundySolver() = default;

GraphGrundySolver GraphGrundySolver::node_kayles() {
    return GraphGrundySolver(std::make_unique<SolverFor<NodeKayles>>(NodeKayles{}));
}
GraphGrundySolver GraphGrundySolver::domination() {
    return GraphGrundySolver(std::make_unique<SolverFor<Domination>>(Domination{}));
}
GraphGrundySolver GraphGrundySolver::octal(const OctalCode& code) {
    if (!code.is_octal())
        throw InvalidArgument(fmt::format("octal games on graphs need a plain octal code 0.d1d2... (digits 0..7), not {}",
                                          code.to_string()));
    return GraphGrundySolver(std::make_unique<SolverFor<OctalOnGraph>>(OctalOnGraph(code)));
}

GraphGrundySolver GraphGrundySolver::from_name(std::string_view name) {
    if (name == "node-kayles") return node_kayles();
    if (name == "domination") return domination();
    if (name.starts_with("octal:")) return octal(OctalCode::parse(name.substr(6)));
    throw InvalidArgument(fmt::format("unknown impartial game {} (use node-kayles, domination or octal:CODE, "
                                      "e.g. octal:0.33)", quote_excerpt(name)));
}

Grundy GraphGrundySolver::grundy(const Graph& g, VertexMask marked) { return impl_->grundy(g, marked); }
bool GraphGrundySolver::misere_first_player_wins(const Graph& g, VertexMask marked) { return impl_->misere(g, marked); }
std::size_t GraphGrundySolver::memo_size() const { return impl_->memo_size(); }
std::string_view GraphGrundySolver::game_name() const { return impl_->name(); }
void GraphGrundySolver::set_progress(search::ProgressHook hook) { impl_->set_progress(std::move(hook)); }

} // namespace cgt::impartial
