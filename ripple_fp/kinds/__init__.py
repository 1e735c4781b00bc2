"""The kinds of puzzle, by name: what ``ripple-fp --puzzle KIND`` picks from.

Haskell counterpart: a ``Kinds`` module between the puzzles and ``Main``, the way a
program picks an instance at run time::

    data KindName = Ripple | ZeroHHOne | TohuWaVohu | Creek | Vergleich | Suguru

    kindNamed :: String -> Either String SomeKind   -- SomeKind: an existential Kind p s

The kind a name picks is known only at run time, so :func:`kind_named` gives a
:class:`~.kind.SomeKind`: its name and title, and ``into``, which hands the kind, typed
in its own puzzle and solution, to a function written for every kind.

What a kind is (:mod:`.kind`), what it may also do (:mod:`.capabilities`) and what can
go wrong with a run (:mod:`.errors`) are this package's modules; the catalogue is its
face. Each kind is declared by its own package (``ripple_fp.creek.CREEK``); the table
below says where, and a kind's package is imported when it is first asked for, so a run
loads only its own puzzle (``ripple-effect`` never imports Creek).

>>> kind_named("creek").title
'Creek puzzle'
>>> kind_named("sudoku")
Traceback (most recent call last):
ValueError: unknown puzzle 'sudoku': choose from ripple, 0hh1, tohuwavohu, creek, vergleich, suguru
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Final

from returns.result import Success

if TYPE_CHECKING:
    from .kind import SomeKind

HOMES: Final[dict[str, tuple[str, str]]] = {
    "ripple": ("ripple", "RIPPLE"),
    "0hh1": ("takuzu", "TAKUZU_KIND"),
    "tohuwavohu": ("takuzu", "TOHU_WA_VOHU_KIND"),
    "creek": ("creek", "CREEK"),
    "vergleich": ("vergleich", "VERGLEICH"),
    "suguru": ("suguru", "SUGURU"),
}
"""Where each kind is declared: a package of ripple_fp, and the kind's name there."""

KIND_NAMES: Final[tuple[str, ...]] = tuple(HOMES)
"""Every kind's name on the command line, in the order ``--help`` lists them."""

JANKO: Final[dict[str, str]] = {
    "hakyuu": "ripple",
    "creek": "creek",
    "tohuwavohu": "tohuwavohu",
    "suguru": "suguru",
}
"""The kinds janko.at publishes that ripple_fp solves: the name on a janko.at text's
``puzzle`` line, and the kind that reads it (its declaration's ``janko.name``), so that
a text picks its kind without importing every kind to ask."""


DEFAULT: Final = "ripple"
"""The kind of a puzzle whose kind nobody named: Ripple Effect, the course's."""


def kind_named(name: str | None) -> SomeKind:
    """The kind of puzzle called ``name`` (``None``: :data:`DEFAULT`); ``ValueError``
    naming the choices if none."""
    home = HOMES.get(DEFAULT if name is None else name)
    if home is None:
        raise ValueError(f"unknown puzzle {name!r}: choose from {', '.join(KIND_NAMES)}")
    package, attribute = home
    kind: SomeKind = getattr(import_module(f"ripple_fp.{package}"), attribute)
    return kind


def readers(text: str) -> tuple[SomeKind, ...]:
    """Every kind whose parser reads ``text`` as a puzzle, in the order of
    :data:`KIND_NAMES`. Every kind is imported to ask it: this is for a file that the
    kind a command was given could not read, never on the way of a run that goes well."""
    return tuple(
        kind
        for kind in map(kind_named, KIND_NAMES)
        if kind.into(lambda kind: isinstance(kind.parse_puzzle(text), Success))
    )


def url_varieties() -> tuple[str, ...]:
    """Every puzz.link variety whose URLs some kind reads (every kind is imported)."""
    return tuple(
        variety
        for name in KIND_NAMES
        for variety in kind_named(name).into(lambda kind: kind.varieties)
    )
