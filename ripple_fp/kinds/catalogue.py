"""Every kind of puzzle by name: what ``ripple-fp --puzzle KIND`` picks from.

Haskell counterpart::

    data KindName = Ripple | ZeroHHOne | TohuWaVohu | Creek | Vergleich

    kindNamed :: String -> Either String SomeKind   -- SomeKind: an existential Kind p s

A kind's record is built when it is first asked for, so a run loads only its own puzzle
(``ripple-effect`` never imports Creek).

>>> kind_named("creek").title
'Creek puzzle'
>>> kind_named("sudoku")
Traceback (most recent call last):
ValueError: unknown puzzle 'sudoku': choose from ripple, 0hh1, tohuwavohu, creek, vergleich
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Final, Literal, get_args

from .kind import Kind

KindName = Literal["ripple", "0hh1", "tohuwavohu", "creek", "vergleich"]
"""The name of a kind of puzzle on the command line."""

KIND_NAMES: Final[tuple[KindName, ...]] = get_args(KindName)

_HOMES: Final[dict[KindName, tuple[str, str]]] = {
    "ripple": ("ripple", "RIPPLE"),
    "0hh1": ("takuzu", "TAKUZU_KIND"),
    "tohuwavohu": ("takuzu", "TOHU_WA_VOHU_KIND"),
    "creek": ("creek", "CREEK"),
    "vergleich": ("vergleich", "VERGLEICH"),
}
"""Where each kind's record lives: a module of this package, and its name there."""


def kind_named(name: str) -> Kind[Any, Any]:
    """The kind of puzzle called ``name``; ``ValueError`` naming the choices if none."""
    home = _HOMES.get(name)  # type: ignore[call-overload]
    if home is None:
        raise ValueError(f"unknown puzzle {name!r}: choose from {', '.join(KIND_NAMES)}")
    module, attribute = home
    kind: Kind[Any, Any] = getattr(import_module(f"{__package__}.{module}"), attribute)
    return kind
