"""Explanations and hints for every kind on the engine, written once: a solve in steps
a person can follow, its grade, and the next step from a player's position.

Haskell counterpart::

    data Level = Level { begin :: Domains -> Propagation, rules :: Map String String }
    data Move  = Reasoned Int String Cause [(Var, Candidates)]   -- a rule of a level
               | Refuted Var Int Dead                             -- a contradiction
               | Guessed Var Int                                  -- no rule applies
               | Stuck Dead                                       -- no solution from here
    moves :: Classroom -> [Move]                                  -- lazily, to the end

A kind gives a :class:`Classroom` for a puzzle: its levels of rules (the propagations
its search runs, weakest first, each with the names of the methods that are rules), the
reasons behind each rule's losses, and how its cells and values are named. The solve
runs the weakest level in a step-recording mode (:mod:`ripple_fp.search.recording`) to
its fixpoint: every loss it records, with the rule and the cells that caused it, is
part of a step. When the weakest level stops, the next is asked for one loss, and the
weakest runs again from there: the simplest rule that makes progress is used at every
point. When no level makes progress, every value of every open cell is supposed in
turn, and one that the strongest rules refute is a contradiction step ("if r1c1 were 3,
... would fail"); when none is refuted, a step guesses the solution's value and says
so. The grade is what the steps needed: the strongest level, a contradiction, a guess.

A hint runs the same solve from the player's position and stops at the first step that
fills a cell; a position that has gone wrong is compared with the solution, and the
wrong cells are named.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from html import escape
from itertools import groupby
from typing import Final, Generic, Protocol, TypeVar

from ..grid.matrix import Pos, Size, cell_name
from ..search import candidates as cs
from ..search.candidates import Candidates
from ..search.engine import solve as search
from ..search.model import Domains, Model, Narrowed, Var
from ..search.order import LookAhead
from ..search.propagation import Cells, Propagation
from ..search.recording import Cause, Dead, Entry, Recorder
from ..search.stats import Stats
from .capabilities import Advice, Explained, Position, Shown


@dataclass(frozen=True)
class Level:
    """One level of a kind's rules: a propagation that examines everything, from given
    domains, and its methods that are rules, with the rules' names."""

    begin: Callable[[Domains], Propagation[object]]
    rules: Mapping[str, str]


class Classroom(Protocol):
    """One puzzle as the explainer sees it: a kind's explaining module makes one."""

    @property
    def size(self) -> Size:
        """The grid's rows and columns."""
        ...

    @property
    def levels(self) -> tuple[Level, ...]:
        """The rules, weakest level first."""
        ...

    def start(self) -> Domains:
        """The position: every cell's values, the filled ones decided, nothing reasoned."""
        ...

    def blank(self, var: Var) -> Candidates:
        """The values of ``var`` when it is not filled."""
        ...

    def because(
        self, rule: str, args: tuple[object, ...], var: Var, removed: Candidates, cells: Cells
    ) -> Cause:
        """Why ``rule`` (its method called with ``args``) takes ``removed`` from ``var``,
        the domains being ``cells``."""
        ...

    def where(self, var: Var) -> Pos:
        """The cell of a variable."""
        ...

    def label(self, value: int) -> str:
        """A value in words: ``4``, ``red``, ``filled``."""
        ...

    @property
    def model(self) -> Model[object]:
        """The kind's model at its strongest rules: for suppositions and the solution."""
        ...


# --- the moves of a solve -----------------------------------------------------------------

Losses = tuple[tuple[Var, Candidates], ...]


@dataclass(frozen=True)
class Reasoned:
    """A rule of level ``level`` took values, for one cause."""

    level: int
    rule: str
    cause: Cause
    losses: Losses


@dataclass(frozen=True)
class Refuted:
    """Supposing ``value`` in ``var``, the strongest rules fail at ``dead``: it goes."""

    var: Var
    value: int
    dead: Dead
    losses: Losses


@dataclass(frozen=True)
class Guessed:
    """No rule and no supposition makes progress: ``var`` takes the solution's value."""

    var: Var
    value: int
    losses: Losses


@dataclass(frozen=True)
class Stuck:
    """The rules fail at ``dead``: no solution from here."""

    dead: Dead


Move = Reasoned | Refuted | Guessed | Stuck

CONTRADICTION: Final = "contradiction"
GUESS: Final = "guess"


