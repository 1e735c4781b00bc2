"""The options of a solve as values: what is read, what is refused and why."""

from __future__ import annotations

from pathlib import Path

import pytest
from returns.result import Failure, Success

from ripple_fp.kinds.errors import UsageError
from ripple_fp.kinds.limits import Limits
from ripple_fp.shell.options import SolveOptions, solve_options, strategy_of


def test_the_defaults_solve_ripple_effect_by_its_default_strategy() -> None:
    options = solve_options(["in.txt", "out.txt"]).unwrap()
    assert options == SolveOptions(Path("in.txt"), Path("out.txt"))
    assert strategy_of(options) == "auto"
    assert options.program == "ripple-effect"


def test_the_puzzle_option_exists_only_where_asked_for() -> None:
    args = ["--puzzle", "creek", "--strategy", "sealed", "in", "out"]
    options = solve_options(args, "ripple-fp solve", puzzles=True).unwrap()
    assert (options.kind, strategy_of(options), options.program) == (
        "creek",
        "sealed",
        "ripple-fp solve",
    )
    assert isinstance(solve_options(args), Failure)


@pytest.mark.parametrize(
    "args",
    [
        ["--jobs", "3", "--strategy", "mrv"],
        ["--jobs", "auto", "--strategy", "naive"],
        ["--batch", "--jobs", "2", "--strategy", "naive"],
        ["--svg", "picture.svg"],
    ],
)
def test_what_can_be_honoured_is_accepted(args: list[str]) -> None:
    assert isinstance(solve_options([*args, "in", "out"]), Success)


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--jobs", "2", "--strategy", "mrv-pmap"], "strategy 'mrv-pmap' runs on one process"),
        (["--jobs", "0"], "expected a positive number up to 1024 or 'auto', not '0'"),
        (["--jobs", "²"], "expected a positive number up to 1024 or 'auto', not '²'"),
        (["--jobs", "9" * 5000], "expected a positive number up to 1024 or 'auto'"),
        (["--batch", "--svg", "x.svg"], "not with --batch"),
        (["--svg", "out"], "--svg FILE must not be the output file"),
        (["--strategy", "cdcl"], "invalid choice: 'cdcl'"),
    ],
)
def test_what_cannot_be_honoured_is_a_usage_error(args: list[str], reason: str) -> None:
    match solve_options([*args, "in", "out"]):
        case Failure(UsageError(message)):
            assert message.startswith("usage: ripple-effect [options]")
            assert reason in message
        case other:
            raise AssertionError(other)


@pytest.mark.parametrize(
    ("text", "number"), [("7", 7), ("4_000_000", 4_000_000), ("4,000,000", 4_000_000)]
)
def test_a_limit_is_a_positive_number_with_optional_group_marks(text: str, number: int) -> None:
    options = solve_options(["--max-cells", text, "--max-candidates", text, "in", "out"]).unwrap()
    assert options.limits == Limits(number, number)


@pytest.mark.parametrize("text", ["0", "-5", "1e6", "٣", "", "_", "1" * 19])
def test_anything_else_is_not_a_limit(text: str) -> None:
    match solve_options(["--max-candidates", text, "in", "out"]):
        case Failure(UsageError(message)):
            assert "argument --max-candidates: expected a positive number" in message
        case other:
            pytest.fail(f"accepted: {other}")
