"""The course assignment, whole: Ripple Effect solved as the Haskell course asks.

Read this module first, top to bottom. It is the assignment in one sitting, and
``docs/haskell/Main.hs`` is its twin in Haskell: the same names in the same sections,
compiled with GHC and checked to answer as this module does on every bundled puzzle
(``tests/test_course.py``). docs/course.md walks through the two side by side.

1. Glossary: ``Pos``, ``Value``, ``Cell``, ``Choices``, ``Puzzle a``
2. The rules: the room rule, the cross rule, ``valid``
3. The specification: ``specification = filter valid . collapse . choices``
4. Propagation: Norvig's two verbs, ``eliminate`` and ``assign``
5. The queue: the undecided cells by their count of choices
6. The search: ``solutions = search . prune . choices``, in the list monad
7. Parallel branches: the root's branches searched at once
8. The program: ``Prog = ExceptT String IO``, ``run_prog``, ``main``

Sections 1 to 6 are pure. Where a function changes a grid in place (``eliminate``), the
grid is an evolver made inside it and never seen outside, as Haskell's ``ST`` keeps a
mutable array behind ``runST``; callers get a new persistent grid. Sections 7 and 8 are
the IO shell. The command ``ripple-effect`` runs a faster path by default; it runs this
one with ``--strategy course`` (docs/design.md draws both).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import product
from os import cpu_count
from pathlib import Path
from typing import TYPE_CHECKING, Final

from pyrsistent import PMap, PSet, pmap, pset
from returns.io import IO, IOResult, impure_safe
from returns.result import Failure, Result, Success
from returns.unsafe import unsafe_perform_io

from .grid.matrix import Matrix, Pos
from .grid.rooms import Layout, Problem, Puzzle, Solution, Value
from .grid.rooms_text import parse_puzzle, render_solution
from .search.monad import bind, depth_first, guard, mplus, mzero, pure

if TYPE_CHECKING:
    from multiprocessing.synchronize import Event as Stop

# --- 1. Glossary ---------------------------------------------------------------------------
# Pos = (row, column), from 0; Value = int; Cell = Value | None (a given, or empty).
# Puzzle[T] is the project's persistent map from position to T over a room Layout
# (ripple_fp.grid.rooms): Problem = Puzzle[Cell], Solution = Puzzle[Value].

Choices = frozenset[Value]
"""The values a cell may still hold (``[Int]`` in the assignment)."""


# --- 2. The rules --------------------------------------------------------------------------


def room_peers(layout: Layout, pos: Pos) -> Iterator[Pos]:
    """The other cells of ``pos``'s room: none of them may hold its value."""
    return (cell for cell in layout.room_cells(pos) if cell != pos)


def cross_peers(layout: Layout, pos: Pos, value: Value) -> Iterator[Pos]:
    """The cells the cross rule closes to ``value`` once ``pos`` holds it: along its row
    and its column, up to ``value`` cells away."""
    (row, column), (rows, columns) = pos, layout.size
    for step in range(1, value + 1):
        for r, c in ((row - step, column), (row + step, column)):
            if 0 <= r < rows:
                yield r, c
        for r, c in ((row, column - step), (row, column + step)):
            if 0 <= c < columns:
                yield r, c


def peers(layout: Layout, pos: Pos, value: Value) -> Iterator[Pos]:
    """Every cell that may not hold ``value`` once ``pos`` does (Norvig's peers)."""
    return mplus(room_peers(layout, pos), cross_peers(layout, pos, value))


def valid(solution: Solution) -> bool:
    """Both rules hold: every room of s cells holds 1..s, and in every row and column two
    equal values v are more than v apart. (Written without ``peers``, so that it checks
    the solver rather than repeats it.)"""
    grid = solution.grid
    rows = list(grid.rows())
    lines = rows + [list(column) for column in zip(*rows, strict=True)]
    rooms = solution.layout.rooms.values()
    return all(room_rule([grid[pos] for pos in room]) for room in rooms) and all(
        map(cross_rule, lines)
    )


def room_rule(values: Sequence[Value]) -> bool:
    """A room's values are 1..its size, each once."""
    return sorted(values) == list(range(1, len(values) + 1))


def cross_rule(line: Sequence[Value]) -> bool:
    """In a row or column, each value v is more than v cells after its last showing."""
    last: dict[Value, int] = {}
    for here, value in enumerate(line):
        if here - last.get(value, -value - 1) <= value:
            return False
        last[value] = here
    return True


# --- 3. The specification ------------------------------------------------------------------


def choices(problem: Problem) -> Puzzle[Choices]:
    """Each cell's choices before any reasoning: its given, or 1..the size of its room."""
    layout = problem.layout

    def choices_at(pos: Pos) -> Choices:
        given = problem[pos]
        return frozenset(range(1, layout.room_size(pos) + 1) if given is None else (given,))

    return Puzzle(layout, Matrix.tabulate(layout.size, choices_at))