def moves(room: Classroom, start: Domains | None = None) -> Iterator[Move]:
    """Every move of an explained solve from ``start`` (the classroom's position if
    ``None``), lazily, until every cell is decided and the rules agree, or they fail
    (a position filled in wrongly to the last cell fails at once)."""
    domains = room.start() if start is None else start
    solution: list[Domains | None] = []
    refuted: list[tuple[Var, int]] = []
    while True:
        found = _reasoned(room, domains)
        if not found and not any(map(cs.is_open, domains)):
            return  # every cell decided, and the rules agree: solved
        found = found or _refuted(room, domains, refuted)
        if not found:
            if not solution:
                solution.append(solve(room, domains))
            found = [_guessed(domains, solution[0])]
        for move in found:
            yield move
            if isinstance(move, Stuck):
                return
            domains = after(domains, move)


def after(domains: Domains, move: Move) -> Domains:
    """The domains once ``move`` has taken its values."""
    if isinstance(move, Stuck):
        return domains
    evolver = domains.evolver()
    for var, removed in move.losses:
        evolver[var] = evolver[var] & ~removed
    return evolver.persistent()


def _reasoned(room: Classroom, domains: Domains) -> list[Move]:
    """The steps of the weakest level that makes progress (only its first loss, above
    the weakest level); a dead end if a level fails first."""
    for index, level in enumerate(room.levels):
        recorder = Recorder(
            level.begin(domains), level.rules, room.because, None if index == 0 else 1
        )
        consistent = recorder.run()
        if recorder.entries:
            return [
                Reasoned(index, rule, cause, tuple((e.var, e.removed) for e in entries))
                for (rule, cause), entries in groupby(recorder.entries, _rule_and_cause)
            ]
        if not consistent:
            return [Stuck(recorder.dead or Dead("", None))]
    return []


def _rule_and_cause(entry: Entry) -> tuple[str, Cause]:
    return entry.rule, entry.cause


def _refuted(room: Classroom, domains: Domains, pending: list[tuple[Var, int]]) -> list[Move]:
    """A value the strongest rules refute, the cells with fewest values first. One scan
    finds every such value, and ``pending`` keeps them for the next steps: a supposition
    that fails keeps failing as values go, so each is refuted still while it is there."""
    while pending and not _there(domains, *pending[0]):
        pending.pop(0)
    if not pending:
        pending.extend(_scan(room, domains))
    if not pending:
        return []
    var, value = pending.pop(0)
    strongest = room.levels[-1]
    recorder = Recorder(
        strongest.begin(domains.set(var, cs.single(value))), strongest.rules, room.because
    )
    recorder.run()
    return [Refuted(var, value, recorder.dead or Dead("", None), ((var, cs.single(value)),))]


def _there(domains: Domains, var: Var, value: int) -> bool:
    cands = domains[var]
    return cs.is_open(cands) and cs.has(cands, value)


def _scan(room: Classroom, domains: Domains) -> Iterator[tuple[Var, int]]:
    """Every value of an open cell that the strongest rules refute."""
    for var in sorted((v for v, c in enumerate(domains) if cs.is_open(c)), key=_fewest(domains)):
        for value in cs.values(domains[var]):
            if room.model.narrow(domains, ((var, cs.single(value)),), Stats()) is None:
                yield var, value


def _fewest(domains: Domains) -> Callable[[Var], tuple[int, Var]]:
    return lambda var: (cs.count(domains[var]), var)


def _guessed(domains: Domains, solution: Domains | None) -> Move:
    """The solution's value (the first value, without one) in a cell with fewest values."""
    var = min((v for v, c in enumerate(domains) if cs.is_open(c)), key=_fewest(domains))
    cands = domains[var]
    value = cs.only_value(solution[var]) if solution is not None else next(cs.values(cands))
    return Guessed(var, value, ((var, cands & ~cs.single(value)),))


def propagated(room: Classroom, domains: Domains) -> Domains | None:
    """``domains`` after the strongest rules, examining everything; ``None`` if they fail."""
    work = room.levels[-1].begin(domains)
    return work.persistent() if work.run() else None


def solve(room: Classroom, domains: Domains) -> Domains | None:
    """A solution from ``domains`` (every variable decided), or ``None``: the engine's
    look-ahead search below the strongest rules."""
    return next(search(_Below(room, domains), LookAhead()), None)


