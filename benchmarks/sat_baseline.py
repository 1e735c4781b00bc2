"""What a SAT solver needs for a puzzle, and how fast plain Python propagates clauses
(docs/performance.md, "How far plain Python is from SAT").

    python benchmarks/sat_baseline.py [--corpus DIR] [--seconds S] NAME...
    python benchmarks/sat_baseline.py --dimacs FILE PUZZLE.txt

NAME is a puzzle of the corpus without ``.txt`` (``generated/huge-01``).

1. With python-sat installed (``pip install python-sat``; it is not a dependency of
   ripple_fp), each puzzle's CNF is solved by glucose 4, CaDiCaL 1.5.3 and MiniSat 2.2:
   seconds, conflicts, decisions and unit propagations.
2. Always: the rate of unit propagation of a two-watched-literal loop in plain Python on
   the same CNF (random decisions, back to the givens on a conflict, ``S`` seconds), and
   how long the solvers' propagations alone would take at that rate.

``--dimacs`` writes the CNF for any other solver instead.

The encoding: ``x(i, v)`` for every cell ``i`` and value ``v`` of its room; each cell holds
exactly one value, each room holds each of its values in exactly one cell, a given is a
unit clause, and two cells of one line at distance ``d`` never both hold a ``v >= d``.
Every model a solver returns is decoded and checked by ``is_solution`` before its row
is printed.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import random
import time
from pathlib import Path
from typing import Any

import corpus

from ripple_fp import is_solution, parse_puzzle
from ripple_fp.grid.matrix import Matrix
from ripple_fp.grid.rooms import Problem, Puzzle, Solution
from ripple_fp.ripple.model import Board, make_board

ROOT = Path(__file__).resolve().parent.parent
SOLVERS = ("glucose4", "cadical153", "minisat22")

Clause = list[int]
"""A clause as DIMACS has it: variables numbered from 1, a negative number is a negation."""


def encode(problem: Problem) -> tuple[int, list[Clause]]:
    """The number of variables and the clauses whose models are the puzzle's solutions."""
    board = make_board(problem.layout)
    first = first_variables(board)

    def x(cell: int, value: int) -> int:
        return first[cell] + value - 1

    clauses: list[Clause] = []
    for cell, pos in enumerate(board.positions):
        size = board.room_size(cell)
        clauses.append([x(cell, v) for v in range(1, size + 1)])
        clauses.extend(_at_most_one([x(cell, v) for v in range(1, size + 1)]))
        given = problem[pos]
        if given is not None:
            clauses.append([x(cell, given)])
        for value in range(1, size + 1):
            clauses.extend(
                [-x(cell, value), -x(other, value)]
                for other in board.reach_of(cell, value)
                if other > cell and board.room_size(other) >= value
            )
    for cells in board.rooms:
        for value in range(1, len(cells) + 1):
            clauses.append([x(cell, value) for cell in cells])
            clauses.extend(_at_most_one([x(cell, value) for cell in cells]))
    return first[-1] - 1, clauses


def first_variables(board: Board) -> list[int]:
    """Where each cell's variables start, and one past the last."""
    first = [1]
    for cell in range(board.size):
        first.append(first[-1] + board.room_size(cell))
    return first


def _at_most_one(literals: list[int]) -> list[Clause]:
    return [[-a, -b] for i, a in enumerate(literals) for b in literals[i + 1 :]]


def solve_with(
    solver_name: str, clauses: list[Clause]
) -> tuple[list[int] | None, float, dict[str, int]]:
    """A model (``None``: unsatisfiable), seconds and the solver's counters (needs
    python-sat)."""
    solvers: Any = importlib.import_module("pysat.solvers")
    with solvers.Solver(name=solver_name, bootstrap_with=clauses) as solver:
        started = time.perf_counter()
        satisfiable = bool(solver.solve())
        seconds = time.perf_counter() - started
        model = list(solver.get_model()) if satisfiable else None
        return model, seconds, dict(solver.accum_stats())


def decode(problem: Problem, model: list[int]) -> Solution:
    """The solution a model of :func:`encode`'s clauses describes."""
    board = make_board(problem.layout)
    true = {literal for literal in model if literal > 0}
    first = first_variables(board)
    values = [
        next(v for v in range(1, board.room_size(cell) + 1) if first[cell] + v - 1 in true)
        for cell in range(board.size)
    ]
    return Puzzle(problem.layout, Matrix.of(problem.layout.size, values))


