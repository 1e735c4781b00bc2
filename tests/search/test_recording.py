"""Propagation in a step-recording mode: each loss with its rule and cause."""

from __future__ import annotations

from pyrsistent import pvector

from ripple_fp.search import candidates as cs
from ripple_fp.search.candidates import Candidates
from ripple_fp.search.model import Var
from ripple_fp.search.propagation import Cells, Propagation
from ripple_fp.search.recording import Cause, Dead, Entry, Recorder


class AllDifferent(Propagation[object]):
    """Three variables, pairwise different: a decided one leaves the others."""

    def __init__(self, cands: list[Candidates]) -> None:
        super().__init__(pvector(cands))
        self.todo = [var for var, c in enumerate(cands) if cs.is_single(c)]

    def lost(self, var: Var, values: Candidates, left: Candidates) -> None:
        if cs.is_single(left):
            self.todo.append(var)

    def run(self) -> bool:
        while self.todo:
            if not self._differ(self.todo.pop(0)):
                return False
        return True

    def _differ(self, var: Var) -> bool:
        value = self.domains[var]
        others = (other for other in range(3) if other != var)
        return all(self.narrow(other, ~value) for other in others)


def because(
    rule: str, args: tuple[object, ...], var: Var, removed: Candidates, cells: Cells
) -> Cause:
    (placed,) = args
    assert isinstance(placed, int)
    return Cause((placed,), f"v{placed} is {cs.only_value(cells[placed])}")


def test_each_loss_is_recorded_with_its_rule_and_cause_in_order() -> None:
    work = AllDifferent([cs.single(1), cs.of((1, 2)), cs.of((1, 2, 3))])
    recorder = Recorder(work, {"_differ": "all different"}, because)
    assert recorder.run()
    assert recorder.entries == [
        Entry(1, cs.single(1), cs.single(2), "all different", Cause((0,), "v0 is 1")),
        Entry(2, cs.single(1), cs.of((2, 3)), "all different", Cause((0,), "v0 is 1")),
        Entry(2, cs.single(2), cs.single(3), "all different", Cause((1,), "v1 is 2")),
    ]
    assert list(work.persistent()) == [cs.single(1), cs.single(2), cs.single(3)]


def test_a_limit_stops_the_propagation_after_so_many_entries() -> None:
    work = AllDifferent([cs.single(1), cs.of((1, 2)), cs.of((1, 2, 3))])
    recorder = Recorder(work, {"_differ": "all different"}, because, limit=1)
    assert recorder.run()
    assert len(recorder.entries) == 1


def test_a_failure_says_where() -> None:
    work = AllDifferent([cs.single(1), cs.single(1), cs.of((1, 2))])
    recorder = Recorder(work, {"_differ": "all different"}, because)
    assert not recorder.run()
    assert recorder.dead == Dead("all different", 1)


def test_an_unwatched_propagation_is_untouched() -> None:
    work = AllDifferent([cs.single(1), cs.of((1, 2)), cs.of((1, 2, 3))])
    assert "narrow" not in vars(work)
    Recorder(work, {}, because)
    assert "narrow" in vars(work)
    assert "narrow" not in vars(AllDifferent([cs.single(1)] * 3))
