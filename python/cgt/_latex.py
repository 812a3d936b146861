"""Game values as LaTeX (``Game._repr_latex_``): CGSuite's notation with arrows, stars and
fractions, e.g. ``{1/2|^*}`` -> ``$\\{\\frac{1}{2} \\mid \\uparrow\\ast\\}$``."""

import re

_TOKEN = re.compile(
    r"(?P<number>\d+(?:/\d+)?)"
    r"|(?P<power>[\^v])(?P<bracket>[<\[])(?P<order>\d+)[>\]]"
    r"|(?P<double>\^\^+|vv+)"
    r"|(?P<arrow>[\^v])(?P<times>\d*)"
    r"|(?P<star>\*)(?P<nim>\d*)"
    r"|(?P<bars>\|+)"
    r"|(?P<pm>\+-)"
    r"|(?P<word>Tiny|Miny)"
    r"|(?P<other>[{}(),\-])"
)


def _arrow(symbol: str) -> str:
    return r"\uparrow" if symbol == "^" else r"\downarrow"


def _token(m: re.Match) -> str:
    if m["number"]:
        top, _, bottom = m["number"].partition("/")
        return rf"\frac{{{top}}}{{{bottom}}}" if bottom else top
    if m["power"]:
        order = m["order"] if m["bracket"] == "<" else f"[{m['order']}]"
        return f"{_arrow(m['power'])}^{{{order}}}"
    if m["double"]:
        double = r"\Uparrow" if m["double"][0] == "^" else r"\Downarrow"
        extra = len(m["double"]) - 2
        return double + _arrow(m["double"][0]) * extra
    if m["arrow"]:
        return (rf"{m['times']}{{\cdot}}" if m["times"] else "") + _arrow(m["arrow"])
    if m["star"]:
        return r"\ast" + (m["nim"] if m["nim"] else "")
    if m["bars"]:
        return r"\," + r"|" * len(m["bars"]) + r"\,"
    if m["pm"]:
        return r"\pm"
    if m["word"]:
        return rf"\operatorname{{{m['word']}}}"
    other = m["other"]
    return {"{": r"\{", "}": r"\}", ",": r",\,"}.get(other, other)


def notation_latex(text: str) -> str:
    """LaTeX (math mode, without the dollars) for a game in CGSuite's notation."""
    out, position = [], 0
    for m in _TOKEN.finditer(text):
        if m.start() != position:  # characters no token covers (none in cgt's printed forms)
            out.append(text[position:m.start()])
        out.append(_token(m))
        position = m.end()
    out.append(text[position:])
    return "".join(out)


def game_latex(game) -> str:
    """``_repr_latex_`` of a Game: its CGSuite notation as LaTeX, in dollars."""
    return f"${notation_latex(str(game))}$"
