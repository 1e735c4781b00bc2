"""The memo of area analyses: one analysis per domains object, the last few kept."""

from __future__ import annotations

from pyrsistent import pvector

from ripple_fp.creek.board import EITHER, IS_EMPTY, initial_domains, make_board
from ripple_fp.creek.memo import MEMO_SIZE, AreaMemo
from ripple_fp.creek.puzzle import with_clues


def test_an_analysis_is_made_once_per_domains_object() -> None:
    board = make_board(with_clues((2, 2), {}))
    memo = AreaMemo(board)
    domains = initial_domains(board).set(0, IS_EMPTY)
    first = memo.analysis(domains)
    assert memo.analysis(domains) is first
    assert memo.made == 1
    assert first.root == 0
    assert first.cells == (IS_EMPTY, EITHER, EITHER, EITHER)


def test_equal_domains_in_another_object_are_analysed_again() -> None:
    board = make_board(with_clues((2, 2), {}))
    memo = AreaMemo(board)
    memo.analysis(pvector([EITHER] * 4))
    memo.analysis(pvector([EITHER] * 4))
    assert memo.made == 2


def test_only_the_last_analyses_are_kept() -> None:
    board = make_board(with_clues((1, 2), {}))
    memo = AreaMemo(board)
    kept = [pvector([EITHER, EITHER]) for _ in range(MEMO_SIZE + 1)]
    for domains in kept:
        memo.analysis(domains)
    memo.analysis(kept[-1])
    assert memo.made == MEMO_SIZE + 1
    memo.analysis(kept[0])  # the oldest was forgotten
    assert memo.made == MEMO_SIZE + 2


def test_an_analysis_can_be_remembered_for_domains_made_elsewhere() -> None:
    board = make_board(with_clues((1, 2), {}))
    memo = AreaMemo(board)
    domains = pvector([IS_EMPTY, EITHER])
    analysis = AreaMemo(board).analysis(domains)
    memo.remember(domains, analysis)
    assert memo.analysis(domains) is analysis
    assert memo.made == 0
