"""Random rooms for a new puzzle: a grid cut into connected rooms of at most ``M`` cells.

Haskell counterpart::

    partition :: RandomGen g => Int -> Size -> State g Layout

Each cell not yet in a room, in a random order, starts one and grows it, one random
neighbour still free at a time, to a size drawn from ``1..M`` (or until it has no free
neighbour). A room of one cell next to another is then merged into a neighbouring room
with space, since two rooms of one cell side by side would both hold a 1 next to a 1:
such a grid has no filling at all. (Whether the rest can be filled is for the search to
say; a maker draws again if it cannot.)

>>> from random import Random
>>> layout = partition(Random(1), (4, 5), 4)
>>> layout.size, max(layout.sizes.values()) <= 4
((4, 5), True)
"""

from __future__ import annotations

from random import Random

from .matrix import Pos, Size
from .rooms import Layout, make_layout


def partition(rng: Random, size: Size, largest: int) -> Layout:
    """A random grid of ``size`` cut into connected rooms of at most ``largest`` cells."""
    if largest < 1:
        raise ValueError(f"a room holds at least one cell, not {largest}")
    rows, cols = size
    room: dict[Pos, int] = {}
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    for start in cells:
        if start not in room:
            _grow(rng, room, start, rng.randint((largest + 1) // 2, largest), size)
    _merge_lonely(room, size, largest)
    return make_layout([[room[r, c] for c in range(cols)] for r in range(rows)])


def _neighbours(pos: Pos, size: Size) -> list[Pos]:
    (r, c), (rows, cols) = pos, size
    near = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
    return [(y, x) for y, x in near if 0 <= y < rows and 0 <= x < cols]


def _grow(rng: Random, room: dict[Pos, int], start: Pos, target: int, size: Size) -> None:
    """A new room from ``start``, grown by free neighbours up to ``target`` cells."""
    name, members = len(set(room.values())), [start]
    room[start] = name
    while len(members) < target:
        free = sorted({n for m in members for n in _neighbours(m, size) if n not in room})
        if not free:
            return
        chosen = rng.choice(free)
        room[chosen] = name
        members.append(chosen)


def _merge_lonely(room: dict[Pos, int], size: Size, largest: int) -> None:
    """Merge each room of one cell that touches another into a neighbouring room with
    space left (if none has space, the grid is left as it is: it will not fill)."""
    for pos in sorted(room):
        counts: dict[int, int] = {}
        for name in room.values():
            counts[name] = counts.get(name, 0) + 1
        if counts[room[pos]] > 1:
            continue
        near = _neighbours(pos, size)
        if not any(counts[room[n]] == 1 for n in near):
            continue
        roomy = [n for n in near if counts[room[n]] < largest]
        if roomy:
            room[pos] = room[min(roomy, key=lambda n: counts[room[n]])]


def merged(rng: Random, layout: Layout, largest: int) -> Layout | None:
    """``layout`` with one of its smallest rooms merged into a neighbouring room, the two
    together at most ``largest`` cells (``None``: no two rooms fit together)."""
    sizes, room_of = layout.sizes, layout.room_of
    rooms = sorted(sizes, key=lambda name: (sizes[name], rng.random()))
    for small in rooms:
        near = {
            room_of[n]
            for pos in layout.rooms[small]
            for n in _neighbours(pos, layout.size)
            if room_of[n] != small and sizes[room_of[n]] + sizes[small] <= largest
        }
        if near:
            into = min(near, key=lambda name: (sizes[name], name))
            rows, cols = layout.size
            return make_layout(
                [
                    [into if room_of[r, c] == small else room_of[r, c] for c in range(cols)]
                    for r in range(rows)
                ]
            )
    return None
