"""The assignment a learning search builds and undoes: a trail of literals, each with its
level and its reason, and the propagation that extends it.

Haskell counterpart: the part of the solver's ``State`` that ``assign`` and ``propagate``
change::

    data Trail = Trail { values  :: Map Var Bool
                       , trail   :: [Literal]          -- newest first
                       , levels  :: Map Var Int
                       , reasons :: Map Var Reason }
    propagate :: Formula -> State Trail (Maybe Conflict)

A pure version would copy or share maps at every step; a CDCL solver assigns and undoes
millions of literals, so this one keeps flat tables (:mod:`.tables`: lists, or in the
compiled build vectors of machine numbers), changes them in place, and undoes by
walking its trail back: Haskell's ``ST`` with an ``STUArray`` per table, behind
``runST``. Only :mod:`.learning` holds a ``Trail``, and nothing of it
escapes: what the search yields are frozen sets of true variables.

Propagation knows three kinds of fact (:class:`~.formula.Formula`): a variable made true
falsifies its exclusions and the other members of its groups (two-literal reasons); a
group with one possible member left makes it true (the group is the reason); a clause
with one literal left not false makes it true (two watched literals per clause, as
MiniSat does). A conflict is returned as the clause whose literals are all false.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from .formula import Formula, Literal, Var
from .peers import peers
from .propagation import LOOK_EVERY, NEVER
from .tables import Flags, Ints, flags, ints

UNSET: Final = -1
"""The value of a literal neither true nor false (``1`` true, ``0`` false)."""

DELETED: Final = -1
"""The first literal of a clause deleted (no literal is negative): the watches hold the
clause itself, and drop it when they next meet it."""

NOTHING: Final = ints([])
"""The reason of a guess, and of a variable no clause made true."""

POINTING_MOST: Final = 4
"""Look for what a group's members left all exclude only when at most this many are
left (by the lagging count): on the generated 30x30 puzzles, 2 members left found
something 1 time in 3, 4 left 1 in 50, 5 left 1 in 1,000, more never."""

DECISION: Final = 0
EXCLUSION: Final = 1
GROUP: Final = 2
POINTING: Final = 3
CLAUSE: Final = 4
"""What a variable's value rests on: a guess; another variable made true (the reason
argument is that variable); a group with no other member left (its number); a group
whose possible members all exclude it (its number); a clause (the reason argument is
``0``: :attr:`Trail.reasons` holds the clause itself)."""


class Trail:
    """The current assignment, how it came about, and what propagates from it."""

    def __init__(
        self,
        formula: Formula,
        clauses: list[Ints],
        look: Callable[[], None] | None = None,
    ) -> None:
        """The empty assignment of ``formula`` with its ``clauses``; ``look`` (a meter's)
        is called now and then while its tables are built (:func:`~.peers.peers`), and
        every ``8 LOOK_EVERY`` literals :meth:`propagate` takes off the trail (one probe
        at the root of a 100x100 grid may propagate for a tenth of a second)."""
        n = formula.variables
        self._index(formula, look)
        self.look = look
        self.stride = NEVER if look is None else 8 * LOOK_EVERY
        """Literals :meth:`propagate` takes off the trail between two looks."""
        self.value: Ints = ints([UNSET] * (2 * n))
        """By literal: 1 if it holds, 0 if its negation does, ``UNSET`` if neither."""
        self.level: Ints = ints([0] * n)
        self.kind: Ints = ints([DECISION] * n)
        self.argument: Ints = ints([0] * n)
        self.literals: list[Literal] = []
        self.starts: list[int] = []
        """Where each level's literals begin on the trail."""
        self.head = 0
        """The first literal on the trail not yet propagated."""
        self.clauses = clauses
        """Every clause, given or learnt, by number; a deleted clause is left empty."""
        self.watches: list[list[Ints]] = [[] for _ in range(2 * n)]
        """By literal: the clauses watching it, themselves, not their numbers: a visit
        reads each without looking it up, and in the compiled build without a boxed
        number per watch (an object of its own, far from the clause, at every move)."""
        self.reasons: list[Ints] = [NOTHING] * n
        """By variable made true by a clause (:data:`CLAUSE`): that clause."""
        self.assigned = 0
        """Variables made true and propagated since the trail was built."""
        self.seen: Flags = flags([False] * n)
        """By variable: met by the conflict analysis under way (:mod:`.conflicts`), all
        ``False`` between two analyses; kept here to be made once, not per conflict."""
        self.excluders = [ints([2 * var + 1]) for var in range(n)]
        """By variable: the reason of an exclusion it made (its negative literal), made
        once, not at every look."""

    def _index(self, formula: Formula, look: Callable[[], None] | None) -> None:
        """The tables propagation reads (:mod:`.peers`), and the counts it keeps."""
        tables = peers(formula, look)
        self.groups, self.positives = tables.groups, tables.positives
        self.groups_of, self.pointing = tables.groups_of, tables.pointing
        self.falsified_literals, self.excluded = tables.falsified_literals, tables.excluded
        self.commons: list[dict[int, tuple[Var, ...]]] = [{} for _ in self.groups]
        """For each group, what its members left all exclude, by which are left (their
        places in the group plus one, as the digits of an integer in base the group's
        size plus one: not a tuple to build and hash, and at most four digits, so a
        machine integer however large the formula), once worked out from
        :attr:`excluded`: the same few members are left again and again, conflict after
        conflict, and what they exclude never changes."""
        self.key_base = formula.variables + 1
        self.pointers: dict[int, Ints] = {}
        """The reasons of pointing, by group and variable (``group * key_base + var``),
        once worked out (:meth:`_pointers`): conflict analysis asks for the same ones
        again and again."""
        self.settled_at: Ints = ints([POINTING_MOST if p else 1 for p in self.pointing])
        """For each group, how few members left (by :attr:`open`) make it worth a look."""
        self.done: Flags = flags([False] * len(self.groups))
        """For each group, whether a member made true has been propagated."""
        self.open: Ints = ints([len(group) for group in self.groups])
        """For each group, how many of its members are not false."""

    @property
    def depth(self) -> int:
        """The current decision level."""
        return len(self.starts)

    def assign(self, literal: Literal, kind: int, argument: int) -> None:
        """Make ``literal`` true at the current level, because of ``kind``/``argument``."""
        var = literal >> 1
        self.value[literal] = 1
        self.value[literal ^ 1] = 0
        self.level[var] = len(self.starts)
        self.kind[var] = kind
        self.argument[var] = argument
        self.literals.append(literal)

    def decide(self, literal: Literal) -> None:
        """Open a new level with the guess ``literal``."""
        self.starts.append(len(self.literals))
        self.assign(literal, DECISION, 0)

    def watch(self, number: int) -> None:
        """Watch the first two literals of clause ``number``."""
        clause = self.clauses[number]
        self.watches[clause[0]].append(clause)
        self.watches[clause[1]].append(clause)

    def delete(self, number: int) -> None:
        """Delete clause ``number``: marked in place, where the watches hold it, and its
        number left to an empty clause."""
        self.clauses[number][0] = DELETED
        self.clauses[number] = NOTHING

    def imply(self, clause: Ints) -> None:
        """Make the first literal of ``clause`` true: the others are false."""
        self.assign(clause[0], CLAUSE, 0)
        self.reasons[clause[0] >> 1] = clause

    def locked(self, clause: Ints) -> bool:
        """Whether ``clause`` is the reason of a literal on the trail (its first: that
        one stays first while it holds). Told by its literals, not by ``is``: compiled, a
        table is a value, and each list that holds it holds a box of its own (the boxes
        share the literals, so a change made through one is seen through every other)."""
        var = clause[0] >> 1
        return (
            self.kind[var] == CLAUSE and self.reasons[var] == clause and self.value[clause[0]] == 1
        )

    def undo(self, level: int) -> list[Literal]:
        """Take back every literal above ``level``; they are returned, newest last."""
        if len(self.starts) <= level:
            return []
        start = self.starts[level]
        gone = self.literals[start:]
        value, open_, groups_of = self.value, self.open, self.groups_of
        for literal in gone:
            value[literal] = value[literal ^ 1] = UNSET
        done = self.done
        for literal in self.literals[start : self.head]:  # those propagate has seen
            if literal & 1:  # counted by propagate
                for group in groups_of[literal >> 1]:
                    open_[group] = open_[group] + 1  # not +=: compiled, an item's += is generic
            else:  # marked done by _falsify
                for group in groups_of[literal >> 1]:
                    done[group] = False
        del self.literals[start:]
        del self.starts[level:]
        self.head = start
        return gone

    def propagate(self) -> list[Literal] | None:
        """Everything the trail implies; the conflicting clause, all literals false, if
        it implies a contradiction (``None`` if it does not). The hot loop: a false
        variable's groups are counted here, not in a call."""
        literals, watches, groups_of = self.literals, self.watches, self.groups_of
        open_, done, settled_at = self.open, self.done, self.settled_at
        head = self.head
        look_at = head + self.stride
        while head < len(literals):
            literal = literals[head]
            head += 1
            if head >= look_at:  # two locals compared: a look costs nothing unpaced
                look_at = head + self.stride
                if self.look is not None:
                    self.look()
            conflict = None
            if literal & 1 == 0:
                self.assigned += 1
                conflict = self._falsify(literal >> 1)
            else:
                groups = groups_of[literal >> 1]
                for group in groups:  # all counted first: undo counts them all back
                    open_[group] = open_[group] - 1  # (not -=, as in undo)
                for group in groups:
                    if not done[group] and open_[group] <= settled_at[group]:
                        conflict = self._settle(group)
                        if conflict is not None:
                            break
            if conflict is None and watches[literal ^ 1]:
                conflict = self._visit(literal ^ 1)
            if conflict is not None:
                self.head = head
                return conflict
        self.head = head
        return None

    def _falsify(self, var: Var) -> list[Literal] | None:
        """``var`` is true: its exclusions and group partners become false."""
        value, level, kind, argument = self.value, self.level, self.kind, self.argument
        depth, literals, done = len(self.starts), self.literals, self.done
        for group in self.groups_of[var]:
            done[group] = True
        for positive in self.falsified_literals[var]:
            state = value[positive]
            if state == UNSET:  # self.assign(positive + 1, EXCLUSION, var), inlined
                value[positive + 1], value[positive] = 1, 0
                other = positive >> 1
                level[other], kind[other], argument[other] = depth, EXCLUSION, var
                literals.append(positive + 1)
            elif state == 1:
                return [2 * var + 1, positive + 1]
        return None

    def _settle(self, group: int) -> list[Literal] | None:
        """What ``group``'s members still possible imply: none is a conflict, one is
        true; if it may point, whatever they all exclude is false, since one of them is
        true. (Members made false but not yet counted are seen here by their values.)"""
        value, members = self.value, self.groups[group]
        left = key = last = 0  # how many members are left, which, and the last of them
        base = len(members) + 1
        for place, member in enumerate(members):
            if value[2 * member]:  # not false: 1 and UNSET are truthy
                left += 1
                key = key * base + place + 1
                last = member
        if left <= 1:
            if not left:
                return [2 * member for member in members]
            if value[2 * last] == UNSET:
                self.assign(2 * last, GROUP, group)
            return None
        if not self.pointing[group]:
            return None
        common = self.commons[group].get(key)
        if common is None:
            left_members = [member for member in members if value[2 * member]]
            common = self._common(group, key, left_members)
        for other in common:
            state = value[2 * other]
            if state == UNSET:
                self.assign(2 * other + 1, POINTING, group)
            elif state == 1:
                return [2 * other + 1, *self._pointers(group, other)]
        return None

    def _common(self, group: int, key: int, members: list[Var]) -> tuple[Var, ...]:
        """What every one of ``members`` (of ``group``) falsifies: from the hash sets,
        then kept in :attr:`commons` under ``key``; from the lists if the formula is too
        large for those."""
        hashed = self.excluded
        if hashed is None:
            first, *others = ([lit >> 1 for lit in self.falsified_literals[m]] for m in members)
            return tuple(set(first).intersection(*others))
        common = hashed[members[0]] & hashed[members[1]]
        for member in members[2:]:
            common = common & hashed[member]
        found = self.commons[group][key] = tuple(common)
        return found

    def _pointers(self, group: int, var: Var) -> Ints:
        """The members of ``group`` that do not exclude ``var``, as literals: when those
        are false, the member that is true excludes ``var``. Worked out from the hash
        sets once per group and variable, then kept in :attr:`pointers` (the caller
        must not change the list); from the lists if the formula is too large for those."""
        hashed = self.excluded
        if hashed is None:
            falsified, positive = self.falsified_literals, 2 * var
            return ints([2 * m for m in self.groups[group] if positive not in falsified[m]])
        key = group * self.key_base + var
        found = self.pointers.get(key)
        if found is None:
            members = self.groups[group]
            found = self.pointers[key] = ints([2 * m for m in members if var not in hashed[m]])
        return found

    def _visit(self, false: Literal) -> list[Literal] | None:
        """``false`` is false: every clause watching it finds another watch, or its
        other watch becomes true, or it is the conflict."""
        watching = self.watches[false]
        value, watches = self.value, self.watches
        kept = 0
        for at, clause in enumerate(watching):
            first = clause[0]
            if first == DELETED:
                continue  # left out of the watches kept
            if first == false:
                first = clause[0] = clause[1]
                clause[1] = false
            if value[first] != 1:
                for k in range(2, len(clause)):
                    other = clause[k]
                    if value[other] != 0:
                        clause[1], clause[k] = other, false
                        watches[other].append(clause)
                        break
                else:
                    if kept < at:
                        watching[kept] = clause
                    kept += 1
                    if value[first] == 0:
                        watching[kept:] = watching[at + 1 :]
                        return list(clause)
                    self.imply(clause)
                continue
            if kept < at:  # a clause before it has left: it moves down
                watching[kept] = clause
            kept += 1
        del watching[kept:]
        return None

    def reason(self, var: Var) -> Ints:
        """The literals of the clause that made ``var``'s literal true: all false but,
        for a group or a clause, ``var``'s own, which is handed on as it is, uncopied
        (conflict analysis skips ``var``, as a variable it has already met); the caller
        reads it and must not change it."""
        kind, argument = self.kind[var], self.argument[var]
        if kind == EXCLUSION:
            return self.excluders[argument]
        if kind == GROUP:
            return self.positives[argument]
        if kind == POINTING:
            return self._pointers(argument, var)
        if kind == CLAUSE:
            return self.reasons[var]
        return NOTHING
