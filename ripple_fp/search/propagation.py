"""Propagation to a fixpoint: the worklist every puzzle feeds with its rules.

Haskell counterpart (Bird's ``prune``, run until nothing changes)::

    propagate :: Rules -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])
    propagate rules ds rs = fixpoint (apply rules) =<< foldM narrow ds rs

A puzzle's ``narrow`` and ``start`` (the two methods of its
:class:`~.model.Model` that propagate) are one :class:`Propagation` each: the domains
being narrowed, in a mutable view that lives only inside one call (Haskell's ``ST``: an
``STArray`` thawed, changed and frozen again inside ``runST``); the variables that
changed, in order; the steps taken (placements, counted as the search's propagations).
What a puzzle writes is what a change sets going (:meth:`Propagation.lost`: the cells,
rooms, lines or clues to look at again) and its rules (:meth:`Propagation.run`, to a
fixpoint); the rest, the narrowing, the bookkeeping and the result, is written here
once (:func:`propagate`). The caller's domains are never touched, and what comes out is
a new persistent vector, as pure as if every step had copied.

A propagation inside a search is one node's, and the node looks at the search's meter.
The propagation before the first guess (a puzzle's ``start``) has no node around it, and
on a large grid it runs long: it may be *paced* (:meth:`Propagation.paced`), so that it
looks at the meter itself every :data:`LOOK_EVERY` steps, and stops at the search's
deadline like any other phase.

**Reasons.** Every loss has a reason, as a SAT solver keeps a reason per literal (the
clause that forced it): a rule hands ``narrow``, ``eliminate`` and ``fail`` a frozen
value of its kind's closed union of reasons (``R``: Ripple Effect's ``Placed | Cross |
HiddenSingle | NoPlace | Pointing``, ...). Only a propagation that is watched has a
:class:`Trace` (the explainer's), and the trace hears each loss, with its reason, before
it is made; a search's propagations have none, and their rules make no reason
(``reason = Cross(cell, v) if self.trace is not None else None``, once per rule applied,
not per loss), so the search pays one test per loss for them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Final, Generic, Protocol, TypeAlias, TypeVar

if TYPE_CHECKING:
    from pyrsistent.typing import PVectorEvolver

    from .candidates import Candidates
    from .model import Domains, Narrowed, Var
    from .stats import Stats


LOOK_EVERY: Final = 1024
"""Steps of a paced propagation between two looks at its meter: a look costs a clock
read, a thousand steps about a millisecond."""

NEVER: Final = 2**63 - 1
"""The step count of an unpaced propagation's next look: never reached."""

T = TypeVar("T")


def looking(
    items: Iterable[T], look: Callable[[], None] | None, every: int = LOOK_EVERY
) -> Iterator[T]:
    """``items``, with a call of ``look`` (a meter's) before every ``every``-th: a long
    stretch of work before a search's first guess stops at its deadline too."""
    if look is None:
        yield from items
        return
    for number, item in enumerate(items):
        if number % every == 0:
            look()
        yield item


class Cells(Protocol):
    """Where a propagation keeps the domains it narrows: an evolver of the persistent
    vector (changes cost a path of its tree), or a plain list (reads cost nothing, the
    copy costs the grid: a puzzle of a few thousand variables may choose it)."""

    def __getitem__(self, var: int, /) -> int: ...

    def __setitem__(self, var: int, cands: int, /) -> None: ...


R = TypeVar("R")
R_contra = TypeVar("R_contra", contravariant=True)


class Trace(Protocol[R_contra]):
    """What watches a propagation: each loss and each failure, with its reason."""

    def losing(
        self, var: Var, removed: Candidates, left: Candidates, reason: R_contra | None
    ) -> None:
        """``var`` is about to lose ``removed`` and keep ``left`` (nothing: a dead end)
        for ``reason``. Called before the loss is made: a trace that has seen enough
        may stop the rule there, by raising."""

    def failing(self, reason: R_contra | None) -> None:
        """A rule fails for ``reason`` (a value with no place, a line too full), not
        at one variable."""


Tracing: TypeAlias = Trace[R] | None
"""What a propagation of reasons ``R`` may be watched by: a trace, or nobody."""


class Narrowing(Protocol[R_contra]):
    """What a rule written once for several kinds sees of a propagation (the
    all-different of :mod:`.alldifferent`): the domains, the trace, and the three ways
    to take values, for reasons of its own that the kind's union holds."""

    @property
    def domains(self) -> Cells: ...

    @property
    def trace(self) -> object | None: ...

    def narrow(self, var: Var, keep: Candidates, reason: R_contra | None = None) -> bool: ...

    def eliminate(self, var: Var, values: Candidates, reason: R_contra | None = None) -> bool: ...

    def fail(self, reason: R_contra | None = None) -> bool: ...


