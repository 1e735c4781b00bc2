"""Each kind's entry (:mod:`ripple_fp.kinds.entry`), declared with the kind: its tokens
are its solution text's, and its ints its explainer's."""

from __future__ import annotations

import pytest

from ripple_fp.kinds import KIND_NAMES
from ripple_fp.kinds.entry import TYPED

from ..conftest import SAMPLES, declared


@pytest.mark.parametrize("name", KIND_NAMES)
def test_a_solutions_tokens_are_entered_and_read_back_as_the_explainer_takes_them(
    name: str,
) -> None:
    kind = declared(name)
    entry = kind.entry
    problem = kind.parse_puzzle(SAMPLES[name].read_text()).unwrap()
    text = SAMPLES[name].with_suffix(".sol").read_text()
    lines = text.splitlines()
    rows = [line.split(entry.separator) if entry.separator else list(line) for line in lines]
    assert [entry.separator.join(row) for row in rows] == lines
    values = {(r, c): entry.value(t) for r, row in enumerate(rows) for c, t in enumerate(row)}
    assert all(entry.token(entry.value(t)) == t for row in rows for t in row)
    assert kind.explainer is not None
    advice = kind.explainer().hint_at(problem, values)
    assert advice.wrong == ()
    assert kind.is_solution(problem, kind.parse_solution(text, problem).unwrap())


def test_a_kind_that_says_nothing_takes_typed_numbers_written_in_like_givens() -> None:
    assert declared("ripple").entry == TYPED
    assert (TYPED.style, TYPED.written, TYPED.separator) == ("number", "givens", " ")
