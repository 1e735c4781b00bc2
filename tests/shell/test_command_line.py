"""Command lines as values: a usage error is a Failure, help and version still exit."""

from __future__ import annotations

import pytest
from returns.result import Failure

from ripple_fp import __version__
from ripple_fp.kinds.errors import UsageError
from ripple_fp.shell.command_line import ArgumentParser, add_common_options, parse_command_line


def parser() -> ArgumentParser:
    made = ArgumentParser(prog="demo", usage="demo [--svg FILE] <n>")
    made.add_argument("n", type=int)
    add_common_options(made)
    return made


def test_arguments_are_parsed() -> None:
    parsed = parse_command_line(parser(), ["3", "--svg", "a.svg"]).unwrap()
    assert (parsed.n, str(parsed.svg)) == (3, "a.svg")


def test_a_usage_error_is_a_value_with_argparse_message() -> None:
    assert parse_command_line(parser(), []) == Failure(
        UsageError(
            "usage: demo [--svg FILE] <n>\ndemo: error: the following arguments are required: n"
        )
    )


def test_version_still_prints_and_exits(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        parse_command_line(parser(), ["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out == f"demo {__version__}\n"
