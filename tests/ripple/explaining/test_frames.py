"""The page of an explained solve: a section per step, each picture the grid after it."""

from __future__ import annotations

import re

from ripple_fp.grid.svg import CELL, MARGIN
from ripple_fp.ripple.explaining.frames import SNAPSHOT_EVERY, frames_page
from ripple_fp.ripple.explaining.steps import Eliminate, Place, Step
from ripple_fp.ripple.explaining.trace import solve_in_steps

from ...conftest import DATA, PUZZLES, load_problem

TEXT = re.compile(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*>(\d+)</text>')


def values_in(fragment: str) -> dict[tuple[int, int], int]:
    """The cell and value of every entry drawn in ``fragment``."""
    return {
        (int((float(y) - MARGIN) // CELL), int((float(x) - MARGIN) // CELL)): int(value)
        for x, y, value in TEXT.findall(fragment)
    }


def shown_after(page: str, number: int) -> dict[tuple[int, int], int]:
    """The values a step's picture shows besides the givens: its snapshot and its own."""
    section = re.search(rf'<section id="step-{number}".*?</section>', page, re.DOTALL)
    assert section is not None
    found = values_in(section.group(0))
    for snapshot in re.findall(r'<use href="#(placed-\d+)"/>', section.group(0)):
        group = re.search(rf'<g id="{snapshot}">(.*?)</g>', page, re.DOTALL)
        assert group is not None
        found |= values_in(group.group(1))
    return found


def placed_by(steps: list[Step]) -> dict[tuple[int, int], int]:
    return {
        s.conclusion.cell: s.conclusion.value for s in steps if isinstance(s.conclusion, Place)
    }


def test_every_step_has_a_section_with_its_words_and_the_grid_after_it() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    steps = list(solve_in_steps(problem))
    page = frames_page(problem, steps, "Figure 1")
    assert page.count("<section ") == len(steps) == 130
    assert len(placed_by(steps)) > SNAPSHOT_EVERY  # snapshots are used
    for number in (1, 24, 25, SNAPSHOT_EVERY * 2 + 30, 130):
        assert shown_after(page, number) == placed_by(steps[:number])


def test_a_picture_shades_what_its_step_uses_and_concludes() -> None:
    problem = load_problem(DATA / "corpus" / "janko" / "hakyuu_010.txt")
    steps = list(solve_in_steps(problem))
    page = frames_page(problem, steps, "hakyuu_010")
    for number, step in enumerate(steps, 1):
        section = re.search(rf'<section id="step-{number}".*?</section>', page, re.DOTALL)
        assert section is not None
        premises = section.group(0).count('class="premise"')
        assert premises == len(step.premises)
        concluded = section.group(0).count('class="placed"') + section.group(0).count(
            'class="taken"'
        )
        expected = 1 if isinstance(step.conclusion, Place) else 0
        if isinstance(step.conclusion, Eliminate):
            expected = len(step.conclusion.cells)
        assert concluded == expected


def test_the_page_grows_with_the_steps_not_with_steps_times_cells() -> None:
    problem = load_problem(DATA / "corpus" / "janko" / "hakyuu_450.txt")
    steps = list(solve_in_steps(problem))
    page = frames_page(problem, steps, "#450")
    cells = problem.layout.size[0] * problem.layout.size[1]
    assert len(page) < 5_000 * len(steps)  # about 3,700 bytes a step
    assert len(page) < len(steps) * cells * 10  # drawing every value every time: 100+
