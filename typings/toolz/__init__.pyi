"""Types for the few toolz functions ripple_fp calls (toolz 1.x ships none, and the
``toolz-stubs`` package needs Python 3.12).

Each signature is one toolz accepts, as its source (``toolz/itertoolz.py``) defines it;
add a function here when the code first uses it. ``groupby`` also takes a key that is
not callable (an index or a list of indices, read through ``toolz.getter``); ripple_fp
never passes one, so it is left out rather than typed loosely.
"""

from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar

_T = TypeVar("_T")
_U = TypeVar("_U")
_K = TypeVar("_K", bound=Hashable)
_H = TypeVar("_H", bound=Hashable)

def groupby(key: Callable[[_T], _K], seq: Iterable[_T]) -> dict[_K, list[_T]]:
    """Every item of ``seq`` in the list of its key, keys in the order first seen."""

def frequencies(seq: Iterable[_H]) -> dict[_H, int]:
    """How many times each item occurs, items in the order first seen."""

_V = TypeVar("_V")

def identity(x: _T) -> _T:
    """``id``."""

def compose(f: Callable[[_U], _V], g: Callable[[_T], _U]) -> Callable[[_T], _V]:
    """``f . g`` (toolz composes any number of functions; ripple_fp composes two)."""
