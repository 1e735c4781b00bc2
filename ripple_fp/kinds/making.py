"""New puzzles of any kind, by one method: a random full solution, the clues it implies,
clues taken away while the puzzle stays unique, graded.

Haskell counterpart::

    data Blueprint p s c = Blueprint
      { kind   :: Kind p s
      , fill   :: Recipe -> State StdGen s         -- a random full solution
      , clues  :: s -> [c]                         -- every clue it implies, in a fixed order
      , posed  :: s -> Set c -> p                  -- the puzzle of some of them
      , fixed  :: Bool                             -- True: every clue stays (no removal)
      , guessing :: Maybe String }                 -- whose guesses the index counts

    make :: Blueprint p s c -> Recipe -> State StdGen (Made p s)
    make b r = do s  <- fill b r                    -- again while all the clues are not unique
                  cs <- shuffle (clues b s)
                  let p = posed b s (foldl (drop b r s) (fromList cs) cs)
                  pure (Made p s (size kept) (grade (explainer (kind b)) p) guesses)

Each kind supplies only what is its own (:class:`Blueprint`): how to draw a full
solution (most kinds: the engine's first solution of a puzzle with no clue, its values
tried in a random order, :func:`engine_fill`; a kind of rooms draws its rooms first),
what its clues are (a cell's value; a Creek crossing's count; a Vergleichssudoku sign)
and how a puzzle is made of some of them. Then, in a random order, a clue is taken away
when the puzzle keeps exactly one solution (a count up to two by the recipe's strategy,
else the blueprint's, else the kind's default): with ``minimal`` givens every clue left
is needed; with ``propagation`` givens a clue goes only while reasoning alone,
look-ahead at the root, still solves the puzzle. A kind whose clues all stay (``fixed``:
a Vergleichssudoku prints every sign) draws another solution until they make the
puzzle unique. A made puzzle's grade is its explained solve's (:func:`grade`): the one
``explain`` gives it, from the same function.

Everything random comes from one ``random.Random`` seeded by the recipe, so a recipe
makes the same puzzle on every run, process and machine. A made puzzle is trusted only
once :func:`~ripple_fp.kinds.kind.make_checked` has had the referee and a count by a
second strategy (:attr:`Blueprint.second`) look at it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from itertools import islice
from random import Random
from typing import Final, Generic, TypeVar

from ..search.engine import solve
from ..search.meter import Budget, Meter, NodeLimitReachedError
from ..search.shuffled import Shuffled
from ..search.stats import Stats
from ..search.strategy import OnEngine, Strategies
from .capabilities import Givens, Made, Recipe
from .kind import Kind

P = TypeVar("P")
S = TypeVar("S")
C = TypeVar("C")

TRIES: Final = 100
"""Solutions drawn before a recipe is given up (a fill past its node budget, or, for a
kind whose clues all stay, clues that leave the puzzle open, counts as one)."""

FILL_NODES: Final = 2_000
"""The guesses a random fill may take before it is given up and another drawn."""


@dataclass(frozen=True)
class Blueprint(Generic[P, S, C]):
    """What a kind supplies to be made: the rest is :func:`make`'s, for every kind."""

    kind: Kind[P, S]
    fill: Callable[[Random, Recipe], S]
    """A random full solution for the recipe; ``ValueError`` saying why when none can
    be drawn."""
    clues: Callable[[S], Sequence[C]]
    """Every clue a solution implies, in a fixed order (the order the random one
    shuffles)."""
    posed: Callable[[S, Collection[C]], P]
    """The puzzle whose clues are these of the solution's."""
    fixed: bool = False
    """Do all the clues stay? (Then another solution is drawn until they are unique.)"""
    guessing: str | None = None
    """The strategy whose guesses to a first solution a made puzzle's index gives
    (``None``: the kind's default)."""
    second: str = "mrv"
    """The strategy that counts a made puzzle's solutions again before it is trusted:
    another than the one that counted while clues were taken away."""
    counting: str | None = None
    """The strategy that counts while clues are taken away when the recipe names none
    (``None``: the kind's default)."""

    @property
    def SECOND_OPINION(self) -> str:  # noqa: N802 - the Maker's name for it
        return self.second

    def make(self, recipe: Recipe) -> Made[P, S]:
        """The puzzle ``recipe`` describes (:func:`make`)."""
        return make(self, recipe)


