"""Ripple Effect as the engine sees it: its board of tables, and the model over it.

Haskell counterpart (Ripple's instance of the engine's record of functions)::

    data Board = Board { layout :: Layout, roomOf :: Array Int Int
                       , rooms :: Array Int [Int], crossOf :: Array Int ([Int], [Int]) }

    reachOf :: Board -> Int -> Int -> [Int]
    reachOf b i v = take (cuts !! v) near  where (near, cuts) = crossOf b ! i

    rippleModel :: Deductions -> Puzzle (Maybe Int) -> Model (Puzzle Int)
    rippleModel d p = Model { start      = start d board (initialDomains board p)
                            , narrow     = narrow d board
                            , neighbours = \\x -> nub (roomMates board x ++ reachOf board x near)
                            , readOut    = toSolution board }
      where board = makeBoard (layout p)

The board holds the cells numbered in reading order (``row * columns + column``: the
engine's variables), and, computed once per puzzle, who conflicts with whom (Norvig's
precomputed ``peers``): a cell conflicts with the rest of its room and with the cells of
its row and column within distance ``v`` when it holds ``v``. The latter are kept as one
list per cell, nearest first, and a cut per value: tables that grow with the cells times
the rooms' sizes, not with their cube (a table per cell and value of a room of 600 cells
held 200 million entries). Haskell's array would be lazy: each cell's cross is worked
out when first needed, which is what :meth:`Board.cross_of` does with a memo. A puzzle
whose cells are all given needs none of them. The domains start as
:func:`initial_domains` gives them and are read back by :func:`to_solution`; the model
(:class:`RippleModel`) owns the room-reach memo of its one search.

>>> from ripple_fp import parse_puzzle
>>> from ripple_fp.search import engine
>>> from ripple_fp.search.order import Mrv
>>> problem = parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap()
>>> [s.grid[(0, 0)] for s in engine.solve(RippleModel(problem, Deductions.FULL), Mrv())]
[2]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeAlias

from pyrsistent import pvector

from ..grid.matrix import Matrix, Pos
from ..grid.rooms import Layout, Problem, Puzzle, Solution
from ..search import candidates as cs
from ..search.propagation import Propagating
from .deductions import Deductions, Reason, RoomReach, Work, start

if TYPE_CHECKING:
    from ..search.candidates import Candidates
    from ..search.model import Domains, Look, Narrowed, Var
    from ..search.stats import Stats


Room = int
"""A room's number: 0, 1, ... in the order of their first cells."""

Cross: TypeAlias = "tuple[tuple[Var, ...], tuple[int, ...]]"
"""A cell's cross: the cells of its row and column outside its room, within the size of
its room, nearest first; and its cuts: for each ``v`` from 0 to that size, how many of
them lie within distance ``v``."""


@dataclass(frozen=True)
class Board:
    """Everything about a puzzle that does not change during the search."""

    layout: Layout
    room_of: tuple[Room, ...]
    rooms: tuple[tuple[Var, ...], ...]
    singles: Mapping[Candidates, int] = field(compare=False, repr=False)
    """Every candidate set of one value a cell may hold, with its value
    (:func:`~ripple_fp.search.candidates.singles`): what propagation's inner loops look up
    instead of calling a function."""
    crosses: dict[Var, Cross] = field(default_factory=dict, compare=False, repr=False)
    """The :data:`Cross` of every cell asked for so far (:meth:`cross_of`)."""

    @property
    def size(self) -> int:
        return len(self.room_of)

    @property
    def positions(self) -> tuple[Pos, ...]:
        """Every cell's position, by number."""
        return self.layout.positions

    def room_size(self, cell: Var) -> int:
        return len(self.rooms[self.room_of[cell]])

    def cross_of(self, cell: Var) -> Cross:
        """``cell``'s cross (worked out when first asked, then kept: a puzzle of millions
        of given cells never needs the cross of most of them)."""
        found = self.crosses.get(cell)
        if found is None:
            found = self.crosses[cell] = _cross(self, cell)
        return found

    def reach_of(self, cell: Var, value: int) -> tuple[Var, ...]:
        """The cells of ``cell``'s row and column outside its room within distance
        ``value``: where ``value`` may not go when ``cell`` holds it, besides the room."""
        near, cuts = self.cross_of(cell)
        return near[: cuts[min(value, len(cuts) - 1)]]


