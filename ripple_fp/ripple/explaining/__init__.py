"""Ripple Effect explained: a solve in steps a person can follow, and hints, in the
shape every kind's explanations take (:class:`~ripple_fp.kinds.capabilities.Explainer`).

Haskell counterpart (Ripple's instance of the ``Explainer`` class)::

    explain :: Puzzle (Maybe Int) -> Explained (Puzzle Int)
    explain p = Explained (map describe steps) (summary (grade steps))
                            (reached p steps) (framesPage p steps)
      where steps = deductions p

    hint :: Puzzle (Maybe Int) -> Advice
    hintAt :: Puzzle (Maybe Int) -> Map Pos Int -> Advice

The reasoning is :mod:`.trace` (the steps), :mod:`.hints` (the next one, or what is
wrong), :mod:`.grade` and :mod:`.wording`; the page of pictures is :mod:`.frames`, the
steps as a page shows them :mod:`.shown`.

>>> from ripple_fp import parse_puzzle
>>> found = explain(parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap())
>>> found.steps[2], found.grade
('naked single: r1c1 can only hold 2.', 'easy: naked single 3 times, no guess (6 steps)')
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from ...grid.matrix import Pos
from ...grid.rooms import Problem, Solution
from ...kinds.capabilities import Advice, Explained
from .. import solutions
from .frames import frames_page
from .grade import grade, summary
from .hints import Clash, Next, Wrong
from .hints import hint as next_step
from .shown import shown_steps
from .steps import Place
from .trace import reached, solve_in_steps
from .wording import advise, describe


def explain(problem: Problem) -> Explained[Solution]:
    """Every step of an explained solve of ``problem``, in words, its grade, and the
    solution the steps reach (``None``: they end in a dead end)."""
    steps = tuple(solve_in_steps(problem))
    words = tuple(map(describe, steps))
    return Explained(
        words,
        summary(grade(steps)),
        reached(problem, steps),
        partial(frames_page, problem, steps),
        partial(shown_steps, problem, steps),
    )


def hint(problem: Problem) -> Advice:
    """The next step of ``problem`` being solved, or the filled cells that are wrong;
    the step as shown, with the position it leaves, or the cells to blame."""
    found = next_step(problem)
    stuck = isinstance(found, Clash | Wrong)
    match found:
        case Next():
            upto = []
            for step in solve_in_steps(problem):
                upto.append(step)
                if isinstance(step.conclusion, Place):
                    break
            return Advice(advise(found), stuck, step=shown_steps(problem, upto)[-1])
        case Clash(conflicts=conflicts):
            blamed = sorted({pos for c in conflicts for pos in (c.first, c.second)})
            return Advice(advise(found), stuck, wrong=tuple(blamed))
        case Wrong(suspects=suspects):
            return Advice(advise(found), stuck, wrong=suspects)
        case _:
            return Advice(advise(found), stuck)


def hint_at(problem: Problem, position: Mapping[Pos, int]) -> Advice:
    """The next step from ``position`` (cells filled by a player, besides the givens),
    or the cells of it that differ from the solution."""
    solution = next(solutions(problem), None)
    if solution is not None:
        wrong = tuple(sorted(pos for pos, value in position.items() if solution[pos] != value))
        if wrong:
            return Advice.entries_wrong(wrong)
    filled = problem
    for pos, value in position.items():
        filled = filled.set(pos, value)
    return hint(filled)
