"""The auto strategy: reasoning answers what it can, learning the rest, and each answer
says who gave it; a SAT step, when given, takes over once learning spends its budget;
the counts of every phase add up."""

from __future__ import annotations

import time
from collections.abc import Iterator
from itertools import islice, pairwise

import pytest

from ripple_fp import parse_puzzle
from ripple_fp.grid.rooms import Problem, Solution
from ripple_fp.ripple import SEARCH, auto
from ripple_fp.ripple.auto import LOOK_AHEAD_MOST, Remaining, auto_solutions, root_of
from ripple_fp.ripple.deductions import Deductions
from ripple_fp.ripple.model import RippleModel
from ripple_fp.ripple.referee import is_solution
from ripple_fp.ripple.solving import learn as learn_module
from ripple_fp.ripple.solving.encoding import encode
from ripple_fp.ripple.solving.learn import learn_solutions
from ripple_fp.search.learning import Solver
from ripple_fp.search.meter import Budget, Meter, SearchTimeoutError
from ripple_fp.search.order import LookAhead, Mrv
from ripple_fp.search.peers import peers
from ripple_fp.search.propagation import LOOK_EVERY
from ripple_fp.search.stats import Stats

from ..conftest import DATA, PUZZLES, SPECIAL, load_problem, load_solution

CORPUS = DATA / "corpus"


def test_a_published_puzzle_is_answered_by_propagation_without_a_guess() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    stats = Stats()
    assert list(auto_solutions(problem, Meter(stats))) == [
        load_solution(PUZZLES / "hakyuu_001.sol", problem)
    ]
    assert (stats.answered_by, stats.nodes) == ("propagation", 0)


def test_a_puzzle_that_needs_guesses_is_answered_by_learning() -> None:
    problem = load_problem(DATA / "hard-06.txt")
    stats = Stats()
    assert list(auto_solutions(problem, Meter(stats))) == [
        load_solution(DATA / "hard-06.sol", problem)
    ]
    assert stats.answered_by == "learn"


def test_a_contradiction_is_found_by_propagation() -> None:
    stats = Stats()
    problem = load_problem(SPECIAL / "nosolution_from_janko_002.txt")
    assert list(auto_solutions(problem, Meter(stats))) == []
    assert stats.answered_by == "propagation"


def test_every_solution_once_when_there_are_several() -> None:
    problem = load_problem(SPECIAL / "multiplesolutions1_nonunique.txt")
    found = list(auto_solutions(problem, Meter()))
    assert len(found) == len(set(found)) == 3


def test_sat_takes_over_when_learning_spends_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(auto, "LEARN_BUDGET", 1)
    problem = load_problem(DATA / "hard-06.txt")
    handed: list[Remaining] = []

    def sat(problem: Problem, meter: Meter, remaining: Remaining) -> Iterator[Solution]:
        handed.append(remaining)
        return iter([load_solution(DATA / "hard-06.sol", problem)])

    stats = Stats()
    assert len(list(auto_solutions(problem, Meter(stats), sat))) == 1
    assert stats.answered_by == "sat"
    assert handed[0].layout == problem.layout