class _Below:
    """The classroom's model, started from ``domains``, read out as domains."""

    def __init__(self, room: Classroom, domains: Domains) -> None:
        self.room, self.domains = room, domains

    def start(self, stats: Stats) -> Narrowed | None:
        found = propagated(self.room, self.domains)
        return None if found is None else (found, [])

    def narrow(
        self, domains: Domains, restrictions: Iterable[tuple[Var, Candidates]], stats: Stats
    ) -> Narrowed | None:
        return self.room.model.narrow(domains, restrictions, stats)

    def neighbours(self, var: Var) -> Sequence[Var]:
        return self.room.model.neighbours(var)

    def read_out(self, domains: Domains) -> Domains:
        return domains


# --- grades -------------------------------------------------------------------------------

GRADES: Final = ("easy", "medium", "hard")
"""The grades of the levels of rules, weakest first; then ``very hard`` (a
contradiction) and ``needs guessing``."""


@dataclass(frozen=True)
class Grade:
    """How hard a puzzle is: the name, the strongest rule its solve needed and how
    often, its guesses and its steps."""

    name: str
    rule: str
    times: int
    guesses: int
    steps: int


def grade(room: Classroom, found: Sequence[Move]) -> Grade:
    """What the moves needed: their strongest level, a contradiction, or a guess."""
    names = (*GRADES[: len(room.levels)], "very hard", "needs guessing")
    ranked = [(_rank(room, move), _rule(move)) for move in found if not isinstance(move, Stuck)]
    top = max((rank for rank, _ in ranked), default=0)
    uses = Counter(rule for rank, rule in ranked if rank == top)
    rule, times = min(uses.items(), key=lambda item: (-item[1], item[0]), default=("", 0))
    guesses = sum(isinstance(move, Guessed) for move in found)
    return Grade(names[top], rule, times, guesses, len(ranked))


def _rank(room: Classroom, move: Move) -> int:
    match move:
        case Reasoned(level=level):
            return level
        case Refuted():
            return len(room.levels)
        case _:
            return len(room.levels) + 1


def _rule(move: Move) -> str:
    match move:
        case Reasoned(rule=rule):
            return rule
        case Refuted():
            return CONTRADICTION
        case Guessed():
            return GUESS
        case Stuck(dead=dead):
            return dead.rule


def summary(found: Grade) -> str:
    """``medium: hidden single 3 times, no guess (40 steps)``, in the words of Ripple
    Effect's grades."""
    if found.guesses:
        plural = "es" * (found.guesses != 1)
        return f"{found.name}: {found.guesses} guess{plural} ({found.steps} steps)"
    if not found.times:
        return f"{found.name}: no step needed ({found.steps} steps)"
    times = f"{found.times} time{'s' * (found.times != 1)}"
    return f"{found.name}: {found.rule} {times}, no guess ({found.steps} steps)"


# --- words --------------------------------------------------------------------------------


def cell_names(room: Classroom, cells: Sequence[Var]) -> str:
    """``r1c1, r2c3``."""
    return ", ".join(cell_name(room.where(var)) for var in cells)


def describe(room: Classroom, move: Move, before: Domains) -> str:
    """A move in words, the domains being ``before`` it."""
    match move:
        case Reasoned(rule=rule, cause=cause, losses=losses):
            why = f"{cause.why}, so " if cause.why else ""
            return f"{rule}: {why}{_conclusion(room, losses, before)}."
        case Refuted(var=var, value=value, dead=dead, losses=losses):
            supposed = f"if {cell_names(room, (var,))} were {room.label(value)}"
            then = _failure(room, dead)
            return f"{CONTRADICTION}: {supposed}, {then}; so {_conclusion(room, losses, before)}."
        case Guessed(var=var, value=value):
            cell = cell_names(room, (var,))
            return f"{GUESS}: no rule applies; {cell} is taken to be {room.label(value)}."
        case Stuck(dead=dead):
            return f"dead end: {_failure(room, dead)}: no solution from here."


def _failure(room: Classroom, dead: Dead) -> str:
    rule = f"the rule {dead.rule!r}" if dead.rule else "the rules"
    if dead.var is None:
        return f"{rule} would fail"
    return f"{rule} would fail at {cell_names(room, (dead.var,))}"


