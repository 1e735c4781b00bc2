"""An explained solve as one HTML page: a picture per step, what it uses and concludes marked.

Haskell counterpart::

    framesPage :: String -> Puzzle (Maybe Int) -> [Step] -> String

Each step is a section with its words and a picture of the grid after it: the givens in
black, the values placed so far in blue, the cells the step reasons from shaded yellow,
the cells it concludes about shaded green (a value placed) or red (a value taken away).
A picture does not repeat every value placed before it: every ``SNAPSHOT_EVERY``
placements the page keeps one group of all of them, and a picture uses (``<use>``) the
latest group and adds the few placed since. So the page grows with the steps, not with
the steps times the cells (#450's 2,884 steps would otherwise take about half a gigabyte).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...grid import svg
from ...grid.matrix import Pos, cell_name
from ...grid.rooms import Problem
from .steps import Eliminate, EmptyCell, Place, Step, Unsolvable
from .wording import describe

SNAPSHOT_EVERY = 32
"""Placements between two groups of every value placed so far."""

PREMISE, PLACED, TAKEN = "#f2d24b", "#5cb85c", "#e06666"
"""The shades of the cells a step reasons from, and of those it places or takes from."""

STYLE = (
    "body { font-family: sans-serif; max-width: 60em; margin: auto; padding: 1em }"
    " section { margin: 2em 0 } .key span { padding: 0 0.5em }"
)


def frames_page(problem: Problem, steps: Sequence[Step], title: str) -> str:
    """The page: a key to the shades, then one section per step."""
    layout = problem.layout
    longest = len(str(max(layout.sizes.values())))
    givens = {pos: value for pos, value in problem.grid.items() if value is not None}
    grid = svg.body(layout.size, layout.same_room, givens, givens=givens, longest=longest)
    defs = [f'<g id="grid">{"".join(grid)}</g>']
    sections = []
    placed: list[str] = []  # the text of every value placed so far
    for number, step in enumerate(steps, 1):
        if isinstance(step.conclusion, Place):
            conclusion = step.conclusion
            placed.append(svg.entry(conclusion.cell, conclusion.value, longest=longest))
            if len(placed) % SNAPSHOT_EVERY == 0:
                defs.append(f'<g id="placed-{len(placed)}">{"".join(placed)}</g>')
        picture = _picture(problem, step, number, placed)
        sections.append(_section(step, number, picture))
    return _html(title, defs, sections)


def _html(title: str, defs: list[str], sections: list[str]) -> str:
    hidden = '<svg width="0" height="0" style="position: absolute" aria-hidden="true">'
    lines = [
        "<!DOCTYPE html>",
        f'<html lang="en"><head><meta charset="utf-8"><title>{svg.escape(title)}</title>',
        f"<style>{STYLE}</style></head><body>",
        f"<h1>{svg.escape(title)}</h1>",
        _key(),
        f"{hidden}<defs>{''.join(defs)}</defs></svg>",
        *sections,
        "</body></html>",
    ]
    return "\n".join(lines) + "\n"


def _picture(problem: Problem, step: Step, number: int, placed: list[str]) -> str:
    """The grid after ``step``: the givens, the values placed so far, the shades."""
    snapshot = len(placed) - len(placed) % SNAPSHOT_EVERY
    parts = [svg.opening(problem.layout.size, f"after step {number}"), '<use href="#grid"/>']
    if snapshot:
        parts.append(f'<use href="#placed-{snapshot}"/>')
    parts += placed[snapshot:]
    parts += [svg.shade(pos, PREMISE, "premise") for pos in step.premises]
    parts += [svg.shade(pos, colour, kind) for pos, colour, kind in _concluded(step)]
    parts.append("</svg>")
    return "\n".join(parts)


def _concluded(step: Step) -> list[tuple[Pos, str, str]]:
    match step.conclusion:
        case Place(cell, _):
            return [(cell, PLACED, "placed")]
        case Eliminate(_, cells):
            return [(cell, TAKEN, "taken") for cell in cells]
        case EmptyCell(cell) | Unsolvable(cell):
            return [(cell, TAKEN, "dead-end")]
    return []


def _section(step: Step, number: int, picture: str) -> str:
    words = svg.escape(describe(step))
    about = ", ".join(cell_name(pos) for pos in step.premises)
    return (
        f'<section id="step-{number}" data-rule="{step.rule.value}" data-premises="{about}">'
        f"<h2>Step {number}</h2><p>{words}</p>\n{picture}</section>"
    )


def _key() -> str:
    shades = ((PREMISE, "what the step reasons from"), (PLACED, "a value placed"),
              (TAKEN, "a value taken away"))  # fmt: skip
    spans = "".join(
        f'<span style="background: {colour}">{svg.escape(words)}</span>'
        for colour, words in shades
    )
    return f'<p class="key">{spans}</p>'
