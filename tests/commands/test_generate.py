"""The maker's record."""

from __future__ import annotations

from pathlib import Path

from ripple_fp.commands.batch import Local
from ripple_fp.commands.generate import Generate
from ripple_fp.ripple import RIPPLE


def test_the_maker_makes_one_puzzle_keeping_only_needed_clues_here_unless_told() -> None:
    made = Generate(RIPPLE, Path("out"), (6, 6), "ripple-effect-generate")
    assert (made.count, made.givens, made.largest, made.seed, made.place) == (
        1,
        "minimal",
        9,
        None,
        Local(1),
    )
