"""The ``sat`` strategy: Ripple Effect solved by a SAT solver (the optional extra
``sat``, python-sat's CaDiCaL), every answer checked by the referee.

Haskell counterpart::

    satSolutions :: Puzzle (Maybe Int) -> IO [Puzzle Int]
    satSolutions p = [ s | m <- satModels f, let s = decode m, isSolution p s ]
      where (f, decode) = encode p

Propagation first (:func:`ripple_fp.ripple.auto.root_of`, without look-ahead:
milliseconds), then the same formula as the ``learn`` strategy over the candidates it
left (:mod:`.encoding`), written as CNF with its pointing (room-reach) clauses
(:mod:`ripple_fp.search.cnf`); after each solution the solver is told "not these values
of these cells again" (a model's true variables are its cells' values), so the stream
holds every solution once and a count up to ``n`` blocks ``n`` models.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...grid.rooms import Problem, Solution
from ...search.meter import Meter
from ...search.order import Mrv
from ...search.sat import sat_models
from ..auto import Remaining, root_of
from .encoding import encode


def sat_solutions(
    problem: Problem, meter: Meter, remaining: Remaining | None = None
) -> Iterator[Solution]:
    """Every solution of ``problem``, lazily, each once, found by a SAT solver;
    ``remaining``: the values each cell may still hold, if reasoning removed some (else
    propagation removes what it can first: a smaller formula to write and load)."""
    if remaining is None:
        root = root_of(problem, Mrv(), meter)
        if root is None:
            return
        remaining = root.remaining()
    meter.look()
    encoding = encode(problem, remaining, meter.look)
    meter.look()
    yield from encoding.solutions(sat_models(encoding.formula, meter), "the SAT solver")
