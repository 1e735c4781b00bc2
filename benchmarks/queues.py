"""Two persistent priority queues on the engine's access pattern (docs/haskell-to-python.md,
section 7).

    python benchmarks/queues.py [--changes K] [--repeat R] [--sizes 64,256,1024,4096,10000]

- **heap**: the engine's queue, Okasaki's leftist heap (ripple_fp/search/pqueue.py), used
  as ripple_fp/search/engine.py uses it: a changed priority inserts a new key, and old
  keys are popped only when they reach the top and no longer match (lazy deletion).
- **map**: the assignment's ``Data.Map`` as a queue, a weight-balanced search tree
  (benchmarks/map_queue.py): a changed priority deletes the old key and inserts the new
  one, and the decided variable's key is deleted with ``delete_min``.

A run is one descent of the MRV search, without backtracking. ``N`` variables start with
a priority from 2 to 9 (their number of candidates). At every step the queue gives the
variable of the lowest priority (the lowest number on a tie), which is decided; then
``K`` random undecided variables lose a candidate (their priority goes down by one). A
variable left with one candidate is decided at once, as propagation decides it, and
leaves the queue. The run ends when every variable is decided. The plan (start priorities and
each step's changes) is made once, by a run on Python's mutable ``heapq``, and each
queue replays it; both must decide the variables in the plan's order.

Prints a Markdown table: the number of steps (guesses), the time to build each queue
from ``N`` keys, and the time of one step (take the smallest key, apply the changes),
each the best of ``R`` runs.
"""

from __future__ import annotations

import argparse
import heapq
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import map_queue  # benchmarks/map_queue.py, beside this script

from ripple_fp.search import pqueue
from ripple_fp.search.engine import VAR_BITS, VAR_MASK

Change = tuple[int, int]
"""A variable and its new priority."""

FORCED = 1
"""The priority of a variable with one candidate left: it is decided at once."""


@dataclass(frozen=True)
class Plan:
    """One descent: every variable's first priority, the variable decided at every step,
    and the priorities changed right after it."""

    priorities: tuple[int, ...]
    order: tuple[int, ...]
    steps: tuple[tuple[Change, ...], ...]

    def keys(self) -> list[int]:
        """The queue keys of the start, as the engine makes them."""
        return [key(priority, var) for var, priority in enumerate(self.priorities)]


def key(priority: int, var: int) -> int:
    """The engine's queue key: priority first, then the variable's number."""
    return priority << VAR_BITS | var


def make_plan(size: int, changes: int, seed: int = 1) -> Plan:
    """A descent over ``size`` variables with ``changes`` lowered priorities a step."""
    rng = random.Random(seed)
    start = tuple(rng.randint(2, 9) for _ in range(size))
    priority, heap = list(start), [key(p, var) for var, p in enumerate(start)]
    heapq.heapify(heap)
    undecided, where = list(range(size)), list(range(size))
    order: list[int] = []
    steps: list[tuple[Change, ...]] = []
    while undecided:
        top = heapq.heappop(heap)
        var = top & VAR_MASK
        if where[var] < 0 or top >> VAR_BITS != priority[var]:
            continue  # a decided variable, or an old priority
        _remove(undecided, where, var)
        chosen = rng.sample(undecided, min(changes, len(undecided)))
        step = tuple((other, priority[other] - 1) for other in chosen)
        for other, lowered in step:
            priority[other] = lowered
            if lowered == FORCED:
                _remove(undecided, where, other)
            else:
                heapq.heappush(heap, key(lowered, other))
        order.append(var)
        steps.append(step)
    return Plan(start, tuple(order), tuple(steps))


def _remove(undecided: list[int], where: list[int], var: int) -> None:
    """Take ``var`` out of ``undecided`` in O(1): the last one takes its place."""
    index, last = where[var], undecided[-1]
    undecided[index], where[last] = last, index
    undecided.pop()
    where[var] = -1


def heap_descent(plan: Plan, heap: pqueue.Heap) -> list[int]:
    """Replay ``plan`` on the leftist heap with lazy deletion; the variables decided."""
    priority, decided = list(plan.priorities), [False] * len(plan.priorities)
    order: list[int] = []
    for step in plan.steps:
        top = pqueue.peek(heap)
        assert top is not None
        var = top & VAR_MASK
        decided[var] = True
        order.append(var)
        for other, lowered in step:
            priority[other], decided[other] = lowered, lowered == FORCED
        fresh = [key(lowered, other) for other, lowered in step if lowered != FORCED]
        heap = pqueue.insert_all(heap, fresh)
        heap = _drop_stale(heap, priority, decided)
    return order


def _drop_stale(heap: pqueue.Heap, priority: list[int], decided: list[bool]) -> pqueue.Heap:
    """Pop keys of decided variables, or of old priorities (``engine._drop_stale``)."""
    while (top := pqueue.peek(heap)) is not None:
        var = top & VAR_MASK
        if not decided[var] and priority[var] == top >> VAR_BITS:
            return heap
        heap = pqueue.pop(heap)
    return heap


def map_descent(plan: Plan, tree: map_queue.Tree) -> list[int]:
    """Replay ``plan`` on the map, deleting every old key exactly; the variables decided."""
    priority = list(plan.priorities)
    order: list[int] = []
    for step in plan.steps:
        smallest = map_queue.lookup_min(tree)
        assert smallest is not None
        order.append(smallest & VAR_MASK)
        tree = map_queue.delete_min(tree)
        for other, lowered in step:
            tree = map_queue.delete(tree, key(priority[other], other))
            if lowered != FORCED:
                tree = map_queue.insert(tree, key(lowered, other))
            priority[other] = lowered
    return order


def best(run: Callable[[], object], repeat: int) -> float:
    """Seconds of the fastest of ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times)


def row(size: int, changes: int, repeat: int) -> str:
    """One line of the table: build times in ms, step times in µs, and their ratios."""
    plan = make_plan(size, changes)
    heap, tree = pqueue.from_keys(plan.keys()), map_queue.from_keys(plan.keys())
    assert heap_descent(plan, heap) == map_descent(plan, tree) == list(plan.order)
    build_heap = best(lambda: pqueue.from_keys(plan.keys()), repeat)
    build_map = best(lambda: map_queue.from_keys(plan.keys()), repeat)
    steps = len(plan.steps)
    step_heap = best(lambda: heap_descent(plan, heap), repeat) / steps
    step_map = best(lambda: map_descent(plan, tree), repeat) / steps
    return (
        f"| {size:,} | {steps:,} | {build_heap * 1e3:.2f} ms | {build_map * 1e3:.2f} ms "
        f"| {build_map / build_heap:.2f} | {step_heap * 1e6:.1f} µs | {step_map * 1e6:.1f} µs "
        f"| {step_map / step_heap:.2f} |"
    )


def table(sizes: Sequence[int], changes: int, repeat: int) -> list[str]:
    """The Markdown table for every size."""
    head = [
        "| variables | steps | build: heap | build: map | build: map / heap | a step: heap "
        "| a step: map | a step: map / heap |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    return head + [row(size, changes, repeat) for size in sizes]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--changes", type=int, default=8, help="priorities lowered a step")
    parser.add_argument("--repeat", type=int, default=3, help="runs; the best one counts")
    parser.add_argument("--sizes", default="64,256,1024,4096,10000", help="numbers of variables")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    print("\n".join(table(sizes, args.changes, args.repeat)))


if __name__ == "__main__":
    main()
