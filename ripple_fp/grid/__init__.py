"""What every grid puzzle shares: positions and sizes, errors as data, pictures.

Haskell counterpart: a small library of its own, ``Grid``, imported by every puzzle.
Nothing here knows a puzzle's rules, and nothing here does IO.
"""
