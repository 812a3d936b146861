// Exits 0 when the installed library computes {0|*} = ^ and *3 + *5 = *6.
#include <cgt/game.hpp>

int main() {
    using cgt::Game;
    bool ok = Game::from_options({Game()}, {Game::star()}) == Game::up() &&
              Game::nimber(3) + Game::nimber(5) == Game::nimber(6);
    return ok ? 0 : 1;
}