def _conclusion(room: Classroom, losses: Losses, before: Domains) -> str:
    """``r2c5 is red`` for the cells a move fills, ``r1c1, r2c1 lose 4`` for the others."""
    now = dict(enumerate(before))
    for var, removed in losses:
        now[var] &= ~removed
    placed = {var: now[var] for var, _ in losses if cs.is_single(now[var])}
    parts = [
        f"{cell_names(room, [var for var, _ in group])} "
        f"{'is' if len(group) == 1 else 'are'} {room.label(cs.only_value(cands))}"
        for cands, group in _grouped(list(placed.items()))
    ]
    taken = list({var: removed for var, removed in losses if var not in placed}.items())
    parts += [
        f"{cell_names(room, [var for var, _ in group])} "
        f"{'loses' if len(group) == 1 else 'lose'} {_labels(room, removed)}"
        for removed, group in _grouped(taken)
    ]
    return "; ".join(parts)


def _grouped(
    pairs: list[tuple[Var, Candidates]],
) -> list[tuple[Candidates, list[tuple[Var, Candidates]]]]:
    """The pairs gathered by their candidates, in the order each first appears."""
    found: dict[Candidates, list[tuple[Var, Candidates]]] = {}
    for var, cands in pairs:
        found.setdefault(cands, []).append((var, cands))
    return list(found.items())


def _labels(room: Classroom, values: Candidates) -> str:
    return ", ".join(map(room.label, cs.values(values)))


# --- what is shown ------------------------------------------------------------------------


def position(room: Classroom, domains: Domains) -> Position:
    """Every cell's values, row by row."""
    rows, columns = room.size
    grid: list[list[tuple[int, ...]]] = [[() for _ in range(columns)] for _ in range(rows)]
    named: dict[Candidates, tuple[int, ...]] = {}
    for var, cands in enumerate(domains):
        row, column = room.where(var)
        values = named.get(cands)
        if values is None:
            values = named[cands] = tuple(cs.values(cands))
        grid[row][column] = values
    return tuple(map(tuple, grid))


def shown(room: Classroom, move: Move, before: Domains) -> Shown:
    """A move as a page shows it, the domains being ``before`` it."""
    now = after(before, move)
    changed = tuple(dict.fromkeys(var for var, _ in _losses(move)))
    placed = tuple(
        (room.where(var), cs.only_value(now[var]))
        for var in changed
        if cs.is_single(now[var]) and not cs.is_single(before[var])
    )
    return Shown(
        describe(room, move, before),
        _rule(move),
        tuple(map(room.where, _marked(move))),
        tuple(map(room.where, changed)),
        placed,
        position(room, now),
    )


def _losses(move: Move) -> Losses:
    return () if isinstance(move, Stuck) else move.losses


def _marked(move: Move) -> tuple[Var, ...]:
    match move:
        case Reasoned(cause=cause):
            return cause.premises
        case Refuted(var=var, dead=dead):
            return (var,) if dead.var in (None, var) else (var, dead.var)
        case Guessed(var=var):
            return (var,)
        case Stuck(dead=dead):
            return () if dead.var is None else (dead.var,)


@dataclass(frozen=True)
class Lesson:
    """A whole explained solve: its steps as shown, its grade, and where it ends (every
    variable decided, or ``None`` at a dead end)."""

    steps: tuple[Shown, ...]
    grade: Grade
    end: Domains | None


def lesson(room: Classroom) -> Lesson:
    """The explained solve of a classroom's puzzle, from its position."""
    domains, steps, found = room.start(), [], []
    for move in moves(room, domains):
        steps.append(shown(room, move, domains))
        found.append(move)
        domains = after(domains, move)
    end = None if found and isinstance(found[-1], Stuck) else domains
    return Lesson(tuple(steps), grade(room, found), end)


def page(room: Classroom, steps: Sequence[Shown], title: str) -> str:
    """The steps as one HTML page: each in words, over a picture of the grid after it,
    the cells it reasons from shaded yellow and those it changes green."""
    rows, columns = room.size
    frames = "".join(
        f"<section><p>{number}. {escape(step.words)}</p>{_frame(room, step)}</section>\n"
        for number, step in enumerate(steps, 1)
    )
    return (
        f"<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>{escape(title)}</title>"
        f"</head>\n<body><h1>{escape(title)}</h1>\n<p>{rows} x {columns}, "
        f"{len(steps)} steps</p>\n{frames}</body></html>\n"
    )


