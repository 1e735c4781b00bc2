"""A puzzle's difficulty, read from its explained solve.

Haskell counterpart::

    data Grade = Grade { level :: Level, hardest :: Rule, uses :: Map Rule Int, guesses :: Int }
    grade :: [Step] -> Grade

A trace uses the simplest rule that makes progress, so every rule it uses was needed
where it was used. The grade is the strongest of them, and how often it was needed:
a puzzle that yields to the room and cross rules and naked singles is *easy*, one that
needs hidden singles *medium*, room reach *hard*, a contradiction *very hard*, and one
that needs a guess is graded by it.

>>> from ripple_fp import parse_puzzle
>>> from ripple_fp.ripple.explaining.trace import solve_in_steps
>>> problem = parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap()
>>> summary(grade(solve_in_steps(problem)))
'easy: naked single 3 times, no guess (6 steps)'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .steps import Rule, Step

LEVELS: Mapping[Rule, str] = MappingProxyType(
    {
        Rule.ROOM_RULE: "easy",
        Rule.CROSS_RULE: "easy",
        Rule.NAKED_SINGLE: "easy",
        Rule.HIDDEN_SINGLE: "medium",
        Rule.ROOM_REACH: "hard",
        Rule.CONTRADICTION: "very hard",
        Rule.GUESS: "needs guessing",
    }
)
"""The level of a puzzle whose strongest rule is the key."""


@dataclass(frozen=True)
class Grade:
    """How hard a puzzle is: the strongest rule its solve needed, every rule's count."""

    hardest: Rule
    uses: Mapping[Rule, int]
    steps: int

    @property
    def level(self) -> str:
        return LEVELS[self.hardest]

    @property
    def guesses(self) -> int:
        return self.uses.get(Rule.GUESS, 0)


def grade(steps: Iterable[Step]) -> Grade:
    """The grade of a trace (of :func:`.trace.solve_in_steps`)."""
    uses = Counter(step.rule for step in steps)
    hardest = max(uses, key=lambda rule: rule.rank, default=Rule.ROOM_RULE)
    return Grade(hardest, MappingProxyType(dict(uses)), sum(uses.values()))


def summary(found: Grade) -> str:
    """``hard: room reach 12 times, no guess (2884 steps)``."""
    if found.hardest is Rule.GUESS:
        guesses = found.guesses
        return f"{found.level}: {guesses} guess{'es' * (guesses != 1)} ({found.steps} steps)"
    times = found.uses.get(found.hardest, 0)
    strongest = f"{found.hardest.value} {times} time{'s' * (times != 1)}"
    return f"{found.level}: {strongest}, no guess ({found.steps} steps)"
