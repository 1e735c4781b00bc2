"""docs/refinement.md cannot drift: its table's node counts are what the strategies count.

The table is printed by ``benchmarks/refinement.py``. Node counts do not depend on the
machine, so each cell's count is recomputed here and compared with the page. The cells
that take more than a few milliseconds run only with ``pytest -m slow``; the times in
the page are not checked (they are one run's, and noisy).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import ROOT, script

PAGE = ROOT / "docs" / "refinement.md"
NODES = re.compile(r"^([\d,]+) in \S+ s$")
LIMIT = re.compile(r"^limit \(> [\d,]+ in \S+ s\)$")

SLOW = {
    ("hakyuu_010", "naive"),
    ("multiplesolutions2_nonunique", "naive"),
    ("nosolution_from_janko_010", "naive"),
    ("board7_nonunique", "naive"),
    ("board7_nonunique", "mrv-spec"),
    ("board7_nonunique", "mrv"),
}
"""The cells that take more than about 0.1 s (naive on the larger puzzles, the two
forward-checking solvers on the empty 18x18 board)."""


SCRIPT = script("refinement")
LADDER: tuple[str, ...] = SCRIPT.LADDER
NAMES: dict[str, str] = {Path(name).name: name for name in SCRIPT.NAMES}
"""Each puzzle's name in the table, and its path under ``puzzles/``."""


def page_table() -> dict[tuple[str, str], str]:
    """The page's table: each cell's text, by (puzzle, strategy)."""
    lines = PAGE.read_text(encoding="utf-8").splitlines()
    start = lines.index("| puzzle | " + " | ".join(LADDER) + " |")
    cells: dict[tuple[str, str], str] = {}
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        label, *row = (text.strip() for text in line.strip("|").split("|"))
        puzzle = label.split("`")[1]
        cells.update(
            {(puzzle, strategy): text for strategy, text in zip(LADDER, row, strict=True)}
        )
    return cells


TABLE = page_table()
CELLS = [(puzzle, strategy) for puzzle in NAMES for strategy in LADDER]


def documented_nodes(puzzle: str, strategy: str) -> int | None:
    """The nodes the page gives for a cell; ``None`` where the cell says "limit"."""
    text = TABLE[(puzzle, strategy)]
    if LIMIT.match(text):
        return None
    found = NODES.match(text)
    assert found, f"{puzzle}, {strategy}: {text!r} is neither a count nor a limit"
    return int(found.group(1).replace(",", ""))


def test_the_page_has_a_cell_for_every_puzzle_and_strategy_of_the_script() -> None:
    assert sorted(TABLE) == sorted(CELLS)


@pytest.mark.parametrize(("puzzle", "strategy"), [c for c in CELLS if c not in SLOW])
def test_the_page_gives_the_nodes_the_strategy_counts(puzzle: str, strategy: str) -> None:
    assert documented_nodes(puzzle, strategy) == SCRIPT.nodes(NAMES[puzzle], strategy)


@pytest.mark.slow
@pytest.mark.parametrize(("puzzle", "strategy"), sorted(SLOW))
def test_the_page_gives_the_nodes_of_the_slow_cells_too(puzzle: str, strategy: str) -> None:
    documented = documented_nodes(puzzle, strategy)
    if documented is None:
        pytest.skip("the page says this cell reached the time limit")
    assert documented == SCRIPT.nodes(NAMES[puzzle], strategy)
