"""The notebook of an explained solve: every cell's candidates, and the rules as finders.

Haskell counterpart (the state a ``State`` monad would thread through the trace)::

    data Notebook = Notebook { cands :: IntMap Candidates, known :: IntMap Int
                             , toRoom, toCross :: Seq Int, dirty :: Set Room }
    nextStep :: Notebook -> Maybe (Step, Notebook)        -- the simplest rule that applies

A notebook is mutable and belongs to one trace (:mod:`.trace`); it keeps work lists so
that finding the next step costs little: placed cells whose value has not yet left their
room or their cross, cells down to one value, and rooms changed since they were last
looked at. Each finder takes the first step of its rule, applies it, and returns it.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable, Iterable

from pyrsistent import pvector

from ...grid.rooms import Problem, RoomId
from ...search import candidates as cs
from ...search.model import Domains, Var
from ..deductions import RoomReach
from ..model import Board, Room, initial_domains
from .steps import Dead, Eliminate, EmptyCell, NoPlace, Place, Rule, Step


class Agenda:
    """Rooms to look at, lowest first, each at most once until it is taken."""

    def __init__(self, rooms: Iterable[Room] = ()) -> None:
        self.heap = sorted(set(rooms))
        self.members = set(self.heap)

    def copy(self) -> Agenda:
        other = Agenda()
        other.heap, other.members = list(self.heap), set(self.members)
        return other

    def add(self, room: Room) -> None:
        if room not in self.members:
            self.members.add(room)
            heapq.heappush(self.heap, room)

    def take(self) -> Room | None:
        if not self.heap:
            return None
        room = heapq.heappop(self.heap)
        self.members.discard(room)
        return room


class Notebook:
    """Candidates and work lists of one trace."""

    def __init__(self, board: Board, reach: RoomReach, cands: list[int]) -> None:
        self.board, self.reach, self.cands = board, reach, cands
        self.known = [0] * len(cands)
        self.placed = 0
        self.to_room: deque[Var] = deque()
        self.to_cross: deque[Var] = deque()
        self.singles: list[Var] = []
        self.hidden, self.reaching = Agenda(), Agenda()
        self.dead: Dead | None = None

    def copy(self) -> Notebook:
        other = Notebook(self.board, self.reach, list(self.cands))
        other.known, other.placed = list(self.known), self.placed
        other.to_room, other.to_cross = deque(self.to_room), deque(self.to_cross)
        other.singles, other.dead = list(self.singles), self.dead
        other.hidden, other.reaching = self.hidden.copy(), self.reaching.copy()
        return other

    def complete(self) -> bool:
        return self.placed == len(self.cands)

    def ended(self) -> bool:
        """Whether a dead end has been reached."""
        return self.dead is not None

    def domains(self) -> Domains:
        return pvector(self.cands)

    def room_id(self, cell: Var) -> RoomId:
        return self.board.layout.room_of.cells[cell]

    def open_cells(self) -> list[Var]:
        """The cells not yet placed, fewest values first, then in reading order."""
        cands, known = self.cands, self.known
        return sorted((c for c in range(len(cands)) if not known[c]), key=_fewest(cands))

    def place(self, cell: Var, value: int) -> None:
        if self.cands[cell] != cs.single(value):
            self.cands[cell] = cs.single(value)
            self._touched(cell)
        self.known[cell] = value
        self.placed += 1
        self.to_room.append(cell)
        self.to_cross.append(cell)

    def remove(self, cell: Var, value: int) -> None:
        left = self.cands[cell] = cs.remove(self.cands[cell], value)
        if not left and self.dead is None:
            self.dead = EmptyCell(self.board.positions[cell])
        elif cs.is_single(left) and not self.known[cell]:
            heapq.heappush(self.singles, cell)
        self._touched(cell)

    def _touched(self, cell: Var) -> None:
        room = self.board.room_of[cell]
        self.hidden.add(room)
        self.reaching.add(room)

    def next_step(self) -> Step | None:
        """The first step of the simplest rule that makes progress, applied."""
        for finder in FINDERS:
            step = finder(self)
            if step is not None:
                return step
        return None

    def supposing(self, cell: Var, value: int) -> Dead | None:
        """The dead end the rules reach if ``cell`` held ``value``, if they reach one."""
        trial = self.copy()
        trial.place(cell, value)
        while trial.dead is None and trial.next_step() is not None:
            pass
        return trial.dead

    def dead_end(self, rule: Rule) -> Step:
        """The last step of a trace whose ``rule`` ran into a dead end."""
        assert self.dead is not None
        cells = () if isinstance(self.dead, NoPlace) else (self.dead.cell,)
        return Step(rule, cells, self.dead)


def start(board: Board, problem: Problem) -> Notebook:
    """The notebook before any step: every cell's values, the givens placed."""
    notebook = Notebook(board, RoomReach(board), initial_domains(board, problem).tolist())
    for cell, given in enumerate(problem.grid.cells):
        if given is not None:
            notebook.place(cell, given)
    notebook.singles = [c for c, n in enumerate(notebook.cands) if cs.is_single(n)]
    every_room = range(len(board.rooms))
    notebook.hidden, notebook.reaching = Agenda(every_room), Agenda(every_room)
    return notebook


