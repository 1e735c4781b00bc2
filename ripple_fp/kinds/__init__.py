"""The kinds of puzzle the commands solve: one record of functions per puzzle.

Haskell counterpart: a ``Kinds`` module between the puzzles and ``Main``, the way a
program picks an instance at run time: each puzzle's functions gathered in a ``Kind``
record (:mod:`.kind`), looked up by name (:mod:`.catalogue`), and the errors of a run
(:mod:`.errors`). The commands of :mod:`ripple_fp.shell` are written once against the
record; a new puzzle adds its package and one module here, and touches neither the
engine nor the commands.
"""
