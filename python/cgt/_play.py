"""cgt.play and cgt.draw: the rulesets of the CLI's ``cgt play`` from Python."""

from typing import List, Sequence, Tuple

from . import _cgt
from ._picture import Picture

def _per_graph(value, graphs: int, name: str, scalar_types) -> list:
    """One entry per graph: a single value counts for every graph; a list of them is one per graph."""
    if value is None:
        return []
    if isinstance(value, scalar_types):
        return [value] * graphs
    values = list(value)
    if len(values) != graphs:
        raise ValueError(f"{name} is given {len(values)} times for {graphs} graphs: give it once (for every graph) "
                         "or once per graph, in order")
    return values


def _counts(value, graphs: int, name: str) -> List[List[int]]:
    """Token counts: a list of ints (every graph), or a list of such lists (one per graph)."""
    if value is None:
        return []
    values = list(value)
    if all(isinstance(v, int) for v in values):
        return [values] * graphs
    if len(values) != graphs:
        raise ValueError(f"{name} is given {len(values)} times for {graphs} graphs")
    return [list(v) for v in values]


def _request(ruleset: str, graphs: Sequence[str], tints=None, tokens=None, start=None, colours: int = 0,
             dominated=None, misere: bool = False, outcome: bool = False):
    if isinstance(graphs, str):
        graphs = [graphs]
    r = _cgt._PlayRequest()
    r.ruleset = ruleset
    r.graphs = list(graphs)
    n = len(r.graphs)
    r.tints = _per_graph(tints, n, "tints", str)
    r.tokens = _counts(tokens, n, "tokens")
    r.starts = _per_graph(start, n, "start", int)
    r.colours = colours
    r.dominated = _counts(dominated, n, "dominated")
    r.misere = misere
    r.outcome_only = outcome
    return r


def play(ruleset: str, *graphs: str, tints=None, tokens=None, start=None, colours: int = 0, dominated=None,
         misere: bool = False, outcome: bool = False):
    """The value of a game of ``cgt play`` on one or more graphs (several graphs are a disjoint sum).

    Returns a Game in normal play (the canonical form; ``*k`` for impartial games), or with
    ``outcome=True`` or ``misere=True`` the outcome: 'L', 'R', 'P' or 'N' ('N'/'P' for impartial
    games). ``cgt.rulesets()`` lists the rulesets. Options, each given once (for every graph) or
    as a list with one entry per graph:

    * tints (col, snort): one letter per vertex, '.', 'L' or 'R': ``tints="L...."``;
    * tokens (edge-nimg, vertex-nimg, vertex-nim): counters per edge or vertex, ``[3, 1, 2]``;
    * start (token games): the token's vertex (default 0);
    * colours (colouring): the number of colours K;
    * dominated (domination): vertices already dominated, ``[0, 1]``.

    Graphs use cgt's notation: 'P5', 'C7', 'grid(3,4)', 'petersen', '0-1 1-2', '0>1 1>2',
    'dcycle(5)', 'opath(<<>>)', graph6 ...

        >>> cgt.play("col", "P5", tints="L....")
        >>> cgt.play("vertex-nim", "K3", tokens=[1, 2, 3])
    """
    return _cgt._play(_request(ruleset, graphs, tints, tokens, start, colours, dominated, misere, outcome))


def draw(ruleset: str, *graphs: str, tints=None, tokens=None, start=None, colours: int = 0,
         dominated=None) -> Picture:
    """A picture of the position ``play`` would value: the graphs with the tints (blue L, red R),
    the token's vertex (thick outline), counters (labels) and dominated vertices (faded)."""
    return Picture(_cgt._draw(_request(ruleset, graphs, tints, tokens, start, colours, dominated)))


def rulesets() -> List[Tuple[str, str]]:
    """The rulesets of ``play``: (name, 'partizan' or 'impartial')."""
    return _cgt._rulesets()
