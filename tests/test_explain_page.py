"""docs/explain.md walks the assignment's Figure 1 with exactly what the command prints."""

from __future__ import annotations

import re

from ripple_fp.commands import Explain
from ripple_fp.commands.replies import explained
from ripple_fp.kinds.kind import Loaded
from ripple_fp.ripple import RIPPLE
from ripple_fp.ripple.explaining import explain

from .conftest import PUZZLES, ROOT, load_problem

PAGE = ROOT / "docs" / "explain.md"
MARKER = "<!-- the output of: ripple-effect --explain puzzles/hakyuu_001.txt -->\n```text\n"


def test_the_walk_through_figure_1_is_what_explain_prints() -> None:
    page = PAGE.read_text(encoding="utf-8")
    assert MARKER in page
    shown = page.split(MARKER, 1)[1].split("```", 1)[0]
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    command = Explain(RIPPLE, PUZZLES / "hakyuu_001.txt", "ripple-effect")
    loaded = Loaded(RIPPLE, problem, "")
    assert shown == explained(command, loaded, explain(problem)).stdout


def test_the_page_names_every_rule_of_the_grade_table() -> None:
    page = PAGE.read_text(encoding="utf-8")
    for level in ("easy", "medium", "hard", "very hard", "needs guessing"):
        assert re.search(rf"\*{level}\*", page)
