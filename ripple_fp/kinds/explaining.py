"""Explanations written once, for every kind: a solve in steps a person can follow, its
grade, the steps as a page shows them, and hints.

Haskell counterpart (the explainer every kind instantiates with its rules and words)::

    data Move r = Reasoned Rank r Losses Placements     -- a rule took values, for a reason
                | Single Rank Var Int                   -- a naked single
                | Refuted Var Int (DeadEnd r) Losses Placements  -- a contradiction
                | Guessed Var Int Losses                -- no rule applies
                | Ended Rank (DeadEnd r)                -- no solution from here
    data DeadEnd r = Emptied Var | Failed r | Unsolvable Var
    moves :: Classroom r s -> [Move r]                  -- lazily, to the end
    grade :: Classroom r s -> [Move r] -> Grade

A kind gives a :class:`Classroom` for a puzzle: its position, its rules as values (its
``deductions.rules``: each a method of its propagation, applied at one focus) and its
words (how a reason reads, how a cell and a value are named). Nothing else of the
explainer is a kind's: the same code steps every kind.

**The solve.** A notebook keeps the candidates, which cells are placed, and an agenda
per rule: the foci where it may say something new (the rooms a loss touched, the cells
placed since), lowest first. At every point the simplest rule that makes progress at
its lowest focus is applied once, on a propagation of the kind watched by a trace: the
trace hears each loss with its reason (:mod:`ripple_fp.search.propagation`) and keeps
those of the first reason, which are one step; a loss for another reason stops the
rule there, for the next step to take. A focus that gave a step stays on its agenda;
one that gave nothing leaves it until a loss opens it again. In a kind whose rules use
a value once it is said (Ripple Effect's, with its ``naked single``), a cell left with
one value waits for that step; in the others it is placed by the step that left it so.
When no rule makes progress, every value of every open cell is screened by the kind's
strongest propagation (its model), and a value whose supposition the rules, stepped as
above on a copy of the notebook, run into a dead end is a contradiction ("if r1c3 were
3, r7c2 would have no value left"): one screening serves many steps, since a
supposition that fails keeps failing while values go. When none is, a guess takes the
value a solution has, and says so. A step that leaves a cell empty, or a rule that
fails, ends the solve: no solution from here.

**The grade** (:func:`grade`) is the strongest rule the steps needed, and how often: its
level (*easy*, *medium*, *hard*), then *very hard* for a contradiction and *needs
guessing*. The maker's index gives the same (:func:`~ripple_fp.kinds.making.grade`).

**A hint** runs the same solve from the player's position and stops at its first
placement, with the earlier steps that took a value it rests on; a position that has
gone wrong is compared with the solution, and the wrong cells are named.
"""

from __future__ import annotations

import heapq
from abc import ABC, abstractmethod
from collections import Counter, deque
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import islice
from typing import Final, Generic, TypeVar

from pyrsistent import pvector

from ..grid import svg
from ..grid.display import Joined
from ..grid.matrix import Pos, Size, cell_name
from ..search import candidates as cs
from ..search.alldifferent import HiddenSingle, NoPlace, Placed, Pointing
from ..search.candidates import Candidates
from ..search.engine import solve as search
from ..search.model import Domains, Look, Model, Narrowed, Var
from ..search.order import LookAhead
from ..search.rules import NakedSingle, Rule, Rules
from ..search.stats import Stats
from .capabilities import Advice, Explained, Position, Shown

R = TypeVar("R")
S = TypeVar("S")
P = TypeVar("P")

Losses = tuple[tuple[Var, Candidates], ...]
"""The values a step takes: each variable with the candidates it loses."""

Placements = tuple[tuple[Var, int], ...]
"""The cells a step places, with their values."""

GRADES: Final = ("easy", "medium", "hard")
"""The grades of the levels of a kind's rules, weakest first; then ``very hard`` (a
contradiction) and ``needs guessing``."""

CONTRADICTION: Final = "contradiction"
GUESS: Final = "guess"


# --- what a kind gives ---------------------------------------------------------------------


