"""The benchmark scripts measure what they claim to (they run outside the test suite)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zlib
from base64 import b64decode
from itertools import product
from pathlib import Path

import pytest

from ripple_fp import is_solution, parse_puzzle, parse_solution
from ripple_fp.grid.matrix import Matrix, Pos, Size
from ripple_fp.grid.rooms import Puzzle
from ripple_fp.kinds import kind_named
from ripple_fp.ripple.model import make_board
from ripple_fp.search import candidates as cs

from .conftest import (
    DATA,
    PUZZLES,
    ROOT,
    SAMPLES,
    SPECIAL,
    declared,
    load_problem,
    load_solution,
    script,
)
from .shell.test_fp import first_then_out_of_time


def test_the_three_representations_compute_the_same_step() -> None:
    representations = script("representations")
    masks = (0b1110, 0b0100, 0b1010, 0b0110)
    as_tuple, as_vector, as_map = (
        step() for step in representations.propagation_steps(masks, [0, 1, 3])
    )
    assert list(as_tuple) == list(as_vector) == [0b1010, 0b0000, 0b1010, 0b0010]
    assert {i: cs.of(values) for i, values in dict(as_map).items()} == dict(enumerate(as_tuple))


AMPLE = 600.0
"""The time limit of a run that must answer: these take hundredths of a second, and a
busy machine must not turn a correct answer into a timeout."""


def test_a_run_is_checked_against_the_corpus(tmp_path: Path) -> None:
    run = script("run")
    assert run.solve_one(PUZZLES / "hakyuu_001.txt", "full", AMPLE).correct
    assert run.solve_one(SPECIAL / "nosolution_from_janko_002.txt", "full", AMPLE).correct
    assert run.solve_one(SPECIAL / "multiplesolutions1_nonunique.txt", "mrv", AMPLE).correct
    wrong = tmp_path / "hakyuu_001.txt"
    wrong.write_text((PUZZLES / "hakyuu_001.txt").read_text())
    (tmp_path / "hakyuu_001.sol").write_text("1\n")
    assert not run.solve_one(wrong, "full", AMPLE).correct


def test_a_run_stops_at_the_time_limit() -> None:
    run = script("run")
    slow = run.solve_one(PUZZLES / "hakyuu_033.txt", "naive", 0.01)
    assert slow.timed_out
    assert not slow.correct


TINY = [
    "1 1 2\n1 3 3\n\n- - -\n- - -\n",
    "1 1 1\n2 2 1\n\n- - -\n1 - -\n",
    "1 2 2 2\n\n- - - -\n",
]


def test_the_cnf_models_are_exactly_the_solutions_and_decode_to_them() -> None:
    sat = script("sat_baseline")
    for text in TINY:
        problem = parse_puzzle(text).unwrap()
        board = make_board(problem.layout)
        variables, clauses = sat.encode(problem)
        sizes = [board.room_size(cell) for cell in range(board.size)]
        assert variables == sum(sizes)
        starts = [start - 1 for start in sat.first_variables(board)]  # x(cell, v) = start + v
        for values in product(*(range(1, size + 1) for size in sizes)):
            true = {starts[cell] + value for cell, value in enumerate(values)}
            satisfied = all(any((lit > 0) == (abs(lit) in true) for lit in c) for c in clauses)
            filled = Puzzle(problem.layout, Matrix.of(problem.layout.size, values))
            assert satisfied == is_solution(problem, filled), (text, values)
            if satisfied:
                model = [v if v in true else -v for v in range(1, variables + 1)]
                assert sat.decode(problem, model) == filled


def test_watched_literals_find_the_conflict_a_wrong_value_makes() -> None:
    sat = script("sat_baseline")
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    solution = load_solution(PUZZLES / "hakyuu_001.sol", problem)
    board = make_board(problem.layout)
    variables, clauses = sat.encode(problem)
    starts = [start - 1 for start in sat.first_variables(board)]
    cell = next(c for c in range(board.size) if board.room_size(c) > 1)
    right = solution[board.positions[cell]]
    propagator = sat.Propagator(variables, clauses)
    for other, pos in enumerate(board.positions):
        if other != cell:
            propagator.assign(starts[other] + solution[pos])
    assert propagator.propagate(0)
    done = len(propagator.trail)
    propagator.assign(starts[cell] + right % board.room_size(cell) + 1)  # another value
    assert not propagator.propagate(done)
    propagator.undo(done)
    propagator.assign(starts[cell] + right)
    assert propagator.propagate(done)


def test_the_head_start_race_checks_its_answer_and_says_how_many_processes_searched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))  # it shares hard.py's baseline
    head_start = script("head_start")
    puzzle = PUZZLES / "hakyuu_001.txt"
    _, out = head_start.timed([sys.executable, "-c", head_start.RACE, str(puzzle), "1"])
    assert out == "1\n"  # answered within its head start: no worker started
    wrong = tmp_path / "hakyuu_001.txt"
    wrong.write_text(puzzle.read_text())
    (tmp_path / "hakyuu_001.sol").write_text("1\n")
    with pytest.raises(subprocess.CalledProcessError):
        head_start.timed([sys.executable, "-c", head_start.RACE, str(wrong), "1"])


def test_the_root_benchmark_times_both_ways_only_where_propagation_does_not_solve(
    tmp_path: Path,
) -> None:
    root = script("root")
    assert root.best_times(PUZZLES / "hakyuu_001.txt", rounds=1) is None  # propagation solves it
    level = ROOT / "tests" / "data" / "corpus" / "app-levels" / "level075"
    found = root.best_times(level.with_suffix(".txt"), rounds=2)
    assert found is not None
    candidates, best = found
    assert candidates == 115
    assert set(best) == {"look-ahead", "learn"}
    assert all(seconds > 0 for seconds in best.values())
    assert [root.band_of(n) for n in (115, 150, 151, 600, 601, 5000)] == [
        "1-150",
        "1-150",
        "151-300",
        "451-600",
        "601-900",
        "over 1500",
    ]
    wrong = tmp_path / "level075.txt"
    wrong.write_text(level.with_suffix(".txt").read_text())
    (tmp_path / "level075.sol").write_text("1\n")
    with pytest.raises(AssertionError, match="answered"):
        root.best_times(wrong, rounds=1)


def test_before_and_after_compare_only_what_both_finished() -> None:
    row = script("before_after")._strategy_row
    before = {"a": (1.0, 5, True), "b": (3.0, 7, True), "c": (10.0, 1, False)}
    after = {"a": (0.5, 5, True), "b": (2.0, 8, True), "c": (4.0, 1, True)}
    cells = row("auto", [[before, before], [after, after]], 3, 10.0).strip("| ").split(" | ")
    assert cells[1:4] == ["2 / 3 of 3", "1 / 0", "2"]  # c timed out before: not compared
    assert cells[4:] == ["4.000", "2.500", "0.625", "2.000 / 1.250", "3.000 / 2.000", "NO"]


def test_the_kinds_before_and_after_compare_answers_and_nodes_of_what_both_finished() -> None:
    puzzles = script("puzzles")
    run, row = puzzles.Run, puzzles.compared_row
    before = {
        "a": run(True, 1.0, 5, answers="x"),
        "b": run(True, 3.0, 7, answers="y"),
        "c": run(False, 2.0, 9, timed_out=True),  # not compared: it timed out before
    }
    after = {
        "a": run(True, 0.5, 5, answers="x"),
        "b": run(True, 2.0, 7, answers="y"),
        "c": run(True, 1.0, 1, answers="z"),
    }
    cells = row("creek", "mrv", [before, before], [after, after]).strip("| ").split(" | ")
    assert cells == [
        *("creek (3)", "mrv", "2 / 3", "1 / 0", "2.0000 / 1.0000", "3.0000 / 2.0000"),
        *("7 / 5", "9 / 7", "yes (2)"),
    ]
    more_nodes = {**after, "b": run(True, 2.0, 8, answers="y")}
    other_answer = {**after, "a": run(True, 0.5, 5, answers="w")}
    for changed in (more_nodes, other_answer):
        assert row("creek", "mrv", [before, before], [after, changed]).endswith("| NO (2) |")


QUOTED = [
    ["before_after.py", "HEAD"],
    ["puzzles.py", "--before", "HEAD", "--strategies", "mrv,full,lookahead", "--limit", "2"],
    ["before_after.py", "HEAD", "--instructions", "janko/hakyuu_001,generated/hard-06"],
    ["run.py", "--limit", "10"],
    ["run.py", "--folders", "generated", "--strategies", "lookahead", "--no-command"],
    ["parallel.py", "--hard"],
    ["sat_baseline.py", "generated/huge-01"],
    ["grades.py", "--corpus", "nowhere"],
    ["hard.py", "--limit", "30", "generated/large-dev-*", "generated/large-0?"],
    ["head_start.py", "generated/large-0?", "generated/large-dev-*"],
    ["root.py", "--each", "app-levels/*.txt", "lab/*.txt"],
    ["counting.py"],
    ["puzzles.py", "--kinds", "creek", "--strategies", "mrv,sealed,full,lookahead"],
    ["puzzles.py", "--kinds", "0hh1,tohuwavohu", "--strategies", "mrv,full,lookahead"],
    ["puzzles.py", "--kinds", "vergleich", "--strategies", "mrv,bounds,full,lookahead"],
    ["startup.py"],
    ["peers.py", "--noqx", "nowhere"],
    ["uniqueness.py", "--each"],
    ["first_solve.py", "--rounds", "3"],
]
"""The benchmarks that read the corpus, as the docs run them."""


def refusal(argv: list[str], cwd: Path | None = None) -> str:
    """The one line on stderr of a benchmark that refuses to run (exit 2, no stdout)."""
    done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=120, check=False)
    assert (done.returncode, done.stdout) == (2, ""), done.stderr
    (line,) = done.stderr.splitlines()
    return line


@pytest.mark.parametrize("command", QUOTED, ids=" ".join)
def test_a_benchmark_without_its_corpus_says_which_folder_and_how_to_pass_one(
    tmp_path: Path, command: list[str]
) -> None:
    clone = tmp_path / "clone"  # a checkout with no ../shared beside it
    shutil.copytree(ROOT / "benchmarks", clone / "benchmarks")
    line = refusal([sys.executable, f"benchmarks/{command[0]}", *command[1:]], cwd=clone)
    missing = tmp_path / "shared" if "--corpus" not in command else clone / "nowhere"
    assert line.startswith(f"{command[0]}: no folder {missing}: pass --corpus DIR")


def test_a_corpus_without_a_folder_a_benchmark_reads_names_that_folder(tmp_path: Path) -> None:
    (tmp_path / "janko").mkdir()
    (tmp_path / "janko" / "hakyuu_001.txt").write_text((PUZZLES / "hakyuu_001.txt").read_text())
    for command, missing in [
        (["run.py", "--folders", "janko,lab"], "no folder"),
        (["hard.py", "janko/hakyuu_00?", "generated/large-0?"], "no folder"),
        (["sat_baseline.py", "janko/hakyuu_002"], "no puzzle"),
        (["root.py", "janko/*.sol"], "no puzzle"),
        (["peers.py", "--noqx", "nowhere"], "no folder"),
        (["compiled.py", "generated/large-0?"], "no folder"),  # before building anything
    ]:
        script_path = str(ROOT / "benchmarks" / command[0])
        done = subprocess.run(
            [sys.executable, script_path, "--corpus", str(tmp_path), *command[1:]],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 2, done.stderr
        (line,) = done.stderr.splitlines()
        assert line.startswith(f"{command[0]}: {missing} {tmp_path}/"), line
        assert line.endswith(
            "pass --corpus DIR, a folder holding the corpus's folders (janko/, generated/, ...)"
        )


def test_the_compiled_benchmark_marks_conflicts_that_differ_and_times_only_right_answers() -> None:
    compiled = script("compiled")
    pure, fast = compiled.Run(4.0, 2.0, 100, True), compiled.Run(2.0, 1.0, 100, True)
    assert compiled.row("large-01", pure, fast) == (
        "| large-01 | 4.00 | 2.00 | 2.00 | 1.00 | 2.00 | 100 | 100 |"
    )
    other = compiled.Run(2.0, 1.0, 99, True)
    assert compiled.row("large-01", pure, other).endswith("| 100 | 99 (differ) |")
    wrong = compiled.Run(0.5, 0.5, 10, False)
    assert compiled.row("large-02", pure, wrong) == (
        "| large-02 | 4.00 | - | 2.00 | - | - | 100 | 10 |"
    )
    right, per_conflict, median = compiled.summary([(pure, fast), (pure, wrong)], 10.0)
    assert right == "right within 10 s: pure 2/2, compiled 1/2"
    assert per_conflict.endswith("pure 20.000, compiled 10.000, 2.00x lower")
    assert median.endswith(": 2.00")


def test_the_limits_cases_are_what_they_say() -> None:
    limits = script("limits")
    fillable = parse_puzzle(limits.rooms_of_all_given(8)).unwrap()
    whole = parse_puzzle(limits.all_given(8)).unwrap()
    assert fillable.layout == whole.layout
    assert set(fillable.grid.cells) == {None}
    filling = Matrix.of((8, 8), [v or 0 for v in whole.grid.cells])
    assert is_solution(fillable, Puzzle(whole.layout, filling))
    given = parse_puzzle(limits.one_room(4, 5, 3)).unwrap()
    assert len(set(given.layout.room_of.values())) == 1
    assert sorted(v for v in given.grid.cells if v is not None) == [1, 2, 3]


@pytest.mark.slow
def test_the_default_command_answers_a_room_of_600_cells(tmp_path: Path) -> None:
    limits = script("limits")
    puzzle, out = tmp_path / "in.txt", tmp_path / "out.txt"
    puzzle.write_text(limits.one_room(1, 600))
    done = subprocess.run(
        [sys.executable, "-m", "ripple_fp", "--stats", str(puzzle), str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "answered by lookahead" in done.stderr
    problem = parse_puzzle(puzzle.read_text()).unwrap()
    assert is_solution(problem, parse_solution(out.read_text(), problem.layout).unwrap())


Layer = dict[str, dict[str, list[str | int]]]
"""A Penpa+ layer: its numbers, symbols, edges, ... by index (an edge's entry is a
number, not read here)."""


def unpacked(penpa: str) -> tuple[Size, Layer, Layer]:
    """A Penpa+ text read as noqx reads it: the grid's size from the header, and the
    problem's and the answer's layers."""
    assert penpa.startswith("m=edit&p=")
    parts = zlib.decompress(b64decode(penpa.removeprefix("m=edit&p=")), wbits=-15).decode()
    header, margins, _, problem, answer = parts.split("\n")
    shape, columns, rows = header.split(",")[:3]
    assert (shape, margins) == ("square", "[0,0,0,0]")
    return (int(rows), int(columns)), json.loads(problem), json.loads(answer)


def located(size: Size, index: str) -> tuple[int, Pos]:
    """The category and position of a Penpa+ index (noqx's ``index_to_coord``)."""
    rows, columns = size[0] + 4, size[1] + 4
    category, rest = divmod(int(index), rows * columns)
    return category, (rest // columns - 2, rest % columns - 2)


def test_the_penpa_text_of_a_tiny_puzzle_is_what_noqx_reads() -> None:
    """Indices worked out by hand from noqx's reader: a 1x2 grid has a board of 5x6
    positions, 30 per category; the crossing below the right of cell (r, c) is
    category 1; a border joins two crossings."""
    peers = script("peers")
    ripple, creek, binairo = (g for g in peers.GROUPS if g.name in ("janko", "creek", "0hh1"))
    size, problem, answer = unpacked(peers.penpa(ripple, "1 2\n\n1 -\n"))
    assert size == (1, 2)
    assert problem["number"] == {"14": ["1", 1, "1"]}  # (0+2)*6 + 0+2
    assert set(problem["edge"]) == {"38,44"}  # crossings (-1, 0) and (0, 0): 30+8, 30+14
    assert all(not layer for layer in answer.values())
    _, problem, _ = unpacked(peers.penpa(creek, "Creek (1, 1) [((1, 1), 1)]"))
    assert problem["number"] == {"37": ["1", 1, "1"]}  # crossing (1, 1): 25 + 2*5 + 2
    _, problem, _ = unpacked(peers.penpa(binairo, "R B\n. .\n"))
    assert problem["symbol"] == {"14": [1, "circle_M", 1], "15": [2, "circle_M", 1]}


ROOMS = [SAMPLES["ripple"], DATA / "large-03.txt", SAMPLES["suguru"]]


@pytest.mark.parametrize("path", ROOMS, ids=lambda p: p.name)
def test_the_penpa_text_of_a_grid_of_rooms_holds_its_rooms_and_givens(path: Path) -> None:
    peers = script("peers")
    group = next(
        g for g in peers.GROUPS if g.kind == ("suguru" if "suguru" in str(path) else "ripple")
    )
    problem = declared(group.kind).parse_puzzle(path.read_text()).unwrap()
    size, given, answer = unpacked(peers.penpa(group, path.read_text()))
    assert size == problem.layout.size
    noqx_reads = {"surface", "number", "sudoku", "symbol", "edge", "deleteedge", "line", "wall"}
    assert set(given) == set(answer) == noqx_reads
    numbers = {located(size, i): int(v[0]) for i, v in given["number"].items()}
    assert numbers == {(0, pos): v for pos, v in problem.grid.items() if v is not None}
    borders = set()
    for edge in given["edge"]:
        (one, a), (two, b) = (located(size, i) for i in edge.split(","))
        assert one == two == 1
        borders.add((a, b))
    rooms: dict[Pos, set[Pos]] = {pos: {pos} for pos in problem.grid}
    for r, c in problem.grid:
        if c + 1 < size[1] and ((r - 1, c), (r, c)) not in borders:  # no border on its right
            rooms[(r, c)] |= rooms[(r, c + 1)]
            for pos in rooms[(r, c)]:
                rooms[pos] = rooms[(r, c)]
        if r + 1 < size[0] and ((r, c - 1), (r, c)) not in borders:  # no border below it
            rooms[(r, c)] |= rooms[(r + 1, c)]
            for pos in rooms[(r, c)]:
                rooms[pos] = rooms[(r, c)]
    found = {frozenset(room) for room in rooms.values()}
    assert found == {frozenset(cells) for cells in problem.layout.rooms.values()}


def test_the_penpa_text_of_a_creek_and_of_a_0hh1_holds_its_clues() -> None:
    peers = script("peers")
    creek, binairo = (g for g in peers.GROUPS if g.name in ("creek", "0hh1"))
    text = SAMPLES["creek"].read_text()
    problem = declared("creek").parse_puzzle(text).unwrap()
    size, given, _ = unpacked(peers.penpa(creek, text))
    assert size == (problem.size[0] - 1, problem.size[1] - 1)
    clues = {located(size, i): int(v[0]) for i, v in given["number"].items()}
    expected = {(1, (r - 1, c - 1)): clue for (r, c), clue in problem.items() if clue is not None}
    assert clues == expected
    text = SAMPLES["0hh1"].read_text()
    problem = declared("0hh1").parse_puzzle(text).unwrap()
    size, given, _ = unpacked(peers.penpa(binairo, text))
    colours = {located(size, i): "RB"[int(v[0]) - 1] for i, v in given["symbol"].items()}
    assert colours == {(0, pos): c.letter for pos, c in problem.items() if c is not None}


def test_the_peers_runs_are_right_only_on_the_known_solution_alone(tmp_path: Path) -> None:
    peers = script("peers")
    suguru = next(g for g in peers.GROUPS if g.name == "suguru")
    puzzle = SAMPLES["suguru"]
    ours = peers.run([sys.executable, "-c", peers.OURS, "suguru", str(puzzle), "600", "1"], 600)
    assert peers.is_right(suguru, puzzle, ours.answers)
    assert ours.again is not None
    assert ours.wall > ours.seconds > 0
    (solution,) = ours.answers
    assert not peers.is_right(suguru, puzzle, (solution, solution))  # not proved unique
    assert not peers.is_right(suguru, puzzle, None)  # past the limit
    assert not peers.is_right(suguru, puzzle, (solution.replace("1", "9", 1),))
    unsolvable = tmp_path / "none.txt"  # no .sol: no solution expected
    unsolvable.write_text(puzzle.read_text())
    assert peers.is_right(suguru, unsolvable, ())
    assert not peers.is_right(suguru, unsolvable, (solution,))


def test_the_peers_table_compares_medians_and_maxima() -> None:
    peers = script("peers")
    theirs = peers.Tally([0.010, 0.030, 2.0], [0.05, 0.07, 2.1], [], 3)
    ours = peers.Tally([0.005, 0.060, 1.0], [0.06, 0.08, 1.1], [], 2, timed_out=1)
    cells = peers.row("Suguru", theirs, ours).strip("| ").split(" | ")
    assert cells == [
        *("Suguru (3)", "30 ms", "60 ms", "2.00", "2 s", "1 s", "0.50", "70 ms", "80 ms"),
        *("3 / 2", "0 / 1"),
    ]
    assert len(cells) == peers.header(again=False).splitlines()[0].count(" | ") + 1
    theirs, ours = peers.Tally([0.01], [0.05], [0.002], 1), peers.Tally([0.02], [0.06], [], 1)
    cells = peers.row("Creek", theirs, ours).strip("| ").split(" | ")
    assert cells[-2:] == ["2 ms", "-"]  # the second solves' medians, where there were any
    assert len(cells) == peers.header(again=True).splitlines()[0].count(" | ") + 1


def test_the_peers_benchmark_without_noqx_says_so_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "suguru").mkdir()
    shutil.copy(SAMPLES["suguru"], tmp_path / "suguru")
    command = [sys.executable, str(ROOT / "benchmarks" / "peers.py"), "--corpus", str(tmp_path)]
    for more, says in [
        ([], "no noqx given"),
        (["--noqx", str(tmp_path), "--noqx-python", sys.executable], "cannot import noqx"),
    ]:
        line = refusal([*command, "--groups", "suguru", *more])
        assert line.startswith("peers.py: "), line
        assert says in line, line
        assert line.endswith("and --noqx-python PY, a Python with clingo (pip install clingo)")


def test_the_kinds_benchmark_counts_a_search_past_its_budget_as_timed_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The per-puzzle limit is the search's own budget (``timeout=``), as ``run.py``'s:
    the search's running out of time is a run timed out, where an alarm's handler of the
    script's own caught only its own exception (and a garbage collector's callback could
    swallow the alarm)."""
    first_then_out_of_time(monkeypatch)
    puzzles = script("puzzles")
    sample = ROOT / "tests" / "data" / "vergleich" / "011.txt"
    ran = puzzles.solve_one(kind_named("vergleich"), sample, "mrv", 60.0)
    assert (ran.right, ran.timed_out, ran.seconds) == (False, True, 60.0)
