"""The learning search's flat tables: a number or a flag per variable, literal or group,
and the literals of each clause, read and written in place millions of times.

Haskell counterpart: ``STUArray s Int Int`` (and ``STUArray s Int Bool``,
``STUArray s Int Double``), an unboxed mutable array inside ``ST``.

Here, as the interpreter runs it, a table is a ``list``: each item points to a shared
``int`` (or ``bool``, ``float``) object, and :func:`ints` and the others hand the list
back as it is. The compiled build (``RIPPLE_FP_COMPILE=1 pip install .``) compiles
another text of this module in its place, ``TABLES`` in ``hatch_build.py``: the same
names over ``vec`` from librt, mypyc's runtime library (installed with mypy), whose
items are machine numbers side by side. Compiled code reads such an item as it is,
where a list's is an object to reach and unbox, and writes one without making an
``int`` object for it (docs/performance.md, "Written for mypyc"). A table is made by
these functions and then only indexed, assigned, measured, iterated and compared: what
a list and a ``vec`` both do alike. (Not told apart by ``is``: compiled, a ``vec`` is a
value, and each list that holds one holds a box of its own around the same numbers.)
"""

from __future__ import annotations

from typing import TypeAlias

Ints: TypeAlias = list[int]
"""A number per index: a literal's value, a variable's level, a group's count."""

Flags: TypeAlias = list[bool]
"""A flag per index: a variable met by conflict analysis, a group propagated."""

Floats: TypeAlias = list[float]
"""A real per index: a variable's activity."""


def ints(items: list[int]) -> Ints:
    """A table of ``items``."""
    return items


def flags(items: list[bool]) -> Flags:
    """A table of ``items``."""
    return items


def floats(items: list[float]) -> Floats:
    """A table of ``items``."""
    return items
