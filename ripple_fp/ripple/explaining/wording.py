"""The steps of an explained solve in words, with cells named as people name them.

Haskell counterpart::

    cellName :: Pos -> String                       -- (2, 4) is "r3c5"
    describe :: Step -> String

Cells are named ``r3c5``, row and column counted from 1 (the API counts from 0); rooms
by their number in the puzzle file. A step reads as its rule, what it starts from and
what it concludes:

>>> from ripple_fp.ripple.explaining.steps import Eliminate, Place, Rule, Step
>>> describe(Step(Rule.NAKED_SINGLE, ((2, 4),), Place((2, 4), 3), room=7))
'naked single: r3c5 can only hold 3.'
>>> describe(Step(Rule.CROSS_RULE, ((0, 0),), Eliminate(2, ((0, 1), (2, 0))), room=1))
'cross rule: r1c1 is 2, so no cell within 2 of it in its row or column is 2: r1c2, r3c1 lose 2.'
"""

from __future__ import annotations

from collections.abc import Iterable

from ...grid.matrix import Pos, cell_name
from .hints import Clash, Conflict, Done, Hint, Next, Wrong
from .steps import Dead, Eliminate, EmptyCell, NoPlace, Place, Rule, Step, Unsolvable


def cell_names(cells: Iterable[Pos]) -> str:
    """``r1c2, r3c1``."""
    return ", ".join(map(cell_name, cells))


def describe(step: Step) -> str:
    """One sentence: the rule, its premises, its conclusion."""
    return f"{step.rule.value}: {_reasoning(step)}."


def dead_end(dead: Dead, *, supposed: bool = True) -> str:
    """What a dead end looks like, in words: under a supposition, or for the puzzle."""
    verb = "would have" if supposed else "has"
    match dead:
        case EmptyCell(cell):
            return f"{cell_name(cell)} {verb} no value left"
        case NoPlace(room, value):
            return f"room {room} {verb} no place for {value}"
        case Unsolvable(cell):
            return f"no value of {cell_name(cell)} leads to a solution"


def _reasoning(step: Step) -> str:
    conclusion = step.conclusion
    if isinstance(conclusion, EmptyCell | NoPlace | Unsolvable):
        return f"{dead_end(conclusion, supposed=False)}, so the puzzle has no solution"
    match step.rule:
        case Rule.ROOM_RULE | Rule.CROSS_RULE:
            return _spread(step, conclusion)
        case Rule.NAKED_SINGLE:
            return f"{_placed(conclusion)} can only hold {_value(conclusion)}"
        case Rule.HIDDEN_SINGLE:
            where = f"room {step.room}"
            return f"in {where}, only {_placed(conclusion)} can hold {_value(conclusion)}"
        case Rule.ROOM_REACH:
            return _reach(step, conclusion)
        case Rule.CONTRADICTION:
            assert step.supposed is not None
            assert step.dead is not None
            supposed = f"{cell_name(step.supposed.cell)} were {step.supposed.value}"
            return f"if {supposed}, {dead_end(step.dead)}; {_loses(conclusion)}"
        case Rule.GUESS:
            return f"no rule applies; try {_placed(conclusion)} = {_value(conclusion)}"


def _spread(step: Step, conclusion: Place | Eliminate) -> str:
    (cell,), value = step.premises, conclusion.value
    if step.rule is Rule.ROOM_RULE:
        reason = f"so no other cell of room {step.room} is {value}"
    else:
        reason = f"so no cell within {value} of it in its row or column is {value}"
    return f"{cell_name(cell)} is {value}, {reason}: {_loses(conclusion)}"


def _reach(step: Step, conclusion: Place | Eliminate) -> str:
    value = conclusion.value
    places = f"{value} must go in room {step.room} at {_either(step.premises)}"
    seen = cell_names(conclusion.cells) if isinstance(conclusion, Eliminate) else ""
    each = "both see" if len(step.premises) == 2 else "each of them sees"
    return f"{places}, and {each} {seen} within {value}: {_loses(conclusion)}"


def _either(cells: tuple[Pos, ...]) -> str:
    names = [cell_name(c) for c in cells]
    return " or ".join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else names[0]


def _loses(conclusion: Place | Eliminate) -> str:
    assert isinstance(conclusion, Eliminate)
    verb = "loses" if len(conclusion.cells) == 1 else "lose"
    return f"{cell_names(conclusion.cells)} {verb} {conclusion.value}"


def _placed(conclusion: Place | Eliminate) -> str:
    assert isinstance(conclusion, Place)
    return cell_name(conclusion.cell)


def _value(conclusion: Place | Eliminate) -> int:
    return conclusion.value


def advise(found: Hint) -> str:
    """A hint in words, one line per sentence."""
    match found:
        case Next(step, because):
            reasons = "".join(f"  because {describe(s)}\n" for s in because)
            return f"next: {describe(step)}\n{reasons}"
        case Clash(conflicts):
            return "".join(map(_conflict, conflicts))
        case Wrong(suspects, dead):
            where = f" (as filled, {dead_end(dead, supposed=False)})" if dead is not None else ""
            if not suspects:
                return f"No solution from here{where}: more than one filled cell is wrong.\n"
            return f"No solution from here{where}: one of {cell_names(suspects)} is wrong.\n"
        case Done():
            return "Solved: every cell is filled and every rule holds.\n"


def _conflict(found: Conflict) -> str:
    pair = f"{cell_name(found.first)} and {cell_name(found.second)}"
    return f"{pair} are both {found.value}, against the {found.rule.value}: one is wrong.\n"
