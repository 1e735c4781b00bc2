"""The persistent matrix: a Mapping from positions, and the laws of ``fmap`` and ``//``."""

from __future__ import annotations

import pickle
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st
from toolz import compose, identity

from ripple_fp.grid.matrix import Matrix, Pos, inside, reading_order


@st.composite
def matrices(draw: st.DrawFn) -> Matrix[int]:
    rows, cols = draw(st.integers(1, 5)), draw(st.integers(1, 5))
    return Matrix.of(
        (rows, cols), draw(st.lists(st.integers(), min_size=rows * cols, max_size=rows * cols))
    )


def positions_of(m: Matrix[int]) -> st.SearchStrategy[Pos]:
    return st.sampled_from(list(reading_order(m.size)))


def test_a_matrix_reads_as_a_mapping_in_reading_order() -> None:
    m = Matrix.from_rows([[1, 2], [3, 4], [5, 6]])
    assert m.size == (3, 2)
    assert list(m) == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]
    assert dict(m) == {(0, 0): 1, (0, 1): 2, (1, 0): 3, (1, 1): 4, (2, 0): 5, (2, 1): 6}
    assert list(m.values()) == [1, 2, 3, 4, 5, 6]
    assert len(m) == 6
    assert list(m.rows()) == [(1, 2), (3, 4), (5, 6)]


@pytest.mark.parametrize("pos", [(3, 0), (0, 2), (-1, 0), (0, -1)])
def test_off_the_grid_is_a_missing_key(pos: Pos) -> None:
    m = Matrix.from_rows([[1, 2], [3, 4], [5, 6]])
    assert pos not in m
    assert m.get(pos) is None
    with pytest.raises(KeyError):
        m[pos]


@pytest.mark.parametrize("key", ["a", (1,), (0, "1"), (0, 0, 0)])
def test_a_key_that_is_not_a_position_is_not_in_it(key: object) -> None:
    assert key not in Matrix.from_rows([[1]])


def test_cells_that_do_not_fill_the_size_are_refused() -> None:
    with pytest.raises(ValueError, match="do not fill"):
        Matrix.of((2, 2), [1, 2, 3])


ints_to = st.functions(like=lambda x: x, returns=st.integers(), pure=True)
"""Functions ``int -> int``, drawn: each law is checked for many functions."""


@given(matrices())
def test_fmap_id_is_id(m: Matrix[int]) -> None:
    assert m.map(identity) == m


@given(matrices(), ints_to, ints_to)
def test_fmap_composes(m: Matrix[int], f: Callable[[int], int], g: Callable[[int], int]) -> None:
    """``fmap (f . g) == fmap f . fmap g``, for any two functions drawn."""
    assert m.map(compose(f, g)) == m.map(g).map(f)


@given(matrices(), ints_to)
def test_fmap_keeps_the_shape_and_moves_nothing(m: Matrix[int], f: Callable[[int], int]) -> None:
    mapped = m.map(f)
    assert mapped.size == m.size
    assert all(mapped[pos] == f(value) for pos, value in m.items())


@given(st.data(), matrices(), st.integers())
def test_set_changes_one_cell_and_leaves_the_original(
    data: st.DataObject, m: Matrix[int], value: int
) -> None:
    pos = data.draw(positions_of(m))
    before = dict(m)
    changed = m.set(pos, value)
    assert changed[pos] == value
    assert all(changed[p] == m[p] for p in m if p != pos)
    assert dict(m) == before


@given(st.data(), matrices())
def test_update_is_a_fold_of_set(data: st.DataObject, m: Matrix[int]) -> None:
    changes = data.draw(st.lists(st.tuples(positions_of(m), st.integers()), max_size=8))
    folded = m
    for pos, value in changes:
        folded = folded.set(pos, value)
    assert m.update(changes) == folded


@given(matrices())
def test_tabulate_and_from_rows_agree_with_of(m: Matrix[int]) -> None:
    assert Matrix.tabulate(m.size, m.__getitem__) == m
    assert Matrix.from_rows(m.rows()) == m


@given(matrices())
def test_columns_are_the_rows_transposed(m: Matrix[int]) -> None:
    rows, cols = m.size
    assert list(m.columns()) == [tuple(m[(r, c)] for r in range(rows)) for c in range(cols)]
    assert list(m.columns()) == list(zip(*m.rows(), strict=True))


def test_an_evolver_changes_a_copy() -> None:
    m = Matrix.filled((2, 3), 0)
    evolver = m.evolver()
    evolver[(1, 2)] = 7
    assert evolver[(1, 2)] == 7
    assert evolver.persistent() == m.set((1, 2), 7)
    assert m[(1, 2)] == 0


def test_equal_matrices_hash_alike_and_pickle() -> None:
    a, b = Matrix.from_rows([[1, 2]]), Matrix.of((1, 2), [1, 2])
    assert a == b
    assert hash(a) == hash(b)
    assert a != Matrix.of((2, 1), [1, 2])
    assert pickle.loads(pickle.dumps(a)) == a


@given(st.integers(1, 6), st.integers(1, 6))
def test_reading_order_visits_every_cell_inside_once(rows: int, cols: int) -> None:
    cells = list(reading_order((rows, cols)))
    assert cells == sorted(cells)
    assert len(cells) == len(set(cells)) == rows * cols
    assert all(inside((rows, cols), pos) for pos in cells)
