"""Exercise 5: the functor laws of ``Puzzle.map``, as hypothesis properties.

Haskell counterpart (what ``deriving Functor`` promises, and QuickCheck would test)::

    prop_identity    p     = fmap id p == p
    prop_composition p f g = fmap (g . f) p == (fmap g . fmap f) p

The properties take the ``fmap`` to test as an argument, so the same laws can be run
against ``Puzzle.map`` and against a broken imitation of it.
"""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.grid.matrix import Matrix
from ripple_fp.grid.rooms import Puzzle, make_layout

Fmap = Callable[[Puzzle[int], Callable[[int], int]], Puzzle[int]]
"""A candidate ``fmap`` on puzzles of numbers: ``lambda p, f: p.map(f)`` is the real one."""

Property = Callable[[], None]
"""A hypothesis test: calling it runs it, and it raises if it finds a counterexample."""

functions = st.functions(like=lambda n: n, returns=st.integers(-9, 9), pure=True)
"""Pure functions from numbers to numbers."""


@st.composite
def puzzles(draw: st.DrawFn) -> Puzzle[int]:
    """A grid of up to 4 x 4 numbers, over rooms that are drawn too."""
    rows, cols = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    grid = st.lists(
        st.lists(st.integers(-9, 9), min_size=cols, max_size=cols), min_size=rows, max_size=rows
    )
    rooms, cells = draw(grid), draw(grid)
    return Puzzle(make_layout(rooms), Matrix.from_rows(cells))


def functor_laws(fmap: Fmap) -> list[Property]:
    """The identity law and the composition law of ``fmap``."""

    @given(puzzles())
    def identity(puzzle: Puzzle[int]) -> None:
        assert fmap(puzzle, lambda n: n) == puzzle

    @given(puzzles(), functions, functions)
    def composition(puzzle: Puzzle[int], f: Callable[[int], int], g: Callable[[int], int]) -> None:
        assert fmap(puzzle, lambda n: g(f(n))) == fmap(fmap(puzzle, f), g)

    return [identity, composition]
