"""What a kind may also do besides being solved: explain its solve, give a hint, be made.

Haskell counterpart (type classes a kind may or may not instantiate)::

    class Explainer p s where
      explain :: p -> Explained s          -- every step in words, the grade, the end
      hint    :: p -> Advice               -- the next step, or what went wrong
      hintAt  :: p -> Map Pos Int -> Advice  -- the same from a player's position
      grade   :: p -> String               -- explain's grade alone

    class Maker p s where
      make :: Recipe -> Either String (Made p s)

A kind's declaration names what has these functions, or nothing (``Kind.explainer``, a
module; ``Kind.maker``, the kind's ``Blueprint`` of :mod:`.making`): a command that
needs one says in one line that the kind lacks it. Either is imported when first used,
as the pictures are.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, Literal, Protocol, TypeVar

from ..grid.matrix import Pos, cell_name

P = TypeVar("P")
S = TypeVar("S")
P_contra = TypeVar("P_contra", contravariant=True)


Position = tuple[tuple[tuple[int, ...], ...], ...]
"""Where a solve stands: row by row, the values each cell may still hold (one: it is
filled)."""


@dataclass(frozen=True)
class Shown:
    """One step as a page shows it: its words, the cells to mark, and the position it
    leaves (plain tuples, ints and strings: a JSON layer serialises it as it is)."""

    words: str
    rule: str
    marked: tuple[Pos, ...]
    """The cells the step reasons from."""
    changed: tuple[Pos, ...]
    """The cells that lose a value or are filled."""
    placed: tuple[tuple[Pos, int], ...]
    """The cells the step fills, with their values."""
    position: Position
    """Every cell's values after the step."""


@dataclass(frozen=True)
class Explained(Generic[S]):
    """A solve in steps a person can follow."""

    steps: tuple[str, ...]
    """Each step in words, in order."""
    grade: str
    """How hard the puzzle is, in a few words."""
    solution: S | None
    """Where the steps lead (checked by the referee before it is trusted); ``None``: to a
    dead end, the puzzle has no solution."""
    page: Callable[[str], str]
    """The steps as one HTML page of pictures, under a title."""
    shown: Callable[[], tuple[Shown, ...]] = lambda: ()
    """The steps as a page shows them, forwards and backwards, made when asked for
    (the command line prints only the words)."""


@dataclass(frozen=True)
class Advice:
    """What to tell a person solving a puzzle."""

    text: str
    stuck: bool
    """Do the cells filled so far leave no solution?"""
    step: Shown | None = None
    """The next step, with its cells marked (``None``: no step to show)."""
    wrong: tuple[Pos, ...] = ()
    """The filled cells to blame when the position has gone wrong."""

    @classmethod
    def entries_wrong(cls, wrong: tuple[Pos, ...]) -> Advice:
        """The advice for a position whose ``wrong`` cells differ from the solution."""
        names = ", ".join(map(cell_name, wrong))
        verb = "is" if len(wrong) == 1 else "are"
        return cls(f"No solution from here: {names} {verb} wrong.\n", True, wrong=wrong)


class Explainer(Protocol[P_contra, S]):
    """A kind's explanations: its ``explaining`` module has these functions (a
    :class:`~ripple_fp.kinds.explaining.Teacher`'s)."""

    def explain(self, problem: P_contra) -> Explained[S]:
        """Every step of a solve of ``problem``, simplest rule first."""
        ...

    def hint(self, problem: P_contra) -> Advice:
        """For a puzzle being solved, the next step, or which filled cells are wrong."""
        ...

    def hint_at(self, problem: P_contra, position: Mapping[Pos, int]) -> Advice:
        """For ``problem`` with ``position``'s cells filled by a player, the next step,
        or which of those cells are wrong (compared with the solution)."""
        ...

    def grade(self, problem: P_contra) -> str:
        """How hard ``problem`` is, in a few words: the grade ``explain`` gives it, and
        the maker writes in its index."""
        ...


Givens = Literal["minimal", "propagation"]
"""How few clues a made puzzle keeps: every one needed, or only those reasoning needs."""


@dataclass(frozen=True)
class Recipe:
    """What puzzle to make: the same recipe makes the same puzzle."""

    size: tuple[int, int]
    seed: str
    largest: int = 9
    """The most cells a room may have, for kinds with rooms."""
    givens: Givens = "minimal"
    strategy: str | None = None
    """The strategy that counts the solutions while clues are taken away (``None``: the
    maker's own)."""


@dataclass(frozen=True)
class Made(Generic[P, S]):
    """A made puzzle, its solution, its clues, its grade, and the guesses a search
    needed."""

    problem: P
    solution: S
    clues: int
    grade: str
    guesses: int


class Maker(Protocol[P, S]):
    """A kind's maker: a ``Blueprint`` of :mod:`.making` (the one method every kind is
    made by, with the kind's own part), which names a second strategy."""

    @property
    def SECOND_OPINION(self) -> str:  # noqa: N802 - a module's constant
        """The strategy that counts a made puzzle's solutions again before it is trusted:
        another than the one that made it."""
        ...

    def make(self, recipe: Recipe) -> Made[P, S]:
        """The puzzle ``recipe`` describes; ``ValueError`` saying why when it cannot be
        made."""
        ...
