"""Creek, the engine's second client: fill boxes to match the clues on the crossings,
and keep the unfilled boxes in one orthogonally connected area.

Haskell counterpart: a course project's modules (``Puzzle``, ``Parser``, ``Rules``,
``Solver``) over the same generic ``Search`` library as Ripple Effect. The puzzle and
its file format (:mod:`.puzzle`, :mod:`.parse`, :mod:`.render`), the referee
(:mod:`.referee`), the engine's model (:mod:`.board`, :mod:`.deductions`, the area rule
in :mod:`.areas`, :mod:`.local` and :mod:`.memo`, and :mod:`.model`), the named
strategies (:mod:`.strategies`) and the pictures (:mod:`.pictures`).
"""
