"""Look-ahead: try each candidate of a cell, and drop the ones propagation refutes.

Haskell counterpart (Bird's ``prune``, one guess deeper: "singleton consistency")::

    probe :: Board -> Grid -> Cell -> [(Value, Int)]
    probe grid cell = [ (v, length changes) | v <- values (grid ! cell)
                                            , Just (_, changes) <- [propagate grid [(cell, v)]] ]

    shave :: Board -> Grid -> [Cell] -> Maybe (Grid, Map Cell [(Value, Int)], [Cell])

A value whose placement propagates into a contradiction cannot be in any solution, so
removing it is as sound as any rule of :mod:`ripple_fp.propagate`, only dearer: one
propagation per candidate. What a probe that survives costs is information too: how
many times its propagation narrowed a cell (the value's *impact*). The engine guesses
where every value has a large impact (each branch is small) and tries the value of least
impact first (it leaves the most room for a solution): the look-ahead SAT solvers'
heuristic.

After a guess, only cells near a change are probed again (their room and the cross reach
of a 3): a probe far away would mostly repeat itself. Skipping probes never makes the
search wrong, only weaker.

>>> from ripple_fp import parse_puzzle
>>> from ripple_fp.board import initial_grid, make_board
>>> from ripple_fp.propagate import FULL
>>> from ripple_fp.stats import Stats
>>> problem = parse_puzzle("1 1 2\\n1 3 3\\n\\n- - -\\n- - -\\n").unwrap()
>>> board = make_board(problem.layout)
>>> grid = initial_grid(board, problem)
>>> [sorted(cs.values(c)) for c in grid]
[[1, 2, 3], [1, 2, 3], [1], [1, 2, 3], [1, 2], [1, 2]]
>>> probe(board, grid, 0, FULL, Stats())  # at the top left, only 1 survives (impact 7)
((1, 7),)
>>> shaved, _, _ = shave(board, grid, range(board.size), FULL, Stats())
>>> [cs.only_value(cands) for cands in shaved]
[1, 2, 1, 3, 1, 2]
"""

from __future__ import annotations

from collections.abc import Iterable

from pyrsistent import PVector, pvector

from . import candidates as cs
from .board import Board, Cell, Grid
from .propagate import Rules, narrow, propagate
from .stats import Stats

Trials = tuple[tuple[int, int], ...]
"""What probing one cell found: each value that survived, with its impact."""

Impacts = PVector[Trials]
"""The last trials of every cell, indexed by cell number (``()``: never probed)."""

NEAR = 3
"""Cells within the cross reach of a ``NEAR`` from a change are probed again."""


def no_impacts(board: Board) -> Impacts:
    """Nothing probed yet."""
    return pvector([()] * board.size)


def record(impacts: Impacts, trials: dict[Cell, Trials]) -> Impacts:
    """``impacts`` with the latest ``trials`` of the cells probed."""
    evolver = impacts.evolver()
    for cell, found in trials.items():
        evolver[cell] = found
    return evolver.persistent()


def probe(board: Board, grid: Grid, cell: Cell, rules: Rules, stats: Stats) -> Trials:
    """Each candidate of ``cell`` whose placement survives propagation, with its impact:
    how many times that placement narrowed a cell (its own cell included)."""
    trials = []
    for value in cs.values(grid[cell]):
        stats.probes += 1
        result = propagate(board, grid, [(cell, value)], rules, stats)
        if result is not None:
            trials.append((value, len(result[1])))
    return tuple(trials)


def shave(
    board: Board, grid: Grid, cells: Iterable[Cell], rules: Rules, stats: Stats
) -> tuple[Grid, dict[Cell, Trials], list[Cell]] | None:
    """Probe the undecided ``cells``, then, wave after wave, the cells near the ones a
    removal changed, until a wave removes nothing.

    Returns the new grid, the last trials of every cell probed, and every cell whose
    candidates changed; ``None`` when a cell is left with no candidate (the grid has no
    solution).
    """
    trials: dict[Cell, Trials] = {}
    touched: list[Cell] = []
    wave = sorted(set(cells))
    while wave:
        changed: list[Cell] = []
        for cell in wave:
            cands = grid[cell]
            if cs.is_single(cands):
                continue
            found = probe(board, grid, cell, rules, stats)
            trials[cell] = found
            kept = cs.of(value for value, _ in found)
            if kept != cands:
                narrowed = narrow(board, grid, [(cell, kept)], rules, stats)
                if narrowed is None:
                    return None
                grid, removed_from = narrowed
                changed.extend(removed_from)
        touched.extend(changed)
        wave = sorted(near(board, changed))
    return grid, trials, touched


def near(board: Board, cells: Iterable[Cell]) -> set[Cell]:
    """The ``cells``, their rooms and their cross reach up to ``NEAR`` (or up to their
    room's size, if smaller: the largest value they can hold)."""
    found: set[Cell] = set()
    for cell in cells:
        conflicts = board.conflicts[cell]
        found.update(conflicts[min(NEAR, len(conflicts) - 1)])
        found.add(cell)
    return found


def priority(cands: cs.Candidates, trials: Trials, scale: int) -> int:
    """How little a guess at this cell would tell, lowest first: the sum over its values
    of ``scale / (1 + impact)`` (a value never probed counts as impact 0). A cell with
    two values of large impact comes first: each of its branches is small."""
    impact = dict(trials)
    return sum(scale // (1 + impact.get(value, 0)) for value in cs.values(cands))


def by_impact(cands: cs.Candidates, trials: Trials) -> list[int]:
    """The values of ``cands``, least impact first (the likeliest to lead to a solution)."""
    impact = dict(trials)
    return sorted(cs.values(cands), key=lambda value: (impact.get(value, 0), value))
