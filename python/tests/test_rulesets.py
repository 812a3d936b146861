"""Rulesets from Python: values against the CLI's on the same inputs, and against values from the
literature; Grundy sequences as NumPy arrays; rulesets written in Python."""

import numpy as np
import pytest

import cgt
from cgt import Game
from octal_naive import naive_octal


# ---- the domination game ----

def test_domination_paths_against_the_cli(cli):
    for colours in ["AABA", "ABBA", "ABAAB", "BAABAAB", "CCACB", "A", ""]:
        expected = cli("dom", "path", colours)[0] if colours else "0"
        assert str(cgt.domination.path(colours).value) == expected, colours
    assert str(cgt.domination.cycle("AAB").value) == cli("dom", "cycle", "AAB")[0]


def test_domination_values_from_the_library_docs():
    assert cgt.domination.path("AABA").value == Game("3/4")
    assert cgt.domination.path("BAABAAB").outcome == "L"
    union = cgt.domination.path("ABAAB") + cgt.domination.cycle("AAB")
    assert union.value == cgt.domination.path("ABAAB").value + cgt.domination.cycle("AAB").value
    assert cgt.domination.union(cgt.domination.path("AB"), cgt.domination.path("BA")).value == 0


def test_domination_moves():
    moves = cgt.domination.path("ABA").moves(cgt.RIGHT)
    assert [(c, v) for c, v, *_ in moves] == [(0, 1)]
    component, vertex, after, winning, canonical = moves[0]
    assert after == 0 and winning and canonical  # B dominates everything: Right wins moving first


def test_domination_graph():
    petersen = cgt.domination.graph("petersen", "AAAAABBBBB")
    assert isinstance(petersen.value, Game)
    assert cgt.domination.graph("0-1 1-2 2-3", "AABA").value == cgt.domination.path("AABA").value


# ---- Grundy sequences ----

def test_octal_sequence_is_a_numpy_array():
    g = cgt.grundy.octal("0.137", 10**6)
    assert isinstance(g, np.ndarray) and g.dtype == np.uint32 and g.shape == (10**6,)
    assert g.flags["OWNDATA"] is False  # the library's vector, not a copy
    assert cgt.grundy.period("0.137", g) == (52, 34, 0)  # Dawson's chess (Winning Ways)
    assert g[:200].tolist() == naive_octal("0.137", 200)


def test_octal_sequences_against_the_definition():
    for code in ["0.07", "0.77", "0.33", "0.6", "0.16", "0.007"]:
        assert cgt.grundy.octal(code, 150).tolist() == naive_octal(code, 150), code


def test_octal_sequences_against_the_cli(cli):
    for code, count in [("0.137", 60), ("0.07", 40), ("4!.0", 40), ("0.3F", 30), ("0.[3]", 20)]:
        expected = [int(v) for v in cli("grundy", "octal", code, "--count", str(count))[0].split()]
        assert cgt.grundy.octal(code, count).tolist() == expected, code


def test_kayles_and_nim():
    assert cgt.grundy.octal("0.77", 13).tolist() == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]  # Kayles (WW)
    assert cgt.grundy.octal("0.[3]", 10).tolist() == list(range(10))                       # Nim
    assert cgt.grundy.period("0.77", cgt.grundy.octal("0.77", 1000)) == (71, 12, 0)         # last exception at 70 (Winning Ways)


def test_graph_grundy_against_the_cli(cli):
    for graph in ["P5", "C7", "petersen"]:
        (line,) = cli("grundy", "node-kayles", graph)
        assert cgt.grundy.graph("node-kayles", graph) == int(line.split()[-1]), graph


# ---- cgt play ----

PLAY_CASES = [
    (("snort", "P3"), {}, ["snort", "P3"]),
    (("col", "P5"), {"tints": "L...."}, ["col", "P5", "--tints", "L...."]),
    (("edge-nimg", "0-1 0-1 0-1"), {"tokens": [3, 5, 6]}, ["edge-nimg", "0-1 0-1 0-1", "--tokens", "3,5,6"]),
    (("timber", "opath(<>><)"), {}, ["timber", "opath(<>><)"]),
    (("vertex-nimg", "loops(P3)"), {"tokens": [2, 3, 1], "start": 1},
     ["vertex-nimg", "loops(P3)", "--tokens", "2,3,1", "--start", "1"]),
    (("colouring", "C5"), {"colours": 3}, ["colouring", "C5", "--colours", "3"]),
    (("domination", "P6"), {"dominated": [0, 1]}, ["domination", "P6", "--dominated", "0,1"]),
    (("col", "P2", "P3"), {"tints": ["L.", "..."]}, ["col", "P2", "P3", "--tints", "L.", "--tints", "..."]),
    (("node-kayles", "P4", "C5"), {}, ["node-kayles", "P4", "C5"]),
    (("vertex-geography", "C5"), {"start": 2}, ["vertex-geography", "C5", "--start", "2"]),
    (("vertex-nim", "K3"), {"tokens": [1, 2, 3]}, ["vertex-nim", "K3", "--tokens", "1,2,3"]),
]


