"""Running a student's hypothesis properties: against the real code they must pass,
against a broken imitation at least one of them must fail.

Haskell counterpart: ``quickCheckResult``, whose answer is looked at instead of printed.
"""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import HealthCheck, Phase, settings

Property = Callable[[], None]
"""A hypothesis test: calling it runs it, and it raises if it finds a counterexample."""

CHECKING = settings(
    max_examples=100,
    derandomize=True,
    database=None,
    deadline=None,
    phases=[Phase.explicit, Phase.generate],
    suppress_health_check=list(HealthCheck),
)
"""The same examples on every run, no shrinking (a counterexample is enough here)."""


def is_property(prop: object) -> bool:
    """Is ``prop`` a test decorated with hypothesis's ``@given``?"""
    return callable(prop) and getattr(prop, "is_hypothesis_test", False) is True


def holds(prop: Property) -> bool:
    """Does hypothesis find no counterexample to ``prop``? (A property with settings of
    its own is refused here, loudly: the tests choose how many examples to run.)"""
    checked = CHECKING(prop)
    try:
        checked()
    except Exception:  # a failed assertion, or anything the broken code raised
        return False
    return True
