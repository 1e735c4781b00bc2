"""Tables: whichever build made it (a list, or compiled a vector of machine numbers), a
table is indexed, assigned, measured and iterated as the list it was made from."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.search.tables import flags, floats, ints

MACHINE = st.integers(-(2**62), 2**62)
"""The integers the search stores: literals, levels and counts, far inside 64 bits."""


@given(st.lists(MACHINE, min_size=1), st.data())
def test_a_table_of_ints_acts_as_its_list(items: list[int], data: st.DataObject) -> None:
    table, copy = ints(list(items)), list(items)
    for _ in range(data.draw(st.integers(0, 5))):
        at, value = data.draw(st.integers(0, len(items) - 1)), data.draw(MACHINE)
        table[at] = copy[at] = value
        assert table[at] == value
    assert len(table) == len(copy)
    assert list(table) == copy
    assert [table[at] for at in range(len(table))] == copy
    assert table == ints(list(copy))  # told by its numbers (as a clause is a reason)
    assert table != ints([*copy, 0])


@given(st.lists(st.booleans(), min_size=1), st.integers(0, 1_000))
def test_a_table_of_flags_acts_as_its_list(items: list[bool], at: int) -> None:
    table, at = flags(list(items)), at % len(items)
    table[at] = not items[at]
    assert list(table) == [*items[:at], not items[at], *items[at + 1 :]]
    assert any(table) == any(list(table))


@given(st.lists(st.floats(allow_nan=False), min_size=1))
def test_a_table_of_floats_acts_as_its_list(items: list[float]) -> None:
    table = floats(list(items))
    table[0] = table[0] + 1.0  # as the activity raises a score
    assert list(table) == [items[0] + 1.0, *items[1:]]
