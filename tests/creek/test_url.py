"""Creek's puzz.link URLs: pzprjs's own decodes to its puzzle, solves to its solution
and encodes back byte for byte; random puzzles go there and back; a damaged URL says
what is wrong and where."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.creek import CREEK
from ripple_fp.creek.parse import parse_puzzle, parse_solution
from ripple_fp.creek.puzzle import Problem, around, crossings, with_clues
from ripple_fp.creek.url import decode_url, encode_url, is_url

from ..conftest import DATA
from .conftest import problems

URLS = DATA / "urls"
SIBLINGS = [line.split("\t") for line in (URLS / "siblings.tsv").read_text().splitlines()[1:]]
CREEKS = {name: url for name, kind, url in SIBLINGS if kind == "creek"}
"""pzprjs's own Creek URLs (its test script's), by the name of their files."""

PZPRJS = CREEKS["creek_pzprjs"]


@st.composite
def sparse_problems(draw: st.DrawFn) -> Problem:
    """A random puzzle of up to 12 x 12 boxes, its clues (fitting their boxes, not
    always solvable) few or many, so that long runs of empty crossings come up."""
    size = (draw(st.integers(1, 12)), draw(st.integers(1, 12)))
    every = list(crossings(size))
    kept = draw(st.sets(st.sampled_from(every), max_size=len(every)))
    clues = {crossing: draw(st.integers(0, len(around(size, crossing)))) for crossing in kept}
    return with_clues(size, clues)


def test_the_urls_cover_pzprjs_creek() -> None:
    assert list(CREEKS) == ["creek_pzprjs"]


@pytest.mark.parametrize(("name", "url"), CREEKS.items())
def test_every_real_url_decodes_to_its_puzzle_which_solves_and_goes_back(
    name: str, url: str
) -> None:
    known = parse_puzzle((URLS / f"{name}.txt").read_text()).unwrap()
    solution = parse_solution((URLS / f"{name}.sol").read_text(), known).unwrap()
    decoded = decode_url(url).unwrap()
    assert decoded == known
    assert list(CREEK.solutions(decoded)) == [solution]
    assert encode_url(decoded) == url
    assert encode_url(known) == url
    assert CREEK.parse_puzzle(url).unwrap() == known
    assert CREEK.formats["url"](known) == url + "\n"


@given(problems())
def test_a_small_puzzle_goes_to_a_url_and_back(problem: Problem) -> None:
    url = encode_url(problem)
    assert is_url(url)
    assert decode_url(url).unwrap() == problem


@given(sparse_problems())
def test_a_larger_puzzle_goes_to_a_url_and_back(problem: Problem) -> None:
    assert decode_url(encode_url(problem)).unwrap() == problem


@pytest.mark.parametrize(
    ("url", "clues"),
    [
        ("creek/2/1/a6b", {(0, 0): 0, (1, 0): 1, (1, 2): 1}),  # the last clue takes two
        ("creek/2/1/bi", {(0, 0): 1}),
        ("creek/2/1/kb", {(1, 2): 1}),
        ("creek/2/1/01ag", {(0, 0): 0, (0, 1): 1, (0, 2): 0}),
        ("creek/2/1/g5b", {(0, 1): 0, (1, 0): 1}),
    ],
)
def test_the_code_is_pzprjs(url: str, clues: dict[tuple[int, int], int]) -> None:
    problem = with_clues((1, 2), clues)
    assert encode_url(problem) == f"https://puzz.link/p?{url}"
    assert decode_url(url).unwrap() == problem


def test_a_run_is_at_most_twenty_crossings() -> None:
    problem = with_clues((4, 10), {(4, 10): 1})  # 55 crossings, the last a clue
    assert encode_url(problem) == "https://puzz.link/p?creek/10/4/zztb"
    assert decode_url(encode_url(problem)).unwrap() == problem


def test_a_clue_with_fewer_empty_crossings_than_pzprjs_takes_is_read_too() -> None:
    assert decode_url("creek/2/1/a61").unwrap() == decode_url("creek/2/1/a6b").unwrap()


@pytest.mark.parametrize(
    "url",
    [
        "http://pzv.jp/p.html?creek/6/6/gagaich2cgb6769dt",
        "https://pzprxs.vercel.app/p?creek/6/6/gagaich2cgb6769dt",
        "?creek/6/6/gagaich2cgb6769dt",
        "creek/6/6/gagaich2cgb6769dt",
        "  https://puzz.link/p?creek/6/6/gagaich2cgb6769dt\n",
    ],
)
def test_other_hosts_and_the_tail_alone_are_read(url: str) -> None:
    assert encode_url(decode_url(url).unwrap()) == PZPRJS
    assert CREEK.parse_puzzle(url).unwrap() == decode_url(PZPRJS).unwrap()


@pytest.mark.parametrize(
    ("url", "message"),
    [
        (PZPRJS[:-1], "column 47: a damaged URL: cut short: the clues stop after 35 of the 49"),
        (PZPRJS[:-5], "column 43: a damaged URL: cut short: the clues stop after 26 of the 49"),
        (PZPRJS + "0", "column 48: a damaged URL: '0' past the last crossing"),
        (PZPRJS[:-1] + "u", "column 47: a damaged URL: its run of empty crossings 'u' goes 1"),
        (PZPRJS + "0" * 30, "column 48: a damaged URL: '00000000000000000000...' past the last"),
        (PZPRJS.replace("ich", "ifh"), "'f' among the clues, which are written in 0-9, a-e and"),
        (PZPRJS.replace("ich", "iCh"), "column 36: a damaged URL: 'C' among the clues"),
        (PZPRJS.replace("ich", "i-h"), "column 36: a damaged URL: '-' among the clues"),
        (PZPRJS.replace("ich", "i.h"), "column 36: '.' is no clue of this puzzle (a question"),
        ("creek/6/6/4", "column 11: clue 4 at crossing (0, 0) is more than its 1 box"),
        ("creek/6/6/g3", "column 12: clue 3 at crossing (0, 1) is more than its 2 boxes"),
        ("creek/0/6/", "a size of 0x6 is not a puzzle's (1 to 1000 boxes a side)"),
        ("creek/6/1001/", "a size of 6x1001 is not a puzzle's"),
        ("creek/" + "9" * 5000 + "/6/", "a size of 99999999x6 is not a puzzle's"),
        ("https://puzz.link/p?ripple/4/4/9n8rigk14h32k", "a URL of ripple, not of creek"),
        ("https://puzz.link/p?creek/d/6/6/0", "not a URL of creek as pzprjs writes it (...?"),
        ("https://puzz.link/p?creek/6/6/gag aich", "(...?creek/WIDTH/HEIGHT/BODY, on one line)"),
        ("https://puzz.link/p?creek/6/6/", "31: a damaged URL: cut short: the clues stop after 0"),
    ],
)
def test_a_damaged_url_is_no_puzzle_and_says_why(url: str, message: str) -> None:
    error = decode_url(url).failure()
    assert error.line == 1
    assert message in str(error)
    assert str(CREEK.parse_puzzle(url).failure()) == str(error)


def test_only_one_line_that_is_a_url_is_read_as_one() -> None:
    assert is_url(PZPRJS)
    assert is_url("ripple/4/4/9n")
    assert not is_url(PZPRJS + "\n" + PZPRJS)
    assert not is_url("Creek (1, 1) []")
    assert not is_url("creek")
    assert "expected 'Creek ('" in str(CREEK.parse_puzzle("creek (1, 1) []").failure())
    assert "expected 'Creek ('" in str(CREEK.parse_puzzle(PZPRJS + "\n" + PZPRJS).failure())
