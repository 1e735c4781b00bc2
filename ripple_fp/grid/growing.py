"""Rooms and their numbers drawn together: a full solution of a grid of rooms, solution
first, where a partition drawn first may have no filling at all.

Haskell counterpart::

    grown :: Size -> Int -> (Pos -> Value -> [Pos]) -> Int -> State StdGen (Maybe Solution)

The cells are visited in reading order, and each either starts a room or joins the room
on its left, the room above it, or both (the two merged), with a number: a depth-first
search over these choices, in a random order (a new room most often last, so rooms
grow; numbers up to one more than the room's cells first), that backtracks when a
number breaks the kind's rule (``clash``: the earlier cells that may not hold the same
number), when a room would hold a number twice or pass ``largest`` cells, or when a
room that can grow no more (no cell of it has an unvisited neighbour) does not hold
exactly ``1..n`` for its ``n`` cells. A draw that takes more than its budget of choices
is given up, and the caller draws again: Ripple Effect's 10x10 with rooms of at most 5
cells, which random rooms never fill, took 44 draws a grid (docs/cli.md).

>>> from random import Random
>>> def beside(pos, value):  # Suguru's touch rule, on the cells visited before
...     r, c = pos
...     return [(r, c - 1), (r - 1, c - 1), (r - 1, c), (r - 1, c + 1)]
>>> rng = Random(3)
>>> solution = None
>>> while solution is None:
...     solution = grown(rng, (4, 4), 4, beside)
>>> max(solution.layout.sizes.values()) <= 4
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from random import Random
from typing import Final

from .matrix import Matrix, Pos, Size
from .rooms import Puzzle, Solution, make_layout

Clash = Callable[[Pos, int], Iterable[Pos]]
"""The cells visited before ``pos`` (perhaps off the grid) that may not hold ``value``
if ``pos`` does: what a kind's rule says of two equal numbers."""

NODES: Final = 20
"""Choices tried per cell before a draw is given up (the caller draws again)."""

NEW: Final = 1 / 4
"""How often a cell tries a new room before the rooms beside it (so rooms grow)."""


Room = tuple[int, frozenset[int]]
"""A room being grown: its cells so far, and the numbers they hold."""


def grown(
    rng: Random, size: Size, largest: int, clash: Clash, nodes: int | None = None
) -> Solution | None:
    """A random grid of ``size`` cut into rooms of at most ``largest`` cells, each
    holding ``1..n`` once each and no two equal numbers breaking ``clash``; ``None``
    when ``nodes`` choices (:data:`NODES` per cell) did not find one."""
    growth = _Growth(rng, size, largest, clash)
    budget = NODES * growth.cells if nodes is None else nodes
    frames: list[tuple[list[Choice], dict[int, Room], dict[int, int]]] = [
        (growth.choices(0), {}, {})
    ]
    tried = 0
    while frames:
        options, rooms, parent = frames[-1]
        k = len(frames) - 1
        growth.back_to(k, rooms, parent)
        if not options:
            frames.pop()
            continue
        join, value = options.pop(0)
        tried += 1
        if tried > budget:
            return None
        if not growth.fits(k, join, value) or not growth.place(k, join, value):
            continue
        if k + 1 == growth.cells:
            return growth.solution()
        frames.append((growth.choices(k + 1), dict(growth.rooms), dict(growth.parent)))
    return None


Choice = tuple[tuple[int, ...], int]
"""The rooms a cell joins (none: it starts one), and its number."""


class _Growth:
    """The cells visited so far, their rooms and numbers: the state of one draw, which
    :func:`grown` takes back to an earlier cell when it backtracks."""

    def __init__(self, rng: Random, size: Size, largest: int, clash: Clash) -> None:
        self.rng, self.size, self.largest, self.clash = rng, size, largest, clash
        self.cols = size[1]
        self.cells = size[0] * size[1]
        self.labels: list[int] = []
        self.values: list[int] = []
        self.rooms: dict[int, Room] = {}
        self.parent: dict[int, int] = {}
        """Merged rooms: each to the room it went into."""

    def back_to(self, k: int, rooms: dict[int, Room], parent: dict[int, int]) -> None:
        """Forget every cell from ``k`` on; the rooms as they were before it."""
        del self.labels[k:], self.values[k:]
        self.rooms, self.parent = dict(rooms), dict(parent)

    def find(self, label: int) -> int:
        while label in self.parent:
            label = self.parent[label]
        return label

    def choices(self, k: int) -> list[Choice]:
        """Cell ``k``'s choices, in a random order."""
        r, c = divmod(k, self.cols)
        near = {self.find(self.labels[k - 1])} if c else set()
        near |= {self.find(self.labels[k - self.cols])} if r else set()
        joins: list[tuple[int, ...]] = [(label,) for label in sorted(near)]
        if len(near) == 2:
            joins.append(tuple(sorted(near)))
        self.rng.shuffle(joins)
        joins.insert(0 if self.rng.random() < NEW or not joins else len(joins), ())
        made = []
        for join in joins:
            grows = 1 + sum(self.rooms[label][0] for label in join)
            numbers = list(range(1, self.largest + 1))
            self.rng.shuffle(numbers)
            numbers.sort(key=lambda v: v > grows + 1)
            made += [(join, v) for v in numbers]
        return made

    def fits(self, k: int, join: tuple[int, ...], value: int) -> bool:
        """Does ``value`` at cell ``k``, in ``join``'s rooms, keep the rules so far?"""
        rows, cols = self.size
        for r, c in self.clash(divmod(k, cols), value):
            if 0 <= r < rows and 0 <= c < cols and self.values[r * cols + c] == value:
                return False
        held = [self.rooms[label][1] for label in join]
        if sum(self.rooms[label][0] for label in join) >= self.largest:
            return False
        if any(value in h for h in held):
            return False
        return len(held) < 2 or not held[0] & held[1]

    def place(self, k: int, join: tuple[int, ...], value: int) -> bool:
        """Put ``value`` at cell ``k`` in ``join``'s rooms (merged); whether every room
        that can grow no more holds ``1..n``."""
        rooms, cols = self.rooms, self.cols
        label = join[0] if join else k
        grows = 1 + sum(rooms[j][0] for j in join)
        held = frozenset({value}).union(*(rooms[j][1] for j in join))
        for other in join[1:]:
            self.parent[other] = label
            del rooms[other]
        rooms[label] = (grows, held)
        self.labels.append(label)
        self.values.append(value)
        c = k % cols
        window = range(max(0, k - cols + 1), k + 1)
        for cell in {k, k - 1 if c else k, k - cols if k >= cols else k}:
            room = self.find(self.labels[cell])
            growing = any(
                self.find(self.labels[m]) == room
                and (m + cols < self.cells or (m == k and c + 1 < cols))
                for m in window
            )
            n, numbers = rooms[room]
            if not growing and numbers != frozenset(range(1, n + 1)):
                return False
        return True

    def solution(self) -> Solution:
        """Every cell visited: the grid of rooms and numbers."""
        rows, cols = self.size
        rooms = [self.find(label) for label in self.labels]
        layout = make_layout([[rooms[r * cols + c] for c in range(cols)] for r in range(rows)])
        return Puzzle(layout, Matrix.of(self.size, self.values))
