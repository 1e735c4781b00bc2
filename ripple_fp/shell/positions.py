"""A position a person has entered on the page, read against its puzzle: the board it is
entered on, the values it enters, and the position written in the kind's formats.

Haskell counterpart::

    entries  :: Kind p s -> p -> Position -> Either String (Map Pos Int)
    exported :: Kind p s -> p -> Position -> String -> Either String String

A position is rows of tokens as the kind writes a solution (``"3"``, ``"R"``, ``"1"``),
``""`` where nothing is entered (:data:`~ripple_fp.commands.Position`). Its board is the
kind's own picture: every kind's pictures mark each cell (:func:`ripple_fp.grid.svg.
cell`), givens with the class ``given``. How a kind's values are entered and its
positions written is its declaration's (:attr:`~ripple_fp.kinds.kind.Kind.entry`):
nothing here names a kind.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, TypeVar

from returns.result import Failure, Result, Success

from ..commands import Position
from ..grid.matrix import Pos
from ..kinds.entry import EMPTY, Entry
from ..kinds.kind import Kind

P = TypeVar("P")
S = TypeVar("S")

CELL: Final = re.compile(r'<g class="cell( given)?[^"]*" data-row="(\d+)" data-col="(\d+)"')
"""A cell of a picture: its row and column, counted from 1, and whether it is given."""


@dataclass(frozen=True)
class PageBoard:
    """A puzzle as the page plays it: its picture, its size and its givens (counted
    from 1)."""

    svg: str
    rows: int
    cols: int
    givens: tuple[tuple[int, int], ...]
    """In reading order."""


def page_board(kind: Kind[P, S], problem: P) -> PageBoard:
    """The board of ``problem``: the kind's own picture of it."""
    picture = kind.pictures().to_svg(problem, None, frozenset(), kind.title)
    cells = [(bool(g), int(r), int(c)) for g, r, c in CELL.findall(picture)]
    givens = tuple((r, c) for g, r, c in cells if g)
    return PageBoard(picture, max(r for _, r, _ in cells), max(c for _, _, c in cells), givens)


def shaped(shape: PageBoard, position: Position) -> Result[Position, str]:
    """``position``, if it is the board's rows of tokens; else why not."""
    if len(position) == shape.rows and all(len(row) == shape.cols for row in position):
        return Success(position)
    return Failure(f"the position must be {shape.rows} rows of {shape.cols} strings")


def entries(kind: Kind[P, S], problem: P, position: Position) -> Result[dict[Pos, int], str]:
    """The values ``position`` enters (the givens' cells aside), as the kind's explainer
    takes them, by cell (counted from 0)."""
    shape = page_board(kind, problem)
    givens = set(shape.givens)

    def read(rows: Position) -> Result[dict[Pos, int], str]:
        try:
            return Success(
                {
                    (r, c): kind.entry.value(token)
                    for r, row in enumerate(rows)
                    for c, token in enumerate(row)
                    if token and (r + 1, c + 1) not in givens
                }
            )
        except (KeyError, ValueError) as why:  # a token the kind has not: Entry.value's
            return Failure(f"the position holds a value this kind has not: {why}")

    return shaped(shape, position).bind(read)


def placed(kind: Kind[P, S], problem: P, position: Position) -> str | None:
    """The puzzle with the entries of ``position`` written in like givens, in the kind's
    own text, as the ``hint`` command reads a puzzle being solved: the grid of values
    is the text's last lines, one per row, a token per cell (``-`` or ``.`` where
    empty). ``None`` for a kind whose text has no such grid (Creek's clues sit on the
    crossings; Vergleichssudoku's text holds its signs)."""
    lines = kind.render_puzzle(problem).splitlines()
    rows, cols = len(position), len(position[0]) if position else 0
    split = [line.split() for line in (lines[-rows:] if rows else [])]
    if len(lines) < rows or any(len(tokens) != cols for tokens in split):
        return None
    for r, tokens in enumerate(split):
        for c, token in enumerate(position[r]):
            if token:
                tokens[c] = token
    return "\n".join([*lines[:-rows], *(" ".join(tokens) for tokens in split)]) + "\n"


def as_solution(entry: Entry, position: Position) -> str:
    """``position`` written as the kind's solution text is (rows of tokens, ``entry``'s
    separator between them), an empty cell as what it counts as in a full grid (its
    ``blank``) or :data:`~ripple_fp.kinds.entry.EMPTY`: a finished position is its
    solution's text, what ``check`` reads."""
    empty = EMPTY if entry.blank is None else entry.blank
    return "".join(entry.separator.join(t or empty for t in row) + "\n" for row in position)


def exported(kind: Kind[P, S], problem: P, position: Position, to: str) -> Result[str, str]:
    """``position`` in the format ``to``, as the kind's declaration writes a position
    (:data:`~ripple_fp.kinds.entry.Written`): the puzzle with the entries written in like
    givens, in any of its formats; or, for a kind whose text has no grid of values, as a
    solution, in its own text only (no other format holds a solution)."""
    title = kind.title

    def written(rows: Position) -> Result[str, str]:
        if kind.entry.written == "solution":
            if to == "course":
                return Success(as_solution(kind.entry, rows))
            why = f"a {title}'s position is written as a solution, in course text only"
            return Failure(f"{why}: {to} holds no entries")
        text = placed(kind, problem, rows)
        if text is None:
            return Failure(f"a position cannot be written into a {title}'s text")
        return (
            kind.parse_puzzle(text)
            .map(kind.formats[to])
            .alt(lambda error: f"the position: {error}")
        )

    return shaped(page_board(kind, problem), position).bind(written)
