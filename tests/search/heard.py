"""A trace for the tests of a kind's rules: it keeps what a propagation says.

Every loss is kept with its reason, as ``(cell, values removed, reason)``, and every
failure as ``(-1, 0, reason)``, in the order the propagation said them: what the tests
of each kind's deductions read to check that a rule gives the reason it should.
"""

from __future__ import annotations

from typing import Generic, TypeVar

R = TypeVar("R")


class Heard(Generic[R]):
    """A trace that keeps every loss with its reason, and every failure."""

    def __init__(self) -> None:
        self.losses: list[tuple[int, int, R | None]] = []

    def losing(self, var: int, removed: int, left: int, reason: R | None) -> None:
        self.losses.append((var, removed, reason))

    def failing(self, reason: R | None) -> None:
        self.losses.append((-1, 0, reason))
