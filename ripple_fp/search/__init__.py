"""The generic search: a list-monad engine that knows no puzzle.

Haskell counterpart: a library of its own, ``Search``, that every puzzle imports::

    solutions :: Model s -> Order -> [s]

A puzzle implements :class:`~ripple_fp.search.model.Model` (its variables' candidates,
propagation after a narrowing, which variables are neighbours, how to read a solution
out of decided candidates) and picks an :mod:`~ripple_fp.search.order`; the engine does
the rest. Nothing in this package imports a puzzle or the IO shell.
"""
