"""Conway's compounds of Node-Kayles on paths (docs/compounds.md).

    >>> cgt.compound.outcome("selective", "misere", [3, 5])
"""

from ._cgt.compound import losing_orders, outcome, winning_move

__all__ = ["outcome", "winning_move", "losing_orders"]