class Propagator:
    """Unit propagation with two watched literals, in plain Python: the inner loop of
    every CDCL solver, without learning or heuristics (a lower bound on their work)."""

    def __init__(self, variables: int, clauses: list[Clause]) -> None:
        self.value = [0] * (variables + 1)  # 1 true, -1 false, 0 open
        self.trail: list[int] = []
        self.propagations = 0
        self.watches: dict[int, list[Clause]] = {
            literal: [] for v in range(1, variables + 1) for literal in (v, -v)
        }
        self.units = [clause[0] for clause in clauses if len(clause) == 1]
        for clause in clauses:
            if len(clause) > 1:
                copy = list(clause)
                self.watches[copy[0]].append(copy)
                self.watches[copy[1]].append(copy)

    def holds(self, literal: int) -> int:
        value = self.value[abs(literal)]
        return value if literal > 0 else -value

    def assign(self, literal: int) -> None:
        self.value[abs(literal)] = 1 if literal > 0 else -1
        self.trail.append(literal)

    def propagate(self, start: int) -> bool:
        """Propagate the trail from ``start``; False on a conflict."""
        index = start
        while index < len(self.trail):
            false = -self.trail[index]
            index += 1
            self.propagations += 1
            watching = self.watches[false]
            kept: list[Clause] = []
            for position, clause in enumerate(watching):
                if clause[0] == false:
                    clause[0], clause[1] = clause[1], clause[0]
                other = clause[0]
                if self.holds(other) == 1:
                    kept.append(clause)
                    continue
                for k in range(2, len(clause)):
                    if self.holds(clause[k]) != -1:
                        clause[1], clause[k] = clause[k], clause[1]
                        self.watches[clause[1]].append(clause)
                        break
                else:
                    kept.append(clause)
                    if self.holds(other) == -1:
                        self.watches[false] = kept + watching[position + 1 :]
                        return False
                    self.assign(other)
            self.watches[false] = kept
        return True

    def undo(self, length: int) -> None:
        """Forget the assignments after the first ``length``."""
        for literal in self.trail[length:]:
            self.value[abs(literal)] = 0
        del self.trail[length:]


def propagation_rate(variables: int, clauses: list[Clause], seconds: float) -> float:
    """Unit propagations per second inside :meth:`Propagator.propagate`, deciding random
    open variables (true with probability 0.3) and going back to the givens on a conflict."""
    propagator = Propagator(variables, clauses)
    for unit in propagator.units:
        if propagator.holds(unit) == 0:
            propagator.assign(unit)
    if not propagator.propagate(0):
        raise ValueError("the givens contradict each other")
    base, spent, rng = len(propagator.trail), 0.0, random.Random(1)
    open_variables = [v for v in range(1, variables + 1) if propagator.value[v] == 0]
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        variable = rng.choice(open_variables)
        if propagator.value[variable] != 0:
            continue
        length = len(propagator.trail)
        propagator.assign(variable if rng.random() < 0.3 else -variable)
        started = time.perf_counter()
        consistent = propagator.propagate(length)
        spent += time.perf_counter() - started
        if not consistent or len(propagator.trail) == variables:
            propagator.undo(base)
    return propagator.propagations / spent


def write_dimacs(path: Path, variables: int, clauses: list[Clause]) -> None:
    lines = [f"p cnf {variables} {len(clauses)}"]
    lines += [" ".join(map(str, clause)) + " 0" for clause in clauses]
    path.write_text("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="+")
    corpus.add_option(parser)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--dimacs", type=Path)
    options = parser.parse_args()
    if options.dimacs is not None:
        problem = parse_puzzle(Path(options.names[0]).read_text()).unwrap()
        write_dimacs(options.dimacs, *encode(problem))
        return
    paths = corpus.puzzles(options.corpus, options.names)
    have_pysat = importlib.util.find_spec("pysat") is not None
    print("| puzzle | variables | clauses | solver | s | conflicts | propagations |", end="")
    print(" plain Python propagations/s | their propagations at that rate, s |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, path in zip(options.names, paths, strict=True):
        problem = parse_puzzle(path.read_text()).unwrap()
        variables, clauses = encode(problem)
        rate = propagation_rate(variables, clauses, options.seconds)
        for solver_name in SOLVERS if have_pysat else ():
            model, seconds, counters = solve_with(solver_name, clauses)
            if model is not None and not is_solution(problem, decode(problem, model)):
                raise AssertionError(f"{solver_name}'s model of {name} is not a solution")
            props = counters["propagations"]
            print(
                f"| {name} | {variables} | {len(clauses)} | {solver_name} | {seconds:.2f} "
                f"| {counters['conflicts']} | {props} | {rate:,.0f} | {props / rate:.0f} |"
                + ("" if model is not None else " (unsatisfiable)")
            )
        if not have_pysat:
            print(f"| {name} | {variables} | {len(clauses)} | - | - | - | - | {rate:,.0f} | - |")
    if not have_pysat:
        print("\n(pip install python-sat to run the solvers)")


if __name__ == "__main__":
    main()
