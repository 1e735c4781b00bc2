"""The course's module: the assignment whole, checked section by section, against its
specification, and against its compiled Haskell twin (``docs/haskell/Main.hs``)."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from collections.abc import Iterator
from itertools import islice
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp import course
from ripple_fp.course import (
    NO_SOLUTION,
    USAGE,
    branches,
    choices,
    collapse,
    cross_rule,
    main,
    parallel_solution,
    room_rule,
    search,
    solutions,
    specification,
    start,
    valid,
)
from ripple_fp.grid.matrix import Matrix
from ripple_fp.grid.rooms import Problem, Puzzle, Solution, make_layout
from ripple_fp.grid.rooms_text import parse_puzzle, parse_solution, render_puzzle
from ripple_fp.search.monad import bind, mplus, mzero

from .conftest import ROOT

MODULE = ROOT / "ripple_fp" / "course.py"
TWIN = ROOT / "docs" / "haskell" / "Main.hs"
CORPUS = ROOT / "tests" / "data" / "corpus"


def ripple_puzzles() -> list[Path]:
    """Every bundled Ripple Effect puzzle of the course: the samples, the special ones
    (no solution, several), and the published janko.at series."""
    here = [*ROOT.glob("puzzles/*.txt"), *ROOT.glob("puzzles/special/*.txt")]
    return sorted(here) + sorted((CORPUS / "janko").glob("*.txt"))


def load(path: Path) -> Problem:
    return parse_puzzle(path.read_text()).unwrap()


# --- the module itself ---------------------------------------------------------------------

ALLOWED_OURS = {
    "ripple_fp.search.monad",
    "ripple_fp.grid.matrix",
    "ripple_fp.grid.rooms",
    "ripple_fp.grid.rooms_text",
}
"""The project's list monad, its grid types and its course-format parser: one of each."""
THE_CARDS = {"returns", "toolz", "pyrsistent"}


