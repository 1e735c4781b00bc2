"""Ripple Effect explained: a solve in steps a person can follow, and hints, in the
shape every kind's explanations take (:class:`~ripple_fp.kinds.capabilities.Explainer`).

Haskell counterpart (Ripple's instance of the ``Explainer`` class)::

    explain :: Puzzle (Maybe Int) -> Explained (Puzzle Int)
    explain p = Explained (map describe steps) (summary (grade steps))
                            (reached p steps) (framesPage p steps)
      where steps = deductions p

    hint :: Puzzle (Maybe Int) -> Advice

The reasoning is :mod:`.trace` (the steps), :mod:`.hints` (the next one, or what is
wrong), :mod:`.grade` and :mod:`.wording`; the page of pictures is :mod:`.frames`.

>>> from ripple_fp import parse_puzzle
>>> found = explain(parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap())
>>> found.steps[2], found.grade
('naked single: r1c1 can only hold 2.', 'easy: naked single 3 times, no guess (6 steps)')
"""

from __future__ import annotations

from functools import partial

from ...grid.rooms import Problem, Solution
from ...kinds.capabilities import Advice, Explained
from .frames import frames_page
from .grade import grade, summary
from .hints import Clash, Wrong
from .hints import hint as next_step
from .trace import reached, solve_in_steps
from .wording import advise, describe


def explain(problem: Problem) -> Explained[Solution]:
    """Every step of an explained solve of ``problem``, in words, its grade, and the
    solution the steps reach (``None``: they end in a dead end)."""
    steps = tuple(solve_in_steps(problem))
    words = tuple(map(describe, steps))
    return Explained(
        words, summary(grade(steps)), reached(problem, steps), partial(frames_page, problem, steps)
    )


def hint(problem: Problem) -> Advice:
    """The next step of ``problem`` being solved, or the filled cells that are wrong."""
    found = next_step(problem)
    return Advice(advise(found), isinstance(found, Clash | Wrong))
