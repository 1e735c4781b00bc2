"""ripple_fp: a Ripple Effect (Hakyuu) solver written as a Haskell-style functional program.

Haskell counterpart: the course assignment's ``Main`` module export list, with the
library split into ``Search`` (generic), ``Grid`` (shared) and ``Ripple`` (the puzzle).

    >>> from ripple_fp import parse_puzzle, solutions, render_solution, is_solution
    >>> problem = parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap()
    >>> solution = next(solutions(problem))
    >>> print(render_solution(solution), end="")
    2 1
    1 2
    >>> is_solution(problem, solution)
    True

Functions (all pure but ``solve_in_parallel``, which starts processes):

    parse_puzzle, parse_solution, decode   text (bytes) to a Result: the puzzle or why not
    solutions                              every solution, lazily, by a named strategy
    count_solutions, is_unique             how many solutions, up to a limit; exactly one?
    naive_solutions, mrv_solutions         the refinement's first solvers (docs/refinement.md)
    solve_in_parallel                      the first solution, branches searched by processes
    is_solution, violations, complaint     the checker, which shares no code with the search
    explain, hint                          a solve in steps a person can follow; the next step
    render_puzzle, render_solution         "render": the file format, text to write to a file
    draw, to_svg                           "draw": a picture for people, box lines or SVG

Types (``help(ripple_fp.Puzzle)`` and so on; ``from ripple_fp import *`` brings the
functions and constants, so import these by name):

    Puzzle[T]       a Layout and a T in every cell; ``map`` is fmap; a puzzle of numbers
                    shows itself as its picture (``repr``, and SVG in a notebook)
    Problem         Puzzle[Cell], Cell = Value | None: givens and empty cells
    Solution        Puzzle[Value]: every cell filled
    Layout          the rooms: ``room_of``, ``rooms``, ``sizes``
    Pos, Size       (row, column) and (rows, columns), counted from 0; messages for
                    people count from 1, so (0, 0) is "(1,1)" in ``complaint``
    Value, RoomId   ints: a number in a cell, a room's name in the file
    ParseError      where text stops being a puzzle (line and column from 1)
    Violation       a broken rule, as ``violations`` reports it
    Stats           the counters a search fills in (nodes, propagations, ...)
    SearchTimeoutError    a search past its ``timeout=`` (a ``TimeoutError``)
    MissingExtraError     ``"sat"`` asked for without python-sat (an ``ImportError``)
    Strategy, StrategyName, STRATEGIES, DEFAULT    the ways to search, by name

The course, whole (the assignment's program in one module, read it first):
``ripple_fp.course`` (``python -m ripple_fp.course IN OUT``; docs/course.md).

Sub-packages: ``ripple`` (this puzzle), ``takuzu``, ``creek``, ``vergleich`` and
``suguru`` (each declares its kind: ``from ripple_fp.creek import CREEK``), ``search``
(the generic engine, for a model of your own), ``grid`` (what every grid puzzle shares)
and ``kinds`` (a kind of puzzle as one record, and the catalogue of them:
``ripple_fp.kinds.kind_named("creek")``) are the library. ``commands`` and ``shell`` are
the command line's own (its records, its replies, its files and processes); they may
change between versions. A name is imported from its
module the first time it is asked for, so ``ripple-effect`` loads only what a run uses.
"""

from __future__ import annotations

TYPE_CHECKING = False
"""``typing.TYPE_CHECKING``, without importing ``typing``: every command imports this
package first, before its handlers of Ctrl-C and SIGTERM are in place, so it imports
nothing (``typing`` and ``importlib`` take longer than the rest of this module)."""

__version__ = "0.1.0"
"""The one place the version is written; pyproject.toml reads it from here."""

_HOMES = {
    "ParseError": "grid.text",
    "Pos": "grid.matrix",
    "Size": "grid.matrix",
    "decode": "grid.text",
    "parse_puzzle": "grid.rooms_text",
    "parse_solution": "grid.rooms_text",
    "draw": "grid.room_pictures",
    "to_svg": "grid.room_pictures",
    "Cell": "grid.rooms",
    "Layout": "grid.rooms",
    "Problem": "grid.rooms",
    "Puzzle": "grid.rooms",
    "RoomId": "grid.rooms",
    "Solution": "grid.rooms",
    "Value": "grid.rooms",
    "Violation": "ripple.referee",
    "complaint": "ripple.referee",
    "explain": "ripple.explaining",
    "hint": "ripple.explaining",
    "is_solution": "ripple.referee",
    "violations": "ripple.referee",
    "render_puzzle": "grid.rooms_text",
    "render_solution": "grid.rooms_text",
    "naive_solutions": "ripple.solving.spec",
    "mrv_solutions": "ripple.solving.spec",
    "DEFAULT": "ripple",
    "STRATEGIES": "ripple",
    "Strategy": "search.strategy",
    "StrategyName": "ripple",
    "solutions": "ripple",
    "count_solutions": "ripple.solving.counting",
    "is_unique": "ripple.solving.counting",
    "SearchTimeoutError": "search.meter",
    "MissingExtraError": "search.strategy",
    "Stats": "search.stats",
}
"""Where each public name lives, under ``ripple_fp``."""

