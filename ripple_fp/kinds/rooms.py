"""A kind whose puzzle is a grid of rooms (Ripple Effect, Suguru): what such kinds share
is declared here once, so each names only its rules.

Haskell counterpart (a smart constructor of the ``Kind`` record)::

    roomsKind :: String -> String -> [Variety] -> String -> Judge -> Strategies
              -> Kind Problem Solution
    roomsKind name title varieties janko judge search = withJanko (Kind
      { parsePuzzle = readRooms varieties, renderPuzzle = renderRooms, ...
      , measure = roomsMeasure, pictures = roomPictures, writers = [("url", url)] })
      (roomsJanko janko)

Shared: the files (the course text, a puzz.link URL of one of the kind's varieties:
:class:`~ripple_fp.grid.rooms_text.RoomsFiles`, and janko.at's text under the kind's
name there: :mod:`ripple_fp.grid.rooms_janko`), the measure (the cells, and each empty
cell's room size: the values it may hold), each cell's largest number (its room's size,
for the page) and the pictures (room walls, givens bold:
:mod:`ripple_fp.grid.room_pictures`). The kind's own: its name and title, its varieties,
its name on janko.at, its referee and its strategies, and what more it can do (explain,
make). What making such a puzzle shares is here too: its clues are its cells' numbers
(:func:`clues`, :func:`posed`), random rooms (:func:`blank`) and rooms drawn with their
numbers (:func:`grown_fill`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from itertools import compress
from typing import TYPE_CHECKING, Final

from ..grid.matrix import Matrix, Pos
from ..grid.rooms import Problem, Puzzle, Solution
from ..grid.rooms_text import RoomsFiles, render_puzzle, render_solution
from .janko import Janko, with_janko
from .kind import Kind, Measure, Pictures

if TYPE_CHECKING:
    from random import Random

    from returns.result import Result

    from ..grid.growing import Clash
    from ..grid.janko import Block, Field
    from ..grid.text import ParseError
    from ..search.strategy import Strategies
    from .capabilities import Explainer, Maker, Recipe
    from .kind import Verdict


def rooms_kind(  # noqa: PLR0917 - the parts of a kind that are the kind's own
    name: str,
    title: str,
    varieties: tuple[str, ...],
    janko: str,
    judge: Callable[[Problem, Solution], Verdict],
    strategies: Strategies[Problem, Solution],
    explainer: Callable[[], Explainer[Problem, Solution]] | None = None,
    maker: Callable[[], Maker[Problem, Solution]] | None = None,
) -> Kind[Problem, Solution]:
    """The kind of a puzzle of rooms called ``name``, read as a URL of ``varieties``
    (the first is the one written) and as janko.at's text of ``janko``."""
    files = RoomsFiles(varieties)
    text = Janko(janko, _read_problem, _fields, _read_solution)
    kind = Kind(
        name,
        title,
        files.read_puzzle,
        files.read_solution,
        render_puzzle,
        render_solution,
        judge,
        strategies,
        measure,
        pictures,
        writers={"url": files.url},
        explainer=explainer,
        maker=maker,
        varieties=varieties,
        most=room_sizes,
    )
    return with_janko(kind, text)


def _read_problem(block: Block) -> Result[Problem, ParseError]:
    """janko.at's text of a grid of rooms (:mod:`ripple_fp.grid.rooms_janko`, loaded
    only for one)."""
    from ..grid import rooms_janko  # noqa: PLC0415 - only for a janko.at text

    return rooms_janko.read_problem(block)


def _fields(problem: Problem) -> tuple[Field, ...]:
    from ..grid import rooms_janko  # noqa: PLC0415 - only when janko is written

    return rooms_janko.fields(problem)


def _read_solution(block: Block, problem: Problem) -> Result[Solution, ParseError]:
    from ..grid import rooms_janko  # noqa: PLC0415 - only for a janko.at text

    return rooms_janko.read_solution(block, problem)


def measure(problem: Problem) -> Measure:
    """Its cells, and for each empty cell its room's size: the values it may hold."""
    sizes, rooms = problem.layout.sizes, problem.layout.room_of.cells
    empty = compress(rooms, [cell is None for cell in problem.grid.cells])
    return Measure(len(rooms), sum(map(sizes.__getitem__, empty)))


def room_sizes(problem: Problem) -> Matrix[int]:
    """Each cell's room's size: the largest number it may hold.

    >>> problem = RoomsFiles(("ripple",)).read_puzzle("1 2\\n2 2\\n\\n- -\\n- -\\n").unwrap()
    >>> list(room_sizes(problem).rows())
    [(1, 3), (3, 3)]
    """
    layout = problem.layout
    return layout.room_of.map(layout.sizes.__getitem__)


def pictures() -> Pictures[Problem, Solution]:
    """Room walls, givens bold (imported when first drawn)."""
    from ..grid import room_pictures  # noqa: PLC0415 - drawn only when asked

    return room_pictures


# --- making puzzles of rooms ---------------------------------------------------------------

SMALL_ROOMS: Final = 5
"""Suguru's rooms of at most this many cells (its usual) are drawn with their numbers
(:func:`grown_fill`)."""


GROWN: Final = 1000
"""Draws of rooms with their numbers before a recipe is given up: a Ripple Effect 10x10
with rooms of at most 5 cells took 44 draws a grid (0.6 s), 8x8 Suguru 9."""


def clues(solution: Solution) -> tuple[Pos, ...]:
    """A grid of rooms' clues: its cells, each given its number, in reading order."""
    return solution.layout.positions


def posed(solution: Solution, given: Collection[Pos]) -> Problem:
    """The puzzle of ``solution``'s rooms whose ``given`` cells hold their numbers."""
    kept = frozenset(given)
    return Puzzle(
        solution.layout,
        Matrix.of(
            solution.layout.size,
            [solution[pos] if pos in kept else None for pos in solution.layout.positions],
        ),
    )


def blank(rng: Random, recipe: Recipe) -> Problem:
    """Random rooms of at most ``recipe.largest`` cells (:func:`~ripple_fp.grid.partition.
    partition`), no number given."""
    from ..grid.partition import partition  # noqa: PLC0415 - only a maker draws rooms

    layout = partition(rng, recipe.size, recipe.largest)
    return Puzzle(layout, Matrix.of(layout.size, [None] * len(layout.positions)))


def grown_fill(clash: Clash) -> Callable[[Random, Recipe], Solution]:
    """A ``fill`` that draws rooms and numbers together (:func:`~ripple_fp.grid.growing.
    grown`), the kind's rule being ``clash``."""

    def fill(rng: Random, recipe: Recipe) -> Solution:
        from ..grid.growing import grown  # noqa: PLC0415 - only a maker grows rooms

        for _ in range(GROWN):
            found = grown(rng, recipe.size, recipe.largest, clash)
            if found is not None:
                return found
        raise ValueError(
            f"no {_grid(recipe)} grid of rooms of at most {_cells(recipe.largest)} "
            f"could be filled in {GROWN:,} tries: allow larger rooms"
        )

    return fill


def _grid(recipe: Recipe) -> str:
    """A recipe's size as the command line writes it: ``10x10``."""
    rows, columns = recipe.size
    return f"{rows}x{columns}"


def _cells(count: int) -> str:
    """``1 cell``, ``5 cells``."""
    return f"{count} cell" if count == 1 else f"{count} cells"
