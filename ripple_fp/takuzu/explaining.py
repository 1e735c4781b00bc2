"""0h h1 and Tohu-Wa-Vohu explained: their words, on the explainer every kind shares
(:mod:`ripple_fp.kinds.explaining`), with their rules as values (:func:`.deductions.rules`).

Haskell counterpart (Takuzu's instance of the ``Explainer`` class)::

    explain :: Rules -> Matrix (Maybe Colour) -> Explained Solution
    hint    :: Rules -> Matrix (Maybe Colour) -> Advice
    says    :: Rules -> Reason -> Step -> String  -- its words, the rest shared

The rules, simplest first: **balance** (a line with half its cells of one colour gets
the other everywhere else) and **no three in a row** (two alike beside or around a cell
give it the other colour); then the **whole line** (a colour no valid way to finish the
line gives a cell goes); then, in 0h h1, **no two lines alike** (a colour that would make
a line a copy of a complete one goes). Each kind explains under its own rules, in its
own colours: 0h h1's red and blue, Tohu-Wa-Vohu's white and black circles
(:func:`teacher`).

>>> from ripple_fp.takuzu import TAKUZU, TAKUZU_KIND
>>> problem = TAKUZU_KIND.parse_puzzle(". B B .\\n. . B .\\n. R . .\\nB . . .\\n").unwrap()
>>> found = teacher(TAKUZU).explain(problem)
>>> found.grade
'hard: no two lines alike 1 time, no guess (7 steps)'
>>> found.steps[0]
'balance: row 1 already has 2 blues, so r1c1, r1c4 are red.'
"""

from __future__ import annotations

from functools import partial

from ..kinds.explaining import Classroom, Reasoned, Teacher, Words
from ..search.model import Var
from .board import BOTH, Board, LineId, initial_domains
from .deductions import (
    Balance,
    Copies,
    Deductions,
    Pair,
    Reason,
    Twins,
    WholeLine,
    rules,
)
from .model import TakuzuModel
from .puzzle import Colour, Problem, Rules, Solution


class TakuzuWords(Words[Reason]):
    """Takuzu's words: cells ``r3c5``, lines ``row 3`` and ``column 5``, the colours
    of the rule set."""

    def __init__(self, board: Board) -> None:
        super().__init__(lambda var: divmod(var, board.size))
        self.board, self.rules = board, board.rules

    def label(self, value: int) -> str:
        return self.rules.word(Colour(value))

    def symbol(self, value: int) -> str:
        return self.label(value)[0].upper()

    def line(self, line: LineId) -> str:
        """``row 3``, ``column 5``."""
        size = self.board.size
        return f"row {line + 1}" if line < size else f"column {line - size + 1}"

    def why(self, step: Reasoned[Reason]) -> str:
        match step.reason:
            case Balance(line, colour, held):
                many = self.rules.words(Colour(colour))
                return f"{self.line(line)} already has {len(held)} {many}"
            case Pair(first, second, colour):
                return f"{self.name(first)} and {self.name(second)} are {self.label(colour)}"
            case WholeLine(line):
                return f"every way to finish {self.line(line)} {self._fair} agrees"
            case Copies(line):
                return f"any other way to finish {self.line(line)} would copy a complete line"
            case Twins():
                return self.fails(step.reason, would=False)

    @property
    def _fair(self) -> str:
        red, blue = self.rules.words(Colour.RED), self.rules.words(Colour.BLUE)
        return f"with as many {red} as {blue} and no three alike"

    def premises(self, step: Reasoned[Reason]) -> tuple[Var, ...]:
        match step.reason:
            case Balance(held=held):
                return held
            case Pair(first, second):
                return (first, second)
            case WholeLine(line) | Copies(line):
                lost = {var for var, _ in step.losses}
                return tuple(v for v in self.board.lines[line] if v not in lost)
        return ()

    def fails(self, reason: Reason, would: bool) -> str:
        verb = self.have(would)
        match reason:
            case Balance(line, colour):
                return f"{self.line(line)} {verb} more than half its cells {self.label(colour)}"
            case WholeLine(line):
                return f"{self.line(line)} {verb} no way to finish {self._fair}"
            case Copies(line):
                return f"every way to finish {self.line(line)} {verb} to copy a complete line"
            case Twins(line, other):
                be = "would be" if would else "are"
                return f"{self.line(line)} and {self.line(other)} {be} alike"
        return super().fails(reason, would)


def classroom(rules_: Rules, problem: Problem) -> Classroom[Reason, Solution]:
    """``problem`` as the explainer sees it under ``rules_``: its given (and filled)
    cells the position."""
    model = TakuzuModel(problem, Deductions.FULL, rules_)
    board = model.board
    cells = tuple(problem.values())
    return Classroom(
        size=problem.size,
        start=initial_domains(board, problem),
        filled=lambda var: cells[var] is not None,
        blank=lambda var: BOTH,
        rules=rules(board, model.memo),
        words=TakuzuWords(board),
        model=model,
    )


def teacher(rules_: Rules) -> Teacher[Problem, Reason, Solution]:
    """The explainer of the kind whose rules are ``rules_``:
    :meth:`~ripple_fp.kinds.explaining.Teacher.explain`, ``hint``, ``hint_at`` and
    ``grade``."""
    return Teacher(partial(classroom, rules_))
