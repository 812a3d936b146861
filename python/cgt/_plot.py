"""Drawing with matplotlib, when it is installed (cgt itself writes SVG without it)."""

from fractions import Fraction


def _wall(points, top):
    """The wall's (value, temperature) points up to temperature ``top``, as floats."""
    xs, ys = [], []
    for t, v in points:
        if t > top:
            break
        xs.append(float(v))
        ys.append(float(t))
    return xs, ys


def plot_thermograph(self, ax=None):
    """Draws the thermograph on a matplotlib Axes (the current one by default): the left wall in
    blue, the right wall in red, the mast in black, values decreasing to the right (Left's side
    on the left, as thermographs are drawn). Returns the Axes."""
    import matplotlib.pyplot as plt  # only when plotting

    if ax is None:
        ax = plt.gca()
    top = max(self.temperature, Fraction(-1))
    mast_top = float(max(top, 0)) + max(1.0, 0.3 * (float(max(top, 0)) + 1))
    for points, value_at, colour, name in (
        (self.left_wall, self.left_value_at, "#1f5fbf", "left wall"),
        (self.right_wall, self.right_value_at, "#c0392b", "right wall"),
    ):
        xs, ys = _wall(points, top)
        if not ys or ys[-1] < float(top):
            xs.append(float(value_at(top)))
            ys.append(float(top))
        ax.plot(xs, ys, color=colour, linewidth=2, label=name)
    ax.plot([float(self.mean)] * 2, [float(top), mast_top], color="black", linewidth=2, label="mast")
    ax.axhline(0, color="#aaaaaa", linewidth=0.8, linestyle="--")
    if not ax.xaxis_inverted():
        ax.invert_xaxis()
    ax.set_xlabel("value")
    ax.set_ylabel("temperature")
    ax.set_title(f"{self.title}: mean {self.mean}, temperature {self.temperature}")
    return ax


def plot_sequence(values, ax=None, period=None, title=""):
    """Plots a Grundy sequence (G(n) against n) on a matplotlib Axes, shading the preperiod when
    ``period`` = (preperiod, period, saltus) is given. Returns the Axes."""
    import matplotlib.pyplot as plt

    if ax is None:
        ax = plt.gca()
    n = len(values)
    ax.plot(range(n), values, ".", markersize=3 if n > 300 else 6, color="#1f5fbf")
    if period is not None:
        preperiod, length, _ = period
        ax.axvspan(-0.5, preperiod - 0.5, color="#f3e6c4", zorder=0, label=f"preperiod {preperiod}")
        for k in range(preperiod, n, length):
            ax.axvline(k - 0.5, color="#b07d12", linestyle="--", linewidth=0.8)
            if n / length > 60:  # too dense: the first period only
                ax.axvline(k + length - 0.5, color="#b07d12", linestyle="--", linewidth=0.8)
                break
    ax.set_xlabel("heap size n")
    ax.set_ylabel("G(n)")
    if title:
        ax.set_title(title)
    return ax
