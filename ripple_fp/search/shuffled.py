"""The maker's order: another order, each variable's values tried in a random order a
salt fixes, and its guide. It lives apart from the orders a strategy names
(:mod:`.order`), loaded only to make puzzles, as look-ahead's guide lives with
look-ahead.

Haskell counterpart::

    data Order = ... | Shuffled Order Salt
    mixed :: Salt -> Guide -> Guide      -- the inner guide, values in a random order
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .meter import Meter

if TYPE_CHECKING:
    from .model import Domains, Model, Var
    from .order import Guide, Moved, Order, Rooted


@dataclass(frozen=True)
class Shuffled:
    """Another order, each variable's values tried in a random order that ``salt``
    fixes: the first solution is then a random one, the same for the same salt (how a
    maker draws a full solution). The order of the variables is ``order``'s."""

    order: Order
    salt: int

    def root(self, model: Model[object], domains: Domains, meter: Meter) -> Rooted | None:
        found = self.order.root(model, domains, meter)
        return None if found is None else (found[0], Mixed(found[1], self.salt))


MASK64 = (1 << 64) - 1


def mix(salt: int, var: Var, value: int) -> int:
    """A random-looking 64-bit number fixed by its three arguments (splitmix64's
    finaliser): the same on every run and machine, unlike ``hash``.

    >>> mix(1, 2, 3) == mix(1, 2, 3), mix(1, 2, 3) == mix(1, 2, 4)
    (True, False)
    """
    z = (salt ^ (var * 0x9E3779B97F4A7C15) ^ (value * 0xBF58476D1CE4E5B9)) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


@dataclass(frozen=True)
class Mixed:
    """Shuffled's guide: the inner guide's ranks and moves, the values of each variable
    in the random order of :func:`mix`."""

    inner: Guide
    salt: int

    def priority(self, domains: Domains, var: Var) -> int:
        return self.inner.priority(domains, var)

    def values(self, domains: Domains, var: Var) -> list[int]:
        return sorted(self.inner.values(domains, var), key=lambda v: mix(self.salt, var, v))

    def after(
        self, model: Model[object], domains: Domains, changed: list[Var], meter: Meter
    ) -> Moved | None:
        moved = self.inner.after(model, domains, changed, meter)
        return None if moved is None else (moved[0], moved[1], Mixed(moved[2], self.salt))
