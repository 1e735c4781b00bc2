"""The all-different of a group, written once: a placed value leaves its peers, a
hidden single goes to its place, a value with no place is a contradiction; each loss
with its reason, heard by a trace before it is made."""

from __future__ import annotations

from pyrsistent import pvector

from ripple_fp.search import alldifferent
from ripple_fp.search import candidates as cs
from ripple_fp.search.alldifferent import HiddenSingle, NoPlace, Placed, holders, leave, settle
from ripple_fp.search.candidates import Candidates
from ripple_fp.search.model import Var
from ripple_fp.search.propagation import Propagation

Reason = Placed | HiddenSingle | NoPlace


class Heard:
    """A trace: every loss and failure, with its reason."""

    def __init__(self) -> None:
        self.losses: list[tuple[Var, Candidates, Candidates, Reason | None]] = []
        self.failures: list[Reason | None] = []

    def losing(
        self, var: Var, removed: Candidates, left: Candidates, reason: Reason | None
    ) -> None:
        self.losses.append((var, removed, left, reason))

    def failing(self, reason: Reason | None) -> None:
        self.failures.append(reason)


class Group(Propagation[Reason]):
    """One group of cells, all different; nothing is propagated further."""

    def lost(self, var: Var, values: Candidates, left: Candidates) -> None:
        pass

    def run(self) -> bool:
        return True


def group(*cells: tuple[int, ...], heard: Heard | None = None) -> Group:
    return Group(pvector(cs.of(values) for values in cells), trace=heard)


def test_a_placed_value_leaves_the_peers_that_hold_it() -> None:
    heard = Heard()
    work = group((2,), (1, 2), (1, 3), heard=heard)
    assert leave(work, range(3), 0, cs.single(2), Placed(0, 2))
    assert list(work.persistent()) == [cs.single(2), cs.single(1), cs.of((1, 3))]
    assert heard.losses == [(1, cs.single(2), cs.single(1), Placed(0, 2))]


def test_a_peer_left_with_nothing_is_a_contradiction_heard_before_it_is_made() -> None:
    heard = Heard()
    work = group((2,), (2,), heard=heard)
    assert not leave(work, range(2), 0, cs.single(2), Placed(0, 2))
    assert heard.losses == [(1, cs.single(2), cs.NONE, Placed(0, 2))]
    assert list(work.persistent()) == [cs.single(2), cs.single(2)]


def test_holders_are_the_values_held_once_and_twice() -> None:
    once, twice = holders([cs.of((1, 2)), cs.of((2, 3)), cs.single(4)], range(3))
    assert (once, twice) == (cs.of((1, 2, 3, 4)), cs.single(2))


def test_a_hidden_single_goes_to_its_one_place() -> None:
    heard = Heard()
    work = group((1, 2), (1, 2), (1, 2, 3), heard=heard)
    once, twice = holders(work.domains, range(3))
    assert settle(work, 7, range(3), once ^ twice, cs.full(3) ^ once)
    assert work.domains[2] == cs.single(3)
    assert heard.losses == [(2, cs.of((1, 2)), cs.single(3), HiddenSingle(7, 3))]


def test_a_value_with_no_place_fails_after_the_lower_hidden_singles() -> None:
    heard = Heard()
    work = group((1, 2), (1, 2), (1, 2), heard=heard)
    assert not settle(work, 7, range(3), cs.NONE, cs.single(3))
    assert heard.failures == [NoPlace(7, 3)]
    work = group((1, 2), (2, 4), (2, 4), (2, 4), heard=heard)
    assert not settle(work, 5, range(4), cs.single(1), cs.single(3))
    assert work.domains[0] == cs.single(1)
    assert heard.failures[-1] == NoPlace(5, 3)


def test_settling_every_value_places_each_hidden_single_and_fails_on_a_dead_value() -> None:
    heard = Heard()
    work = group((1, 2), (1, 2), (1, 2, 3), heard=heard)
    assert alldifferent.settle_every(work, 7, range(3))
    assert heard.losses == [(2, cs.of((1, 2)), cs.single(3), HiddenSingle(7, 3))]
    work = group((1, 2), (1, 2), (1, 2), heard=heard)
    assert not alldifferent.settle_every(work, 4, range(3))
    assert heard.failures == [NoPlace(4, 3)]


def test_one_cell_the_only_place_of_two_values_is_a_contradiction() -> None:
    heard = Heard()
    work = group((1, 2, 3), (3,), (3,), heard=heard)
    assert not settle(work, 0, range(3), cs.of((1, 2)), cs.NONE)
    assert work.domains[0] == cs.single(1)
    assert heard.failures == [NoPlace(0, 2)]


def test_unwatched_the_rules_make_no_reason() -> None:
    work = group((1, 2), (1, 2), (1, 2, 3))
    assert settle(work, 7, range(3), cs.single(3), cs.NONE)
    assert work.trace is None
    assert work.domains[2] == cs.single(3)
