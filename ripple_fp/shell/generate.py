"""``ripple-effect-generate``: make new puzzles, each unique and graded, into a folder.

Haskell counterpart::

    main :: IO ()
    main = do opts <- execParser generateOptions
              results <- mapConcurrently (pure . generate) (recipes opts)  -- or a cluster
              mapM_ (writeMade (outDir opts)) results >> writeIndex (outDir opts) results

Each puzzle is one :class:`~ripple_fp.ripple.generate.Recipe`, its seed made of the run's
seed and the puzzle's number, so a run gives the same puzzles whatever ``--jobs`` or
cluster it runs on. The recipes go to the executor of :mod:`.executors` (this process,
``--jobs N`` processes, or a Dask cluster); the puzzles come back as they are made and
are written here, ``NAME.txt`` and its ``NAME.sol``, then ``index.tsv``: name, size,
clues, grade, guesses, seed. Before a puzzle is written its solution is checked by the
referee and its uniqueness once more by a count with another strategy (``learn``).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from returns.io import IOFailure, IOResult
from returns.result import Failure, Result, Success

from ..kinds.errors import NoCluster, RunError, UsageError, WrongAnswer
from ..ripple.counting import count_solutions
from ..ripple.generate import GIVENS, Generated, Givens, Recipe, clues, generate
from ..ripple.referee import is_solution
from ..ripple.render import render_puzzle, render_solution
from ..ripple.strategies import NAMES, StrategyName
from .cluster import ClusterError
from .command_line import ArgumentParser, add_version_option, jobs_value, parse_command_line
from .executors import executor, where
from .exits import failure
from .files import make_folder, write_atomically
from .parallel import available_cores
from .runner import Printout, Program, run_all

PROGRAM = "ripple-effect-generate"


@dataclass(frozen=True)
class GenerateOptions:
    """What the command line asked for."""

    output: Path
    size: tuple[int, int]
    largest: int = 9
    seed: str = ""
    count: int = 1
    givens: Givens = "minimal"
    strategy: StrategyName = "auto"
    jobs: int | None = 1
    cluster: bool = False
    scheduler: str | None = None


@dataclass(frozen=True)
class Made:
    """One puzzle, made and checked in a worker: its name, files and index line."""

    name: str
    puzzle: str
    solution: str
    line: str
    problems: tuple[str, ...] = ()
    """What the second check found wrong (empty: nothing)."""
    impossible: str = ""
    """Why the recipe could not be made (its rooms too small to fill), if it could not."""


def main(argv: Sequence[str] | None = None) -> int:
    """The ``ripple-effect-generate`` command; return the exit code."""
    import sys  # noqa: PLC0415 - the arguments are read here only

    match generate_options(list(sys.argv[1:] if argv is None else argv)):
        case Success(options):
            return run_all(make_all(options))
        case Failure(error):
            return run_all([IOFailure(failure(PROGRAM, error))])
    raise AssertionError("unreachable: a Result is a Success or a Failure")


def generate_options(argv: list[str]) -> Result[GenerateOptions, RunError]:
    """The options, or a usage error."""
    parser = _parser()
    return parse_command_line(parser, argv).bind(_checked)


def _parser() -> ArgumentParser:
    parser = ArgumentParser(
        prog=PROGRAM,
        description="Make Ripple Effect puzzles, each with exactly one solution, graded.",
    )
    parser.add_argument("output", help="the folder to write NAME.txt, NAME.sol and index.tsv")
    parser.add_argument("--size", required=True, help="ROWSxCOLUMNS, as 10x10")
    parser.add_argument("--max-room", type=int, default=9, help="largest room (default 9)")
    parser.add_argument("--seed", default="", help="the same seed makes the same puzzles")
    parser.add_argument("--count", type=int, default=1, help="how many puzzles (default 1)")
    parser.add_argument("--givens", choices=GIVENS, default="minimal", help="how few clues")
    parser.add_argument("--strategy", choices=NAMES, default="auto", help="the counting one")
    parser.add_argument("--jobs", type=jobs_value, default=1, help="processes (or auto)")
    parser.add_argument("--executor", choices=("local", "dask"), default="local")
    parser.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler")
    add_version_option(parser)
    return parser


def _checked(parsed: object) -> Result[GenerateOptions, RunError]:
    """The options, if they make sense."""
    size = _size(str(getattr(parsed, "size", "")))
    count, largest = int(getattr(parsed, "count", 1)), int(getattr(parsed, "max_room", 9))
    if size is None:
        return Failure(UsageError(f"{PROGRAM}: --size takes ROWSxCOLUMNS, as 10x10"))
    if count < 1 or largest < 1:
        return Failure(UsageError(f"{PROGRAM}: --count and --max-room take numbers from 1"))
    seed = str(getattr(parsed, "seed", "")) or secrets.token_hex(4)
    return Success(
        GenerateOptions(
            Path(str(getattr(parsed, "output", ""))),
            size,
            largest,
            seed,
            count,
            getattr(parsed, "givens", "minimal"),
            getattr(parsed, "strategy", "auto"),
            getattr(parsed, "jobs", 1),
            getattr(parsed, "executor", "local") == "dask",
            getattr(parsed, "scheduler", None),
        )
    )


LARGEST_SIDE = 200
"""The most rows or columns ``--size`` takes."""


def _size(text: str) -> tuple[int, int] | None:
    """``ROWSxCOLUMNS`` as numbers, each from 1 to :data:`LARGEST_SIDE`."""
    rows, _, cols = text.lower().partition("x")
    if not (rows.isdecimal() and cols.isdecimal()):
        return None
    size = int(rows), int(cols)
    return size if all(0 < side <= LARGEST_SIDE for side in size) else None


def recipes(options: GenerateOptions) -> list[tuple[str, Recipe]]:
    """Pure: each puzzle's name and recipe."""
    width = len(str(options.count))
    return [
        (
            f"{options.size[0]}x{options.size[1]}-{options.seed}-{n:0{width}d}",
            Recipe(
                options.size,
                options.largest,
                f"{options.seed}-{n}",
                options.givens,
                options.strategy,
            ),
        )
        for n in range(1, options.count + 1)
    ]


