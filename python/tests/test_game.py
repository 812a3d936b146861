"""cgt.Game: construction, arithmetic, order, hashing, printing and the toolbox, with values from
the literature and CGSuite's test suite (docs/notation.md, docs/operations.md) and the CLI's."""

import pickle
from fractions import Fraction

import pytest

import cgt
from cgt import Game


def test_notation_round_trip():
    g = Game("{3||2|1}")
    assert str(g) == "{3||2|1}" and repr(g) == "{3||2|1}"
    assert g.to_string("explicit") == "{3|{2|1}}"
    assert Game(g.to_string("explicit")) == g


def test_the_issue_example():
    assert str(Game("^") + Game("*")) == "^*"


def test_numbers_and_fractions():
    assert Game(3) == Game("3") == 3
    assert Game(Fraction(3, 4)) == Game("3/4")
    assert Game(0.75) == Game("3/4")
    assert Game(-2**80).is_integer and str(Game(2**80)) == str(2**80)
    assert Game.number(Fraction(-5, 8)) == Game("-5/8")
    assert Game("{1|0}").mean == Fraction(1, 2)
    assert isinstance(Game(5).mean, Fraction)
    with pytest.raises(ValueError, match="dyadic"):
        Game(Fraction(1, 3))
    with pytest.raises(ValueError):
        Game(float("inf"))
    with pytest.raises(TypeError):
        Game([1, 2])


def test_from_options():
    assert Game.from_options([0], [Game.star()]) == Game.up()          # {0|*} = ^
    assert Game.from_options([], []) == 0
    assert Game.from_options(["*", 0], ["*", 0]) == Game.nimber(2)     # {0,*|0,*} = *2
    assert Game.from_options([1], [-1]) == Game("+-1")
    assert Game.from_options([-1], [1]) == 0                           # {-1|1} = 0


def test_arithmetic():
    up, star = Game.up(), Game.star()
    assert up + star == Game("^*")
    assert star + star == 0
    assert Game("*3") + Game("*5") == Game("*6")
    assert up - up == 0 and -up == Game.down()
    assert 1 + Game("1/2") == Game("3/2") and Game("1/2") - 1 == Game("-1/2")
    assert 2 - Game("1/2") == Game("3/2")
    assert 3 * Game("{1|0}") == Game("{1|0}") * 3 == Game("{2|1}")
    assert 5 * Game("{3||2|1}") == Game("{12|||11||10,{11|10}|9Tiny({2|1})}")  # CGSuite's test value


def test_order():
    up, star = Game.up(), Game.star()
    assert up > 0 and 0 < up and up >= 0 and not up < 0
    assert star.confused_with(0) and not star <= 0 and not star >= 0
    assert up.compare(star) == "||" and up.compare(0) == ">" and Game(1).compare(2) == "<"
    assert Game("1/2").compare(Fraction(1, 2)) == "="
    assert Game(-1) < Game("v") < 0 < Game("^") < Game("1/64")
    assert (Game("*") == "*") is False  # strings are not compared: notation must be read explicitly


def test_hash_and_dict():
    games = {Game("^"): "up", Game("*"): "star", Game(1): "one"}
    assert games[Game("{0|*}")] == "up"
    assert games[Game("{0|}")] == "one"
    assert hash(Game(1)) == hash(1) and hash(Game(Fraction(-3, 8))) == hash(Fraction(-3, 8))
    assert hash(Game(2**100 + Fraction(1, 2))) == hash(2**100 + Fraction(1, 2))
    assert hash(Game(-1)) == hash(-1)
    assert len({Game(k % 7) for k in range(100)}) == 7


def test_pickle():
    g = Game("{3||2*|1*}")
    assert pickle.loads(pickle.dumps(g)) == g


def test_structure():
    g = Game("{3||2*|1*}")
    assert g.left_options == [Game(3)] and g.right_options == [Game("{2*|1*}")]
    assert Game("^^^").right_options == [Game("^^*")]
    assert Game("*2").is_nimber and not Game("^").is_number and Game("1/2").is_number
    assert Game("^*3").is_nus and Game("^*3").up_part == 1 and Game("^*3").nim_part == 3
    assert Game("1/2^*").number_part == Fraction(1, 2)
    with pytest.raises(ValueError):
        Game("{2|1}").up_part