class Propagation(ABC, Generic[R]):
    """The working state of one propagation: the domains, what changed, the steps, and
    what watches the losses (``R``: the kind's reasons)."""

    def __init__(
        self, domains: Domains, *, listed: bool = False, trace: Tracing[R] = None
    ) -> None:
        """Narrow ``domains`` in an evolver, or (``listed``) in a plain list; ``trace``
        hears every loss with its reason (``None``: nobody watches, and the rules make
        no reason)."""
        self.before = domains
        self.trace = trace
        self.evolver: PVectorEvolver[Candidates] | None = None
        self.domains: Cells
        if listed:
            self.domains = list(domains)
        else:
            self.evolver = self.domains = domains.evolver()
        self.changed: list[Var] = []
        """Every variable that lost a candidate, once per loss (look-ahead counts them
        as the impact of a value)."""
        self.steps = 0
        """Placements propagated: the search's ``propagations``."""
        self.look_at = NEVER
        """The step count at which to look at the meter next (:meth:`paced`)."""
        self.look: Callable[[], None] | None = None

    def paced(self, look: Callable[[], None] | None) -> None:
        """Call ``look`` (a meter's :meth:`~.meter.Meter.look`, which raises past its
        deadline) every :data:`LOOK_EVERY` steps from now on (``None``: never)."""
        self.look = look
        self.look_at = NEVER if look is None else self.steps + LOOK_EVERY

    def looked(self) -> None:
        """The step count has reached :attr:`look_at`: look, and set the next one. A
        rule's hot loop compares its steps with :attr:`look_at` (one comparison, never
        true when no one looks) and calls this."""
        if self.look is not None:
            self.look()
            self.look_at = self.steps + LOOK_EVERY

    def narrow(self, var: Var, keep: Candidates, reason: R | None = None) -> bool:
        """Keep only the candidates of ``var`` that are in ``keep``, for ``reason``;
        ``False`` if none is left. A set to keep may be a complement (``~values``)."""
        cands = self.domains[var]
        kept = cands & keep
        if kept == cands:
            return True
        if self.trace is not None:
            self.trace.losing(var, cands ^ kept, kept, reason)
        if not kept:
            return False
        self.domains[var] = kept
        self.changed.append(var)
        self.lost(var, cands ^ kept, kept)
        return True

    def eliminate(self, var: Var, values: Candidates, reason: R | None = None) -> bool:
        """Remove ``values`` from ``var``, which holds every one of them (a hot loop
        checks that as it chooses ``var``, so this does not), for ``reason``; ``False``
        if none is left."""
        left = self.domains[var] ^ values
        if self.trace is not None:
            self.trace.losing(var, values, left, reason)
        if not left:
            return False
        self.domains[var] = left
        self.changed.append(var)
        self.lost(var, values, left)
        return True

    def fail(self, reason: R | None = None) -> bool:
        """A contradiction that is not one variable left empty, for ``reason``:
        ``False``, which the rule returns."""
        if self.trace is not None:
            self.trace.failing(reason)
        return False

    @abstractmethod
    def lost(self, var: Var, values: Candidates, left: Candidates) -> None:
        """``var`` has lost ``values`` and holds ``left``: queue what that makes worth
        looking at again (the puzzle's rules will, in :meth:`run`)."""

    @abstractmethod
    def run(self) -> bool:
        """Apply the rules to everything queued until nothing changes; ``False`` on a
        contradiction."""

    def persistent(self) -> Domains:
        """The domains as they are now, as a new persistent vector (from a list, only
        the variables that changed are written)."""
        if self.evolver is not None:
            return self.evolver.persistent()
        evolver, cells = self.before.evolver(), self.domains
        for var in dict.fromkeys(self.changed):
            evolver[var] = cells[var]
        return evolver.persistent()


class Propagating(ABC, Generic[R]):
    """What a model (:class:`~.model.Model`) whose rules are one :class:`Propagation`
    shares: to narrow is to begin a propagation on the domains (:meth:`work`) and run it
    (:func:`propagate`). The kind's model adds how the search starts, a variable's
    neighbours and how a solution is read out."""

    @abstractmethod
    def work(self, domains: Domains) -> Propagation[R]:
        """A propagation of the kind's rules, begun on ``domains``."""

    def narrow(
        self, domains: Domains, restrictions: Iterable[tuple[Var, Candidates]], stats: Stats
    ) -> Narrowed | None:
        """Keep only the candidates of each variable that are in its set, and propagate."""
        return propagate(self.work(domains), restrictions, stats)


def propagate(
    work: Propagation[R], restrictions: Iterable[tuple[Var, Candidates]], stats: Stats
) -> Narrowed | None:
    """Narrow each variable to its set, then run the rules to their fixpoint: the new
    domains and the variables that changed, or ``None`` on a contradiction. The steps
    are added to ``stats``."""
    consistent = all(work.narrow(var, keep) for var, keep in restrictions) and work.run()
    stats.propagations += work.steps
    return (work.persistent(), work.changed) if consistent else None
