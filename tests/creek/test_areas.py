"""The area rule's full analysis, against its definitions checked box by box."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.creek.areas import Level, analyse, reach_rule
from ripple_fp.creek.board import EITHER, IS_EMPTY, IS_FILLED, Board, make_board
from ripple_fp.creek.puzzle import with_clues
from ripple_fp.search.candidates import Candidates

SYMBOLS = {".": IS_EMPTY, "#": IS_FILLED, "?": EITHER}


def state(*rows: str) -> tuple[Board, list[Candidates]]:
    """A board of the rows' size and its boxes: ``.`` empty, ``#`` filled, ``?`` either."""
    board = make_board(with_clues((len(rows), len(rows[0])), {}))
    return board, [SYMBOLS[char] for row in rows for char in row]


@st.composite
def states(draw: st.DrawFn, side: int = 6) -> tuple[Board, list[Candidates]]:
    rows, cols = draw(st.integers(1, side)), draw(st.integers(1, side))
    line = st.text(alphabet="..##???", min_size=cols, max_size=cols)
    return state(*draw(st.lists(line, min_size=rows, max_size=rows)))


def groups(board: Board, cells: Sequence[Candidates], without: int = -1) -> list[set[int]]:
    """The connected groups of open boxes other than ``without``, by breadth-first search."""
    left = {b for b, c in enumerate(cells) if c != IS_FILLED and b != without}
    found = []
    while left:
        group, frontier = set(), [left.pop()]
        while frontier:
            box = frontier.pop()
            group.add(box)
            frontier.extend(b for b in board.adjacent[box] if b in left)
            left.difference_update(board.adjacent[box])
        found.append(group)
    return found


def holding_empties(cells: Sequence[Candidates], found: list[set[int]]) -> list[set[int]]:
    return [g for g in found if any(cells[b] == IS_EMPTY for b in g)]


def by_definition(board: Board, cells: Sequence[Candidates], level: Level) -> set[object] | None:
    """What the rule must decide, box by box, straight from its definition."""
    if len(holding_empties(cells, groups(board, cells))) > 1:
        return None
    if IS_EMPTY not in cells:
        return set()
    (main,) = holding_empties(cells, groups(board, cells))
    decided: set[object] = set()
    if level >= Level.SEALED:
        decided |= {(b, IS_FILLED) for b, c in enumerate(cells) if c == EITHER and b not in main}
    if level >= Level.FULL:
        decided |= {
            (b, IS_EMPTY)
            for b, c in enumerate(cells)
            if c == EITHER and len(holding_empties(cells, groups(board, cells, b))) > 1
        }
    return decided


@given(found=states())
def test_the_analysis_decides_what_the_definitions_say(
    found: tuple[Board, list[Candidates]],
) -> None:
    board, cells = found
    forced = analyse(board.adjacent, cells).forced()
    assert (None if forced is None else set(forced)) == by_definition(board, cells, Level.FULL)


@pytest.mark.parametrize("level", [Level.DIVIDED, Level.SEALED])
@given(found=states())
def test_the_plain_search_decides_what_the_definitions_say_at_its_level(
    level: Level, found: tuple[Board, list[Candidates]]
) -> None:
    board, cells = found
    forced = reach_rule(board.adjacent, cells, level)
    assert (None if forced is None else set(forced)) == by_definition(board, cells, level)


def test_empty_boxes_walled_apart_are_divided() -> None:
    board, cells = state(".#?", "##.")
    assert analyse(board.adjacent, cells).divided
    assert analyse(board.adjacent, cells).forced() is None
    assert reach_rule(board.adjacent, cells, Level.DIVIDED) is None


def test_a_sealed_region_is_filled_once_the_level_says_so() -> None:
    board, cells = state(".?#?", "??#?")
    assert set(analyse(board.adjacent, cells).sealed) == {3, 7}
    assert reach_rule(board.adjacent, cells, Level.DIVIDED) == []
    assert set(reach_rule(board.adjacent, cells, Level.SEALED) or []) == {
        (3, IS_FILLED),
        (7, IS_FILLED),
    }


def test_a_box_that_would_cut_empty_boxes_apart_stays_empty() -> None:
    board, cells = state(".?#.", "#??.", "##??")
    analysis = analyse(board.adjacent, cells)
    assert set(analysis.cuts) == {1, 5, 6}  # the only way from (0, 0) to the right
    assert not analysis.sealed


def test_a_box_on_a_loop_is_no_cut() -> None:
    board, cells = state(".??", "?#?", "??.")
    assert analyse(board.adjacent, cells).cuts == ()


def test_a_cut_needs_an_empty_box_on_each_side() -> None:
    board, cells = state(".?????", "#####?")
    assert analyse(board.adjacent, cells).cuts == ()
    board, cells = state(".????.", "######")
    assert set(analyse(board.adjacent, cells).cuts) == {1, 2, 3, 4}


def test_nothing_is_decided_before_some_box_is_empty() -> None:
    board, cells = state("?#?", "###", "?#?")
    analysis = analyse(board.adjacent, cells)
    assert analysis.root is None
    assert analysis.forced() == []
    assert reach_rule(board.adjacent, cells, Level.SEALED) == []


def test_the_analysis_numbers_the_open_boxes_depth_first() -> None:
    board, cells = state("..", "?#")
    analysis = analyse(board.adjacent, cells)
    assert analysis.root == 0
    assert analysis.order[3] == 0  # filled: not reached
    assert sorted(analysis.order[:3]) == [1, 2, 3]
    assert analysis.below[0] == 2  # both empty boxes are in the root's subtree
