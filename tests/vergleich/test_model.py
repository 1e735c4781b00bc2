"""The Vergleich model for the engine: its root, its narrowing, its neighbours, its
read-out."""

from __future__ import annotations

from ripple_fp.search import candidates as cs
from ripple_fp.search.stats import Stats
from ripple_fp.vergleich.deductions import Deductions
from ripple_fp.vergleich.model import VergleichModel
from ripple_fp.vergleich.puzzle import with_signs

from .samples import CORPUS, SIX, load


def test_neighbours_are_the_row_column_and_box_and_hold_every_sign() -> None:
    problem, _ = load(CORPUS[1])
    model = VergleichModel(problem, Deductions.FULL)
    assert len(model.neighbours(40)) == 20
    assert 40 not in model.neighbours(40)
    for cell in range(81):
        assert set(model.board.greater[cell]) | set(model.board.smaller[cell]) <= set(
            model.neighbours(cell)
        )


def test_a_guess_is_a_narrowing_to_one_value() -> None:
    model = VergleichModel(with_signs(4, []), Deductions.FULL)
    root = model.start(Stats())
    assert root is not None
    assert root[1] == []  # nothing to propagate in a grid without signs
    guessed = model.narrow(root[0], [(0, cs.single(3))], Stats())
    assert guessed is not None
    assert guessed[1][0] == 0
    assert not any(cs.has(guessed[0][i], 3) for i in model.neighbours(0))


def test_the_root_of_a_published_puzzle_reads_out_as_its_solution() -> None:
    problem, solution = load(SIX)
    model = VergleichModel(problem, Deductions.FULL)
    root = model.start(Stats())
    assert root is not None
    assert all(cs.is_single(cands) for cands in root[0])
    assert model.read_out(root[0]) == solution


def test_each_level_makes_its_own_model_of_the_same_board() -> None:
    problem, _ = load(CORPUS[0])
    weak, strong = (
        VergleichModel(problem, Deductions.FORWARD),
        VergleichModel(problem, Deductions.FULL),
    )
    assert weak.board == strong.board
    assert weak.deductions is not strong.deductions
