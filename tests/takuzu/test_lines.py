"""A line's completions, counted by the scan, against counting them one by one."""

from __future__ import annotations

from itertools import groupby, product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.search import candidates as cs
from ripple_fp.takuzu.lines import Allowed, Line, LineMemo, Tally, colours, completions
from ripple_fp.takuzu.puzzle import Colour

R, B, E = cs.single(Colour.RED), cs.single(Colour.BLUE), cs.of(Colour)


def by_hand(line: Line) -> tuple[Tally, ...]:
    """Count every completion of the open cells that is balanced with no three alike."""
    valid = [
        filled
        for filled in product(Colour, repeat=len(line))
        if all(cs.has(cands, colour) for cands, colour in zip(line, filled, strict=True))
        and 2 * filled.count(Colour.RED) == len(line)
        and all(len(list(run)) < 3 for _, run in groupby(filled))
    ]
    return tuple(
        Tally(
            sum(f[i] is Colour.RED for f in valid),
            sum(f[i] is Colour.BLUE for f in valid),
        )
        for i in range(len(line))
    )


@pytest.mark.parametrize("size", [2, 4, 6])
def test_every_line_up_to_six_cells_is_counted_right(size: int) -> None:
    for line in product((R, B, E), repeat=size):
        assert completions(line) == by_hand(line), line


@given(
    line=st.integers(4, 6).flatmap(
        lambda half: st.lists(st.sampled_from([R, B, E, E]), min_size=2 * half, max_size=2 * half)
    )
)
def test_longer_lines_are_counted_right(line: list[int]) -> None:
    assert completions(tuple(line)) == by_hand(tuple(line))


def test_an_empty_line_of_six_has_fourteen_completions() -> None:
    assert {tally.red + tally.blue for tally in completions((E,) * 6)} == {14}


def test_colours_are_those_with_a_completion() -> None:
    assert colours(Tally(0, 3)) == B
    assert colours(Tally(2, 1)) == E
    assert colours(Tally(0, 0)) == cs.NONE


def test_the_memo_keeps_each_verdict() -> None:
    memo = LineMemo()
    verdict = memo.allowed([R, R, E, E, E, E])
    assert verdict.kept == (R, R, B, E, E, B)
    assert memo.allowed((R, R, E, E, E, E)) is verdict
    assert memo.allowed((R, R, R, E, E, E)).kept is None
    assert len(memo.known) == 3


def test_a_line_narrowed_to_what_it_allows_is_known_without_counting_again() -> None:
    """The line's next state, once its rule has narrowed it, has the same completions:
    the memo answers it at once (it was counted again, a third of all counting)."""
    memo = LineMemo()
    verdict = memo.allowed((R, R, E, E, E, E))
    assert verdict.kept is not None
    assert memo.allowed(verdict.kept) is verdict
    assert verdict == Allowed(verdict.kept, completions(verdict.kept))


@given(
    line=st.integers(2, 6).flatmap(
        lambda half: st.lists(st.sampled_from([R, B, E, E]), min_size=2 * half, max_size=2 * half)
    )
)
def test_a_line_narrowed_to_what_it_allows_has_the_same_completions(line: list[int]) -> None:
    kept = LineMemo().allowed(line).kept
    if kept is not None:
        assert completions(kept) == completions(tuple(line))
