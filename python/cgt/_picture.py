"""A picture in SVG (written by cgt) that shows itself in Jupyter."""


class Picture:
    """SVG text with ``_repr_svg_``, so that a notebook shows it; ``save(path)`` writes it."""

    def __init__(self, svg: str) -> None:
        self.svg = svg

    def _repr_svg_(self) -> str:
        return self.svg

    def save(self, path: str) -> None:
        """Writes the SVG text to ``path``."""
        with open(path, "w", encoding="utf-8") as out:
            out.write(self.svg)

    def __str__(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"Picture({len(self.svg)} characters of SVG)"
