"""Microbenchmark behind the fast solver's representation (docs/performance.md).

    python benchmarks/representations.py

1. One propagation step (30 cells tested, some changed) on a grid of n cells, as:
   a tuple copied into a list and back, a pyrsistent PVector through an evolver, and a
   pyrsistent PMap of frozensets through an evolver.
2. Candidate-set operations on a frozenset and on an int bitmask.

Prints Markdown tables of the best of 5 runs, in microseconds or nanoseconds.
"""

from __future__ import annotations

import random
import timeit
from collections.abc import Callable

from pyrsistent import pmap, pvector

REMOVED = 2  # the value removed in the propagation step


def best(fn: Callable[[], object], number: int) -> float:
    """Seconds per call, best of 5 runs."""
    return min(timeit.repeat(fn, number=number, repeat=5)) / number


def propagation_step_table() -> None:
    print("| cells | tuple copy | PVector evolver | PMap of frozensets |")
    print("| --- | --- | --- | --- |")
    rng = random.Random(1)
    for n in (64, 1350, 10_000):
        masks = tuple(rng.randrange(1, 1 << 10) for _ in range(n))
        touched = [rng.randrange(n) for _ in range(30)]
        times = [best(step, 2000) * 1e6 for step in propagation_steps(masks, touched)]
        print(f"| {n} | " + " | ".join(f"{t:.1f} µs" for t in times) + " |")


def propagation_steps(masks: tuple[int, ...], touched: list[int]) -> list[Callable[[], object]]:
    """The same step (remove one value from the touched cells) on three representations."""
    vector = pvector(masks)
    sets = pmap({i: frozenset(v for v in range(10) if m >> v & 1) for i, m in enumerate(masks)})
    bit = 1 << REMOVED

    def via_tuple() -> tuple[int, ...]:
        cells = list(masks)
        for i in touched:
            if cells[i] & bit:
                cells[i] &= ~bit
        return tuple(cells)

    def via_pvector() -> object:
        cells = vector.evolver()
        for i in touched:
            if cells[i] & bit:
                cells[i] = cells[i] & ~bit
        return cells.persistent()

    def via_pmap() -> object:
        cells = sets.evolver()
        for i in touched:
            if REMOVED in cells[i]:
                cells[i] = cells[i] - {REMOVED}
        return cells.persistent()

    return [via_tuple, via_pvector, via_pmap]


def candidate_table() -> None:
    print("\n| operation | frozenset | int bitmask | ratio |")
    print("| --- | --- | --- | --- |")
    context = {
        "fs": frozenset({1, 3, 4, 7}),
        "bm": (1 << 1) | (1 << 3) | (1 << 4) | (1 << 7),
        "sets": [frozenset({1, 3, 4, 7})] * 9,
        "masks": [(1 << 1) | (1 << 3) | (1 << 4) | (1 << 7)] * 9,
    }
    cases = {
        "test 4, remove it": ("fs - {4} if 4 in fs else fs", "bm & ~16 if bm >> 4 & 1 else bm"),
        "count": ("len(fs)", "bm.bit_count()"),
        "is it a single value": ("len(fs) == 1", "bm & (bm - 1) == 0"),
        "union of 9": ("frozenset().union(*sets)", "r = 0\nfor m in masks: r |= m"),
    }
    for name, (as_set, as_mask) in cases.items():
        a = min(timeit.repeat(as_set, globals=context, number=200_000, repeat=5)) / 200_000
        b = min(timeit.repeat(as_mask, globals=context, number=200_000, repeat=5)) / 200_000
        print(f"| {name} | {a * 1e9:.0f} ns | {b * 1e9:.0f} ns | {a / b:.1f}x |")


if __name__ == "__main__":
    propagation_step_table()
    candidate_table()
