"""The top-level package as a library user meets it: names, help, types, bad arguments."""

from __future__ import annotations

import inspect
import pydoc
import subprocess
import sys
from pathlib import Path

import pytest

import ripple_fp
from ripple_fp import Problem, Puzzle, Solution, solutions, solve_in_parallel

from .conftest import DATA, PUZZLES, load_problem

CLASSES = {
    "Layout",
    "MissingExtraError",
    "ParseError",
    "Puzzle",
    "SearchTimeoutError",
    "Stats",
    "Strategy",
}
INT_ALIASES = {"RoomId", "Value"}
USER_SCRIPT = DATA / "typed_use.py"
PIPELINE = DATA / "typed_pipeline.py"


def test_every_public_name_is_there_and_listed_by_dir() -> None:
    public = set(ripple_fp._HOMES)
    assert public <= set(dir(ripple_fp))
    assert all(getattr(ripple_fp, name) is not None for name in public)
    assert set(ripple_fp.__all__) == public - CLASSES - INT_ALIASES | {
        "__version__",
        "solve_in_parallel",
    }
    assert "solve_in_parallel" in dir(ripple_fp)
    assert not {"TYPE_CHECKING", "annotations", "import_module"} & set(dir(ripple_fp))


def test_the_classes_are_left_out_of_all_but_importable() -> None:
    assert all(inspect.isclass(getattr(ripple_fp, name)) for name in CLASSES | INT_ALIASES)
    assert not any(inspect.isclass(getattr(ripple_fp, name)) for name in ripple_fp.__all__)


def test_help_is_short_and_prints_no_class_of_the_standard_library() -> None:
    text = pydoc.plain(pydoc.render_doc(ripple_fp))
    assert len(text.splitlines()) < 200
    assert "class int" not in text
    assert all(name in text for name in ripple_fp._HOMES)  # every name at least named


def is_a(value: object, alias: object) -> bool:
    """``isinstance`` as a user at the prompt calls it (mypy refuses ``Puzzle[...]`` there,
    and typed code asks ``isinstance(value, Puzzle)``)."""
    return isinstance(value, alias)  # type: ignore[arg-type]


def test_isinstance_accepts_the_aliases_and_checks_the_cells() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    solution = next(solutions(problem))
    assert is_a(problem, Problem)
    assert not is_a(problem, Solution)
    assert is_a(solution, Solution)
    assert is_a(solution, Problem)  # a full grid is a puzzle with no empty cell
    assert not is_a(problem.map(str), Problem)
    assert not is_a("1 1\n\n- -\n", Problem)
    assert is_a(problem, Puzzle)


@pytest.mark.parametrize(
    ("workers", "strategy", "message"),
    [
        (0, "lookahead", "workers must be at least 1, not 0"),
        (2, "naive", "cannot be split across processes: choose from mrv, full, lookahead"),
        (
            2,
            "fast",
            "unknown strategy 'fast': choose from course, naive, mrv, mrv-spec, full, lookahead",
        ),
    ],
)
def test_a_bad_argument_is_a_value_error_naming_the_choices(
    workers: int, strategy: str, message: str
) -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    with pytest.raises(ValueError, match=message):
        solve_in_parallel(problem, workers, strategy)  # type: ignore[arg-type]


def _mypy(script: Path, tmp_path: Path, *, plugin: bool) -> subprocess.CompletedProcess[str]:
    """``mypy --strict`` on a copy of ``script`` in a folder of its own, as a user's script
    outside this checkout is checked: against the ripple_fp that is installed. (Checked in
    place, inside the checkout's packages, mypy would take the checkout's sources for
    ripple_fp, without the stubs mypy.ini points to, whatever is installed.)"""
    config = tmp_path / ("with.ini" if plugin else "without.ini")
    plugins = "plugins = returns.contrib.mypy.returns_plugin\n" if plugin else ""
    config.write_text(f"[mypy]\nstrict = True\nwarn_unreachable = True\n{plugins}")
    users = tmp_path / f"user-{plugin}"
    users.mkdir(exist_ok=True)
    copy = users / script.name
    copy.write_text(script.read_text())
    command = [sys.executable, "-m", "mypy", "--config-file", str(config), str(copy)]
    command += ["--cache-dir", str(tmp_path / f"cache-{plugin}")]
    return subprocess.run(command, capture_output=True, text=True, check=False, cwd=tmp_path)


@pytest.mark.parametrize("plugin", [True, False], ids=["with-plugin", "without-plugin"])
def test_a_user_script_of_every_public_name_type_checks(tmp_path: Path, plugin: bool) -> None:
    run = _mypy(USER_SCRIPT, tmp_path, plugin=plugin)
    assert run.returncode == 0, run.stdout


def test_the_user_script_uses_every_public_name() -> None:
    text = USER_SCRIPT.read_text()
    assert all(name in text for name in [*ripple_fp._HOMES, "__version__"])


def test_the_user_script_runs(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, str(USER_SCRIPT)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[-1] == "True"


def test_a_users_own_flow_and_curry_need_the_plugin(tmp_path: Path) -> None:
    assert _mypy(PIPELINE, tmp_path, plugin=True).returncode == 0
    without = _mypy(PIPELINE, tmp_path, plugin=False)
    assert without.returncode == 1
    assert '"str" not callable' in without.stdout  # nth_row(1) is not a curried function
    assert "Returning Any" in without.stdout  # and flow(...) is not a Result


def test_explain_is_a_solve_explained_and_complaint_words_a_broken_rule() -> None:
    problem = ripple_fp.parse_puzzle("1 1\n2 2\n\n- 1\n- -\n").unwrap()
    assert ripple_fp.explain(problem).steps[2] == "naked single: r1c1 can only hold 2."
    wrong = ripple_fp.parse_solution("1 1\n2 1\n", problem.layout).unwrap()
    words = [ripple_fp.complaint(v) for v in ripple_fp.violations(problem, wrong)]
    assert words
    assert all(isinstance(line, str) for line in words)


def test_each_kinds_rule_sets_are_importable_from_its_package() -> None:
    from ripple_fp.takuzu import TAKUZU, TOHU_WA_VOHU  # noqa: PLC0415 - the import is the test

    assert (TAKUZU.name, TOHU_WA_VOHU.name) == ("0h h1", "Tohu-Wa-Vohu")