def make_board(layout: Layout) -> Board:
    """Number the cells and rooms of ``layout``: rooms in the order of their first cells."""
    room_of, rooms = layout.numbered
    return Board(layout, room_of, rooms, cs.singles(max(map(len, rooms))))


def _cross(board: Board, cell: Var) -> Cross:
    """The cells of ``cell``'s row and column outside its room, within its room's size,
    nearest first (in the order of ``Layout.cross_reach``), and for each ``v`` in
    ``0..size`` how many lie within distance ``v``. The room's own cells conflict with
    ``cell`` whatever the value, so they are left to the room table."""
    (rows, cols), room_of = board.layout.size, board.room_of
    (r, c), room = divmod(cell, cols), room_of[cell]
    largest, longest = len(board.rooms[room]), max(rows, cols)
    near: list[Var] = []
    cuts = [0]
    for distance in range(1, min(largest, longest) + 1):
        for y, x in ((r - distance, c), (r + distance, c), (r, c - distance), (r, c + distance)):
            if 0 <= y < rows and 0 <= x < cols and room_of[other := y * cols + x] != room:
                near.append(other)
        cuts.append(len(near))
    cuts.extend([len(near)] * (largest - longest))  # farther than the grid reaches
    return tuple(near), tuple(cuts)


def initial_domains(board: Board, problem: Problem) -> Domains:
    """Every cell's candidates before any reasoning: its given, or ``1..size``."""
    full = [cs.full(len(cells)) for cells in board.rooms]
    return pvector(
        full[room] if given is None else cs.single(given)
        for given, room in zip(problem.grid.cells, board.room_of, strict=True)
    )


def to_solution(board: Board, domains: Domains) -> Solution:
    """A grid of single candidates as a solution."""
    return Puzzle(board.layout, Matrix.of(board.layout.size, map(cs.only_value, domains)))


def to_puzzle(board: Board, domains: Domains) -> Puzzle[frozenset[int]]:
    """The state as a ``Puzzle`` of candidate sets (for showing and testing)."""
    choices = (frozenset(cs.values(cands)) for cands in domains)
    return Puzzle(board.layout, Matrix.of(board.layout.size, choices))


NEAR = 3
"""A cell's neighbours are its room and its cross reach up to ``NEAR`` (or up to its
room's size, if smaller: the largest value it can hold)."""


class RippleModel(Propagating[Reason]):
    """One puzzle, ready for one search (:class:`~ripple_fp.search.model.Model`)."""

    def __init__(self, problem: Problem, deductions: Deductions) -> None:
        self.problem, self.deductions = problem, deductions
        self.board = make_board(problem.layout)
        self.room_reach = RoomReach(self.board)
        self._near: dict[Var, tuple[Var, ...]] = {}

    def start(self, stats: Stats, look: Look | None = None) -> Narrowed | None:
        """The root, looking at the meter every so often (a 2000x2000 grid's takes
        seconds)."""
        domains = initial_domains(self.board, self.problem)
        board, room_reach, deductions = self.board, self.room_reach, self.deductions
        return start(board, room_reach, deductions, domains, stats, look)

    def work(self, domains: Domains) -> Work:
        return Work(self.board, self.room_reach, self.deductions, domains)

    def neighbours(self, var: Var) -> Sequence[Var]:
        near = self._near.get(var)
        if near is None:  # worked out when first asked: a search meets few cells' lists
            board = self.board
            room = (cell for cell in board.rooms[board.room_of[var]] if cell != var)
            near = tuple(dict.fromkeys([*room, *board.reach_of(var, NEAR)]))
            self._near[var] = near
        return near

    def read_out(self, domains: Domains) -> Solution:
        return to_solution(self.board, domains)
