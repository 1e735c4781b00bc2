"""The records of an explained solve and of a hint."""

from __future__ import annotations

from pathlib import Path

from ripple_fp.commands import Text
from ripple_fp.commands.explain import Explain, Hint
from ripple_fp.ripple import RIPPLE


def test_an_explanation_writes_no_solution_unless_given_a_target() -> None:
    explain = Explain(RIPPLE, Path("in"), "ripple-fp explain")
    assert (explain.target, explain.show, explain.svg) == (None, False, None)


def test_a_hint_reads_the_cells_filled_so_far_from_the_puzzle_unless_given_apart() -> None:
    assert Hint(RIPPLE, Path("in"), "p").position is None
    page = Hint(RIPPLE, Text("the puzzle", "1 1\n1\n\n-\n"), "p", position=(("1",),))
    assert page.position == (("1",),)