class Words(ABC, Generic[R]):
    """A kind's words: how its cells, values and reasons read. A kind says why each of
    its reasons takes values (:meth:`why`, or the whole sentence, :meth:`says`), which
    cells it rests on (:meth:`premises`) and how its rules fail (:meth:`fails`); cells
    are named by where they are, values by their numbers unless it says otherwise."""

    def __init__(self, where: Callable[[Var], Pos]) -> None:
        self.where = where
        """The cell of a variable."""

    def label(self, value: int) -> str:
        """A value in words: ``4``, ``red``, ``filled``."""
        return str(value)

    def symbol(self, value: int) -> str:
        """A value in a picture: ``4``, ``R``, ``■``."""
        return self.label(value)

    def name(self, *cells: Var) -> str:
        """``r1c1, r2c3``."""
        return cell_names(self, cells)

    def says(self, step: Reasoned[R]) -> str:
        """A step in words, after its rule's name: why, then what it concludes
        (``r1c3 is 1 and no other cell of its room may be, so r1c1, r1c2 lose 1``)."""
        return f"{self.why(step)}, so {concluded(self, step.losses, step.placed)}"

    def why(self, step: Reasoned[R]) -> str:
        """Why a step takes its values, in words (for the default :meth:`says`)."""
        raise NotImplementedError(f"{type(self).__name__} says its steps itself")

    @abstractmethod
    def premises(self, step: Reasoned[R]) -> tuple[Var, ...]:
        """The cells a step reasons from."""

    def fails(self, reason: R, would: bool) -> str:
        """A rule's failure as a dead end: ``room 7 has no place for 3`` (``would``:
        under a supposition, ``room 7 would have no place for 3``)."""
        match reason:
            case NoPlace(group, value):
                return f"{self.group(group)} {self.have(would)} no place for {value}"
        return f"the rules {'would have' if would else 'have'} no way on"

    def group(self, group: int) -> str:
        """A group of the all-different (:mod:`ripple_fp.search.alldifferent`) by name,
        ``room 7``, ``row 3``: the words of a kind with groups say it."""
        return f"group {group + 1}"

    @staticmethod
    def have(would: bool) -> str:
        """``would have`` under a supposition, ``has`` for the position."""
        return "would have" if would else "has"


@dataclass(frozen=True)
class Classroom(Generic[R, S]):
    """One puzzle as the explainer sees it: what a kind's ``explaining`` module gives."""

    size: Size
    """The grid's rows and columns."""
    start: Domains
    """The position: every cell's values, the filled ones decided, nothing reasoned."""
    blank: Callable[[Var], Candidates]
    """The values of a cell that is not filled."""
    rules: Rules[R]
    """The kind's rules as values, simplest first (its ``deductions.rules``)."""
    words: Words[R]
    model: Model[S]
    """The kind's model at its strongest rules: what screens a supposition, and reads a
    solution out."""
    filled: Callable[[Var], bool] = lambda var: False
    """Is a cell filled in the position (a given, or a player's cell the puzzle holds)?
    (By default none is: the kind's puzzles give clues, not cells.)"""
    joined: Joined = lambda a, b: True
    """Whether two neighbouring cells share a region (a thin line between them in a
    picture), or a wall parts them (by default every cell is one region's)."""
    solve: Callable[[Domains], Iterator[Domains]] | None = None
    """The solutions from a position, lazily, their cells decided (``None``: the engine's
    look-ahead search below :attr:`model`, :func:`searched`)."""

    def solutions(self, domains: Domains) -> Iterator[Domains]:
        """The solutions from ``domains``, lazily, every variable decided."""
        if self.solve is not None:
            return self.solve(domains)
        return searched(self.model, pvector(map(self.blank, range(len(domains)))), domains)

    def solution(self, domains: Domains) -> Domains | None:
        """The first solution from ``domains``, every variable decided, or ``None``."""
        return next(self.solutions(domains), None)

    def count(self, domains: Domains, most: int) -> int:
        """How many solutions there are from ``domains``, counted up to ``most``."""
        return sum(1 for _ in islice(self.solutions(domains), most))

    def rule(self, rank: int) -> str:
        """The name of the rule of ``rank``: the kind's, then contradiction and guess."""
        rules = self.rules
        return rules[rank].name if rank < len(rules) else (CONTRADICTION, GUESS)[rank - len(rules)]


def searched(model: Model[object], blank: Domains, domains: Domains) -> Iterator[Domains]:
    """The solutions within ``domains``, lazily: the engine's look-ahead search below the
    model's rules, started from ``blank`` (nothing decided) narrowed to ``domains``, so
    that every rule looks at every cell that is not blank."""
    return search(_Below(model, blank, domains), LookAhead())


class _Below:
    """A model started from ``blank`` narrowed to ``domains``, read out as domains."""

    def __init__(self, model: Model[object], blank: Domains, domains: Domains) -> None:
        self.model, self.blank, self.domains = model, blank, domains

    def start(self, stats: Stats, look: Look | None = None) -> Narrowed | None:
        narrowing = zip(range(len(self.domains)), self.domains, strict=True)
        return self.model.narrow(self.blank, narrowing, stats)

    def narrow(
        self, domains: Domains, restrictions: Iterable[tuple[Var, Candidates]], stats: Stats
    ) -> Narrowed | None:
        return self.model.narrow(domains, restrictions, stats)

    def neighbours(self, var: Var) -> Sequence[Var]:
        return self.model.neighbours(var)

    def read_out(self, domains: Domains) -> Domains:
        return domains


# --- the moves of a solve ------------------------------------------------------------------


@dataclass(frozen=True)
class Emptied:
    """A dead end: ``var`` has no value left."""

    var: Var


@dataclass(frozen=True)
class Failed(Generic[R]):
    """A dead end: a rule fails, for ``reason`` (a value with no place, a line too full)."""

    reason: R


