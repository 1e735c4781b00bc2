"""A parse error names the line, and the column where it is known."""

from __future__ import annotations

from ripple_fp.grid.errors import ParseError


def test_a_parse_error_names_the_line_and_the_column_if_known() -> None:
    assert str(ParseError(3, "bad token", 5)) == "line 3, column 5: bad token"
    assert str(ParseError(2, "missing rows")) == "line 2: missing rows"
