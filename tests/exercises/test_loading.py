"""The tests read the reference answers, or a student's from ``$RIPPLE_FP_ANSWERS``."""

from __future__ import annotations

from pathlib import Path

import pytest

from .loading import ANSWERS_VARIABLE, REFERENCE, answers_folder, load


def test_without_the_variable_the_reference_answers_are_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(ANSWERS_VARIABLE, raising=False)
    assert answers_folder() == REFERENCE
    assert load("ex01_cross").__file__ == str(REFERENCE / "ex01_cross.py")


def test_the_variable_names_the_folder_of_a_students_answers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "ex01_cross.py").write_text("ANSWER = 42\n")
    monkeypatch.setenv(ANSWERS_VARIABLE, str(tmp_path))
    assert load("ex01_cross").ANSWER == 42


def test_an_answer_not_written_yet_skips_its_tests(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ANSWERS_VARIABLE, str(tmp_path))
    with pytest.raises(pytest.skip.Exception, match=r"no ex02_breadth\.py in"):
        load("ex02_breadth")


def test_every_exercise_has_a_reference_answer_and_a_test() -> None:
    answers = sorted(path.stem for path in REFERENCE.glob("ex*.py"))
    tests = sorted(
        path.stem.removeprefix("test_") for path in REFERENCE.parent.glob("test_ex*.py")
    )
    assert answers == tests
    assert len(answers) >= 6