@dataclass(frozen=True)
class Unsolvable:
    """A dead end found by search: no value of ``var`` leads to a solution."""

    var: Var


DeadEnd = Emptied | Failed[R] | Unsolvable
"""What a supposition runs into, or why a position has no solution."""


@dataclass(frozen=True)
class Reasoned(Generic[R]):
    """The rule of ``rank`` took ``losses`` for ``reason``, and placed ``placed``."""

    rank: int
    reason: R
    losses: Losses
    placed: Placements


@dataclass(frozen=True)
class Single:
    """``var`` has one value left, ``value``: it holds it (a naked single)."""

    rank: int
    var: Var
    value: int


@dataclass(frozen=True)
class Refuted(Generic[R]):
    """Supposing ``value`` in ``var``, the rules run into ``dead``: the value goes."""

    rank: int
    var: Var
    value: int
    dead: DeadEnd[R]
    losses: Losses
    placed: Placements


@dataclass(frozen=True)
class Guessed:
    """No rule applies: ``var`` takes the value a solution has."""

    rank: int
    var: Var
    value: int
    losses: Losses


@dataclass(frozen=True)
class Ended(Generic[R]):
    """The rule of ``rank`` runs into ``dead``: no solution from here."""

    rank: int
    dead: DeadEnd[R]


Move = Reasoned[R] | Single | Refuted[R] | Guessed | Ended[R]


def losses_of(move: Move[R]) -> Losses:
    """The values a move takes."""
    return () if isinstance(move, Single | Ended) else move.losses


def placed_by(move: Move[R]) -> Placements:
    """The cells a move places, with their values."""
    match move:
        case Single(var=var, value=value) | Guessed(var=var, value=value):
            return ((var, value),)
        case Reasoned(placed=placed) | Refuted(placed=placed):
            return placed
    return ()


class _Enough(Exception):  # noqa: N818 - not an error: the step has what it wants
    """Raised out of a rule at a loss for another reason than the step's."""


class _Step(Generic[R]):
    """A trace that keeps one step: the losses of the first reason it hears, and a
    dead end if the rule runs into one."""

    def __init__(self) -> None:
        self.reason: R | None = None
        self.losses: list[tuple[Var, Candidates]] = []
        self.dead: DeadEnd[R] | None = None

    def losing(self, var: Var, removed: Candidates, left: Candidates, reason: R | None) -> None:
        if reason is None:
            raise TypeError(f"a rule took values from {var} without a reason")
        if self.losses and reason != self.reason:
            raise _Enough
        self.reason = reason
        self.losses.append((var, removed))
        if not left:
            self.dead = Emptied(var)

    def failing(self, reason: R | None) -> None:
        if self.losses:
            raise _Enough
        if reason is None:
            raise TypeError("a rule failed without a reason")
        self.dead = Failed(reason)


class _Agenda:
    """Foci to look at, lowest first, each at most once until it is taken."""

    def __init__(self, foci: Iterable[int] = ()) -> None:
        self.members = set(foci)
        self.heap = sorted(self.members)

    def copy(self) -> _Agenda:
        other = _Agenda()
        other.heap, other.members = list(self.heap), set(self.members)
        return other

    def add(self, focus: int) -> None:
        if focus not in self.members:
            self.members.add(focus)
            heapq.heappush(self.heap, focus)

    def take(self) -> int | None:
        if not self.heap:
            return None
        focus = heapq.heappop(self.heap)
        self.members.discard(focus)
        return focus


def announces(rules: Rules[R]) -> bool:
    """Does a kind's naked single say when a cell is decided (else every decided cell
    counts as placed)?"""
    return any(isinstance(rule, NakedSingle) for rule in rules)


