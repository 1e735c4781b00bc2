"""Hostile input: real puzzles mutated every way a file can go wrong, for every kind.

The pure parsers must return a ``Result`` for any bytes (never raise), the referee must
judge whatever parses, and the commands must answer with a documented exit code and no
traceback. The default run tries 200 mutations per test; ``HYPOTHESIS_PROFILE=fuzz``
tries 100,000 (docs/cli.md reports such a run).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from ripple_fp.kinds import KIND_NAMES
from ripple_fp.shell import main
from ripple_fp.shell.files import puzzle_from_bytes, solution_from_bytes

from .conftest import PUZZLES, SAMPLES, declared

ODD = [
    "9" * 5000,
    "-" + "9" * 200,
    "0",
    "-1",
    "٣",
    "²",
    "\u00a0",
    "\u0085",
    "\u2028",
    "\u3000",
    "\x00",
    "\r\n",
    "\ufeff",
    "🧩",
    "-",
    "",
    "(",
    ")",
    ",",
    "[]",
]
"""Replacements a mutation may put in place of a word: huge and odd numbers, Unicode
spaces and line separators, NUL, CRLF, a byte-order mark, brackets."""
EXAMPLES = max(200, settings().max_examples)
CODES = {0, 1, 2, 3, 4, 5, 6}


def _words(text: str) -> list[str]:
    return text.replace("\n", " \n ").split(" ")


@st.composite
def mutated(draw: st.DrawFn, original: bytes) -> bytes:
    """``original`` after one to three mutations of its bytes, lines or words."""
    data = original
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["byte", "line", "word", "cut", "frame"]))
        if kind == "byte" and data:
            at = draw(st.integers(0, len(data) - 1))
            data = data[:at] + bytes([draw(st.integers(0, 255))]) + data[at + 1 :]
        elif kind == "line":
            lines = data.split(b"\n")
            at = draw(st.integers(0, len(lines) - 1))
            how = draw(st.sampled_from(["drop", "double", "swap"]))
            if how == "drop":
                del lines[at]
            elif how == "double":
                lines.insert(at, lines[at])
            else:
                lines[at], lines[0] = lines[0], lines[at]
            data = b"\n".join(lines)
        elif kind == "word":
            words = _words(data.decode("utf-8", "replace"))
            at = draw(st.integers(0, len(words) - 1))
            words[at] = draw(st.sampled_from(ODD))
            data = " ".join(words).replace(" \n ", "\n").encode("utf-8")
        elif kind == "cut":
            data = data[: draw(st.integers(0, len(data)))]
        else:
            data = draw(st.sampled_from([b"\xef\xbb\xbf", b"", b"\x00"])) + data.replace(
                b"\n", draw(st.sampled_from([b"\r\n", b"\n", b"\r"]))
            )
    return data


def _fuzz(test: Any) -> Any:
    return settings(max_examples=EXAMPLES, suppress_health_check=[HealthCheck.too_slow])(test)


@pytest.mark.parametrize("name", KIND_NAMES)
def test_the_parsers_and_the_referee_never_raise(name: str) -> None:
    kind, sample = declared(name), SAMPLES[name]
    solution_text = sample.with_suffix(".sol").read_bytes()
    problem = kind.parse_puzzle(sample.read_text()).unwrap()

    @_fuzz
    @given(mutated(sample.read_bytes()), mutated(solution_text))
    def check_one(puzzle: bytes, claim: bytes) -> None:
        parsed = puzzle_from_bytes(kind, sample, puzzle)
        target = parsed.value_or(problem)
        solution = solution_from_bytes(kind, sample, target, claim)
        for found in (
            solution.value_or(None),
            solution_from_bytes(kind, sample, target, solution_text).value_or(None),
        ):
            if found is not None:
                verdict = kind.judge(target, found)
                kind.pictures().draw(target, found)
                kind.pictures().to_svg(target, found, verdict.faulty, "fuzz")

    check_one()


@pytest.mark.parametrize("name", KIND_NAMES)
def test_the_checker_answers_every_file_with_a_documented_code(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sample = SAMPLES[name]
    puzzle, claim = tmp_path / "puzzle.txt", tmp_path / "claim.sol"

    @_fuzz
    @given(mutated(sample.read_bytes()), mutated(sample.with_suffix(".sol").read_bytes()))
    def check_one(puzzle_data: bytes, claim_data: bytes) -> None:
        puzzle.write_bytes(puzzle_data)
        claim.write_bytes(claim_data)
        argv = ["check", "--puzzle", name, str(puzzle), str(claim)]
        assert main.ripple_fp(argv) in {0, 1, 2}
        assert "Traceback" not in capsys.readouterr().err

    check_one()


def test_the_solver_answers_every_file_with_a_documented_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    puzzle, out = tmp_path / "puzzle.txt", tmp_path / "out.sol"

    @_fuzz
    @given(mutated((PUZZLES / "hakyuu_001.txt").read_bytes()))
    def solve_one(data: bytes) -> None:
        puzzle.write_bytes(data)
        assert main.ripple_effect([str(puzzle), str(out)]) in CODES
        assert "Traceback" not in capsys.readouterr().err

    solve_one()


WHITESPACE = "".join(chr(c) for c in range(0x110000) if chr(c).isspace())
"""Every character Python counts as a space: blanks, line ends, and control characters."""


BLANK_LINES = st.lists(
    st.one_of(st.just(""), st.text(alphabet=WHITESPACE, min_size=1, max_size=3)),
    min_size=1,
    max_size=6,
)
"""Lines of Unicode whitespace, some empty."""


@st.composite
def spaced(draw: st.DrawFn, original: str) -> str:
    """Lines of Unicode whitespace alone, or ``original`` with such lines put in, added
    to or put in place of some of its lines."""
    if draw(st.booleans()):
        return "\n".join(draw(BLANK_LINES))
    lines = original.split("\n")
    for blank in draw(BLANK_LINES):
        at = draw(st.integers(0, len(lines)))
        how = draw(st.sampled_from(["insert", "replace", "append"]))
        if how == "insert" or at == len(lines):
            lines.insert(at, blank)
        elif how == "replace":
            lines[at] = blank
        else:
            lines[at] += blank
    return "\n".join(lines)


@pytest.mark.parametrize("name", KIND_NAMES)
def test_lines_of_unicode_whitespace_never_escape_as_an_exception(name: str) -> None:
    kind, sample = declared(name), SAMPLES[name]
    problem = kind.parse_puzzle(sample.read_text()).unwrap()

    @_fuzz
    @given(spaced(sample.read_text()), spaced(sample.with_suffix(".sol").read_text()))
    @example("\u00a0\n\n\u00a0\n", "\u3000\n")
    def check_one(puzzle: str, claim: str) -> None:
        parsed = puzzle_from_bytes(kind, sample, puzzle.encode())
        solution_from_bytes(kind, sample, parsed.value_or(problem), claim.encode())

    check_one()


def test_the_solver_answers_lines_of_unicode_whitespace_with_a_documented_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    puzzle, out = tmp_path / "puzzle.txt", tmp_path / "out.sol"

    @_fuzz
    @given(spaced((PUZZLES / "hakyuu_001.txt").read_text()))
    def solve_one(text: str) -> None:
        puzzle.write_text(text, encoding="utf-8")
        assert main.ripple_effect([str(puzzle), str(out)]) in CODES
        assert "Traceback" not in capsys.readouterr().err

    solve_one()


JANKO = {
    "ripple": "hakyuu_001",
    "creek": "creek_001",
    "tohuwavohu": "tohuwavohu_001",
    "suguru": "suguru_001",
}
"""A janko.at file of each kind that reads janko.at's text."""


@pytest.mark.parametrize(("name", "stem"), JANKO.items())
def test_a_janko_file_checks_with_a_documented_code_whatever_it_holds(
    name: str, stem: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    puzzle = tmp_path / "puzzle.x-janko"
    original = (PUZZLES / "janko" / f"{stem}.x-janko").read_bytes()

    @_fuzz
    @given(mutated(original))
    def check_one(data: bytes) -> None:
        puzzle.write_bytes(data)
        assert main.ripple_fp(["check", str(puzzle)]) in {0, 1, 2}
        assert main.ripple_fp(["check", "--puzzle", name, str(puzzle)]) in {0, 1, 2}
        assert "Traceback" not in capsys.readouterr().err

    check_one()
