"""Why a command line cannot be honoured: options argparse accepts one by one, but not
together.

Haskell counterpart::

    whyNot :: SolveOptions -> Maybe String      -- Nothing: the run can go ahead

A run is refused when it asks for something it could not do: a strategy the puzzle
does not have, ``--jobs N`` with a strategy that cannot be split, ``--batch`` with
options that draw or count one puzzle, the picture written over the solution, an output
missing where a solution is written, or a question (``--explain``, ``--hint``,
``--count``, ``--unique``) asked together with another. Each check is a small function
returning the reason or ``None``; :func:`why_not` takes the first reason.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from ..kinds.catalogue import kind_named
from .command_line import STDOUT

if TYPE_CHECKING:
    from .options import SolveOptions


def why_not(options: SolveOptions, source: str, target: str) -> str | None:
    """The first reason the run cannot go ahead, or ``None``. ``source`` and ``target``
    are the file names as typed (``Path`` forgets a final ``/``)."""
    return (
        _missing_output(options)
        or _convert_refusal(options)
        or _strategy_refusal(options)
        or _question_refusal(options)
        or _explain_refusal(options)
        or _cluster_refusal(options)
        or _bad_names(source, target, options.batch)
    )


def _bad_names(source: str, target: str, batch: bool) -> str | None:
    """Why the file names cannot be used, if they cannot."""
    if batch and STDOUT in (source, target):
        return "--batch reads and writes folders: not - (standard input or output)"
    if not batch and target.endswith(("/", os.sep)):
        return f"the output {target!r} names a folder: give a file name"
    return None


def _missing_output(options: SolveOptions) -> str | None:
    """The output is required, as argparse words it, where a solution or a converted
    puzzle is written."""
    if options.output is None and (options.writes_solution or options.to):
        return "the following arguments are required: output"
    return None


def _convert_refusal(options: SolveOptions) -> str | None:
    """Why ``--to`` cannot be honoured: it converts one Ripple Effect puzzle, no more."""
    if options.to is None:
        return None
    if options.kind != "ripple":
        return "--to converts Ripple Effect puzzles only"
    others = (
        options.batch or options.show or options.svg or options.stats or options.strategy,
        options.jobs != 1 or options.timeout or options.explain or options.hint,
        options.count is not None or options.unique,
    )
    if any(others):
        return "--to converts without solving: no other option goes with it"
    return None


def _question_refusal(options: SolveOptions) -> str | None:
    """Why ``--count N`` or ``--unique`` cannot be honoured with the other options: each
    prints its answer and writes no file."""
    if options.count is None and not options.unique:
        return None
    asked = "--unique" if options.unique else "--count"
    if options.unique and options.count is not None:
        return "--count says how many solutions, --unique whether one: choose one"
    if options.explain or options.hint:
        return f"{asked} counts solutions: not with --explain or --hint"
    if options.batch or options.jobs != 1:
        return f"{asked} counts on one process: not with --batch or --jobs"
    if options.output is not None or options.show or options.svg:
        return f"{asked} prints its answer: no output file, --show or --svg"
    return None


def _cluster_refusal(options: SolveOptions) -> str | None:
    """A Dask cluster runs ``--batch`` only, and sets its own number of workers."""
    if not (options.cluster or options.scheduler):
        return None
    if not options.batch:
        return "--executor dask and --scheduler run --batch: not one puzzle"
    if options.jobs != 1:
        return "--jobs counts local processes: not with a Dask cluster"
    return None


def _explain_refusal(options: SolveOptions) -> str | None:
    """Why ``--explain`` or ``--hint`` cannot be honoured with the other options."""
    if not (options.explain or options.hint):
        return None
    asked = "--hint" if options.hint else "--explain"
    if options.explain and options.hint:
        return "--explain prints every step, --hint the next one: choose one"
    if options.kind != "ripple":
        return f"{asked} explains Ripple Effect puzzles only"
    searching = (
        options.batch or options.stats or options.strategy or options.jobs != 1 or options.timeout
    )
    if searching:
        return (
            f"{asked} reasons like a person: not with --batch, --strategy, --stats, --jobs "
            "or --timeout"
        )
    if options.hint and (options.output is not None or options.show or options.svg):
        return "--hint prints one step: no output file, --show or --svg"
    return None


def _strategy_refusal(options: SolveOptions) -> str | None:
    """Why the strategy, the processes or the pictures cannot be had together."""
    kind = kind_named(options.kind)
    strategies, name = kind.strategies, options.strategy or kind.default
    if name not in strategies:
        choices = ", ".join(map(repr, strategies))
        return f"argument --strategy: invalid choice: {name!r} (choose from {choices})"
    if options.batch and (options.show or options.svg or options.stats):
        return "--show, --svg and --stats are for one puzzle: not with --batch"
    races = bool(kind.portfolio) and options.strategy in (None, kind.default)
    if not options.batch and (options.jobs or 1) > 1 and not (races or strategies[name].parallel):
        splittable = ", ".join(n for n, s in strategies.items() if s.parallel)
        return f"--jobs {options.jobs}: strategy {name!r} runs on one process ({splittable} split)"
    if (
        options.svg is not None
        and options.output is not None
        and _same_file(options.svg, options.output)
    ):
        return "--svg FILE must not be the output file"
    return None


def _same_file(a: Path, b: Path) -> bool:
    """Do the two paths name one file (``b`` need not exist)?"""
    return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