class _Notebook(Generic[R, S]):
    """The candidates of one explained solve, which cells are placed, and each rule's
    agenda: mutable, and private to one solve (or to one supposition, on a copy)."""

    def __init__(self, room: Classroom[R, S], domains: Domains, placed: list[bool]) -> None:
        self.room, self.domains, self.placed = room, domains, placed
        self.rules = room.rules
        self.announced = announces(self.rules)
        self.agendas: list[_Agenda] = []

    def _wired(self) -> None:
        """Which agendas a loss opens (with the foci it opens there), which a placement
        opens, and the naked singles' agenda, if the kind has one."""
        ruled = [
            (rule, agenda)
            for rule, agenda in zip(self.rules, self.agendas, strict=True)
            if not isinstance(rule, NakedSingle)
        ]
        self.on_loss = [(agenda, rule.opens) for rule, agenda in ruled if rule.opens is not None]
        self.on_place = [agenda for rule, agenda in ruled if rule.opens is None]
        pairs = zip(self.rules, self.agendas, strict=True)
        self.singles = next((a for r, a in pairs if isinstance(r, NakedSingle)), None)

    @classmethod
    def opened(
        cls, room: Classroom[R, S], domains: Domains, filled: Callable[[Var], bool]
    ) -> _Notebook[R, S]:
        """A notebook at ``domains``, every rule's every focus on its agenda: the cells
        ``filled`` placed (and, where no naked single says it, every decided cell)."""
        announced = announces(room.rules)
        placed = [
            filled(var) or (not announced and cs.is_single(cands))
            for var, cands in enumerate(domains)
        ]
        notebook = cls(room, domains, placed)
        for rule in notebook.rules:
            if isinstance(rule, NakedSingle):
                foci: Iterable[int] = (v for v, c in enumerate(domains) if cs.is_single(c))
            elif rule.opens is None:
                foci = (var for var, done in enumerate(placed) if done)
            else:
                foci = (focus for var in range(len(domains)) for focus in rule.opens(var))
            notebook.agendas.append(_Agenda(foci))
        notebook._wired()
        return notebook

    def copy(self) -> _Notebook[R, S]:
        other = _Notebook(self.room, self.domains, list(self.placed))
        other.agendas = [agenda.copy() for agenda in self.agendas]
        other._wired()
        return other

    def complete(self) -> bool:
        return all(self.placed)

    def open_cells(self) -> list[Var]:
        """The cells not yet placed, fewest values first, then in reading order."""
        domains, placed = self.domains, self.placed
        undecided = (var for var, done in enumerate(placed) if not done)
        return sorted(undecided, key=lambda var: (cs.count(domains[var]), var))

    def step(self) -> list[Move[R]]:
        """The next step of the simplest rule that makes progress, taken (and a dead
        end after it, if it leaves a cell empty); none if no rule makes progress."""
        for rank, rule in enumerate(self.rules):
            agenda = self.agendas[rank]
            while (focus := agenda.take()) is not None:
                found = (
                    self._single(rank, focus)
                    if isinstance(rule, NakedSingle)
                    else self._apply(rank, rule, focus)
                )
                if found:
                    agenda.add(focus)
                    return found
        return []

    def _single(self, rank: int, var: Var) -> list[Move[R]]:
        cands = self.domains[var]
        if self.placed[var] or not cs.is_single(cands):
            return []
        move = Single(rank, var, cs.only_value(cands))
        self.take((), placed_by(move))
        return [move]

    def _apply(self, rank: int, rule: Rule[R], focus: int) -> list[Move[R]]:
        step: _Step[R] = _Step()
        try:
            consistent = rule.apply(self.domains, step, focus)
        except _Enough:
            consistent = True
        if step.reason is None:
            if step.dead is not None:
                return [Ended(rank, step.dead)]
            if not consistent:
                raise TypeError(f"the rule {rule.name!r} failed without a reason")
            return []
        losses = tuple(step.losses)
        placed = self.take(losses, decides=not self.announced or rule.places)
        move: Reasoned[R] = Reasoned(rank, step.reason, losses, placed)
        return [move] if step.dead is None else [move, Ended(rank, step.dead)]

    def take(
        self, losses: Losses, placed: Placements = (), *, decides: bool = False
    ) -> Placements:
        """Take ``losses``, place ``placed`` (and, if the step ``decides``, every cell it
        leaves with one value), and open the foci they open; what was placed."""
        self.domains = after(self.domains, losses)
        if decides:
            left = ((var, self.domains[var]) for var in dict.fromkeys(var for var, _ in losses))
            placed = tuple(
                (var, cs.only_value(cands))
                for var, cands in left
                if cs.is_single(cands) and not self.placed[var]
            )
        singles, placed_now = self.singles, self.placed
        for var, _ in losses:
            for agenda, opens in self.on_loss:
                for focus in opens(var):
                    agenda.add(focus)
            if singles is not None and cs.is_single(self.domains[var]) and not placed_now[var]:
                singles.add(var)
        for var, _ in placed:
            placed_now[var] = True
            for agenda in self.on_place:
                agenda.add(var)
        return placed

    def supposing(self, var: Var, value: int) -> DeadEnd[R] | None:
        """The dead end the rules run into if ``var`` held ``value``, if they do."""
        trial = self.copy()
        others = trial.domains[var] & ~cs.single(value)
        trial.take(((var, others),), ((var, value),))
        while found := trial.step():
            if isinstance(found[-1], Ended):
                return found[-1].dead
        return None


def moves(
    room: Classroom[R, S], start: Domains | None = None, filled: Collection[Var] = ()
) -> Iterator[Move[R]]:
    """Every move of an explained solve from the classroom's position, or from ``start``
    (its cells ``filled`` too, besides the classroom's), lazily, until every cell is
    placed and the rules agree, or they run into a dead end."""
    domains = room.start if start is None else start
    notebook = _Notebook.opened(room, domains, lambda var: var in filled or room.filled(var))
    pending: deque[tuple[Var, int]] = deque()
    solution: list[Domains | None] = []
    while True:
        found = notebook.step()
        if not found:
            if notebook.complete():
                return
            found = _refuted(notebook, pending)
        if not found:
            if not solution:
                solution.append(room.solution(notebook.domains))
            found = [_guessed(notebook, solution[0])]
        yield from found
        if isinstance(found[-1], Ended):
            return


