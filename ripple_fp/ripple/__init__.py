"""Ripple Effect (Hakyuu), the engine's first client: everything that knows its rules.

Haskell counterpart: the modules of the course assignment itself (``Puzzle``, ``Parser``,
``Rules``, ``Solver``), with the search delegated to the generic ``Search`` library.
The puzzle and its file format (:mod:`.puzzle`, :mod:`.parse`, :mod:`.render`), the
referee (:mod:`.referee`), the specification solvers (:mod:`.spec`), the engine's model
(:mod:`.board`, :mod:`.deductions`, :mod:`.reach`, :mod:`.model`), the named strategies
(:mod:`.strategies`) and the pictures (:mod:`.pictures`).
"""
