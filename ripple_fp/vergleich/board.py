"""Vergleichssudoku's tables for the engine, computed once per puzzle (Norvig's ``units``
and ``peers``, and the signs as a graph).

Haskell counterpart::

    data Board = Board { size :: Int, units :: Array Int [Int], unitsOf :: Array Int [Int]
                       , peers :: Array Int [Int], greater, smaller :: Array Int [Int]
                       , aboveLeast, belowMost :: Map Candidates Candidates
                       , bounds :: Array Int Candidates }

    toSolution :: Board -> Domains -> Matrix Int

The engine's variables are the cells, numbered ``row * n + column``, and a cell's
candidates are digits. ``greater[i]`` lists the cells a sign says are greater than
``i``, ``smaller[i]`` those it says are smaller. ``bounds[i]`` is what the signs alone
allow: a cell with ``k`` cells below it along chains of signs (all in its box, so all
different) holds at least ``k + 1``; one with ``k`` cells above it at most ``n - k``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations
from types import MappingProxyType

from pyrsistent import pvector

from ..grid.matrix import Matrix, Pos
from ..search import candidates as cs
from ..search.candidates import Candidates
from ..search.model import Domains, Var
from .puzzle import BOXES, Problem, Solution, relations, side

Unit = int
"""A row (``0..n-1``), a column (``n..2n-1``) or a box (``2n..3n-1``)."""


@dataclass(frozen=True)
class Board:
    """Everything about a puzzle that does not change during the search."""

    size: int
    units: tuple[tuple[Var, ...], ...]
    units_of: tuple[tuple[Unit, ...], ...]
    peers: tuple[tuple[Var, ...], ...]
    greater: tuple[tuple[Var, ...], ...]
    smaller: tuple[tuple[Var, ...], ...]
    above_least: Mapping[Candidates, Candidates] = field(hash=False)
    """For every candidate set: the digits above its least one."""
    below_most: Mapping[Candidates, Candidates] = field(hash=False)
    """For every candidate set: the digits below its largest one."""
    bounds: tuple[Candidates, ...]

    @property
    def cells(self) -> int:
        return self.size * self.size

    def position(self, cell: Var) -> Pos:
        return divmod(cell, self.size)


def make_board(problem: Problem) -> Board:
    """Number the cells, tabulate units, peers and signs, and bound every cell."""
    n = side(problem)
    units = tuple(_units(n))
    units_of = tuple(tuple(u for u, cells in enumerate(units) if i in cells) for i in range(n * n))
    peers = tuple(
        tuple(sorted({j for u in units_of[i] for j in units[u]} - {i})) for i in range(n * n)
    )
    greater: list[list[Var]] = [[] for _ in range(n * n)]
    smaller: list[list[Var]] = [[] for _ in range(n * n)]
    for (gr, gc), (sr, sc) in relations(problem):
        smaller[gr * n + gc].append(sr * n + sc)
        greater[sr * n + sc].append(gr * n + gc)
    above, below = _extremes(n)
    bounds = tuple(_bounds(n, i, greater, smaller) for i in range(n * n))
    return Board(
        n, units, units_of, peers, _frozen(greater), _frozen(smaller), above, below, bounds
    )


def _units(n: int) -> Iterator[tuple[Var, ...]]:
    """Rows, then columns, then boxes in reading order."""
    yield from (tuple(r * n + c for c in range(n)) for r in range(n))
    yield from (tuple(r * n + c for r in range(n)) for c in range(n))
    rows, cols = BOXES[n]
    for top in range(0, n, rows):
        for left in range(0, n, cols):
            yield tuple((top + r) * n + left + c for r in range(rows) for c in range(cols))


def _frozen(lists: list[list[Var]]) -> tuple[tuple[Var, ...], ...]:
    return tuple(map(tuple, lists))


@cache
def _extremes(n: int) -> tuple[Mapping[Candidates, Candidates], Mapping[Candidates, Candidates]]:
    """The tables ``above_least`` and ``below_most`` for the digits ``1..n``."""
    above, below = {}, {}
    for k in range(1, n + 1):
        for chosen in combinations(range(1, n + 1), k):
            cands = cs.of(chosen)
            above[cands] = cs.of(range(chosen[0] + 1, n + 1))
            below[cands] = cs.of(range(1, chosen[-1]))
    return MappingProxyType(above), MappingProxyType(below)


def _bounds(n: int, cell: Var, greater: list[list[Var]], smaller: list[list[Var]]) -> Candidates:
    """The digits left to ``cell`` by the number of cells above and below it along chains
    of signs."""
    under, over = len(_reach(cell, smaller)), len(_reach(cell, greater))
    return cs.of(range(1 + under, n + 1 - over))


def _reach(cell: Var, edges: list[list[Var]]) -> set[Var]:
    """Every cell reached from ``cell`` along ``edges`` (``cell`` itself only on a cycle)."""
    seen: set[Var] = set()
    todo = list(edges[cell])
    while todo:
        other = todo.pop()
        if other not in seen:
            seen.add(other)
            todo.extend(edges[other])
    return seen


def initial_domains(board: Board) -> Domains:
    """Every cell's candidates before any reasoning: ``1..n``."""
    return pvector([cs.full(board.size)] * board.cells)


def to_solution(board: Board, domains: Domains) -> Solution:
    """A grid of single candidates as a solution."""
    return Matrix.of((board.size, board.size), map(cs.only_value, domains))


def to_puzzle(board: Board, domains: Domains) -> Matrix[frozenset[int]]:
    """The state as a grid of candidate sets (for showing and testing)."""
    return Matrix.of((board.size, board.size), (frozenset(cs.values(c)) for c in domains))
