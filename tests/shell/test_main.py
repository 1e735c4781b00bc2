"""The entry points: each command line parsed into a command, performed once, and its
exit code; a command that cannot be parsed is one usage error; Ctrl-C and SIGTERM
handled from an entry point's first step, before anything heavy is imported."""

from __future__ import annotations

import ast
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ripple_fp.commands import Check, Count, Say, Solve, UpTo, replies
from ripple_fp.kinds.errors import EXIT_USAGE
from ripple_fp.ripple import RIPPLE
from ripple_fp.shell.main import (
    perform,
    ripple_effect,
    ripple_effect_check,
    ripple_effect_generate,
    ripple_fp,
)
from ripple_fp.shell.runner import run_all

from ..conftest import PUZZLES, ROOT, SPECIAL, console_script, fresh_python
from ..signs import catches

EXAMPLE = PUZZLES / "hakyuu_001.txt"


def test_perform_runs_each_command_and_prints_what_it_says(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "s.txt"
    assert run_all(perform(Solve(RIPPLE, EXAMPLE, target, "ripple-effect"), replies)) == 0
    assert target.read_text() == (PUZZLES / "hakyuu_001.sol").read_text()
    three = SPECIAL / "multiplesolutions1_nonunique.txt"
    assert run_all(perform(Count(RIPPLE, three, UpTo(5), "ripple-effect"), replies)) == 0
    checked = Check(RIPPLE, EXAMPLE, "ripple-effect-check", target)
    assert run_all(perform(checked, replies)) == 0
    assert run_all(perform(Say("said\n"), replies)) == 0
    out = capsys.readouterr().out
    assert out.startswith("3\n")
    assert out.endswith("Solution correct\nsaid\n")


@pytest.mark.parametrize(
    ("entry", "program"),
    [
        (ripple_effect, "ripple-effect"),
        (ripple_effect_check, "ripple-effect-check"),
        (ripple_effect_generate, "ripple-effect-generate"),
        (ripple_fp, "ripple-fp"),
    ],
)
def test_every_entry_point_says_its_name_and_a_usage_error_is_exit_2(
    entry: object, program: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert callable(entry)
    assert entry(["--version"]) == 0
    assert capsys.readouterr().out.startswith(f"{program} ")
    assert entry(["--no-such-option"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: ")
    assert f"{program}: error: " in err


def _installed(program: str) -> list[str]:
    """The console script ``program`` of this environment, as a command line's start."""
    return [str(Path(sys.executable).parent / program)]


ENTRIES = {
    "ripple-effect": ripple_effect,
    "ripple-effect-check": ripple_effect_check,
    "ripple-fp": ripple_fp,
}
"""The entry point behind each console script."""

OVERWRITES = [
    ("ripple-effect", ["P", "P"], "the output file must not be the input file"),
    ("ripple-effect", ["--svg", "P", "P", "o.sol"], "--svg FILE must not be the input file"),
    ("ripple-effect", ["--explain", "P", "P"], "the output file must not be the input file"),
    ("ripple-effect", ["--explain", "--svg", "P", "P"], "--svg FILE must not be the input"),
    ("ripple-effect", ["--to", "url", "P", "P"], "the output file must not be the input"),
    ("ripple-effect-check", ["--svg", "P", "P"], "--svg FILE must not be the puzzle file"),
    ("ripple-effect-check", ["--svg", "S", "P", "S"], "--svg FILE must not be the solution"),
    ("ripple-fp", ["solve", "P", "P"], "the output file must not be the input file"),
    ("ripple-fp", ["convert", "--to", "course", "P", "P"], "the output file must not be"),
    ("ripple-fp", ["explain", "P", "P"], "the output file must not be the input file"),
    ("ripple-fp", ["check", "--svg", "P", "P"], "--svg FILE must not be the puzzle file"),
]
"""Command lines that would write over a file they read (``P`` the puzzle, ``S`` the
claimed solution; the first mention is the file, the next an alias of it), and what the
usage error says."""


def _files_and_line(tmp_path: Path, args: list[str], alias: str) -> tuple[Path, Path, list[str]]:
    """The puzzle and the claim written in ``tmp_path``, and ``args`` with their names, each
    second mention the same name, a symbolic link or a hard link (``alias``)."""
    puzzle, claim = tmp_path / "p.txt", tmp_path / "s.sol"
    puzzle.write_bytes(EXAMPLE.read_bytes())
    claim.write_bytes(EXAMPLE.with_suffix(".sol").read_bytes())
    names = {"P": [puzzle], "S": [claim]}
    for files in names.values():
        again = tmp_path / f"alias-{files[0].name}"
        if alias == "symlink":
            again.symlink_to(files[0])
        elif alias == "hardlink":
            os.link(files[0], again)
        files.append(files[0] if alias == "same" else again)
    return puzzle, claim, [str(names[arg].pop(0)) if arg in names else arg for arg in args]


def _untouched(tmp_path: Path, puzzle: Path, claim: Path, before: list[str]) -> None:
    assert puzzle.read_bytes() == EXAMPLE.read_bytes()
    assert claim.read_bytes() == EXAMPLE.with_suffix(".sol").read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == before


@pytest.mark.parametrize("alias", ["same", "symlink", "hardlink"])
@pytest.mark.parametrize("case", OVERWRITES)
def test_a_file_written_over_one_read_is_a_usage_error_and_nothing_is_written(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    case: tuple[str, list[str], str],
    alias: str,
) -> None:
    """Every case through the entry point, in this process (the installed scripts are
    run on one case each below)."""
    program, args, message = case
    puzzle, claim, line = _files_and_line(tmp_path, args, alias)
    monkeypatch.chdir(tmp_path)
    before = sorted(p.name for p in tmp_path.iterdir())
    code = ENTRIES[program](line)
    out, err = capsys.readouterr()
    assert (code, out) == (EXIT_USAGE, "")
    assert message in err
    _untouched(tmp_path, puzzle, claim, before)


@pytest.mark.parametrize(
    ("program", "args", "message", "alias"),
    [
        pytest.param(*OVERWRITES[1], "symlink", id="ripple-effect-svg-symlink"),
        pytest.param(*OVERWRITES[6], "hardlink", id="ripple-effect-check-svg-hardlink"),
        pytest.param(*OVERWRITES[8], "same", id="ripple-fp-convert-same"),
    ],
)
def test_the_installed_scripts_refuse_to_write_over_a_file_they_read(
    tmp_path: Path, program: str, args: list[str], message: str, alias: str
) -> None:
    puzzle, claim, line = _files_and_line(tmp_path, args, alias)
    before = sorted(p.name for p in tmp_path.iterdir())
    done = subprocess.run(
        [*_installed(program), *line], capture_output=True, text=True, cwd=tmp_path, check=False
    )
    assert (done.returncode, done.stdout) == (EXIT_USAGE, "")
    assert message in done.stderr
    _untouched(tmp_path, puzzle, claim, before)


BEFORE_THE_HANDLERS = [
    "ripple_fp",
    "ripple_fp.shell",
    "ripple_fp.shell.main",
    "ripple_fp.shell.stopping",
]
"""The modules Python runs before an entry point's handlers are in place: the console
script imports ``ripple_fp.shell.main`` (its packages first), which imports
``.stopping``."""

SMALL = {"__future__", "contextlib", "errno", "os", "signal", "sys", "threading"}
"""What they may import: small modules of the standard library, most of them loaded
already by Python's start or the console script's ``import re``."""


def run_time_imports(module: str) -> set[str]:
    """The modules ``module`` imports when it runs (not those for the type checker
    under ``if TYPE_CHECKING:``, nor those inside functions), relative ones absolute."""
    parts = module.split(".")
    path = ROOT.joinpath(*parts)
    source = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    package = module if source.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.parse(source.read_text()).body:
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            found.add(".".join(filter(None, [base, node.module or ""])))
    return found


@pytest.mark.parametrize("module", BEFORE_THE_HANDLERS)
def test_nothing_heavy_is_imported_before_the_handlers(module: str) -> None:
    assert run_time_imports(module) <= SMALL | set(BEFORE_THE_HANDLERS)


def test_a_fresh_python_loads_no_more_than_that_to_reach_an_entry_point() -> None:
    probe = (
        "import re, sys; before = set(sys.modules); import ripple_fp.shell.main; "
        "print(*sorted(set(sys.modules) - before))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    loaded = set(done.stdout.split())
    assert loaded <= SMALL | set(BEFORE_THE_HANDLERS) | {"_weakrefset"}  # threading's


SOLVING = {
    "ripple_fp", "ripple_fp.shell", "ripple_fp.shell.main", "ripple_fp.shell.stopping",
    "ripple_fp.shell.runner", "ripple_fp.shell.solve", "ripple_fp.shell.files",
    "ripple_fp.shell.atomic", "ripple_fp.shell.clock", "ripple_fp.shell.progress",
    "ripple_fp.commands", "ripple_fp.commands.arguments", "ripple_fp.commands.replies",
    "ripple_fp.kinds", "ripple_fp.kinds.kind", "ripple_fp.kinds.entry",
    "ripple_fp.kinds.errors", "ripple_fp.kinds.janko", "ripple_fp.kinds.rooms",
    "ripple_fp.grid", "ripple_fp.grid.matrix", "ripple_fp.grid.rooms", "ripple_fp.grid.text",
    "ripple_fp.grid.rooms_text", "ripple_fp.grid.room_rule",
    "ripple_fp.search", "ripple_fp.search.candidates", "ripple_fp.search.propagation",
    "ripple_fp.search.alldifferent", "ripple_fp.search.order",
    "ripple_fp.search.meter", "ripple_fp.search.stats", "ripple_fp.search.strategy",
    "ripple_fp.ripple", "ripple_fp.ripple.model", "ripple_fp.ripple.deductions",
    "ripple_fp.ripple.referee", "ripple_fp.ripple.auto",
}  # fmt: skip
"""What ``ripple-effect IN OUT`` may load of ripple_fp to solve a published puzzle: the
command line's parser and replies, the solve's program and its files, Ripple Effect's
declaration, its rules and referee, and the search they run on; the search's model is a
protocol, named for the type checker only (docs/performance.md, "What the course's
command loads")."""


BESIDE = {
    "signal", "threading",  # the handlers
    "math", "importlib.util", "importlib._abc", "returns.unsafe",  # options, extras, runner
    "locale", "_locale", "shutil", "zlib", "bz2", "_bz2", "lzma", "_lzma", "_compression",
    "encodings.utf_8_sig",  # argparse's words and help's width; a puzzle's text decoded
}  # fmt: skip
"""What else the course's solve may load besides the packages under every run of the
command (``benchmarks/startup.py``'s ``PACKAGES``): small modules of the standard
library and of returns; none only for the type checker (pyrsistent's ``typing``)."""

MADE = {
    "commands": {"Url", "Text", "Glance", "Proof", "Solve", "Say", "Files"},
    "commands.arguments": {"Option", "Given", "Mode"},
    "commands.replies": {"Printout"},
    "kinds.errors": {"UsageError", "FileFault", "Fault", "Unreadable", "Malformed", "OtherKind",
                     "NoSolution", "WrongAnswer", "Crashed", "Unwritable", "TooLarge",
                     "TimedOut", "Several", "NoCluster", "MissingExtra"},
    "kinds.kind": {"Measure", "Limits", "Verdict", "Kind", "Loaded", "Solved"},
    "kinds.entry": {"Entry"}, "kinds.janko": {"Janko"},
    "grid.matrix": {"Matrix", "GivenChanged"}, "grid.rooms": {"Layout", "Puzzle"},
    "grid.text": {"ParseError"}, "grid.rooms_text": {"RoomsFiles"},
    "grid.room_rule": {"RoomRuleBroken"},
    "search.order": {"Mrv", "DomDeg", "LookAhead", "Fewest", "PerNeighbour"},
    "search.strategy": {"Extra", "Built", "OnEngine", "OwnSearch", "Strategy", "Race", "Split",
                        "Strategies"},
    "search.alldifferent": {"Placed", "HiddenSingle", "NoPlace", "Pointing"},
    "search.meter": {"Budget"}, "search.stats": {"Stats"},
    "ripple.model": {"Board"}, "ripple.deductions": {"Cross"},
    "ripple.referee": {"CrossRuleBroken"}, "ripple.auto": {"Root"},
    "shell.solve": {"Effort"}, "shell.progress": {"Progress"},
}  # fmt: skip
"""The records a course solve makes, by module: Python 3.11 writes and compiles each
dataclass's methods as its module is imported (about 0.3 ms a class), the most of what
the command costs past its packages. The solve's own records, its kind's, its search's
and every error of a run; another mode's record is made when that mode is chosen."""

PACKAGES = "import argparse, dataclasses, pathlib, pyrsistent, returns.io, returns.result"


def _loaded(*argv: str, cwd: Path) -> set[str]:
    """Every module a fresh Python has loaded as it exits, running ``argv``'s code."""
    probe = "import atexit, sys\natexit.register(lambda: print(*sorted(sys.modules)))\n"
    return set(fresh_python(probe + argv[0], *argv[1:], cwd=cwd).split())


MAKING = (
    "import atexit, dataclasses, sys\n"
    "def made():\n"
    "    for name, module in sorted(sys.modules.items()):\n"
    "        if name.startswith('ripple_fp'):\n"
    "            for key, value in vars(module).items():\n"
    "                if isinstance(value, type) and dataclasses.is_dataclass(value) \\\n"
    "                        and value.__module__ == name and value.__qualname__ == key:\n"
    "                    print(name.removeprefix('ripple_fp.'), key)\n"
    "atexit.register(made)\n"
)
"""Prints, at the exit, each dataclass of ripple_fp's modules loaded: its module and name."""


def test_the_course_solve_makes_no_record_of_another_mode(tmp_path: Path) -> None:
    """A new record on the way of every solve is a choice, made here (``MADE``)."""
    out = tmp_path / "s.txt"
    command = "from ripple_fp.shell.main import ripple_effect\nsys.exit(ripple_effect())\n"
    done = subprocess.run(
        [sys.executable, "-c", MAKING + command, str(EXAMPLE), str(out)],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
    )
    made: dict[str, set[str]] = {}
    for line in done.stdout.splitlines():
        module, name = line.split()
        made.setdefault(module, set()).add(name)
    assert made == MADE


def test_the_course_command_loads_only_what_a_solve_runs(tmp_path: Path) -> None:
    """A new module on the way of every solve is a choice, made here: counting modules is
    not timing (``benchmarks/startup.py`` times them)."""
    out = tmp_path / "s.txt"
    command = "from ripple_fp.shell.main import ripple_effect\nsys.exit(ripple_effect())\n"
    loaded = _loaded(command, str(EXAMPLE), str(out), cwd=tmp_path)
    assert out.read_text() == EXAMPLE.with_suffix(".sol").read_text()
    ours = {name for name in loaded if name.startswith("ripple_fp")}
    assert ours - SOLVING == set()
    assert loaded - ours - _loaded(PACKAGES, cwd=tmp_path) - BESIDE == set()


def until_caught(run: subprocess.Popen[str], signum: int) -> None:
    """Wait until the command has its handler of ``signum`` in place (a Python process
    catches SIGINT from its own start, but SIGTERM only once the command says so)."""
    give_up = time.monotonic() + 120  # generous: a busy machine starts Python slowly
    while time.monotonic() < give_up:
        if catches(run.pid, signal.SIGTERM) and catches(run.pid, signum):
            return
        if run.poll() is not None:
            pytest.fail(f"the command ended before it caught the signal: {run.returncode}")
        time.sleep(0.001)  # a look every millisecond, not a wait for anything
    pytest.fail("the command never caught SIGTERM")


STARTS = {
    "ripple-effect": ["-", "{tmp}/s.txt"],
    "ripple-fp": ["solve", "-", "{tmp}/s.txt"],
    "ripple-effect-check": ["-"],
    "ripple-effect-generate": ["--size", "40x40", "--count", "1000", "{tmp}/made"],
}
"""Each command, given work that does not end by itself: a puzzle from a pipe that never
writes, or a thousand large puzzles to make."""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux's /proc")
@pytest.mark.parametrize("program", STARTS)
@pytest.mark.parametrize(
    ("signum", "code", "word"),
    [(signal.SIGTERM, 143, "terminated"), (signal.SIGINT, 130, "interrupted")],
)
def test_a_signal_as_soon_as_the_command_handles_it_is_one_line(
    tmp_path: Path, program: str, signum: int, code: int, word: str
) -> None:
    """The signal arrives the moment the command can answer it, which is while it is
    still importing: exactly one line and the documented code, every time."""
    command = [str(console_script(program)), *(a.format(tmp=tmp_path) for a in STARTS[program])]
    for _ in range(3):
        reader, writer = os.pipe()
        try:
            run = subprocess.Popen(
                command, stdin=reader, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
            )
            until_caught(run, signum)
            run.send_signal(signum)
            out, err = run.communicate(timeout=120)
        finally:
            os.close(reader)
            os.close(writer)
        assert (run.returncode, out, err) == (code, "", f"{program}: {word}\n")
        assert not (tmp_path / "s.txt").exists()
