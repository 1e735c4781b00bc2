"""Propagation: each rule at work on a small case, and none removes a value a solution uses."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.creek.board import EITHER, IS_EMPTY, IS_FILLED, initial_domains, make_board
from ripple_fp.creek.deductions import (
    Apart,
    Cut,
    Deductions,
    Reason,
    Saturated,
    Walled,
    narrow,
    rules,
    start,
)
from ripple_fp.creek.memo import AreaMemo
from ripple_fp.creek.parse import parse_puzzle
from ripple_fp.creek.puzzle import Problem, with_clues
from ripple_fp.search import candidates as cs
from ripple_fp.search.model import Domains
from ripple_fp.search.rules import Rule
from ripple_fp.search.stats import Stats

from ..search.heard import Heard
from .conftest import oracle, problems

LEVELS = pytest.mark.parametrize("level", list(Deductions))


def started(text: str, level: Deductions = Deductions.FULL) -> Domains | None:
    problem = parse_puzzle(text).unwrap()
    memo = AreaMemo(make_board(problem))
    found = start(memo, level, initial_domains(memo.board), Stats())
    return None if found is None else found[0]


def picture(domains: Domains | None, cols: int) -> list[str]:
    """The domains as rows of ``.`` (empty), ``#`` (filled) and ``?`` (either)."""
    assert domains is not None
    marks = {IS_EMPTY: ".", IS_FILLED: "#", EITHER: "?"}
    text = "".join(marks[cands] for cands in domains)
    return [text[i : i + cols] for i in range(0, len(text), cols)]


def test_a_clue_of_zero_empties_and_a_full_clue_fills_its_boxes() -> None:
    assert picture(started("Creek (2, 3) [((1, 1), 0), ((1, 3), 2)]"), 3) == ["..#", "..#"]
    assert picture(started("Creek (2, 2) [((1, 1), 4)]"), 2) == ["##", "##"]


CHAIN = "Creek (2, 4) [((0, 0), 0), ((0, 1), 1), ((0, 2), 1), ((0, 3), 1)]"
"""Along the top edge: (0, 0) empty, so (0, 1) filled, so (0, 2) empty, so (0, 3) filled;
the two empty boxes can meet only through (1, 0), (1, 1) and (1, 2)."""


def test_clue_saturation_runs_to_a_fixpoint() -> None:
    assert picture(started(CHAIN, Deductions.FORWARD), 4) == [".#.#", "????"]


def test_too_many_filled_boxes_around_a_clue_is_a_contradiction() -> None:
    assert started("Creek (1, 2) [((0, 1), 2), ((1, 1), 1)]") is None
    assert started("Creek (2, 2) [((0, 0), 1), ((1, 1), 0)]") is None


@LEVELS
def test_empty_boxes_that_cannot_meet_are_a_contradiction_at_every_level(
    level: Deductions,
) -> None:
    text = "Creek (1, 3) [((0, 0), 0), ((0, 1), 1), ((0, 3), 0)]"  # empty, filled, empty
    assert started(text, level) is None


SEALED = "Creek (2, 3) [((0, 0), 0), ((0, 1), 1), ((2, 3), 1)]"
"""(0, 0) empty, (0, 1) and (1, 2) filled: (0, 2) is walled off."""


def test_a_sealed_box_is_filled_from_the_sealed_level_on() -> None:
    assert picture(started(SEALED, Deductions.FORWARD), 3) == [".#?", "??#"]
    assert picture(started(SEALED, Deductions.SEALED), 3) == [".##", "??#"]


def test_boxes_that_would_divide_the_empty_ones_stay_empty_at_the_full_level() -> None:
    assert picture(started(CHAIN, Deductions.SEALED), 4) == [".#.#", "????"]
    assert picture(started(CHAIN, Deductions.FULL), 4) == [".#.#", "...?"]


def test_narrow_keeps_the_given_candidates_and_lists_each_change() -> None:
    problem = with_clues((1, 3), {(1, 3): 1})
    memo = AreaMemo(make_board(problem))
    found = start(memo, Deductions.FULL, initial_domains(memo.board), Stats())
    assert found is not None
    assert picture(found[0], 3) == ["??#"]
    stats = Stats()
    narrowed = narrow(memo, Deductions.FULL, found[0], [(0, cs.single(0))], stats)
    assert narrowed is not None
    assert picture(narrowed[0], 3) == [".?#"]
    assert narrowed[1] == [0]
    assert stats.propagations == 1  # one box placed


def test_narrowing_to_nothing_is_a_contradiction() -> None:
    problem = with_clues((1, 2), {})
    memo = AreaMemo(make_board(problem))
    assert narrow(memo, Deductions.FULL, initial_domains(memo.board), [(0, 0)], Stats()) is None


@LEVELS
@given(problem=problems(), data=st.data())
def test_propagation_keeps_every_value_some_solution_uses(
    level: Deductions, problem: Problem, data: st.DataObject
) -> None:
    answers = oracle(problem)
    memo = AreaMemo(make_board(problem))
    found = start(memo, level, initial_domains(memo.board), Stats())
    if found is None:
        assert not answers
        return
    box = data.draw(st.integers(0, len(found[0]) - 1))
    value = data.draw(st.sampled_from([0, 1]))
    answers = {a for a in answers if a[memo.board.positions[box]] == value}
    narrowed = narrow(memo, level, found[0], [(box, cs.single(value))], Stats())
    if narrowed is None:
        assert not answers
        return
    for answer in answers:
        for i, pos in enumerate(memo.board.positions):
            assert cs.has(narrowed[0][i], answer[pos])


def heard(text: str, rule: str, focus: int, boxes: dict[int, int] | None = None) -> Heard[Reason]:
    """What the rule named ``rule`` says at ``focus`` of ``text``, some ``boxes``
    decided."""
    problem = parse_puzzle(text).unwrap()
    board = make_board(problem)
    domains = initial_domains(board)
    for box, cands in (boxes or {}).items():
        domains = domains.set(box, cands)
    found: Heard[Reason] = Heard()
    (named,) = (r for r in rules(board) if r.name == rule)
    assert isinstance(named, Rule)
    named.apply(domains, found, focus)
    return found


def test_every_rule_says_why_it_decides_a_box() -> None:
    zero = heard("Creek (2, 3) [((1, 1), 0), ((1, 3), 2)]", "clue", 0)
    assert zero.losses == [(box, IS_FILLED, Saturated(0, 0, 4)) for box in (0, 1, 3, 4)]
    four = heard("Creek (2, 2) [((1, 1), 4)]", "clue", 0)
    assert four.losses == [(box, IS_EMPTY, Saturated(0, 0, 4)) for box in range(4)]
    over = heard("Creek (1, 2) [((0, 1), 1)]", "clue", 0, {0: IS_FILLED, 1: IS_FILLED})
    assert over.losses == [(-1, 0, Saturated(0, 2, 0))]
    # one row of three: the middle box filled parts the empty ends
    apart = {0: IS_EMPTY, 1: IS_FILLED, 2: IS_EMPTY}
    assert heard("Creek (1, 3) []", "empty boxes apart", 0, apart).losses == [(-1, 0, Apart())]
    walled = heard("Creek (1, 3) []", "walled off", 0, {0: IS_EMPTY, 1: IS_FILLED})
    assert walled.losses == [(2, IS_EMPTY, Walled(2))]
    cut = heard("Creek (1, 3) []", "no cut", 0, {0: IS_EMPTY, 2: IS_EMPTY})
    assert cut.losses == [(1, IS_FILLED, Cut(1))]
