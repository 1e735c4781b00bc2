"""Vergleichssudoku pictures: the grid's generic drawings, box walls, signs in the cells.

Haskell counterpart::

    draw  :: Problem -> Maybe Solution -> String
    draw p s = Grid.draw (size p, size p) (sameBox (size p)) (entries p (grid <$> s))

    toSvg :: Problem -> Maybe Solution -> Set Pos -> String -> String

``grid.display`` and ``grid.svg`` write an entry inside each cell and nothing on the
lines between cells, so a cell's signs are written after its digit: ``<`` or ``>``
compares it with the cell on its right, ``^`` or ``v`` with the one below (``v``: this
one is greater, the tip points at the smaller digit, like ``>``).

>>> from .parse import parse_puzzle
>>> problem = parse_puzzle("-+ .- -- .+\\n-. .. +. ..\\n++ .- -- .+\\n+. .. +. ..\\n").unwrap()
>>> print(draw(problem).splitlines()[1])
┃  <v │   ^ ┃  <^ │   v ┃
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ..grid import display, svg
from ..grid.matrix import Pos
from .puzzle import Clue, Digit, Problem, Sign, Solution, same_box

RIGHT = {Sign.GREATER: ">", Sign.LESS: "<", None: " "}
DOWN = {Sign.GREATER: "v", Sign.LESS: "^", None: " "}


def draw(problem: Problem, solution: Solution | None = None) -> str:
    """The grid with heavy box walls, and in every cell its signs, after its digit in
    the solution if one is given."""
    size = (problem.size, problem.size)
    return display.draw(size, _same_box(problem.size), entries(problem, _digits(solution)))


def to_svg(
    problem: Problem,
    solution: Solution | None = None,
    faulty: Collection[Pos] = (),
    title: str = "Vergleichssudoku",
) -> str:
    """The SVG picture of :func:`draw`: filled-in digits blue, ``faulty`` cells red."""
    cells = entries(problem, _digits(solution))
    size, joined = (problem.size, problem.size), _same_box(problem.size)
    return svg.to_svg(size, joined, cells, faulty=faulty, title=title)


def _digits(solution: Solution | None) -> Mapping[Pos, Digit | None]:
    return {} if solution is None else solution.grid


def entries(problem: Problem, digits: Mapping[Pos, Digit | None]) -> dict[Pos, str]:
    """What each cell shows: its digit or a blank, then its two signs."""
    return {pos: _entry(digits.get(pos), problem[pos]) for pos in problem.positions()}


def _entry(digit: Digit | None, clue: Clue) -> str:
    return f"{'' if digit is None else digit}{RIGHT[clue.right]}{DOWN[clue.below]}".rjust(3)


def _same_box(size: int) -> display.Joined:
    def joined(a: Pos, b: Pos) -> bool:
        return same_box(size, a, b)

    return joined
