"""The records of the commands: each mode's own fields, their defaults, one union."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import get_args

from ripple_fp.commands import (
    Batch,
    Command,
    Count,
    Explain,
    Hint,
    Local,
    Solve,
    UpTo,
    Url,
    source,
)
from ripple_fp.creek import CREEK
from ripple_fp.kinds.kind import DEFAULT_LIMITS
from ripple_fp.ripple import RIPPLE

from ..conftest import fresh_python


def names(record: type[object]) -> set[str]:
    return {field.name for field in fields(record)}  # type: ignore[arg-type]


def test_a_record_holds_only_what_its_mode_uses() -> None:
    assert "show" not in names(Count) | names(Batch) | names(Hint)
    assert "jobs" not in names(Batch)  # a batch has a place: local processes or a cluster
    assert "strategy" not in names(Explain) | names(Hint)
    assert {"question", "stats"} <= names(Count)


def test_defaults_are_one_process_the_default_limits_and_the_kinds_strategy() -> None:
    solve = Solve(RIPPLE, Path("in"), Path("out"), "ripple-effect")
    assert (solve.strategy, solve.jobs, solve.limits, solve.timeout) == (
        None,
        1,
        DEFAULT_LIMITS,
        None,
    )
    assert Batch(RIPPLE, Path("i"), Path("o"), "p").place == Local(1)


def test_the_union_names_every_mode_and_what_argparse_says() -> None:
    assert len(get_args(Command)) == 10
    assert Count(CREEK, Path("in"), UpTo(2), "p").question == UpTo(2)


def test_a_command_carries_its_kind_as_an_object_never_a_name() -> None:
    """``--puzzle`` (or the page's ``kind``) is looked up once, when the command is
    read: a record holds the kind itself, typed, and no program looks a name up again."""
    kinds = {
        record.__name__: field.type
        for record in get_args(Command)
        for field in fields(record)
        if field.name == "kind"
    }
    assert set(kinds) == {
        "Solve", "Batch", "Count", "Explain", "Hint", "Convert", "Check", "Generate"
    }  # fmt: skip
    assert {name: kind for name, kind in kinds.items() if "SomeKind" not in str(kind)} == {}
    kind = Solve(CREEK, Path("in"), Path("out"), "p").kind
    assert kind is not None
    assert kind.into(lambda kind: kind.strategies.default) == "lookahead"


def test_a_puzzle_given_as_a_url_is_kept_as_typed_and_a_file_name_is_a_path() -> None:
    for url in (
        "https://puzz.link/p?ripple/4/4/9n8rigk14h32k",
        "http://pzv.jp/p.html?ripple/4/4/9n8rigk14h32k",
        "?ripple/4/4/9n8rigk14h32k",
        "ripple/4/4/9n8rigk14h32k",
        "https://www.janko.at/Raetsel/Hakyuu/001.a.htm",
    ):
        assert source(url) == Url(url)
        assert str(source(url)) == source(url).name == url
    for name in ("in.txt", "-", "puzzles/hakyuu_001.txt", "/tmp/https:/x"):
        assert source(name) == Path(name)


def test_another_modes_record_is_loaded_from_its_own_module_when_first_asked_for() -> None:
    """The solve's record is the package's own; every other mode's is imported when a
    command asks for it, so the course's solve builds none of them."""
    probe = (
        "import sys\n"
        "import ripple_fp.commands as commands\n"
        "print(sorted(m for m in sys.modules if m.startswith('ripple_fp.commands.')))\n"
        "print(commands.Count.__module__, commands.Local.__module__)\n"
    )
    assert fresh_python(probe).split("\n")[:2] == [
        "[]",
        "ripple_fp.commands.count ripple_fp.commands.batch",
    ]