def collapse(puzzle: Puzzle[Choices]) -> Iterator[Solution]:
    """``sequenceA``: every way to pick one value per cell, lazily. (``product`` is the
    list monad's ``sequence``.)"""
    size, layout = puzzle.layout.size, puzzle.layout
    every = product(*(sorted(cell) for cell in puzzle.grid.values()))
    return (Puzzle(layout, Matrix.of(size, values)) for values in every)


def specification(problem: Problem) -> Iterator[Solution]:
    """``filter valid . collapse . choices``: every filling, kept if valid. Exponential in
    the empty cells: the specification, run on small puzzles only. ``filter`` is written
    as its ``do`` block: ``do s <- candidates; guard (valid s); return s``."""
    candidates = collapse(choices(problem))
    return bind(candidates, lambda s: bind(guard(valid(s)), lambda _: pure(s)))


# --- 4. Propagation ------------------------------------------------------------------------


@dataclass(frozen=True)
class State:
    """A point of the search: every cell's choices, and the undecided ones queued."""

    grid: Puzzle[Choices]
    queue: Queue


def assign(state: State, pos: Pos, value: Value) -> Iterator[State]:
    """Put ``value`` in ``pos``: eliminate every other choice there (Norvig's ``assign``)."""
    return eliminate(state, [(pos, other) for other in state.grid[pos] if other != value])


def eliminate(state: State, eliminations: Iterable[tuple[Pos, Value]]) -> Iterator[State]:
    """Take each value from its cell, and follow what that forces, to a fixpoint: one
    state, or none (``mzero``) when a cell or a room runs out of places.

    - a cell left with one value: that value leaves every peer of the cell;
    - a room left with one place for a value: the value goes there (its other choices
      are eliminated).

    Pending eliminations are a list, not recursion, so long chains cannot overflow.
    """
    layout = state.grid.layout
    cells = state.grid.grid.evolver()
    counts: dict[Pos, int] = {}  # the number of choices of each changed cell, before
    todo = list(eliminations)
    while todo:
        pos, value = todo.pop()
        have = cells[pos]
        if value not in have:
            continue
        left = have - {value}
        if not left:
            return mzero()
        counts.setdefault(pos, len(have))
        cells[pos] = left
        if len(left) == 1:
            (only,) = left
            todo.extend((peer, only) for peer in peers(layout, pos, only))
        places = [cell for cell in layout.room_cells(pos) if value in cells[cell]]
        if not places:
            return mzero()
        if len(places) == 1:
            todo.extend((places[0], other) for other in cells[places[0]] if other != value)
    grid = Puzzle(layout, cells.persistent())
    return pure(State(grid, requeue(state.queue, counts, grid)))


# --- 5. The queue --------------------------------------------------------------------------

Queue = PMap[int, PSet[Pos]]
"""The undecided cells (two choices or more), by their count of choices: a priority
queue cooked from a map, as the assignment's author did (``Map Int (Set Pos)``)."""


def queue_of(grid: Puzzle[Choices]) -> Queue:
    """Every undecided cell of ``grid``, queued."""
    return requeue(pmap(), dict.fromkeys(grid.layout.positions, 1), grid)


def requeue(queue: Queue, counts: dict[Pos, int], grid: Puzzle[Choices]) -> Queue:
    """Move each cell from its old count's place to its new one (decided cells leave)."""
    for pos, old in counts.items():
        new = len(grid[pos])
        if old > 1:
            rest = queue[old].remove(pos)
            queue = queue.set(old, rest) if rest else queue.remove(old)
        if new > 1:
            queue = queue.set(new, queue.get(new, pset()).add(pos))
    return queue


def fewest_choices(queue: Queue) -> Pos:
    """The undecided cell with the fewest choices; the first in reading order on a tie
    (``Set.findMin``)."""
    return min(queue[min(queue)])


# --- 6. The search -------------------------------------------------------------------------


def start(problem: Problem) -> Iterator[State]:
    """``prune . choices``: the choices with every given's value taken from its peers."""
    grid = choices(problem)
    return eliminate(State(grid, queue_of(grid)), given_losses(grid))


def given_losses(grid: Puzzle[Choices]) -> list[tuple[Pos, Value]]:
    """What the decided cells (givens, rooms of one cell) take from their peers."""
    given = [(pos, c) for pos, c in grid.grid.items() if len(c) == 1]
    return [(peer, v) for pos, (v,) in given for peer in peers(grid.layout, pos, v)]


def expand(state: State) -> Iterator[State]:
    """Guess at the cell with the fewest choices (MRV): one state per choice that
    propagation does not refute, smallest value first."""
    pos = fewest_choices(state.queue)
    return bind(sorted(state.grid[pos]), lambda value: assign(state, pos, value))


Step = Callable[[State], Iterable[State]]
"""What the search does at an undecided state: ``expand``, or ``expand`` wrapped."""


def complete(state: State) -> bool:
    """No cell is undecided."""
    return not state.queue