def _frame(room: Classroom, step: Shown) -> str:
    """The grid after ``step`` as SVG: each filled cell's value, the open cells blank."""
    rows, columns, side = len(step.position), len(step.position[0]), 24
    marked, changed = set(step.marked), set(step.changed)
    cells = []
    for row, line in enumerate(step.position):
        for column, values in enumerate(line):
            pos = (row, column)
            fill = "#9d9" if pos in changed else "#ff8" if pos in marked else "#fff"
            x, y = column * side, row * side
            text = escape(room.label(values[0])[:3]) if len(values) == 1 else ""
            cells.append(
                f"<rect x='{x}' y='{y}' width='{side}' height='{side}' fill='{fill}' "
                f"stroke='#888'/><text x='{x + side // 2}' y='{y + 16}' font-size='11' "
                f"text-anchor='middle'>{text}</text>"
            )
    return (
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{columns * side}' "
        f"height='{rows * side}'>{''.join(cells)}</svg>"
    )


# --- hints --------------------------------------------------------------------------------


def hint(room: Classroom, position_: Mapping[Pos, int] | None = None) -> Advice:
    """The next step from the classroom's position with ``position_``'s cells filled
    too, or the filled cells that are wrong. The filled cells of the position are
    compared with the solution; without a solution from the classroom's own position,
    its filled cells whose emptying would give one are to blame."""
    start = room.start()
    solution = solve(room, start)
    if solution is None:
        suspects = tuple(_suspects(room, start))
        names = ", ".join(map(cell_name, suspects))
        where = f"one of {names} is wrong" if suspects else "more than one filled cell is wrong"
        return Advice(f"No solution from here: {where}.\n", True, wrong=suspects)
    index = {room.where(var): var for var in range(len(start))}
    filled = {index[pos]: value for pos, value in (position_ or {}).items() if pos in index}
    wrong = tuple(
        room.where(var)
        for var, value in sorted(filled.items())
        if solution[var] != cs.single(value)
    )
    if wrong:
        return Advice.entries_wrong(wrong)
    domains = start
    for var, value in filled.items():
        domains = domains.set(var, cs.single(value))
    if not any(map(cs.is_open, domains)):
        return Advice("Solved: every cell is filled and every rule holds.\n", False)
    return _next(room, domains)


def _next(room: Classroom, domains: Domains) -> Advice:
    """The first step that fills a cell, with the earlier steps that took values from
    that cell."""
    earlier: list[tuple[Move, Domains]] = []
    for move in moves(room, domains):
        if isinstance(move, Stuck):
            break
        now = after(domains, move)
        filled = [var for var, _ in move.losses if cs.is_single(now[var])]
        if filled:
            because = [
                describe(room, e, d)
                for e, d in earlier
                if not isinstance(e, Stuck) and any(var in filled for var, _ in e.losses)
            ]
            reasons = "".join(f"  because {words}\n" for words in because)
            text = f"next: {describe(room, move, domains)}\n{reasons}"
            return Advice(text, False, step=shown(room, move, domains))
        earlier.append((move, domains))
        domains = now
    return Advice("No solution from here: the rules fail.\n", True)


def _suspects(room: Classroom, start: Domains) -> Iterator[Pos]:
    """The filled cells whose emptying leaves a position with a solution."""
    for var, cands in enumerate(start):
        blank = room.blank(var)
        if cs.is_single(cands) and blank != cands and solve(room, start.set(var, blank)):
            yield room.where(var)


P = TypeVar("P")
R = TypeVar("R", bound=Classroom)
S = TypeVar("S")


@dataclass(frozen=True)
class Teacher(Generic[P, R, S]):
    """A kind's :class:`~ripple_fp.kinds.capabilities.Explainer` on this explainer: how
    a puzzle becomes a classroom, and how the position a lesson ends in reads as the
    kind's solution. A kind's ``explaining`` module makes one and names its methods."""

    classroom: Callable[[P], R]
    solution: Callable[[R, Domains], S]

    def explain(self, problem: P) -> Explained[S]:
        """Every step of an explained solve of ``problem``, in words and as shown, its
        grade, and the solution the steps reach (``None``: they end in a dead end)."""
        room = self.classroom(problem)
        found = lesson(room)
        end = None if found.end is None else self.solution(room, found.end)
        return Explained(
            tuple(step.words for step in found.steps),
            summary(found.grade),
            end,
            partial(page, room, found.steps),
            lambda: found.steps,
        )

    def hint(self, problem: P) -> Advice:
        """The next step of ``problem`` being solved (its filled cells are the
        position), or the filled cells that are wrong."""
        return hint(self.classroom(problem))

    def hint_at(self, problem: P, position: Mapping[Pos, int]) -> Advice:
        """The next step from ``position`` (cells filled by a player, besides the
        givens), or the filled cells of it that are wrong."""
        return hint(self.classroom(problem), position)
