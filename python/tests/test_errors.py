"""Errors come out as Python exceptions with cgt's messages."""

import pytest

import cgt
from cgt import Game


def test_bad_notation_is_a_value_error_with_a_position():
    with pytest.raises(cgt.ParseError) as caught:
        Game("{1|")
    assert isinstance(caught.value, ValueError)
    assert caught.value.position == 3
    assert str(caught.value) == "parse error at position 3 (end of input): missing '}' for the '{' at position 0"


def test_operations_that_do_not_apply():
    with pytest.raises(ValueError, match="not atomic"):
        Game("{1|0}").atomic_weight()
    with pytest.raises(ValueError):
        Game("{1|0}").cool(-1)
    with pytest.raises(ValueError, match="must be a number"):
        Game("{1|0}").cool("*")
    with pytest.raises(ValueError):
        Game("{1|0}.IsNumber")  # a boolean, not a game


def test_rulesets_reject_bad_input():
    with pytest.raises(ValueError, match="'X'"):
        cgt.domination.path("ABX")
    with pytest.raises(ValueError):
        cgt.domination.cycle("AB")
    with pytest.raises(cgt.ParseError):
        cgt.grundy.octal("0.1x", 10)
    with pytest.raises(ValueError, match="unknown ruleset"):
        cgt.play("chess", "P3")
    with pytest.raises(ValueError, match="tints"):
        cgt.play("col", "P3", tints="L.")
    with pytest.raises(ValueError):
        cgt.compound.outcome("sideways", "normal", [3])


def test_memory_limit_is_a_memory_error():
    limit = cgt.memory_limit()
    cgt.set_memory_limit(64)
    try:
        # A Grundy sequence is checked against the limit before it starts: 2^25 values need 128 MiB.
        with pytest.raises(MemoryError, match="set_memory_limit"):
            cgt.grundy.octal("0.137", 2**25)
    finally:
        cgt.set_memory_limit(limit)
    assert len(cgt.grundy.octal("0.137", 1000)) == 1000  # usable again


def test_python_ruleset_errors_come_out_unchanged():
    class Broken:
        def options(self, player):
            raise RuntimeError("a bug in the ruleset")

    with pytest.raises(RuntimeError, match="a bug in the ruleset"):
        cgt.solve(Broken())

    class Unhashable:
        __hash__ = None

        def options(self, player):
            return []

    with pytest.raises(TypeError):
        cgt.solve(Unhashable())


def test_a_solver_is_not_reentrant():
    solver = cgt.Solver()

    class Sneaky:
        def options(self, player):
            solver.value(Sneaky())  # the solver is busy with this very position
            return []

    with pytest.raises(ValueError, match="already solving"):
        solver.value(Sneaky())
    assert solver.value(EmptyPosition()) == 0  # usable again


class EmptyPosition:
    def options(self, player):
        return []
