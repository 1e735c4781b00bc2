"""Ripple Effect's searches of its own, besides the engine's: the course's specification
solvers, clause learning and SAT over the puzzle as a formula, and counting.

Haskell counterpart: the ``Solver`` modules an assignment adds beside the generic
``Search`` library. The specification solvers search ``Puzzle`` values in the list
monad as the course writes them (:mod:`.spec`); the puzzle as a formula (:mod:`.encoding`)
is searched by the engine's clause learning (:mod:`.learn`) or by a SAT solver, the
optional extra (:mod:`.sat`); :mod:`.counting` counts any strategy's solutions. Each is
imported when its strategy is first run (``ripple.strategies``): the default's reasoning
(``ripple.auto``) settles published puzzles without any of them.
"""