def decided(state: State) -> Solution:
    """A complete state as the grid of its values."""
    return state.grid.map(min)


def search(state: State, branch: Step = expand) -> Iterator[Solution]:
    """Every solution below ``state``, depth first (``branch``, ``expand`` unless a caller
    wraps it to count or stop guesses)."""
    return map(decided, depth_first(state, branch, complete))


def solutions(problem: Problem) -> Iterator[Solution]:
    """``search . prune . choices``: every solution, lazily; ``next`` is the first."""
    return bind(start(problem), search)


# --- 7. Parallel branches (IO: processes) --------------------------------------------------


def branches(state: State) -> list[State]:
    """What the root splits into: its successors; a complete root is its own branch.
    ``msum (map search (branches s)) == search s``."""
    return [state] if complete(state) else list(expand(state))


_stop: Stop | None = None
"""In a worker: set by the parent once an earlier branch has answered."""


def _listen(stop: Stop) -> None:
    global _stop  # noqa: PLW0603 - a worker's one piece of state, set as it starts
    _stop = stop


def _unless_stopped(state: State) -> Iterator[State]:
    return mzero() if _stop is not None and _stop.is_set() else expand(state)


def _first_below(state: State) -> Solution | None:
    return next(search(state, _unless_stopped), None)


def parallel_solution(problem: Problem, workers: int) -> Solution | None:
    """The first solution, the root's branches searched at once on ``workers`` processes
    (``par``). Answers are read in branch order, so the answer is the sequential one; once
    one is found, the later branches are told to stop."""
    roots = list(bind(start(problem), branches))
    if len(roots) < 2 or workers < 2:
        return next(bind(iter(roots), search), None)
    from concurrent.futures import ProcessPoolExecutor  # noqa: PLC0415 - loaded only here
    from multiprocessing import Event  # noqa: PLC0415

    stop = Event()
    with ProcessPoolExecutor(workers, initializer=_listen, initargs=(stop,)) as pool:
        for answer in [pool.submit(_first_below, root) for root in roots]:
            if (solution := answer.result()) is not None:
                stop.set()
                return solution
    return None


# --- 8. The program ------------------------------------------------------------------------

USAGE: Final = "USAGE: ripple-effect <input file> <output file>"
NO_SOLUTION: Final = "This puzzle has no solution"


@dataclass(frozen=True)
class Files:
    """Where the puzzle comes from and where its solution goes."""

    puzzle: Path
    solution: Path


def arguments(args: Sequence[str]) -> Result[Files, str]:
    """Two file names, or the usage."""
    if len(args) != 2:
        return Failure(USAGE)
    return Success(Files(Path(args[0]), Path(args[1])))


def read_puzzle(path: Path) -> IOResult[Problem, str]:
    """The puzzle in ``path``: read (an IO error is a message), then parsed (pure)."""
    text = impure_safe(path.read_text)(encoding="utf-8")
    return text.alt(lambda error: f"cannot read {path}: {error}").bind_result(
        lambda content: parse_puzzle(content).alt(lambda e: f"{path} is not a puzzle: {e}")
    )


def solve(problem: Problem, workers: int) -> IOResult[Solution, str]:
    """The first solution, checked by ``valid`` before it is trusted, or why there is none."""
    solution = impure_safe(parallel_solution)(problem, workers).alt(str)
    return solution.bind_result(lambda found: _trusted(found) if found else Failure(NO_SOLUTION))


def _trusted(solution: Solution) -> Result[Solution, str]:
    return Success(solution) if valid(solution) else Failure("internal error: a wrong answer")


def write_solution(path: Path, solution: Solution) -> IOResult[None, str]:
    """The solution's rows, written to ``path``."""
    written = impure_safe(path.write_text)(render_solution(solution), encoding="utf-8")
    return written.map(lambda _: None).alt(lambda error: f"cannot write {path}: {error}")


Prog = IOResult
"""``type Prog = ExceptT String IO``: IO that may fail with a message."""


def program(args: Sequence[str], workers: int = 1) -> Prog[None, str]:
    """``do files <- arguments; p <- readPuzzle; s <- solve p; writeSolution s``."""
    return IOResult.from_result(arguments(args)).bind(
        lambda files: (
            read_puzzle(files.puzzle)
            .bind(lambda problem: solve(problem, workers))
            .bind(lambda solution: write_solution(files.solution, solution))
        )
    )


def run_prog(prog: Prog[None, str]) -> int:
    """``runProg``: the one place IO is unwrapped. A failure's message is printed, and
    the exit code is 1; success prints nothing."""
    match unsafe_perform_io(IO.from_ioresult(prog)):
        case Failure(message):
            print(message)
            return 1
        case _:
            return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``main = runProg (program args)``, on every core: ``python -m ripple_fp.course IN
    OUT``."""
    return run_prog(program(sys.argv[1:] if argv is None else argv, cpu_count() or 1))


if __name__ == "__main__":
    raise SystemExit(main())