def make_one(name: str, recipe: Recipe) -> Made:
    """In a worker: make the puzzle, check it a second way, and render its files."""
    try:
        made: Generated = generate(recipe)
    except ValueError as impossible:
        return Made(name, "", "", "", impossible=str(impossible))
    problems = tuple(
        problem
        for problem, broken in (
            ("its solution breaks the rules", not is_solution(made.problem, made.solution)),
            ("a second count finds it not unique", count_solutions(made.problem, 2, "learn") != 1),
        )
        if broken
    )
    rows, cols = recipe.size
    line = "\t".join(
        [
            name,
            f"{rows}x{cols}",
            str(len(list(clues(made.problem)))),
            made.grade,
            str(made.guesses),
            recipe.seed,
        ]
    )
    return Made(name, render_puzzle(made.problem), render_solution(made.solution), line, problems)


def make_all(options: GenerateOptions) -> Iterator[Program]:
    """The folder, then a progress line per puzzle as it is written, then the index."""
    started, target = time.perf_counter(), options.output
    yield make_folder(target).map(lambda _: Printout()).alt(lambda e: failure(PROGRAM, e))
    lines: list[str] = []
    try:
        for done, made in enumerate(_made(options), start=1):
            lines.append(made.line)
            yield (
                _write(target, made)
                .map(partial(_progress, done, options.count))
                .alt(lambda e: failure(PROGRAM, e))
            )
    except ClusterError as none:
        yield IOFailure(failure(PROGRAM, NoCluster(str(none))))
        return
    index = "name\tsize\tclues\tgrade\tguesses\tseed\n" + "".join(f"{x}\n" for x in sorted(lines))
    seconds = time.perf_counter() - started
    yield (
        write_atomically(target / "index.tsv", index)
        .map(
            lambda _: Printout(stderr=f"{options.count} puzzle(s) in {seconds:.1f} s: {target}\n")
        )
        .alt(lambda e: failure(PROGRAM, e))
    )


def _made(options: GenerateOptions) -> Iterator[Made]:
    """Every puzzle, as it is made, where the options say."""
    place = where(options.jobs or available_cores(), options.cluster, options.scheduler)
    todo = recipes(options)
    with executor(place) as pool:
        if pool is None:
            yield from (make_one(name, recipe) for name, recipe in todo)
            return
        names, made = zip(*todo, strict=True)
        yield from pool.map(make_one, names, made)


def _write(target: Path, made: Made) -> IOResult[None, RunError]:
    """The puzzle and its solution, if the second check found nothing wrong."""
    if made.impossible:
        return IOFailure(UsageError(f"{PROGRAM}: {made.impossible}"))
    if made.problems:
        return IOFailure(WrongAnswer(tuple(f"{made.name}: {p}" for p in made.problems)))
    files = write_atomically(target / f"{made.name}.txt", made.puzzle)
    return files.bind(lambda _: write_atomically(target / f"{made.name}.sol", made.solution))


def _progress(done: int, total: int, _: object) -> Printout:
    return Printout(progress=f"made {done}/{total}")