def make(blueprint: Blueprint[P, S, C], recipe: Recipe) -> Made[P, S]:
    """The puzzle ``recipe`` describes, the same one every time; ``ValueError`` saying
    why when it cannot be made."""
    rng, kind = Random(recipe.seed), blueprint.kind
    for _ in range(TRIES):
        solution = blueprint.fill(rng, recipe)
        every = list(blueprint.clues(solution))
        if blueprint.fixed:
            problem = blueprint.posed(solution, every)
            if keeps(kind, problem, recipe.givens, recipe.strategy or blueprint.counting):
                return _made(blueprint, problem, solution, len(every))
            continue
        kept = remove_clues(blueprint, rng, solution, every, recipe)
        return _made(blueprint, blueprint.posed(solution, kept), solution, len(kept))
    raise ValueError(
        f"no {kind.title} of {recipe.size} with {recipe.givens} givens was found in {TRIES} tries"
    )


def remove_clues(
    blueprint: Blueprint[P, S, C], rng: Random, solution: S, every: list[C], recipe: Recipe
) -> set[C]:
    """The clues of ``every`` that stay once each, in a random order, has been taken
    away if the puzzle stays what ``recipe.givens`` asks for."""
    kept, order = set(every), list(every)
    rng.shuffle(order)
    for clue in order:
        fewer = kept - {clue}
        puzzle = blueprint.posed(solution, fewer)
        if keeps(blueprint.kind, puzzle, recipe.givens, recipe.strategy or blueprint.counting):
            kept = fewer
    return kept


def keeps(kind: Kind[P, S], problem: P, givens: Givens, strategy: str | None) -> bool:
    """Whether ``problem`` is what ``givens`` asks for: unique (a count up to two by
    ``strategy``), and for ``propagation`` solved without a guess (a search with
    look-ahead allowed no guess; reasoning alone proves a solution unique)."""
    if givens == "propagation":
        try:
            return next(kind.strategies.search(problem, "lookahead", no_guess()), None) is not None
        except NodeLimitReachedError:
            return False
    return sum(1 for _ in islice(kind.strategies.search(problem, strategy, Meter()), 2)) == 1


def no_guess() -> Meter:
    """A meter that stops a search at its first guess."""
    return Meter(budget=Budget(nodes=0))


def _made(blueprint: Blueprint[P, S, C], problem: P, solution: S, clues: int) -> Made[P, S]:
    kind = blueprint.kind
    return Made(problem, solution, clues, grade(kind, problem), guesses(kind, problem, blueprint))


def grade(kind: Kind[P, S], problem: P) -> str:
    """How hard ``problem`` is: its explained solve's grade (the kind's explainer's
    :meth:`~.capabilities.Explainer.grade`), what ``explain`` says of it."""
    if kind.explainer is None:
        raise ValueError(f"{kind.title}s have no explainer to grade them")
    return kind.explainer().grade(problem)


def guesses(kind: Kind[P, S], problem: P, blueprint: Blueprint[P, S, C]) -> int:
    """The guesses the blueprint's strategy for them takes to ``problem``'s first
    solution."""
    stats = Stats()
    next(kind.strategies.search(problem, blueprint.guessing, Meter(stats)), None)
    return stats.nodes


def engine_fill(
    strategies: Strategies[P, S],
    blank: Callable[[Random, Recipe], P],
    strategy: str = "lookahead",
    nodes: int = FILL_NODES,
    tries: int = TRIES,
) -> Callable[[Random, Recipe], S]:
    """A kind's ``fill`` on the engine: the first solution of a ``blank`` puzzle (no
    clue; for a kind of rooms, random rooms), the values of each variable tried in a
    random order (:class:`~ripple_fp.search.shuffled.Shuffled`) by the engine ``strategy``,
    given up after ``nodes`` guesses and another blank drawn, ``tries`` times."""
    plan = strategies.named(strategy).plan
    if not isinstance(plan, OnEngine):
        raise TypeError(f"strategy {strategy!r} is not the engine's: it cannot be shuffled")

    def fill(rng: Random, recipe: Recipe) -> S:
        for _ in range(tries):
            puzzle, salt = blank(rng, recipe), rng.getrandbits(64)
            meter = Meter(budget=Budget(nodes=nodes))
            try:
                found = next(solve(plan.model(puzzle), Shuffled(plan.order, salt), meter), None)
            except NodeLimitReachedError:
                continue
            if found is not None:
                return found
        raise ValueError(f"no solution of {recipe.size} could be drawn in {tries} tries")

    return fill


def either_fill(
    first: Callable[[Random, Recipe], S], then: Callable[[Random, Recipe], S]
) -> Callable[[Random, Recipe], S]:
    """A ``fill`` that draws by ``then`` when ``first`` can draw nothing."""

    def fill(rng: Random, recipe: Recipe) -> S:
        try:
            return first(rng, recipe)
        except ValueError:
            return then(rng, recipe)

    return fill
