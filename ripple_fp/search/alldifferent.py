"""The all-different rule of a group of cells, written once: Norvig's units and peers.

Haskell counterpart (Norvig's ``eliminate`` and ``assign`` over units and peers)::

    data Reason = Placed Var Int | HiddenSingle Group Int | NoPlace Group Int
                | Pointing Group Int [Var]

    leave  :: [Var] -> Var -> Candidates -> Domains -> Maybe Domains  -- a placed value
    settle :: Group -> [Var] -> Candidates -> Candidates -> Domains -> Maybe Domains
    point  :: Group -> [Var] -> Candidates -> ([Var] -> Int -> [Var]) -> Domains -> Maybe Domains

A group (a room of Ripple Effect or Suguru, a row, column or box of Vergleichssudoku)
holds each of its values at most once, and, when it has as many cells as values, each
exactly once. Four rules follow, each sound on its own:

- **a placed value leaves its peers** (:func:`leave`): the cells that share a group with
  a decided cell lose its value (``Placed(cell, value)``);
- **hidden single** (:func:`settle`, or :func:`settle_every` for every value): a value
  with one place left in a group goes there (``HiddenSingle(group, value)``);
- **no place** (:func:`settle`): a value with no place left in a group is a
  contradiction (``NoPlace(group, value)``), and so is a cell that is the only place
  of two values (the second has no place once the first is placed there);
- **pointing** (:func:`point`): where a kind's cells also see cells outside their
  group (Suguru's touch, Ripple Effect's cross), a cell that every place left for a
  value in the group sees loses it (``Pointing(group, value, holders)``): wherever the
  value goes, it will see that cell (Suguru's room pointing, Ripple Effect's room reach).

A kind counts the holders of each value in a group (:func:`holders`: the values held
at least once and at least twice) as its propagation examines the group, and settles
the values it asks about, lowest first: the search only those the group lost since it
last looked, the explainer every one. The reasons are the kind's own (its union of
reasons holds those it uses: Vergleichssudoku's has no ``Pointing``), made only when
a trace watches (:mod:`.propagation`).

>>> from pyrsistent import pvector
>>> from . import candidates as cs
>>> once, twice = holders([cs.of((1, 2)), cs.of((1, 2)), cs.of((1, 2, 3))], range(3))
>>> list(cs.values(once ^ twice)), list(cs.values(cs.full(3) ^ once))
([3], [])
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from . import candidates as cs
from .candidates import Candidates
from .propagation import Cells, Narrowing, Propagation, Tracing

if TYPE_CHECKING:  # the model's names for the type checker: a solve loads no more
    from .model import Domains, Var

R = TypeVar("R")


class Grouped(Propagation[R]):
    """A propagation of the all-different over groups: the placements queued are
    propagated first (:meth:`place`), then (when ``examining``) one group is examined
    again, with the values it lost since it was last examined (:attr:`dirty`: only
    those can have become hidden singles, dead, or held by fewer cells), and so on
    until nothing changes. The kind's rules fill the queue and :attr:`dirty`."""

    def __init__(self, domains: Domains, examining: bool, trace: Tracing[R] = None) -> None:
        super().__init__(domains, trace=trace)
        self.examining = examining
        self.dirty: dict[int, Candidates] = {}

    @abstractmethod
    def place(self) -> bool:
        """Propagate every placement queued; ``False`` on a contradiction."""

    @abstractmethod
    def examine(self, group: int, lost: Candidates) -> bool:
        """Apply the group rules to ``group``, which lost ``lost``; ``False`` on a
        contradiction."""

    def run(self) -> bool:
        """Place what is placed, then examine one group, until nothing changes;
        ``False`` on a contradiction."""
        while self.place():
            if not self.dirty or not self.examining:
                return True
            if not self.examine(*self.dirty.popitem()):
                return False
        return False


@dataclass(frozen=True)
class Placed:
    """``cell`` holds ``value``: its peers (the other cells of its groups) lose it."""

    cell: Var
    value: int


@dataclass(frozen=True)
class HiddenSingle:
    """``value`` has one place left in ``group``: it goes there."""

    group: int
    value: int


@dataclass(frozen=True)
class NoPlace:
    """``value`` has no place left in ``group``: a contradiction."""

    group: int
    value: int


@dataclass(frozen=True)
class Pointing:
    """``value`` must go in ``group`` at one of ``holders``, and each of them sees the
    cells that lose it."""

    group: int
    value: int
    holders: tuple[Var, ...]


def leave(
    work: Narrowing[R], peers: Sequence[Var], cell: Var, value: Candidates, reason: R | None
) -> bool:
    """The ``value`` placed at ``cell`` leaves each of ``peers`` (``cell`` may be one of
    them) that holds it; ``False`` if one had nothing else."""
    domains, eliminate = work.domains, work.eliminate
    for other in peers:
        if other != cell and domains[other] & value and not eliminate(other, value, reason):
            return False
    return True


def holders(domains: Cells, cells: Iterable[Var]) -> tuple[Candidates, Candidates]:
    """The values some cell of ``cells`` holds, and those at least two hold."""
    once = twice = cs.NONE
    for cell in cells:
        cands = domains[cell]
        twice |= once & cands
        once |= cands
    return once, twice


def settle(
    work: Narrowing[HiddenSingle | NoPlace],
    group: int,
    cells: Sequence[Var],
    hidden: Candidates,
    missing: Candidates,
) -> bool:
    """Lowest value first: each value of ``hidden`` (one place left among ``cells``)
    goes to its place, and a value of ``missing`` (none) is a contradiction, as is a
    hidden value whose place a lower one took just now. ``False`` on a contradiction."""
    domains, tracing = work.domains, work.trace is not None
    for value in cs.values(hidden | missing):
        single = cs.single(value)
        held = (cell for cell in cells if domains[cell] & single)
        holder = None if missing & single else next(held, None)
        if holder is None:
            return work.fail(NoPlace(group, value) if tracing else None)
        work.narrow(holder, single, HiddenSingle(group, value) if tracing else None)
    return True


def settle_every(
    work: Narrowing[HiddenSingle | NoPlace], group: int, cells: Sequence[Var]
) -> bool:
    """Every value of ``group`` (its ``cells``, as many as its values) with one place
    left goes there; one with none is a contradiction: :func:`settle` for every value,
    as the explainer asks."""
    once, twice = holders(work.domains, cells)
    return settle(work, group, cells, once ^ twice, cs.full(len(cells)) ^ once)


def point(
    work: Narrowing[Pointing],
    group: int,
    cells: Sequence[Var],
    values: Candidates,
    seen: Callable[[tuple[Var, ...], int], Iterable[Var]],
) -> bool:
    """Each of ``values`` with two places or more left among ``cells`` leaves every
    cell that all of them see (``seen(places, value)``, outside the group); ``False`` on
    a contradiction."""
    domains, tracing = work.domains, work.trace is not None
    for number in cs.values(values):
        value = cs.single(number)
        places = tuple(cell for cell in cells if domains[cell] & value)
        if len(places) < 2:  # a hidden single placed just now took the value
            continue
        reason = Pointing(group, number, places) if tracing else None
        for other in seen(places, number):
            if domains[other] & value and not work.eliminate(other, value, reason):
                return False
    return True
