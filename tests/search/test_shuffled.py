"""The maker's order: the same solutions as the order it shuffles, the first fixed by
its salt."""

from __future__ import annotations

from ripple_fp.search.engine import solve
from ripple_fp.search.order import Mrv
from ripple_fp.search.shuffled import Shuffled, mix

from .colouring import ColouringModel


def test_a_shuffled_order_finds_the_same_solutions_its_salt_fixing_the_first() -> None:
    model = ColouringModel(tuple(((v - 1) % 6, (v + 1) % 6) for v in range(6)), 3, (None,) * 6)
    every = sorted(map(tuple, solve(model, Mrv())))
    firsts = {tuple(next(solve(model, Shuffled(Mrv(), salt)))) for salt in range(20)}
    assert sorted(map(tuple, solve(model, Shuffled(Mrv(), 7)))) == every
    assert next(solve(model, Shuffled(Mrv(), 7))) == next(solve(model, Shuffled(Mrv(), 7)))
    assert len(firsts) > 1


def test_the_mix_is_fixed_by_its_arguments_and_spread_over_64_bits() -> None:
    assert mix(1, 2, 3) == mix(1, 2, 3) != mix(1, 2, 4)
    assert 0 <= mix(5, 6, 7) < 1 << 64
