"""Text that is not a grid of the expected shape: where, and what is wrong.

Haskell counterpart::

    data ParseError = ParseError { line :: Int, column :: Maybe Int, message :: String }

Every grid puzzle's parser answers ``Result[..., ParseError]`` (returns' ``Either``). Lines
and columns count from 1, as editors do.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ParseError:
    """Text that is not a puzzle: what is wrong, and where (1-based line, column)."""

    line: int
    message: str
    column: int | None = None

    def __str__(self) -> str:
        where = f"line {self.line}" + (f", column {self.column}" if self.column else "")
        return f"{where}: {self.message}"