def test_invariants_from_cgsuites_tests():
    g = Game("{3||2*|1*}")
    assert g.birthday == 5
    assert g.stops == (3, 2)
    assert g.mean == Fraction(9, 4) and g.temperature == Fraction(3, 4)
    assert g.outcome == "L" and Game("*").outcome == "N" and Game(0).outcome == "P" and Game(-1).outcome == "R"
    h = Game("{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}")
    assert h.mean == Fraction(-5, 16) and h.temperature == Fraction(21, 16)
    assert Game("{3||2|1}").stop_count() == 3
    assert len(g.followers()) == 8


def test_toolbox_from_the_literature():
    assert Game("*").heat(1) == Game("+-1")                       # ∫^1 * = ±1
    assert Game("{3||2|1}").heat(1) == Game("{4||2|-1}")
    assert Game("{3||2|1}").cool(Fraction(1, 2)) == Game("{5/2|2*}")
    assert Game("{5|-1}").cool(2) == Game("{3|1}")
    assert Game("{2|0}").freeze() == Game("1*")
    assert Game("{3||2|1}").overheat(1, 2) == Game("{5||2|-3}")
    assert Game("^").atomic_weight() == 1 and Game("^*").atomic_weight() == 1
    assert Game("{0|^}").atomic_weight() == 2
    with pytest.raises(ValueError, match="atomic"):
        Game("{1|0}").atomic_weight()
    assert Game("^*").companion() == Game("^")
    assert Game("{0|^*}").reduced_canonical_form() == 0
    assert Game("{3||2|1}").incentives() == [Game("{1,{2|1}|0}")]
    assert Game("{1|0}").norton_multiply("^") == Game("{^3*|vv*}")
    assert Game(1).ordinal_sum(-1) == Game("1/2")
    assert Game("3/2").conway_product(Fraction(5, 4)) == Game("15/8")
    assert Game("*2").conway_product("*2") == Game("*3")
    assert Game("^").pow(3) == Game("^<3>") and Game("^").pow_to(3) == Game("^[3]")
    assert Game(2).tiny() == Game("Tiny(2)") and Game(Fraction(3, 2)).miny() == Game("Miny(3/2)")
    assert Game("{0||0|v*}").uptimal_expansion() == (0, 1, [1, 2])  # CGSuite: *.12
    assert Game("{1|0}").uptimal_expansion() is None


def test_values_agree_with_the_cli(cli):
    expressions = ["{3||2+*|1+*}", "^ + *", "{1|0} - 1/2", "*3 + *5", "{0|^*5}", "+-1 + +-2", "{3||2|1}.Heat(1)",
                   "{0,^*|^*,{^*|0}}", "^.Pow(2) + *", "3 * {3||2|1}"]
    for text in expressions:
        (line,) = cli("value", text)
        assert str(Game(text)) == line, text
    info = dict(line.split(":", 1) for line in cli("info", "{3||2+*|1+*}") if ":" in line)
    g = Game("{3||2+*|1+*}")
    assert info["mean"].strip() == str(g.mean) and info["temperature"].strip() == str(g.temperature)
    assert info["birthday"].strip() == str(g.birthday) and info["outcome"].strip() == g.outcome
    (compare,) = cli("compare", "^", "*")
    assert compare.strip() == Game("^").compare("*")


def test_latex():
    assert Game("1/2^*")._repr_latex_() == r"$\frac{1}{2}\uparrow\ast$"
    assert Game("*3")._repr_latex_() == r"$\ast3$"
    assert Game("{1|0}")._repr_latex_() == r"$\{1\,|\,0\}$"
    assert Game("+-1")._repr_latex_() == r"$\pm1$"
    assert Game("^^*")._repr_latex_() == r"$\Uparrow\ast$"
    assert Game("v3")._repr_latex_() == r"$3{\cdot}\downarrow$"
    assert Game("^<2>")._repr_latex_() == r"$\uparrow^{2}$"
    assert Game("{3||2|1}")._repr_latex_() == r"$\{3\,||\,2\,|\,1\}$"


def test_memory_limit_functions():
    limit = cgt.memory_limit()
    assert limit >= 32
    assert cgt.memory_usage() > 0 and cgt.game_count() > 0
    with pytest.raises(ValueError):
        cgt.set_memory_limit(1)