def _refuted(notebook: _Notebook[R, S], pending: deque[tuple[Var, int]]) -> list[Move[R]]:
    """The next supposition of the batch the rules refute, taken; when the batch runs
    out, a new screening refills it (the values taken since may make new dead ends)."""
    for screened in (False, True):
        if screened:
            pending.extend(_screened(notebook))
        while pending:
            var, value = pending.popleft()
            cands = notebook.domains[var]
            if notebook.placed[var] or not cs.has(cands, value):
                continue
            dead = notebook.supposing(var, value)
            if dead is not None:
                losses = ((var, cs.single(value)),)
                placed = notebook.take(losses, decides=not notebook.announced)
                return [Refuted(len(notebook.rules), var, value, dead, losses, placed)]
    return []


def _screened(notebook: _Notebook[R, S]) -> Iterator[tuple[Var, int]]:
    """Every value of every open cell that the kind's strongest propagation refutes."""
    domains, model = notebook.domains, notebook.room.model
    for var in notebook.open_cells():
        for value in cs.values(domains[var]):
            if model.narrow(domains, ((var, cs.single(value)),), Stats()) is None:
                yield var, value


def _guessed(notebook: _Notebook[R, S], solution: Domains | None) -> Move[R]:
    """The solution's value in the open cell with fewest values; without a solution,
    the dead end that no value of it leads to one."""
    var, rank = notebook.open_cells()[0], len(notebook.rules) + 1
    if solution is None:
        return Ended(rank, Unsolvable(var))
    cands, value = notebook.domains[var], cs.only_value(solution[var])
    move = Guessed(rank, var, value, ((var, cands & ~cs.single(value)),))
    notebook.take(move.losses, placed_by(move))
    return move


def after(domains: Domains, losses: Losses) -> Domains:
    """``domains`` once ``losses`` are taken (a move's: :func:`losses_of`)."""
    evolver = domains.evolver()
    for var, removed in losses:
        evolver[var] = evolver[var] & ~removed
    return evolver.persistent()


# --- grades -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Grade:
    """How hard a puzzle is: its level, the strongest rule its solve needed and how
    often, its guesses and its steps."""

    level: str
    rule: str
    times: int
    guesses: int
    steps: int


def grade(room: Classroom[R, S], found: Sequence[Move[R]]) -> Grade:
    """What the moves needed: their strongest rule (a contradiction, a guess are the
    strongest of all), its level, and how often it was used."""
    uses = Counter(move.rank for move in found)
    guesses = sum(isinstance(move, Guessed) for move in found)
    if not uses:
        return Grade(GRADES[0], "", 0, 0, 0)
    top, rules = max(uses), room.rules
    level = (
        GRADES[rules[top].level]
        if top < len(rules)
        else ("very hard", "needs guessing")[top - len(rules)]
    )
    return Grade(level, room.rule(top), uses[top], guesses, len(found))


def summary(found: Grade) -> str:
    """``hard: room reach 12 times, no guess (2884 steps)``."""
    if found.guesses:
        plural = "es" * (found.guesses != 1)
        return f"{found.level}: {found.guesses} guess{plural} ({found.steps} steps)"
    if not found.times:
        return f"{found.level}: no step needed ({found.steps} steps)"
    times = f"{found.times} time{'s' * (found.times != 1)}"
    return f"{found.level}: {found.rule} {times}, no guess ({found.steps} steps)"


# --- words --------------------------------------------------------------------------------


def cell_names(words: Words[R], cells: Iterable[Var]) -> str:
    """``r1c1, r2c3``."""
    return ", ".join(cell_name(words.where(var)) for var in cells)


def concluded(words: Words[R], losses: Losses, placed: Placements) -> str:
    """What a step concludes: ``r2c5 is red`` for the cells it places, ``r1c1, r2c1
    lose 4`` for the others, each group in the order it first appears."""
    values: dict[int, list[Var]] = {}
    for var, value in placed:
        values.setdefault(value, []).append(var)
    parts = [
        f"{cell_names(words, group)} {'is' if len(group) == 1 else 'are'} {words.label(value)}"
        for value, group in values.items()
    ]
    decided = {var for var, _ in placed}
    taken: dict[Candidates, list[Var]] = {}
    for var, removed in losses:
        if var not in decided:
            taken.setdefault(removed, []).append(var)
    parts += [
        f"{cell_names(words, group)} {'loses' if len(group) == 1 else 'lose'} "
        f"{', '.join(map(words.label, cs.values(removed)))}"
        for removed, group in taken.items()
    ]
    return "; ".join(parts)


