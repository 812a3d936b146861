"""Pictures: cgt's SVG parsed as XML, with the elements each picture must have; the CLI's --svg."""

import os
import subprocess
import xml.etree.ElementTree as ET

import pytest

import cgt
from cgt import Game

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    return root


def with_class(root, tag, name):
    return [e for e in root.iter(SVG + tag) if name in e.get("class", "").split()]


def points(polyline):
    return [tuple(map(float, p.split(","))) for p in polyline.get("points").split()]


def test_thermograph_svg():
    t = Game("{3||2*|1*}").thermograph()
    root = parse(t.svg())
    (left,) = with_class(root, "polyline", "left-wall")
    (right,) = with_class(root, "polyline", "right-wall")
    (mast,) = with_class(root, "line", "mast")
    texts = [e.text for e in root.iter(SVG + "text")]
    assert any("9/4" in x for x in texts) and any("3/4" in x for x in texts)  # mean and temperature labelled
    assert "temperature" in texts and any(x and x.startswith("value") for x in texts)
    # Both stops and the mean are on the value axis: 2 is 22 pixels from 9/4, room enough.
    value_labels = [e.text for e in root.iter(SVG + "text") if "value-label" in e.get("class", "")]
    assert sorted(value_labels) == ["2", "3", "9/4"]
    # Left's side is on the left: the left wall's points lie left of the right wall's at the bottom.
    assert points(left)[0][0] < points(right)[0][0]
    # The mast is vertical and starts where the walls end (at the temperature).
    assert mast.get("x1") == mast.get("x2")
    assert float(mast.get("y1")) == pytest.approx(points(left)[-1][1]) == pytest.approx(points(right)[-1][1])
    assert t._repr_svg_() == t.svg()
    assert t.mean == Game("{3||2*|1*}").mean and t.left_wall[0] == (-1, 4)


def test_thermographs_of_numbers_and_infinitesimals():
    for text in ["0", "5", "-3/4", "^", "*", "{1|-1}", "{10||2|0}"]:
        root = parse(Game(text).thermograph().svg())
        assert len(with_class(root, "line", "mast")) == 1, text


def test_grundy_svg_marks_the_period():
    values = cgt.grundy.octal("0.137", 200)
    period = cgt.grundy.period("0.137", values)
    root = parse(cgt.grundy.svg(values, "0.137", period))
    assert len(with_class(root, "circle", "value")) == 200  # one dot per value
    assert with_class(root, "rect", "preperiod")
    marks = with_class(root, "line", "period-mark")
    assert len(marks) >= 2
    # The first mark is at the preperiod, the next one period later.
    assert float(marks[1].get("x1")) > float(marks[0].get("x1"))
    caption = " ".join(e.text for e in root.iter(SVG + "text"))
    assert "preperiod 52" in caption and "period 34" in caption
    # Long sequences stay small pictures.
    long = cgt.grundy.svg(cgt.grundy.octal("0.137", 10**6), "0.137")
    assert len(long) < 2_000_000 and with_class(parse(long), "rect", "value")


def test_positions():
    root = parse(cgt.domination.path("ABBA").svg())
    vertices = with_class(root, "circle", "vertex")
    assert len(vertices) == 4
    labels = [e.text for e in root.iter(SVG + "text") if "vertex-label" in e.get("class", "")]
    assert labels == ["A", "B", "B", "A"]
    assert len(with_class(root, "line", "edge")) == 3
    root = parse(cgt.draw("domination", "P6", dominated=[0, 1]).svg)
    assert len(with_class(root, "circle", "marked")) == 2
    root = parse(cgt.draw("vertex-nim", "K3", tokens=[1, 2, 3], start=1).svg)
    assert len(with_class(root, "circle", "highlighted")) == 1
    root = parse(cgt.draw("timber", "opath(<>><)").svg)
    assert len(with_class(root, "line", "arc")) == 4


def cli_or_skip():
    path = os.environ.get("CGT_CLI")
    if not path:
        pytest.skip("CGT_CLI is not set")
    return path


def test_cli_writes_the_same_pictures(tmp_path):
    cli = cli_or_skip()
    out = tmp_path / "t.svg"
    subprocess.run([cli, "info", "{3||2*|1*}", "--svg", str(out)], check=True, capture_output=True)
    root = parse(out.read_text())
    assert with_class(root, "polyline", "left-wall") and with_class(root, "line", "mast")
    assert out.read_text() == Game("{3||2*|1*}").thermograph().svg()
    out = tmp_path / "g.svg"
    subprocess.run([cli, "grundy", "octal", "0.137", "--count", "300", "--svg", str(out)], check=True, capture_output=True)
    values = cgt.grundy.octal("0.137", 300)
    assert out.read_text() == cgt.grundy.svg(values, "0.137", cgt.grundy.period("0.137", values))
    out = tmp_path / "p.svg"
    subprocess.run([cli, "play", "col", "P5", "--tints", "L....", "--svg", str(out)], check=True, capture_output=True)
    assert out.read_text() == cgt.draw("col", "P5", tints="L....").svg
    bad = subprocess.run([cli, "info", "^", "--svg", str(tmp_path / "missing" / "x.svg")], capture_output=True, text=True)
    assert bad.returncode == 2 and "x.svg" in bad.stderr
