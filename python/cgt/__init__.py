"""cgt: combinatorial game theory from Python.

Canonical forms of short partizan games (``cgt.Game``), thermographs and their pictures, the
domination game on coloured paths and graphs (``cgt.domination``), Grundy sequences of octal
games as NumPy arrays (``cgt.grundy``), the games of ``cgt play`` (``cgt.play``), Conway's
compounds (``cgt.compound``), and rulesets written in Python (``cgt.Solver``).

    >>> import cgt
    >>> cgt.Game("^") + cgt.Game("*")
    ^*
    >>> g = cgt.Game("{3||2|1}")
    >>> g.mean, g.temperature
    (Fraction(9, 4), Fraction(3, 4))

Long calls release the GIL and stop on Ctrl-C (KeyboardInterrupt); the memory limit
(``cgt.set_memory_limit``) raises MemoryError; malformed notation raises ``cgt.ParseError``, a
ValueError. docs/python.md has the whole tour.
"""

from ._cgt import (
    Game,
    ParseError,
    Player,
    Solver,
    Thermograph,
    game_count,
    memory_limit,
    memory_usage,
    set_memory_limit,
)
from . import compound, domination, grundy
from ._latex import game_latex as _game_latex
from ._picture import Picture
from ._play import draw, play, rulesets
from ._plot import plot_thermograph as _plot_thermograph

LEFT = Player.LEFT
RIGHT = Player.RIGHT

Game._repr_latex_ = _game_latex
Thermograph.plot = _plot_thermograph


def solve(position) -> Game:
    """The canonical form of a position of a ruleset written in Python (a fresh Solver; keep a
    Solver to reuse its memo across positions)."""
    return Solver().value(position)


__all__ = [
    "Game", "ParseError", "Player", "LEFT", "RIGHT", "Solver", "solve", "Thermograph", "Picture",
    "play", "draw", "rulesets", "compound", "domination", "grundy",
    "game_count", "memory_limit", "memory_usage", "set_memory_limit",
]