def grouped(groups: Sequence[Sequence[Var]], step: Reasoned[R]) -> tuple[Var, ...]:
    """The cells a step of the all-different (:mod:`ripple_fp.search.alldifferent`) rests
    on, its groups ``groups``: a placed value's cell, the other cells of a hidden single's
    group (they cannot hold it), a pointing value's places; none for another reason."""
    match step.reason:
        case Placed(cell):
            return (cell,)
        case HiddenSingle(group):
            placed = {var for var, _ in step.placed}
            return tuple(cell for cell in groups[group] if cell not in placed)
        case Pointing(holders=holders):
            return holders
    return ()


def dead_end(words: Words[R], dead: DeadEnd[R], *, would: bool) -> str:
    """A dead end in words: under a supposition (``would``), or for the position."""
    match dead:
        case Emptied(var):
            return f"{words.name(var)} {words.have(would)} no value left"
        case Unsolvable(var):
            return f"no value of {words.name(var)} leads to a solution"
        case Failed(reason):
            return words.fails(reason, would)


def describe(room: Classroom[R, S], move: Move[R]) -> str:
    """One sentence: the rule, what it reasons from, what it concludes."""
    words, rule = room.words, room.rule(move.rank)
    match move:
        case Reasoned():
            return f"{rule}: {words.says(move)}."
        case Single(var=var, value=value):
            return f"{rule}: {words.name(var)} can only hold {words.label(value)}."
        case Refuted(var=var, value=value, dead=dead, losses=losses, placed=placed):
            supposed = f"if {words.name(var)} were {words.label(value)}"
            then = f"{dead_end(words, dead, would=True)}; {concluded(words, losses, placed)}"
            return f"{rule}: {supposed}, {then}."
        case Guessed(var=var, value=value):
            cell = words.name(var)
            return f"{rule}: no rule applies; try {cell} = {words.label(value)}."
        case Ended(dead=dead):
            return f"{rule}: {dead_end(words, dead, would=False)}, so the puzzle has no solution."


def marked(room: Classroom[R, S], move: Move[R]) -> tuple[Var, ...]:
    """The cells a move reasons from (and the cell its dead end is at)."""
    match move:
        case Reasoned():
            return room.words.premises(move)
        case Refuted(var=var, dead=Emptied(var=at) | Unsolvable(var=at)) if at != var:
            return (var, at)
        case Single(var=var) | Refuted(var=var) | Guessed(var=var):
            return (var,)
        case Ended(dead=Emptied(var=var) | Unsolvable(var=var)):
            return (var,)
    return ()


# --- what is shown ------------------------------------------------------------------------


def position(room: Classroom[R, S], domains: Domains) -> Position:
    """Every cell's values, row by row."""
    rows, columns = room.size
    grid: list[list[tuple[int, ...]]] = [[() for _ in range(columns)] for _ in range(rows)]
    named: dict[Candidates, tuple[int, ...]] = {}
    for var, cands in enumerate(domains):
        row, column = room.words.where(var)
        values = named.get(cands)
        if values is None:
            values = named[cands] = tuple(cs.values(cands))
        grid[row][column] = values
    return tuple(map(tuple, grid))


def shown(room: Classroom[R, S], move: Move[R], now: Domains) -> Shown:
    """A move as a page shows it, the domains being ``now`` after it."""
    where = room.words.where
    return Shown(
        describe(room, move),
        room.rule(move.rank),
        tuple(map(where, marked(room, move))),
        tuple(where(var) for var in dict.fromkeys(var for var, _ in losses_of(move))),
        tuple((where(var), value) for var, value in placed_by(move)),
        position(room, now),
    )


@dataclass(frozen=True)
class Lesson(Generic[R, S]):
    """A whole explained solve: its moves, its steps as shown, and where it ends (every
    variable decided, or ``None`` at a dead end)."""

    moves: tuple[Move[R], ...]
    steps: tuple[Shown, ...]
    end: S | None


def lesson(room: Classroom[R, S]) -> Lesson[R, S]:
    """The explained solve of a classroom's puzzle, from its position."""
    domains, steps, found = room.start, [], []
    for move in moves(room):
        domains = after(domains, losses_of(move))
        steps.append(shown(room, move, domains))
        found.append(move)
    end = None if found and isinstance(found[-1], Ended) else room.model.read_out(domains)
    return Lesson(tuple(found), tuple(steps), end)


# --- the page -----------------------------------------------------------------------------

SNAPSHOT_EVERY = 32
"""Placements between two groups of every value placed so far."""

PREMISE, PLACED, TAKEN = "#f2d24b", "#5cb85c", "#e06666"
"""The shades of the cells a step reasons from, and of those it places or takes from."""

STYLE = (
    "body { font-family: sans-serif; max-width: 60em; margin: auto; padding: 1em }"
    " section { margin: 2em 0 } .key span { padding: 0 0.5em }"
)


