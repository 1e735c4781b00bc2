"""The patched area rule says what a full analysis of the changed state would say."""

from __future__ import annotations

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from ripple_fp.creek import deductions
from ripple_fp.creek.areas import analyse
from ripple_fp.creek.board import EITHER, IS_EMPTY, IS_FILLED, Board
from ripple_fp.creek.local import RECOMPUTE, Patched, patch
from ripple_fp.creek.model import CreekModel
from ripple_fp.search.candidates import Candidates, single
from ripple_fp.search.stats import Stats

from .conftest import load
from .test_areas import state

Change = tuple[Board, list[Candidates], list[Candidates], list[int]]


@st.composite
def changes(draw: st.DrawFn) -> Change:
    """A random state of up to 9x9 boxes, and the same after a few undecided boxes (in
    short orthogonal runs, so that filled ones come in clusters) were decided."""
    rows, cols = draw(st.integers(2, 9)), draw(st.integers(2, 9))
    line = st.text(alphabet="..#???????", min_size=cols, max_size=cols)
    board, before = state(*draw(st.lists(line, min_size=rows, max_size=rows)))
    after, changed = list(before), []
    for _ in range(draw(st.integers(1, 3))):
        box = draw(st.integers(0, rows * cols - 1))
        for step in [-1, *draw(st.lists(st.integers(0, 3), max_size=3))]:
            box = box if step < 0 else board.adjacent[box][step % len(board.adjacent[box])]
            if after[box] == EITHER:
                after[box] = draw(st.sampled_from([IS_EMPTY, IS_FILLED, IS_FILLED]))
                changed.append(box)
    return board, before, after, changed


def agrees(patched: Patched, board: Board, after: list[Candidates]) -> bool:
    """Does ``patched`` say what the full analysis says (or, for a side found sealed,
    part of it: the rest comes in the next round)?"""
    full = analyse(board.adjacent, after).forced()
    if isinstance(patched, str):
        event("recompute")
        return True
    if patched is None or full is None:
        event("divided")
        return patched is None or all(value == IS_FILLED for _, value in patched)
    event("decided" if patched else "nothing")
    sealed_first = set(patched) <= set(full) and all(v == IS_FILLED for _, v in patched)
    return set(patched) == set(full) or sealed_first


@given(change=changes())
def test_a_patch_agrees_with_a_full_analysis(change: Change) -> None:
    board, before, after, changed = change
    assert agrees(patch(board, analyse(board.adjacent, before), after, changed), board, after)


def test_a_fill_in_the_open_needs_no_new_analysis() -> None:
    board, before = state(".????", "?????", "?????", "????.")
    after = list(before)
    after[7] = IS_FILLED
    assert patch(board, analyse(board.adjacent, before), after, [7]) == []


def test_a_fill_that_closes_a_pocket_seals_it() -> None:
    board, before = state(".#??", "?#?#", "??##")
    after = list(before)
    after[6] = IS_FILLED  # (1, 2): (0, 2) and (0, 3) are walled off from (0, 0)
    assert sorted(patch(board, analyse(board.adjacent, before), after, [6]) or []) == [
        (2, IS_FILLED),
        (3, IS_FILLED),
    ]


def test_fills_that_narrow_a_wide_way_to_one_box_make_it_and_its_approaches_cuts() -> None:
    board, before = state(".???????", "????????", "???????.")
    after = list(before)
    after[2] = after[18] = IS_FILLED  # column 2 is left open at (1, 2) only
    patched = patch(board, analyse(board.adjacent, before), after, [2, 18])
    assert sorted(patched or []) == [(9, IS_EMPTY), (10, IS_EMPTY), (11, IS_EMPTY)]


def test_without_an_empty_box_before_a_new_one_asks_for_an_analysis() -> None:
    board, before = state("???", "???")
    after = list(before)
    after[0] = IS_EMPTY
    assert patch(board, analyse(board.adjacent, before), after, [0]) == RECOMPUTE


def test_patching_changes_nothing_the_search_sees(monkeypatch: pytest.MonkeyPatch) -> None:
    problem = load("352")[0]
    model = CreekModel(problem, deductions.Deductions.FULL)
    started = model.start(Stats())
    assert started is not None
    domains, probes = started[0], [(box, value) for box in range(0, 1350, 29) for value in (0, 1)]
    patched = [model.narrow(domains, [(box, single(value))], Stats()) for box, value in probes]
    monkeypatch.setattr(deductions, "PATCH_FROM", 10**9)
    fresh = CreekModel(problem, deductions.Deductions.FULL)
    analysed = [fresh.narrow(domains, [(box, single(value))], Stats()) for box, value in probes]
    assert [n and list(n[0]) for n in patched] == [n and list(n[0]) for n in analysed]
    assert model.memo.made == 1  # the analysis of the started domains, remembered