def imported_modules() -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(MODULE.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = "ripple_fp." if node.level else ""
            found.add(base + (node.module or ""))
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_the_course_fits_in_a_sitting() -> None:
    assert len(MODULE.read_text().splitlines()) <= 400


def test_the_course_imports_the_cards_packages_the_standard_library_and_one_of_each_of_ours() -> (
    None
):
    for name in imported_modules():
        top = name.split(".")[0]
        if top == "ripple_fp":
            assert name in ALLOWED_OURS, name
        else:
            assert top in THE_CARDS or top in sys.stdlib_module_names or top == "__future__", name


def test_the_twin_has_every_section_and_name_of_the_course() -> None:
    """Same sections, same names (in Haskell's camelCase)."""
    twin, python = TWIN.read_text(), MODULE.read_text()
    sections = [
        line.split(".", 1)[1].split("-")[0].strip()
        for line in python.splitlines()
        if line.startswith("# --- ")
    ]
    assert len(sections) == 8
    for section in sections:
        assert section.split(" (")[0] in twin, section
    for name in (
        "specification",
        "collapse",
        "choices",
        "valid",
        "eliminate",
        "assign",
        "queueOf",
        "requeue",
        "fewestChoices",
        "start",
        "expand",
        "search",
        "solutions",
        "branches",
        "parallelSolution",
        "runProg",
        "program",
        "Prog",
    ):
        assert f"\n{name} ::" in twin or f"type {name} " in twin, name


# --- 2. the rules ------------------------------------------------------------------------


def test_the_rules_accept_every_published_solution_and_refuse_a_changed_one() -> None:
    for path in sorted((CORPUS / "janko").glob("*.sol"))[:20]:
        problem = load(path.with_suffix(".txt"))
        solution = parse_solution(path.read_text(), problem.layout).unwrap()
        assert valid(solution)
        first = next(iter(problem.layout.rooms.values()))
        if len(first) > 1:
            a, b = first[0], first[1]
            swapped = solution.set(a, solution[b]).set(b, solution[a])
            assert valid(swapped) == (swapped == solution)


@pytest.mark.parametrize(
    ("line", "holds"),
    [
        ([1, 2, 1], True),
        ([2, 1, 2], False),
        ([2, 1, 1], False),
        ([3, 1, 2, 4, 3], True),
        ([3, 1, 2, 3], False),
        ([], True),
    ],
)
def test_the_cross_rule_needs_more_than_v_cells_between_two_vs(
    line: list[int], holds: bool
) -> None:
    assert cross_rule(line) == holds


def test_the_room_rule_is_one_of_each() -> None:
    assert room_rule([2, 1, 3])
    assert not room_rule([1, 1])
    assert not room_rule([2])


# --- 3. the specification ----------------------------------------------------------------


@st.composite
def tiny_problems(draw: st.DrawFn) -> Problem:
    """A puzzle of at most six cells in rooms of at most three, some cells given: small
    enough for ``filter valid . collapse . choices``."""
    rows, cols = draw(st.sampled_from([(1, 1), (1, 3), (2, 2), (1, 5), (2, 3), (3, 2), (1, 6)]))
    cells = draw(st.permutations([(r, c) for r in range(rows) for c in range(cols)]))
    room, taken = {}, 0
    while taken < len(cells):
        size = draw(st.integers(1, min(3, len(cells) - taken)))
        room.update(dict.fromkeys(cells[taken : taken + size], taken))
        taken += size
    layout = make_layout([[room[(r, c)] for c in range(cols)] for r in range(rows)])
    given = {p: draw(st.none() | st.integers(1, layout.room_size(p))) for p in cells}
    return Puzzle(layout, Matrix.tabulate(layout.size, given.__getitem__))


def test_the_specification_solves_the_readmes_example() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n- 1\n- -\n").unwrap()
    assert [list(s.rows()) for s in specification(problem)] == [[(2, 1), (1, 2)]]


@given(tiny_problems())
def test_the_fast_solver_finds_exactly_what_the_specification_finds(problem: Problem) -> None:
    """Soundness and completeness of ``search . prune . choices``, the specification its
    oracle: the same solutions, each once."""
    fast = [tuple(s.grid.cells) for s in solutions(problem)]
    assert len(fast) == len(set(fast))
    assert sorted(fast) == sorted(tuple(s.grid.cells) for s in specification(problem))


@given(tiny_problems())
def test_collapse_is_sequence_over_the_grid(problem: Problem) -> None:
    """The grid's traverse in the list monad: ``sequenceA . fmap pure == pure``, and a
    grid of choices collapses to the product of its choices' sizes, each grid once."""
    assert [s.grid for s in collapse(problem.map(lambda _: frozenset({7})))] == [
        problem.map(lambda _: 7).grid
    ]
    every = [tuple(s.grid.cells) for s in collapse(choices(problem))]
    sizes = [len(c) for c in choices(problem).grid.values()]
    assert len(every) == len(set(every)) == _product(sizes)


def _product(sizes: list[int]) -> int:
    total = 1
    for size in sizes:
        total *= size
    return total


# --- 4-6. propagation, the queue, the search -------------------------------------------------


@pytest.mark.parametrize("path", ripple_puzzles(), ids=lambda p: p.stem)
def test_the_fast_solver_answers_every_bundled_puzzle(path: Path) -> None:
    problem = load(path)
    first = next(solutions(problem), None)
    known = path.with_suffix(".sol")
    if known.exists():
        assert first == parse_solution(known.read_text(), problem.layout).unwrap()
    elif "nosolution" in path.stem:
        assert first is None
    else:
        assert first is not None
        assert valid(first)


def test_the_queue_holds_exactly_the_undecided_cells_by_their_counts() -> None:
    problem = load(ROOT / "puzzles" / "special" / "multiplesolutions2_nonunique.txt")
    for state in islice(_states(next(start(problem))), 40):
        undecided = {p: len(c) for p, c in state.grid.grid.items() if len(c) > 1}
        queued = {p: count for count, cells in state.queue.items() for p in cells}
        assert queued == undecided


def _states(state: course.State) -> Iterator[course.State]:
    yield state
    for successor in () if course.complete(state) else course.expand(state):
        yield from _states(successor)


def test_an_unsolvable_puzzle_dies_at_the_root_or_in_the_search() -> None:
    for path in sorted(ROOT.glob("puzzles/special/nosolution_*.txt")):
        assert next(solutions(load(path)), None) is None


# --- 7. parallel branches ----------------------------------------------------------------


@pytest.mark.parametrize("name", ["multiplesolutions2_nonunique", "board7_nonunique"])
def test_the_branches_searched_in_turn_are_the_search(name: str) -> None:
    """``msum (map search (branches s)) == search s``; and the parallel answer is the
    sequential first."""
    problem = load(ROOT / "puzzles" / "special" / f"{name}.txt")
    root = next(start(problem))
    joined: Iterator[Solution] = mzero()
    for branch in branches(root):
        joined = mplus(joined, search(branch))
    assert [s.grid for s in islice(joined, 5)] == [s.grid for s in islice(search(root), 5)]
    assert parallel_solution(problem, 2) == next(solutions(problem))


def test_a_puzzle_the_root_decides_starts_no_process() -> None:
    problem = load(ROOT / "puzzles" / "hakyuu_001.txt")
    assert len(list(bind(start(problem), branches))) == 1
    assert parallel_solution(problem, 2) == next(solutions(problem))


# --- 8. the program ----------------------------------------------------------------------


def test_the_program_writes_the_solution(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out.txt"
    assert main([str(ROOT / "puzzles" / "hakyuu_001.txt"), str(out)]) == 0
    assert out.read_text() == (ROOT / "puzzles" / "hakyuu_001.sol").read_text()
    assert capsys.readouterr() == ("", "")


@pytest.mark.parametrize(
    ("args", "said"),
    [
        ([], USAGE),
        (["one"], USAGE),
        (["a", "b", "c"], USAGE),
        (["missing.txt", "out.txt"], "cannot read missing.txt: "),
        (["puzzles/README.md", "out.txt"], "puzzles/README.md is not a puzzle: line "),
        (["puzzles/special/nosolution_from_janko_002.txt", "out.txt"], NO_SOLUTION),
        (["puzzles/hakyuu_001.txt", "no/such/folder/out.txt"], "cannot write no/such/folder"),
    ],
)
def test_every_failure_is_one_line_and_exit_one(
    args: list[str], said: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    assert main(args) == 1
    out, err = capsys.readouterr()
    assert out.startswith(said)
    assert out.count("\n") == 1
    assert not err
    assert not (ROOT / "out.txt").exists()


def test_the_module_runs_as_a_program(tmp_path: Path) -> None:
    out = tmp_path / "out.txt"
    run = subprocess.run(
        [sys.executable, "-m", "ripple_fp.course", str(ROOT / "puzzles" / "pp4391.txt"), str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (run.returncode, run.stdout, run.stderr) == (0, "", "")
    assert out.read_text() == (ROOT / "puzzles" / "pp4391.sol").read_text()


# --- the twin ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def twin(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``docs/haskell/Main.hs``, built with GHC (skipped without it), free of warnings."""
    ghc = shutil.which("ghc")
    if ghc is None:
        pytest.skip("no ghc: install Debian's ghc to build the Haskell twin")
    build = tmp_path_factory.mktemp("twin")
    command = [
        ghc,
        "-Wall",
        "-Werror",
        "-O2",
        "-threaded",
        "-rtsopts",
        "-with-rtsopts=-N",
        "-outputdir",
        str(build),
        str(TWIN),
        "-o",
        str(build / "ripple-effect"),
    ]
    built = subprocess.run(command, capture_output=True, text=True, check=False)
    assert built.returncode == 0, built.stdout + built.stderr
    return build / "ripple-effect"


@pytest.mark.haskell
@pytest.mark.parametrize("path", ripple_puzzles(), ids=lambda p: p.stem)
def test_the_twin_answers_as_the_course_does(twin: Path, path: Path, tmp_path: Path) -> None:
    """The same solution file, or the same message, on every bundled puzzle."""
    haskell = subprocess.run(
        [twin, path, tmp_path / "hs.txt"], capture_output=True, text=True, check=False
    )
    python = subprocess.run(
        [sys.executable, "-m", "ripple_fp.course", path, tmp_path / "py.txt"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (haskell.returncode, haskell.stdout) == (python.returncode, python.stdout)
    assert (tmp_path / "hs.txt").exists() == (tmp_path / "py.txt").exists()
    if python.returncode == 0:
        assert (tmp_path / "hs.txt").read_text() == (tmp_path / "py.txt").read_text()


@pytest.mark.haskell
def test_the_twin_refuses_what_the_course_refuses(twin: Path, tmp_path: Path) -> None:
    for args in ([], ["a"], [str(tmp_path / "missing.txt"), str(tmp_path / "o")]):
        haskell = subprocess.run([twin, *args], capture_output=True, text=True, check=False)
        assert haskell.returncode == 1
        assert haskell.stdout.count("\n") == 1
    broken = tmp_path / "broken.txt"
    broken.write_text(render_puzzle(load(ROOT / "puzzles" / "pp4391.txt")).replace("-", "x", 1))
    haskell = subprocess.run(
        [twin, broken, tmp_path / "o"], capture_output=True, text=True, check=False
    )
    assert haskell.returncode == 1
    assert "is not a puzzle" in haskell.stdout