def page(room: Classroom[R, S], steps: Sequence[Shown], title: str) -> str:
    """An explained solve as one HTML page: a key to the shades, then a section per
    step, its words over a picture of the grid after it (the givens in black, the values
    placed so far in blue, the cells it reasons from shaded yellow, those it places
    green and those it takes a value from red). A picture does not repeat every value
    placed before it: every ``SNAPSHOT_EVERY`` placements the page keeps one group of
    all of them, and a picture uses (``<use>``) the latest group and adds the few placed
    since, so the page grows with the steps, not with the steps times the cells."""
    symbol, where = room.words.symbol, room.words.where
    givens = {
        where(var): symbol(cs.only_value(cands))
        for var, cands in enumerate(room.start)
        if room.filled(var)
    }
    longest = max((len(symbol(v)) for c in room.start for v in cs.values(c)), default=1)
    grid = svg.body(room.size, room.joined, givens, givens=givens, longest=longest)
    defs = [f'<g id="grid">{"".join(grid)}</g>']
    sections, placed = [], []
    for number, step in enumerate(steps, 1):
        for pos, value in step.placed:
            placed.append(svg.entry(pos, symbol(value), longest=longest))
            if len(placed) % SNAPSHOT_EVERY == 0:
                defs.append(f'<g id="placed-{len(placed)}">{"".join(placed)}</g>')
        sections.append(_section(step, number, _picture(room.size, step, number, placed)))
    hidden = '<svg width="0" height="0" style="position: absolute" aria-hidden="true">'
    lines = [
        "<!DOCTYPE html>",
        f'<html lang="en"><head><meta charset="utf-8"><title>{svg.escape(title)}</title>',
        f"<style>{STYLE}</style></head><body>",
        f"<h1>{svg.escape(title)}</h1>",
        _key(),
        f"{hidden}<defs>{''.join(defs)}</defs></svg>",
        *sections,
        "</body></html>",
    ]
    return "\n".join(lines) + "\n"


def _picture(size: Size, step: Shown, number: int, placed: list[str]) -> str:
    """The grid after ``step``: the givens, the values placed so far, the shades."""
    snapshot = len(placed) - len(placed) % SNAPSHOT_EVERY
    parts = [svg.opening(size, f"after step {number}"), '<use href="#grid"/>']
    if snapshot:
        parts.append(f'<use href="#placed-{snapshot}"/>')
    parts += placed[snapshot:]
    parts += [svg.shade(pos, PREMISE, "premise") for pos in step.marked]
    filled = {pos for pos, _ in step.placed}
    parts += [svg.shade(pos, PLACED, "placed") for pos in filled]
    parts += [svg.shade(pos, TAKEN, "taken") for pos in step.changed if pos not in filled]
    parts.append("</svg>")
    return "\n".join(parts)


def _section(step: Shown, number: int, picture: str) -> str:
    words = svg.escape(step.words)
    about = ", ".join(cell_name(pos) for pos in step.marked)
    return (
        f'<section id="step-{number}" data-rule="{step.rule}" data-premises="{about}">'
        f"<h2>Step {number}</h2><p>{words}</p>\n{picture}</section>"
    )


def _key() -> str:
    shades = ((PREMISE, "what the step reasons from"), (PLACED, "a value placed"),
              (TAKEN, "a value taken away"))  # fmt: skip
    spans = "".join(
        f'<span style="background: {colour}">{svg.escape(words)}</span>'
        for colour, words in shades
    )
    return f'<p class="key">{spans}</p>'


# --- hints --------------------------------------------------------------------------------


def hint(room: Classroom[R, S], filled: Mapping[Pos, int] | None = None) -> Advice:
    """The next step from the classroom's position with ``filled``'s cells filled too,
    or the filled cells that are wrong. ``filled`` is compared with the solution; without
    ``filled``, the position's own filled cells are the player's, and without a solution
    those whose emptying would give one are to blame."""
    start = room.start
    solution = room.solution(start)
    if solution is None:
        return _stuck(room, start)
    index = {room.words.where(var): var for var in range(len(start))}
    player = {index[pos]: value for pos, value in (filled or {}).items() if pos in index}
    wrong = tuple(
        room.words.where(var)
        for var, value in sorted(player.items())
        if solution[var] != cs.single(value)
    )
    if wrong:
        return Advice.entries_wrong(wrong)
    domains = start
    for var, value in player.items():
        domains = domains.set(var, cs.single(value))
    if not any(map(cs.is_open, domains)):
        return Advice("Solved: every cell is filled and every rule holds.\n", False)
    return _next(room, domains, player)


def _stuck(room: Classroom[R, S], start: Domains) -> Advice:
    """No solution from the position: filled cells that break a rule between them, or
    else the suspects (:func:`_suspects`), and where the explained solve runs into a dead
    end."""
    last = deque(moves(room), maxlen=2)
    dead = last[-1].dead if last and isinstance(last[-1], Ended) else None
    clash = _clash(room, tuple(last))
    if clash is not None:
        return clash
    suspects = _suspects(room, start)
    where = f" (as filled, {dead_end(room.words, dead, would=False)})" if dead else ""
    return Advice(f"No solution from here{where}: {_blamed(suspects)}.\n", True, wrong=suspects)


