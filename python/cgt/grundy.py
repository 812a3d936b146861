"""Grundy values of impartial games: take-and-break heap games as NumPy arrays, their certified
periodicity and pictures, and games on graphs.

    >>> g = cgt.grundy.octal("0.137", 10**6)     # a NumPy uint32 array, computed without the GIL
    >>> cgt.grundy.period("0.137", g)            # (preperiod, period, saltus)
    (52, 34, 0)
"""

from ._cgt.grundy import graph, method, octal, period, svg
from ._picture import Picture
from ._plot import plot_sequence as _plot_sequence


def picture(values, code: str = "", period=None, width: float = 720, height: float = 300) -> Picture:
    """The sequence's picture (cgt's SVG) as an object that Jupyter shows."""
    return Picture(svg(values, code, period, width, height))


def plot(values, ax=None, period=None, title: str = ""):
    """Plots G(n) against n with matplotlib (the preperiod shaded when period is given); returns the Axes."""
    return _plot_sequence(values, ax=ax, period=period, title=title)


__all__ = ["octal", "period", "method", "svg", "picture", "plot", "graph"]
