"""The notebook examples/notebooks/tour.ipynb runs top to bottom (jupyter nbconvert --execute, from
Debian's packages) and shows what it should: values, pictures (cgt's SVG, matplotlib's PNG)."""

import json
import os
import subprocess
import sys

import pytest

NOTEBOOK = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "notebooks", "tour.ipynb")


def outputs(cell):
    """The cell's outputs as {mime type or 'stream': text}."""
    found = {}
    for out in cell.get("outputs", []):
        if out["output_type"] == "stream":
            text = out["text"]
            found["stream"] = found.get("stream", "") + ("".join(text) if isinstance(text, list) else text)
        elif out["output_type"] == "error":
            found["error"] = out["ename"] + ": " + out["evalue"]
        for mime, data in out.get("data", {}).items():
            found[mime] = "".join(data) if isinstance(data, list) else data
    return found


@pytest.fixture(scope="module")
def executed(tmp_path_factory):
    pytest.importorskip("nbconvert")
    pytest.importorskip("ipykernel")
    out_dir = tmp_path_factory.mktemp("notebook")
    done = subprocess.run([sys.executable, "-m", "nbconvert", "--to", "notebook", "--execute",
                           "--ExecutePreprocessor.timeout=120", "--output-dir", str(out_dir), NOTEBOOK],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    with open(out_dir / "tour.ipynb", encoding="utf-8") as f:
        return [c for c in json.load(f)["cells"] if c["cell_type"] == "code"]


def test_no_cell_fails(executed):
    for cell in executed:
        assert "error" not in outputs(cell), outputs(cell)["error"]


def test_values_and_pictures(executed):
    first, facts, thermograph, plots, path, table, octal, octal_plot, domineering = map(outputs, executed)
    assert first["text/latex"] == r"$\{3\,||\,2\ast\,|\,1\ast\}$"
    assert "sum:         ^*" in facts["stream"] and "mean:        9/4  temperature: 3/4" in facts["stream"]
    assert "left-wall" in thermograph["image/svg+xml"] and "mast" in thermograph["image/svg+xml"]
    assert "image/png" in plots
    assert "vertex-label" in path["image/svg+xml"] and "outcome:" in path["stream"]
    assert "image/png" in table and " n      L" in table["stream"]
    assert "period: (52, 34, 0)" in octal["stream"] and "period-mark" in octal["image/svg+xml"]
    assert "image/png" in octal_plot
    assert "2x2: +-1" in domineering["stream"]
