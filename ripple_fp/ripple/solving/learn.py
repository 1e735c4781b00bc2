"""The ``learn`` strategy: Ripple Effect solved by the search that learns from its
failures (:mod:`ripple_fp.search.learning`), every answer checked by the referee.

Haskell counterpart::

    learnSolutions :: Puzzle (Maybe Int) -> [Puzzle Int]
    learnSolutions p = [ s | m <- models f, let s = decode m, isSolution p s ]
      where (f, decode) = encode p

The engine knows nothing of Ripple Effect: :mod:`.encoding` writes the puzzle as a
formula, reads each model back and yields it only once the referee has accepted it.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...grid.rooms import Problem, Puzzle, Solution
from ...search.learning import models
from ...search.meter import Meter
from .encoding import encode


def learn_solutions(
    problem: Problem,
    meter: Meter,
    remaining: Puzzle[frozenset[int]] | None = None,
    *,
    probe: bool = True,
) -> Iterator[Solution]:
    """Every solution of ``problem``, lazily, each once, found by clause learning.
    ``remaining``: the values each cell may still hold, if reasoning has already removed
    some; ``probe``: try each candidate once before the first guess (needless when
    look-ahead has left ``remaining``)."""
    encoding = encode(problem, remaining, meter.look)
    found = models(encoding.formula, meter, probe=probe)
    yield from encoding.solutions(found, "the learning search")
