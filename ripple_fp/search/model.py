"""What a puzzle gives the engine: its candidates, how to propagate, how to read out.

Haskell counterpart (a record of functions, the type class a puzzle instantiates)::

    type Var     = Int                       -- a variable, numbered from 0
    type Domains = Seq Candidates            -- every variable's candidates

    data Model s = Model
      { start      :: Maybe (Domains, [Var])                      -- the root, propagated
      , narrow     :: Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])
      , neighbours :: Var -> [Var]
      , readOut    :: Domains -> s }                              -- every variable decided

A model is built for one search and may own tables it fills on first use (a memo of
what its rules computed before): that is why it is an object with methods and not a
frozen value.
``narrow`` must be *sound*: it never removes a value that some solution below the
given domains uses. The engine relies on nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Protocol, TypeVar

from pyrsistent import PVector

from .candidates import Candidates
from .stats import Stats

Var = int
"""A variable of the search, numbered from 0 (a grid puzzle numbers its cells)."""

Domains = PVector[Candidates]
"""The search state proper: the candidates of every variable, indexed by number. A
persistent vector (a 32-way tree, like Haskell's ``Data.Sequence``): a branch that
changes a few variables shares everything else with its parent."""

Look = Callable[[], None]
"""A meter's look at its clock (:meth:`~.meter.Meter.look`): it raises past the deadline."""

Narrowed = tuple[Domains, list[Var]]
"""The domains after propagation, and the variables whose candidates changed."""

S_co = TypeVar("S_co", covariant=True)


class Model(Protocol[S_co]):
    """A puzzle as the engine sees it: variables with candidate sets, and rules."""

    def start(self, stats: Stats, look: Look | None = None) -> Narrowed | None:
        """The puzzle's domains before any guess, propagated (``None``: no solution).
        ``look`` is the search's meter's: a start that runs long on a large grid calls it
        now and then (:meth:`~.propagation.Propagation.paced`), so that it stops at the
        search's deadline as every later phase does."""
        ...

    def narrow(
        self, domains: Domains, restrictions: Iterable[tuple[Var, Candidates]], stats: Stats
    ) -> Narrowed | None:
        """Keep only the candidates of each variable that are in its set, and propagate
        to a fixpoint; ``None`` on a contradiction. A guess is a narrowing to one value.
        The changed variables are listed once per narrowing (a variable narrowed twice
        is listed twice): look-ahead counts them as the impact of a value. A set to
        keep is a mask, and may be a complement (``~values``: every candidate but
        those), so a negative int is a valid restriction."""
        ...

    def neighbours(self, var: Var) -> Sequence[Var]:
        """The variables a change at ``var`` most affects: dom/deg counts the undecided
        ones (fewer than ``order.SCALE`` of them, or its priorities blur), and look-ahead
        probes them again after a change."""
        ...

    def read_out(self, domains: Domains) -> S_co:
        """The solution that domains with every variable decided stand for."""
        ...