__all__ = [
    "DEFAULT",
    "STRATEGIES",
    "Cell",
    "Pos",
    "Problem",
    "Size",
    "Solution",
    "StrategyName",
    "Violation",
    "__version__",
    "complaint",
    "count_solutions",
    "decode",
    "draw",
    "explain",
    "hint",
    "is_solution",
    "is_unique",
    "mrv_solutions",
    "naive_solutions",
    "parse_puzzle",
    "parse_solution",
    "render_puzzle",
    "render_solution",
    "solutions",
    "solve_in_parallel",
    "to_svg",
    "violations",
]
"""What ``from ripple_fp import *`` brings, and what ``help(ripple_fp)`` lists: the
functions, the constants and the type aliases. The classes (``Layout``, ``ParseError``,
``Puzzle``, ``SearchTimeoutError``, ``MissingExtraError``, ``Stats``, ``Strategy``) and
the int aliases (``RoomId``, ``Value``) are public too, imported by name; left out here,
each would print its whole ``help`` inside the package's (``int``'s twice)."""


def solve_in_parallel(
    problem: Problem,
    workers: int,
    strategy: StrategyName | None = None,
    *,
    executor: Executor | None = None,
    mp_context: BaseContext | None = None,
    stats: Stats | None = None,
) -> Solution | None:
    """The first solution found by ``workers`` branches searched at once, on processes
    (``ripple_fp.shell.parallel.solve_in_parallel``, for Ripple Effect), or ``None``
    once every branch has finished without one. ``strategy`` is one the engine runs
    (``mrv``, ``full``, ``lookahead``; default ``lookahead``); ``ValueError`` otherwise.
    With ``executor=None`` a pool of ``workers`` processes is started (with
    ``mp_context``, default the platform's) and shut down before returning."""
    from .ripple import RIPPLE  # noqa: PLC0415 - a name is imported when first used
    from .shell.parallel import solve_in_parallel as solve  # noqa: PLC0415

    return solve(
        problem,
        workers,
        strategy,
        kind=RIPPLE,
        executor=executor,
        mp_context=mp_context,
        stats=stats,
    )


def __getattr__(name: str) -> object:
    """Import a public name from its module on first use (PEP 562)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'ripple_fp' has no attribute {name!r}")
    from importlib import import_module  # noqa: PLC0415 - see TYPE_CHECKING

    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The public names, and the package's own attributes (no helper of this module)."""
    own = {name for name in globals() if name.startswith("__")}
    return sorted({*own, *_HOMES, "__version__", "solve_in_parallel"})


if TYPE_CHECKING:  # what the names above are, for type checkers and editors
    from concurrent.futures import Executor
    from multiprocessing.context import BaseContext

    from .grid.matrix import Pos as Pos
    from .grid.matrix import Size as Size
    from .grid.room_pictures import draw as draw
    from .grid.room_pictures import to_svg as to_svg
    from .grid.rooms import Cell as Cell
    from .grid.rooms import Layout as Layout
    from .grid.rooms import Problem as Problem
    from .grid.rooms import Puzzle as Puzzle
    from .grid.rooms import RoomId as RoomId
    from .grid.rooms import Solution as Solution
    from .grid.rooms import Value as Value
    from .grid.rooms_text import parse_puzzle as parse_puzzle
    from .grid.rooms_text import parse_solution as parse_solution
    from .grid.rooms_text import render_puzzle as render_puzzle
    from .grid.rooms_text import render_solution as render_solution
    from .grid.text import ParseError as ParseError
    from .grid.text import decode as decode
    from .ripple import DEFAULT as DEFAULT
    from .ripple import STRATEGIES as STRATEGIES
    from .ripple import StrategyName as StrategyName
    from .ripple import solutions as solutions
    from .ripple.explaining import explain as explain
    from .ripple.explaining import hint as hint
    from .ripple.referee import Violation as Violation
    from .ripple.referee import complaint as complaint
    from .ripple.referee import is_solution as is_solution
    from .ripple.referee import violations as violations
    from .ripple.solving.counting import count_solutions as count_solutions
    from .ripple.solving.counting import is_unique as is_unique
    from .ripple.solving.spec import mrv_solutions as mrv_solutions
    from .ripple.solving.spec import naive_solutions as naive_solutions
    from .search.meter import SearchTimeoutError as SearchTimeoutError
    from .search.stats import Stats as Stats
    from .search.strategy import MissingExtraError as MissingExtraError
    from .search.strategy import Strategy as Strategy
