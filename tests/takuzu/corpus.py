"""The Takuzu test data: the 0h h1 and Tohu-Wa-Vohu corpora, and how to load them."""

from __future__ import annotations

from pathlib import Path

from ripple_fp.takuzu.parse import parse_puzzle, parse_solution
from ripple_fp.takuzu.puzzle import TAKUZU, TOHU_WA_VOHU, Problem, Rules, Solution

DATA = Path(__file__).resolve().parent.parent / "data" / "takuzu"

RULES_OF = {"0hh1": TAKUZU, "tohuwavohu": TOHU_WA_VOHU}
"""Each folder of puzzles, and the rules its puzzles are played under."""


def puzzles(folder: str | None = None) -> list[Path]:
    """Every ``NAME.txt`` of a folder (or of both), each with a ``NAME.sol`` beside it."""
    folders = RULES_OF if folder is None else [folder]
    return [path for name in folders for path in sorted((DATA / name).glob("*.txt"))]


def rules_of(path: Path) -> Rules:
    return RULES_OF[path.parent.name]


def load_problem(path: Path) -> Problem:
    """The puzzle in ``path`` (played under its folder's rules, :func:`rules_of`); the
    test fails if it does not parse."""
    return parse_puzzle(path.read_text()).unwrap()


def load_solution(path: Path, problem: Problem) -> Solution:
    """The solution beside puzzle ``path``."""
    return parse_solution(path.with_suffix(".sol").read_text(), problem).unwrap()


def name_of(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"
