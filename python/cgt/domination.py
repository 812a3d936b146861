"""The partizan domination game on coloured paths, cycles and graphs.

    >>> p = cgt.domination.path("ABBA")
    >>> p.value                      # the canonical form, a Game
    >>> (p + cgt.domination.cycle("AAB")).value
"""

from ._cgt.domination import Position, clear_memos, cycle, graph, path, union

__all__ = ["Position", "path", "cycle", "graph", "union", "clear_memos"]
