"""The records of a conversion and of a check."""

from __future__ import annotations

from pathlib import Path

from ripple_fp.commands.check import Check, Convert, Report
from ripple_fp.kinds.kind import CLEAN
from ripple_fp.ripple import RIPPLE


def test_a_check_without_a_claim_draws_the_puzzle() -> None:
    check = Check(RIPPLE, Path("p.txt"), "ripple-effect-check")
    assert (check.claim, check.svg) == (None, None)


def test_a_conversion_names_its_format_and_writes_the_puzzle_unless_given_a_position() -> None:
    convert = Convert(RIPPLE, Path("p.txt"), Path("-"), "url", "ripple-fp convert")
    assert (convert.to, convert.position) == ("url", None)


def test_a_report_without_a_claim_has_nothing_to_blame() -> None:
    assert Report("a puzzle") == Report("a puzzle", None, CLEAN)