def test_a_small_puzzle_is_looked_ahead_at_the_root_a_large_one_probed_by_learning(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    probing: list[bool] = []

    def learn(
        problem: Problem, meter: Meter, remaining: Remaining | None = None, *, probe: bool = True
    ) -> Iterator[Solution]:
        probing.append(probe)
        return learn_solutions(problem, meter, remaining, probe=probe)

    # auto imports the learning search when it hands over: from its module, patched here
    monkeypatch.setattr(learn_module, "learn_solutions", learn)
    small = load_problem(CORPUS / "app-levels" / "level075.txt")  # 115 candidates left open
    stats = Stats()
    assert list(auto_solutions(small, Meter(stats))) == [
        load_solution(CORPUS / "app-levels" / "level075.sol", small)
    ]
    assert (stats.answered_by, probing) == ("propagation", [])  # look-ahead solved it
    monkeypatch.setattr(auto, "LOOK_AHEAD_MOST", 100)
    stats = Stats()
    assert len(list(auto_solutions(small, Meter(stats)))) == 1
    assert (stats.answered_by, probing) == ("learn", [True])  # the learning search probed
    hard = load_problem(DATA / "hard-06.txt")  # 829 candidates left by propagation
    monkeypatch.setattr(auto, "LOOK_AHEAD_MOST", 1000)
    assert len(list(auto_solutions(hard, Meter()))) == 1
    assert probing[-1] is False  # look-ahead had tried every candidate already


@pytest.mark.parametrize("most", [LOOK_AHEAD_MOST, 1000], ids=["propagated", "looked-ahead"])
def test_the_counts_of_the_root_survive_the_hand_over_to_learning(most: int) -> None:
    # hard-06 leaves 829 candidates open after propagation: at the default bound the root
    # only propagates and the learning search probes; at 1000 the root looks ahead too.
    problem = load_problem(DATA / "hard-06.txt")
    root_stats = Stats()
    root, looked = auto._root(problem, Meter(root_stats), most)
    assert root is not None
    assert root.settled() is None  # reasoning leaves guesses to make: auto hands over
    assert looked == (most > LOOK_AHEAD_MOST)
    assert root_stats.propagations > 0
    learn_stats = Stats()
    alone = next(learn_solutions(problem, Meter(learn_stats), root.remaining(), probe=not looked))
    assert learn_stats.propagations > 0

    total = Stats()
    first = next(auto_solutions(problem, Meter(total), look_ahead_most=most))
    assert first == alone
    assert total.answered_by == "learn"
    # the learning search adds its propagations to the root's (it used to overwrite them)
    assert total.propagations == root_stats.propagations + learn_stats.propagations
    both = Stats()
    both.add(root_stats)
    both.add(learn_stats)
    assert (total.nodes, total.backtracks, total.probes) == (
        both.nodes,
        both.backtracks,
        both.probes,
    )


def test_look_ahead_settles_a_published_puzzle() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    root = root_of(problem, LookAhead(), Meter())
    assert root is not None
    assert root.settled() == load_solution(PUZZLES / "hakyuu_001.sol", problem)
    assert set(map(len, root.remaining().grid.cells)) == {1}


def test_what_is_left_still_holds_the_solution_and_no_more_than_the_rooms_allow() -> None:
    problem = load_problem(DATA / "hard-06.txt")
    solution = load_solution(DATA / "hard-06.sol", problem)
    for order in (Mrv(), LookAhead()):
        root = root_of(problem, order, Meter())
        assert root is not None
        assert root.settled() is None  # a puzzle that needs guesses
        remaining = root.remaining()
        cells = zip(remaining.grid.cells, solution.grid.cells, problem.grid.cells, strict=True)
        for left, value, given in cells:
            assert value in left
            assert given is None or left == {given}


def test_look_ahead_leaves_no_more_than_propagation_does() -> None:
    problem = load_problem(DATA / "hard-06.txt")
    propagated, probed = root_of(problem, Mrv(), Meter()), root_of(problem, LookAhead(), Meter())
    assert propagated is not None
    assert probed is not None
    after, before = probed.remaining().grid.cells, propagated.remaining().grid.cells
    assert all(a <= b for a, b in zip(after, before, strict=True))
    assert sum(map(len, after)) < sum(map(len, before))


def test_a_contradiction_leaves_nothing() -> None:
    problem = load_problem(SPECIAL / "nosolution_from_janko_002.txt")
    assert root_of(problem, LookAhead(), Meter()) is None


def test_looking_ahead_after_propagation_leaves_what_looking_ahead_from_the_start_does() -> None:
    problem = load_problem(DATA / "hard-06.txt")
    propagated = root_of(problem, Mrv(), Meter())
    assert propagated is not None
    later = propagated.look_ahead(Meter())
    direct = root_of(problem, LookAhead(), Meter())
    assert later is not None
    assert direct is not None
    assert later.remaining() == direct.remaining()
    open_cells = [len(c) for c in propagated.remaining().grid.cells if len(c) > 1]
    assert propagated.candidates() == sum(open_cells) == 829
    assert later.candidates() < propagated.candidates()


def _one_room(rows: int, cols: int, givens: dict[int, int] | None = None) -> Problem:
    """One room of every cell; ``givens``: values by cell number."""
    given = givens or {}
    rooms = "\n".join(" ".join(["1"] * cols) for _ in range(rows))
    cells = [str(given.get(cell, "-")) for cell in range(rows * cols)]
    values = "\n".join(" ".join(cells[r * cols : (r + 1) * cols]) for r in range(rows))
    return parse_puzzle(f"{rooms}\n\n{values}\n").unwrap()


def _rooted(problem: Problem) -> auto.Root:
    root = root_of(problem, Mrv(), Meter())
    assert root is not None
    return root


def test_the_learning_search_s_tables_grow_as_the_cube_of_one_room() -> None:
    entries = [_rooted(_one_room(1, n)).peer_entries() for n in (10, 20, 40, 80)]
    ratios = [later / earlier for earlier, later in pairwise(entries)]
    assert all(7 < ratio < 9 for ratio in ratios)  # doubling the room: 8 times the entries


@pytest.mark.parametrize(
    "problem",
    [_one_room(1, 12), _one_room(3, 4, {0: 5}), load_problem(DATA / "hard-06.txt")],
    ids=["1x12", "3x4-given", "hard-06"],
)
def test_what_the_tables_are_said_to_hold_is_no_less_than_they_hold(problem: Problem) -> None:
    root = _rooted(problem)
    formula = encode(problem, root.remaining()).formula
    held = sum(map(len, peers(formula).falsified_literals))
    assert held <= root.peer_entries()
    assert root.peer_entries(most=10) > 10  # counting stops past ``most``, never below


@pytest.mark.parametrize(
    ("rows", "cols", "givens"),
    [(1, 600, {}), (1, 1000, {}), (31, 32, {}), (20, 20, {0: 7, 399: 400})],
    ids=["1x600", "1x1000", "31x32", "20x20-given"],
)
def test_a_room_too_large_for_the_learning_search_goes_to_the_engine(
    rows: int, cols: int, givens: dict[int, int]
) -> None:
    root = _rooted(_one_room(rows, cols, givens))
    assert auto.successors(root, sat=True) == ("lookahead",)
    assert root.peer_entries(auto.PEERS_MOST) > auto.PEERS_MOST


@pytest.mark.parametrize("name", ["hard-06", "large-03", "huge-06"])
def test_puzzles_of_small_rooms_go_to_the_learning_search_then_sat(name: str) -> None:
    root = _rooted(load_problem(DATA / f"{name}.txt"))
    assert auto.successors(root, sat=True) == ("learn", "sat")
    assert auto.successors(root, sat=False) == ("learn",)


def test_a_large_room_is_solved_by_the_engine_from_the_root() -> None:
    problem = _one_room(12, 15, {0: 180, 17: 3})  # 180 cells: 2 * 180^3 > PEERS_MOST
    stats = Stats()
    first, second = islice(auto_solutions(problem, Meter(stats)), 2)
    assert first != second
    assert is_solution(problem, first)
    assert is_solution(problem, second)
    assert stats.answered_by == "lookahead"


# --- every phase looks at the meter -------------------------------------------------------


HUGE = DATA / "huge-06.txt"
"""A 100x100 puzzle: its root propagates 9,000 undecided cells before any guess."""


def past_its_deadline(stats: Stats) -> Meter:
    """A meter whose deadline has passed before the search starts."""
    return Meter(stats, Budget(deadline=time.monotonic() - 1.0))


def test_a_budget_already_spent_stops_the_root_of_auto_before_its_propagation_is_done() -> None:
    """The root of a large grid propagates for a while before any guess or probe looks at
    the clock: it looks itself, so ``solutions(problem, timeout=...)`` stops there."""
    problem = load_problem(HUGE)
    whole = Stats()
    assert root_of(problem, Mrv(), Meter(whole)) is not None
    stats = Stats()
    with pytest.raises(SearchTimeoutError):
        next(auto_solutions(problem, past_its_deadline(stats)))
    assert whole.propagations > 0
    assert stats.propagations < whole.propagations  # stopped before the root was done
    assert stats.nodes == stats.probes == 0


def test_the_root_looks_at_its_meter_every_so_many_cells_and_steps_and_answers_the_same() -> None:
    problem = load_problem(HUGE)
    looks = []
    paced = RippleModel(problem, Deductions.FULL).start(Stats(), lambda: looks.append(1))
    plain = RippleModel(problem, Deductions.FULL).start(Stats())
    assert len(looks) >= sum(cell is None for cell in problem.grid.cells) // LOOK_EVERY >= 8
    assert paced is not None
    assert plain is not None
    assert paced[0] == plain[0]


@pytest.mark.parametrize("strategy", ["mrv", "full", "lookahead", "course"])
def test_every_strategy_stops_at_its_deadline_before_its_root_is_done(strategy: str) -> None:
    """The engine's strategies reach the root through the same ``rooted``, which hands
    the search's meter to the model's start; the course's root goes in slices: a budget
    already past its deadline stops each before any guess, where the whole root of a
    100x100 grid runs a few tenths of a second."""
    problem = load_problem(HUGE)
    stats = Stats()
    with pytest.raises(SearchTimeoutError):
        next(SEARCH.search(problem, strategy, past_its_deadline(stats)))
    assert stats.nodes == 0


def test_the_learning_search_looks_at_its_meter_while_it_builds_its_tables() -> None:
    """Writing a 100x100 puzzle's formula and building its tables take a few tenths of
    a second before the first probe: the search looks at its meter on the way."""
    problem = load_problem(HUGE)
    root = root_of(problem, Mrv(), Meter())
    assert root is not None
    formula = encode(problem, root.remaining()).formula
    looks: list[int] = []
    meter = Meter(watch=lambda: looks.append(1))
    Solver(formula, meter, probe=False)
    assert len(looks) >= formula.variables // LOOK_EVERY >= 8
    stats = Stats()
    with pytest.raises(SearchTimeoutError):
        Solver(formula, past_its_deadline(stats), probe=False)
    assert stats.propagations == 0  # stopped before its first propagation