@pytest.mark.parametrize("args,options,cli_args", PLAY_CASES)
def test_play_against_the_cli(cli, args, options, cli_args):
    assert str(cgt.play(*args, **options)) == cli("play", *cli_args)[0]
    assert cgt.play(*args, **options, misere=True) == cli("play", *cli_args, "--misere")[0]


def test_play_lists_its_rulesets():
    names = [name for name, _ in cgt.rulesets()]
    assert "col" in names and "timber" in names and len(names) == 13


# ---- compounds ----

def test_compounds_against_the_cli(cli):
    move = cgt.compound.winning_move("disjunctive", "normal", [3, 13, 15])
    lines = cli("compound", "disjunctive", "--play", "normal", "3", "13", "15", "--move")
    assert cgt.compound.outcome("disjunctive", "normal", [3, 13, 15]) in lines[0]
    assert move is not None and move[0] in "\n".join(lines)
    losing = cli("compound", "continued", "--play", "misere", "--losing", "500")[0]
    assert " ".join(map(str, cgt.compound.losing_orders("continued", "misere", 500))) in losing


# ---- rulesets written in Python ----

class Domineering:
    """Left places vertical dominoes, Right horizontal ones, on the empty cells of a board."""

    def __init__(self, cells, width, height):
        self.cells, self.width, self.height = frozenset(cells), width, height

    def options(self, player):
        dx, dy = (0, 1) if player == cgt.LEFT else (1, 0)
        return [Domineering(self.cells - {(x, y), (x + dx, y + dy)}, self.width, self.height)
                for (x, y) in self.cells if (x + dx, y + dy) in self.cells]

    def key(self):
        return self.cells


def board(width, height):
    return Domineering({(x, y) for x in range(width) for y in range(height)}, width, height)


def by_definition(position):
    """The canonical form by plain recursion over the options: no memo, no solver."""
    return Game.from_options([by_definition(o) for o in position.options(cgt.LEFT)],
                             [by_definition(o) for o in position.options(cgt.RIGHT)])


def test_python_domineering():
    solver = cgt.Solver()
    assert solver.value(board(2, 2)) == Game("+-1")          # Winning Ways
    assert solver.value(board(1, 2)) == 1 and solver.value(board(2, 1)) == -1
    for width, height in [(2, 3), (3, 2), (3, 3), (4, 2), (1, 5)]:
        assert solver.value(board(width, height)) == by_definition(board(width, height)), (width, height)
    assert solver.known_positions > 10
    assert solver.outcome(board(2, 2)) == "N"
    assert solver.outcome(board(2, 2), misere=True) == cgt.Solver().outcome(board(2, 2), misere=True)
    assert solver.wins_moving_first(board(2, 2), cgt.LEFT) and solver.wins_moving_first(board(2, 2), cgt.RIGHT)


class Nim:
    """Impartial: heaps, split into independent parts."""

    def __init__(self, heaps):
        self.heaps = tuple(sorted(heaps))

    def options(self):
        return [Nim(self.heaps[:i] + (k,) + self.heaps[i + 1:]) for i, h in enumerate(self.heaps) for k in range(h)]

    def split(self):
        return [Nim((h,)) for h in self.heaps if h > 0]

    def key(self):
        return self.heaps

    def __eq__(self, other):
        return self.heaps == other.heaps

    def __hash__(self):
        return hash(self.heaps)


def test_python_nim_splits():
    solver = cgt.Solver()
    assert solver.grundy(Nim([3, 5, 6])) == 3 ^ 5 ^ 6
    assert solver.impartial_outcome(Nim([1, 1])) == "P"
    assert solver.impartial_outcome(Nim([1, 1]), misere=True) == "N"   # misère Nim (Bouton)
    assert solver.impartial_outcome(Nim([2, 2]), misere=True) == "P"