def _fewest(cands: list[int]) -> Callable[[Var], tuple[int, Var]]:
    return lambda cell: (cs.count(cands[cell]), cell)


def _spread(notebook: Notebook, queue: deque[Var], rule: Rule) -> Step | None:
    """The first placed cell of ``queue`` whose value still stands in a cell it rules
    out (its room for the room rule, its cross for the cross rule): that value goes."""
    board, cands = notebook.board, notebook.cands
    while queue:
        cell = queue.popleft()
        value = notebook.known[cell]
        if rule is Rule.ROOM_RULE:
            others: Iterable[Var] = board.rooms[board.room_of[cell]]
        else:
            others = board.reach_of(cell, value)
        hit = [c for c in others if c != cell and cands[c] >> value & 1]
        if hit:
            for other in hit:
                notebook.remove(other, value)
            conclusion = Eliminate(value, tuple(board.positions[c] for c in hit))
            return Step(rule, (board.positions[cell],), conclusion, notebook.room_id(cell))
    return None


def room_rule(notebook: Notebook) -> Step | None:
    return _spread(notebook, notebook.to_room, Rule.ROOM_RULE)


def cross_rule(notebook: Notebook) -> Step | None:
    return _spread(notebook, notebook.to_cross, Rule.CROSS_RULE)


def naked_single(notebook: Notebook) -> Step | None:
    """The first cell down to one value, not yet placed: it holds that value."""
    while notebook.singles:
        cell = heapq.heappop(notebook.singles)
        cands = notebook.cands[cell]
        if not notebook.known[cell] and cs.is_single(cands):
            value, pos = cs.only_value(cands), notebook.board.positions[cell]
            notebook.place(cell, value)
            return Step(Rule.NAKED_SINGLE, (pos,), Place(pos, value), notebook.room_id(cell))
    return None


def hidden_single(notebook: Notebook) -> Step | None:
    """In a changed room, a value with one place left goes there; a value with none is
    a dead end. A room is looked at again only once something in it changes."""
    return _first_room(notebook, notebook.hidden, _hidden_in)


def _first_room(
    notebook: Notebook,
    agenda: Agenda,
    finder: Callable[[Notebook, tuple[Var, ...]], Step | None],
) -> Step | None:
    """The first step ``finder`` takes in a room of the agenda; a room it takes a step in
    stays on the agenda, one it has nothing to say about leaves it."""
    while (room := agenda.take()) is not None:
        step = finder(notebook, notebook.board.rooms[room])
        if step is not None:
            agenda.add(room)
            return step
    return None


def _hidden_in(notebook: Notebook, cells: tuple[Var, ...]) -> Step | None:
    positions, cands = notebook.board.positions, notebook.cands
    for value in range(1, len(cells) + 1):
        holders = [c for c in cells if cands[c] >> value & 1]
        if not holders:
            notebook.dead = NoPlace(notebook.room_id(cells[0]), value)
            return Step(Rule.HIDDEN_SINGLE, (), notebook.dead, notebook.dead.room)
        if len(holders) == 1 and not notebook.known[cell := holders[0]]:
            notebook.place(cell, value)
            premises = tuple(positions[c] for c in cells if c != cell)
            conclusion = Place(positions[cell], value)
            return Step(Rule.HIDDEN_SINGLE, premises, conclusion, notebook.room_id(cell))
    return None


def room_reach(notebook: Notebook) -> Step | None:
    """In a changed room, a value whose every place left sees one cell outside the room
    within that value: the cell loses the value."""
    return _first_room(notebook, notebook.reaching, _reach_from)


def _reach_from(notebook: Notebook, cells: tuple[Var, ...]) -> Step | None:
    positions, cands = notebook.board.positions, notebook.cands
    for value in range(1, len(cells) + 1):
        holders = tuple(c for c in cells if cands[c] >> value & 1)
        if len(holders) < 2:
            continue
        hit = sorted(c for c in notebook.reach.common(holders, value) if cands[c] >> value & 1)
        if hit:
            for other in hit:
                notebook.remove(other, value)
            conclusion = Eliminate(value, tuple(positions[c] for c in hit))
            premises = tuple(positions[c] for c in holders)
            return Step(Rule.ROOM_REACH, premises, conclusion, notebook.room_id(cells[0]))
    return None


FINDERS: tuple[Callable[[Notebook], Step | None], ...] = (
    room_rule,
    cross_rule,
    naked_single,
    hidden_single,
    room_reach,
)
"""The rules a notebook applies by itself, simplest first."""
