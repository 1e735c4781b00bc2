"""An explained solve: the steps a person could follow, simplest rule first, lazily.

Haskell counterpart (a lazy log, as the search is a lazy list)::

    solveInSteps :: Puzzle (Maybe Int) -> [Step]
    solveInSteps p = unfoldr next (start p)
      where next nb | complete nb = Nothing
                    | otherwise   = Just (firstJust [ rule nb | rule <- rules ])
            rules = [roomRule, crossRule, nakedSingle, hiddenSingle, roomReach,
                     contradiction, guess]

At every point the trace takes the first rule of :class:`~.steps.Rule` that makes
progress, so it reads like a human solve: it reaches for a contradiction only when no
simpler rule applies, and guesses only when no rule at all does (the value it tries is
the one a solution has, so a trace never backtracks). The notebook of candidates is
mutable, but private to one trace (:mod:`.notebook`); what comes out is a stream of
frozen :class:`~.steps.Step` records. A contradiction is screened with the engine's own
propagation (:func:`ripple_fp.ripple.deductions.narrow`, every rule), then replayed step
by step to find the dead end it leads to.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator

from ...grid.matrix import Matrix
from ...grid.rooms import Problem, Puzzle, Solution
from ...search import candidates as cs
from ...search.model import Var
from ...search.stats import Stats
from ..deductions import Deductions, narrow
from ..model import make_board
from .notebook import Notebook, start
from .steps import Eliminate, Place, Rule, Step, Unsolvable

FULL = Deductions.FULL


def solve_in_steps(problem: Problem) -> Iterator[Step]:
    """Every step of an explained solve of ``problem``, lazily, until every cell is
    placed, or until a dead end shows that the puzzle has no solution."""
    notebook, found = start(make_board(problem.layout), problem), _Solution(problem)
    suspects = _Suspects()
    while notebook.dead is None and not notebook.complete():
        step = (
            notebook.next_step() or _contradiction(notebook, suspects) or _guess(notebook, found)
        )
        yield step
        if notebook.ended() and step.conclusion != notebook.dead:
            yield notebook.dead_end(step.rule)


class _Solution:
    """The solution a guess follows, found the first time a guess is needed."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.searched = False
        self.solution: Solution | None = None

    def get(self) -> Solution | None:
        if not self.searched:
            from .. import solutions  # noqa: PLC0415 - only a guess needs it

            self.solution, self.searched = next(solutions(self.problem), None), True
        return self.solution


def reached(problem: Problem, steps: Iterable[Step]) -> Solution | None:
    """The grid a trace ends with: the givens and every value it placed, if that fills
    every cell (a trace that ends in a dead end fills none)."""
    placed = {
        s.conclusion.cell: s.conclusion.value for s in steps if isinstance(s.conclusion, Place)
    }
    cells = [placed.get(pos, cell) for pos, cell in problem.grid.items()]
    filled = [cell for cell in cells if cell is not None]
    if len(filled) < len(cells):
        return None
    return Puzzle(problem.layout, Matrix.of(problem.layout.size, filled))


class _Suspects:
    """Suppositions known to lead to a dead end, in the order a scan found them.

    Steps only ever take values away, and with fewer values the rules reach a dead end
    sooner, never later: a supposition that failed once fails from then on, as long as
    its value is still there. So one scan of every cell finds a batch, and the steps use
    them one at a time (each checked again by the notebook) before the next scan."""

    def __init__(self) -> None:
        self.pending: deque[tuple[Var, int]] = deque()

    def scan(self, notebook: Notebook) -> None:
        """Screen every value of every open cell with the engine's propagation."""
        board, domains, stats = notebook.board, notebook.domains(), Stats()
        for cell in notebook.open_cells():
            for value in cs.values(notebook.cands[cell]):
                restriction = [(cell, cs.single(value))]
                if narrow(board, notebook.reach, FULL, domains, restriction, stats=stats) is None:
                    self.pending.append((cell, value))


def _contradiction(notebook: Notebook, suspects: _Suspects) -> Step | None:
    """The next supposition of the batch that leads to a dead end, in words: the dead
    end the notebook's own rules reach. When the batch runs out, a new scan refills it
    (the values taken since the last scan may have made new dead ends)."""
    step = _confirmed(notebook, suspects)
    if step is None:
        suspects.scan(notebook)
        step = _confirmed(notebook, suspects)
    return step


def _confirmed(notebook: Notebook, suspects: _Suspects) -> Step | None:
    """The first supposition of the batch whose value is still there, confirmed."""
    while suspects.pending:
        cell, value = suspects.pending.popleft()
        if not notebook.cands[cell] >> value & 1:
            continue
        dead = notebook.supposing(cell, value)
        if dead is not None:
            pos = notebook.board.positions[cell]
            notebook.remove(cell, value)
            supposed = Place(pos, value)
            return Step(Rule.CONTRADICTION, (pos,), Eliminate(value, (pos,)), None, supposed, dead)
    return None


def _guess(notebook: Notebook, found: _Solution) -> Step:
    """No rule applies: place the value a solution has in the cell with fewest values."""
    cell = next(iter(notebook.open_cells()))
    pos = notebook.board.positions[cell]
    solution = found.get()
    if solution is None:
        notebook.dead = Unsolvable(pos)
        return Step(Rule.GUESS, (pos,), notebook.dead)
    notebook.place(cell, solution[pos])
    return Step(Rule.GUESS, (pos,), Place(pos, solution[pos]))
