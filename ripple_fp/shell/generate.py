"""``ripple-effect-generate`` and ``ripple-fp generate``: make new puzzles, each unique
and graded, into a folder.

Haskell counterpart::

    generate :: Voice t -> Generate -> [ExceptT t IO t]
    generate voice cmd = folder : map write (parMap (make kind) (recipes cmd)) ++ [index]

Each puzzle is one :class:`~ripple_fp.kinds.capabilities.Recipe`, its seed made of the
run's seed and the puzzle's number, so a run gives the same puzzles whatever processes
or cluster it runs on. The recipes go to the executor of :mod:`.executors` (this
process, ``--jobs N`` processes, or a Dask cluster); the kind's maker makes each (its
declaration's ``maker``), and the puzzles come back as they are made and are written
here, ``NAME.txt`` and its ``NAME.sol``, then ``index.tsv``: name, size, clues, grade,
guesses, seed. Before a puzzle is written its solution is checked by the referee and its
uniqueness once more, by a count with the maker's second strategy.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from typing import TypeVar

from returns.io import IOFailure, IOResult
from returns.result import Success

from ..commands import Generate
from ..commands.replies import Printout, Voice, failure
from ..kinds import kind_named
from ..kinds.capabilities import Recipe
from ..kinds.errors import RunError, UsageError, WrongAnswer
from ..kinds.kind import Kind, make_checked
from .cluster import ClusterError
from .executors import executor
from .files import make_folder, write_atomically
from .runner import voiced

P = TypeVar("P")
S = TypeVar("S")
T = TypeVar("T")


@dataclass(frozen=True)
class Rendered:
    """One puzzle, made and checked in a worker, as text: its name, files and index
    line, its clues and grade."""

    name: str
    puzzle: str
    solution: str
    line: str
    problems: tuple[str, ...] = ()
    """What the second check found wrong (empty: nothing)."""
    impossible: str = ""
    """Why the recipe could not be made, if it could not."""
    clues: int = 0
    grade: str = ""


def recipes(command: Generate, seed: str) -> list[tuple[str, Recipe]]:
    """Pure: each puzzle's name and recipe."""
    width, (rows, cols) = len(str(command.count)), command.size
    return [
        (
            f"{rows}x{cols}-{seed}-{n:0{width}d}",
            Recipe(command.size, f"{seed}-{n}", command.largest, command.givens, command.strategy),
        )
        for n in range(1, command.count + 1)
    ]


def make_one(kind_name: str, name: str, recipe: Recipe) -> Rendered:
    """In a worker: make the puzzle, checked (:func:`~ripple_fp.kinds.kind.make_checked`),
    and render its files and its line of the index (the kind comes by name: a kind does
    not travel between processes)."""
    return kind_named(kind_name).into(partial(made_by, name, recipe))


def made_by(name: str, recipe: Recipe, kind: Kind[P, S]) -> Rendered:
    """The puzzle ``kind`` makes to ``recipe``, checked and rendered, called ``name``."""
    if kind.maker is None:
        return Rendered(name, "", "", "", impossible=f"{kind.title}s have no maker")
    try:
        checked = make_checked(kind, kind.maker(), recipe)
    except ValueError as impossible:
        return Rendered(name, "", "", "", impossible=str(impossible))
    if not isinstance(checked, Success):
        return Rendered(name, "", "", "", problems=checked.failure().problems)
    made, (rows, cols) = checked.unwrap(), recipe.size
    fields = [name, f"{rows}x{cols}", str(made.clues), made.grade, str(made.guesses), recipe.seed]
    puzzle, solution = kind.render_puzzle(made.problem), kind.render_solution(made.solution)
    return Rendered(name, puzzle, solution, "\t".join(fields), clues=made.clues, grade=made.grade)


def generate(command: Generate, voice: Voice[T]) -> Iterator[IOResult[T, T]]:
    """The folder, then a progress line per puzzle as it is written, then the index."""
    started, target, said = time.perf_counter(), command.target, partial(failure, command.program)
    seed = command.seed or secrets.token_hex(4)
    yield voiced(voice, make_folder(target).map(lambda _: Printout()).alt(said))
    lines: list[str] = []
    try:
        for done, made in enumerate(_making(command, seed), start=1):
            lines.append(made.line)
            progress = partial(_progress, done, command.count)
            yield voiced(voice, _write(command, made).map(progress).alt(said))
    except ClusterError as none:
        yield IOFailure(voice.said(said(none.run_error())))
        return
    index = "name\tsize\tclues\tgrade\tguesses\tseed\n" + "".join(f"{x}\n" for x in sorted(lines))
    seconds = time.perf_counter() - started
    done_line = f"{command.count} puzzle(s) in {seconds:.1f} s: {target}\n"
    written = write_atomically(target / "index.tsv", index)
    yield voiced(voice, written.map(lambda _: Printout(stderr=done_line)).alt(said))


def _making(command: Generate, seed: str) -> Iterator[Rendered]:
    """Every puzzle, as it is made, where the command says."""
    todo, kind = recipes(command, seed), command.kind.name
    with executor(command.place) as pool:
        if pool is None:
            yield from (make_one(kind, name, recipe) for name, recipe in todo)
            return
        names, made = zip(*todo, strict=True)
        yield from pool.map(make_one, [kind] * len(todo), names, made)


def _write(command: Generate, made: Rendered) -> IOResult[None, RunError]:
    """The puzzle and its solution, if the second check found nothing wrong."""
    if made.impossible:
        return IOFailure(UsageError(f"{command.program}: {made.impossible}"))
    if made.problems:
        return IOFailure(WrongAnswer(tuple(f"{made.name}: {p}" for p in made.problems)))
    files = write_atomically(command.target / f"{made.name}.txt", made.puzzle)
    return files.bind(
        lambda _: write_atomically(command.target / f"{made.name}.sol", made.solution)
    )


def _progress(done: int, total: int, _: object) -> Printout:
    return Printout(progress=f"made {done}/{total}")
