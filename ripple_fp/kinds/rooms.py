"""A kind whose puzzle is a grid of rooms (Ripple Effect, Suguru): what such kinds share
is declared here once, so each names only its rules.

Haskell counterpart (a smart constructor of the ``Kind`` record)::

    roomsKind :: String -> String -> [Variety] -> Judge -> Strategies -> Kind Problem Solution
    roomsKind name title varieties judge search = Kind
      { parsePuzzle = readRooms varieties, renderPuzzle = renderRooms, ...
      , measure = roomsMeasure, pictures = roomPictures, writers = [("url", url)] }

Shared: the files (the course text, and a puzz.link URL of one of the kind's varieties:
:class:`~ripple_fp.grid.rooms_text.RoomsFiles`), the measure (the cells, and each empty
cell's room size: the values it may hold) and the pictures (room walls, givens bold:
:mod:`ripple_fp.grid.room_pictures`). The kind's own: its name and title, its varieties,
its referee and its strategies, and what more it can do (explain, make).
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING

from ..grid.rooms import Problem, Solution
from ..grid.rooms_text import RoomsFiles, render_puzzle, render_solution
from .kind import Kind, Measure, Pictures

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..search.strategy import Strategies
    from .capabilities import Explainer, Maker
    from .kind import Verdict


def rooms_kind(  # noqa: PLR0917 - the parts of a kind that are the kind's own
    name: str,
    title: str,
    varieties: tuple[str, ...],
    judge: Callable[[Problem, Solution], Verdict],
    strategies: Strategies[Problem, Solution],
    explainer: Callable[[], Explainer[Problem, Solution]] | None = None,
    maker: Callable[[], Maker[Problem, Solution]] | None = None,
) -> Kind[Problem, Solution]:
    """The kind of a puzzle of rooms called ``name``, read as a URL of ``varieties``
    (the first is the one written)."""
    files = RoomsFiles(varieties)
    return Kind(
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
    )


def measure(problem: Problem) -> Measure:
    """Its cells, and for each empty cell its room's size: the values it may hold."""
    sizes, rooms = problem.layout.sizes, problem.layout.room_of.cells
    empty = compress(rooms, [cell is None for cell in problem.grid.cells])
    return Measure(len(rooms), sum(map(sizes.__getitem__, empty)))


def pictures() -> Pictures[Problem, Solution]:
    """Room walls, givens bold (imported when first drawn)."""
    from ..grid import room_pictures  # noqa: PLC0415 - drawn only when asked

    return room_pictures