def _suspects(room: Classroom[R, S], start: Domains) -> tuple[Pos, ...]:
    """The filled cells to blame for a position without solution: those whose emptying
    leaves exactly one solution, as a puzzle has; when none does, those whose emptying
    leaves any. A position read from one file holds the givens and the player's cells
    alike, and emptying a given often leaves a solution too, but seldom only one (165
    Tohu-Wa-Vohu positions with one cell filled wrongly: givens were named with it in
    159 when any solution sufficed, in 39 now; the wrong cell always is: docs/explain.md)."""
    filled = [var for var in range(len(start)) if room.filled(var)]
    found = {var: room.count(start.set(var, room.blank(var)), 2) for var in filled}
    once = [var for var in filled if found[var] == 1]
    return tuple(map(room.words.where, once or [var for var in filled if found[var]]))


def _blamed(suspects: Sequence[Pos]) -> str:
    """Which filled cells are wrong, in words: ``r1c1 is wrong``, ``one of r1c1, r2c3 is
    wrong``."""
    names = ", ".join(map(cell_name, suspects))
    if not suspects:
        return "more than one filled cell is wrong"
    return f"{names} is wrong" if len(suspects) == 1 else f"one of {names} is wrong"


def _clash(room: Classroom[R, S], last: tuple[Move[R], ...]) -> Advice | None:
    """The filled cells that break a rule between them: a step from filled cells alone
    that takes a filled cell's last value."""
    match last:
        case (Reasoned(rank=rank, losses=losses) as step, Ended(dead=Emptied(var=var))):
            cells = (*room.words.premises(step), var)
            if not all(map(room.filled, cells)):
                return None
            names = [cell_name(room.words.where(cell)) for cell in cells]
            each = "both" if len(cells) == 2 else "all"
            value = room.words.label(cs.only_value(dict(losses)[var]))
            said = f"{', '.join(names[:-1])} and {names[-1]} are {each} {value}"
            rule = room.rule(rank)
            against = f"the {rule}" if rule.endswith(" rule") else f"the rule {rule!r}"
            text = f"{said}, against {against}: one is wrong.\n"
            return Advice(text, True, wrong=tuple(sorted(map(room.words.where, cells))))
    return None


def _next(room: Classroom[R, S], domains: Domains, filled: Collection[Var]) -> Advice:
    """The first step that places a cell, with the earlier steps it rests on: those
    that took a value from a cell it places, or, for a rule that places a value, that
    value from the cells it reasons from."""
    earlier: list[Move[R]] = []
    for move in moves(room, domains, filled):
        domains = after(domains, losses_of(move))
        if placed_by(move):
            reasons = "".join(
                f"  because {describe(room, e)}\n" for e in earlier if _supports(room, e, move)
            )
            text = f"next: {describe(room, move)}\n{reasons}"
            return Advice(text, False, step=shown(room, move, domains))
        earlier.append(move)
    return Advice("No solution from here: the rules fail.\n", True)


def _supports(room: Classroom[R, S], earlier: Move[R], placement: Move[R]) -> bool:
    """Did ``earlier`` take, from a cell it did not place, a value the placement rests
    on: any value of a cell the placement places, or a value it places from a cell it
    reasons from?"""
    placed, settled = dict(placed_by(placement)), dict(placed_by(earlier))
    premises = set(marked(room, placement))
    values = cs.of(placed.values())
    return any(
        var not in settled and (var in placed or (var in premises and removed & values))
        for var, removed in losses_of(earlier)
    )


# --- the explainer of a kind --------------------------------------------------------------


@dataclass(frozen=True)
class Teacher(Generic[P, R, S]):
    """A kind's :class:`~ripple_fp.kinds.capabilities.Explainer`: how a puzzle becomes
    a classroom, the rest written once here. A kind's ``explaining`` module makes one."""

    classroom: Callable[[P], Classroom[R, S]]

    def explain(self, problem: P) -> Explained[S]:
        """Every step of an explained solve of ``problem``, in words and as shown, its
        grade, and the solution the steps reach (``None``: they end in a dead end)."""
        room = self.classroom(problem)
        found = lesson(room)
        return Explained(
            tuple(step.words for step in found.steps),
            summary(grade(room, found.moves)),
            found.end,
            partial(page, room, found.steps),
            lambda: found.steps,
        )

    def grade(self, problem: P) -> str:
        """How hard ``problem`` is, in a few words: what ``explain`` says of it."""
        room = self.classroom(problem)
        return summary(grade(room, list(moves(room))))

    def hint(self, problem: P) -> Advice:
        """The next step of ``problem`` being solved (its filled cells are the
        position), or the filled cells that are wrong."""
        return hint(self.classroom(problem))

    def hint_at(self, problem: P, position: Mapping[Pos, int]) -> Advice:
        """The next step from ``position`` (cells filled by a player, besides the
        givens), or the filled cells of it that are wrong."""
        return hint(self.classroom(problem), position)
