"""puzz.link URLs: every real one decodes to its puzzle and encodes back byte for byte;
random puzzles go there and back."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure

from ripple_fp.grid.rooms import Problem
from ripple_fp.grid.rooms_url import decode_url, encode_url, is_url

from ..conftest import DATA, load_problem
from ..test_properties import problems

RIPPLE = ("ripple", "hakyuu")
"""What pzprjs calls Ripple Effect."""

URLS = DATA / "urls"
REAL = dict(line.split("\t") for line in (URLS / "urls.tsv").read_text().splitlines()[1:])


def rooms_in_order(problem: Problem) -> list[int]:
    """The rooms renamed in reading order of their first cells: a puzzle up to names."""
    names: dict[int, int] = {}
    return [names.setdefault(room, len(names)) for room in problem.layout.room_of.cells]


def same_up_to_room_names(a: Problem, b: Problem) -> bool:
    return a.grid.cells == b.grid.cells and rooms_in_order(a) == rooms_in_order(b)


def puzzle_file(name: str) -> Path:
    """The course file of a URL of the set: janko.at's are those of the corpus copy."""
    if name.startswith("janko_"):
        return DATA / "corpus" / "janko" / f"hakyuu_{name.removeprefix('janko_')}.txt"
    return URLS / f"{name}.txt"


@pytest.mark.parametrize(("name", "url"), REAL.items())
def test_every_real_url_decodes_to_its_puzzle_and_back(name: str, url: str) -> None:
    known = load_problem(puzzle_file(name))
    decoded = decode_url(url, RIPPLE).unwrap()
    assert same_up_to_room_names(decoded, known)
    assert encode_url(decoded, "ripple") == url
    assert encode_url(known, "ripple") == url


@given(problems())
def test_a_puzzle_goes_to_a_url_and_back(problem: Problem) -> None:
    url = encode_url(problem, "ripple")
    assert is_url(url)
    assert same_up_to_room_names(decode_url(url, RIPPLE).unwrap(), problem)


@pytest.mark.parametrize(
    "tail",
    [
        "http://pzv.jp/p.html?ripple/4/4/9n8rigk14h32k",
        "?ripple/4/4/9n8rigk14h32k",
        "ripple/4/4/9n8rigk14h32k",
        "https://puzz.link/p?hakyuu/4/4/9n8rigk14h32k\n",
    ],
)
def test_other_hosts_and_the_tail_alone_are_read(tail: str) -> None:
    assert (
        encode_url(decode_url(tail, RIPPLE).unwrap(), "ripple")
        == "https://puzz.link/p?ripple/4/4/9n8rigk14h32k"
    )


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("https://puzz.link/p?nurikabe/4/4/abc", "a URL of nurikabe, not of ripple"),
        ("https://puzz.link/p?ripple/4/4/9n", "cut short"),
        ("https://puzz.link/p?ripple/4/4/9n8rig.", "question mark"),
        ("https://puzz.link/p?ripple/2/1/0-10g", "16 in a room of 2 cells"),
        ("https://puzz.link/p?ripple/0/4/", "not a puzzle"),
    ],
)
def test_a_url_that_is_no_puzzle_says_why(url: str, message: str) -> None:
    assert message in str(decode_url(url, RIPPLE).failure())


@pytest.mark.parametrize(
    ("url", "message"),
    [
        (
            "ripple/4/4/9n8rig",
            "a damaged URL: cut short: the numbers stop after 0 of the 16 cells",
        ),
        (
            "ripple/4/4/9n8rigk14h3",
            "a damaged URL: cut short: the numbers stop after 10 of the 16",
        ),
        ("ripple/4/4/9n8rigk14h32kzzzz", "a damaged URL: 'zzzz' past the last cell"),
        ("ripple/4/4/9n8rigk14h32kA", "a damaged URL: 'A' past the last cell"),
        ("ripple/4/4/9n8rigk14h3m", "a damaged URL: its last run of empty cells goes 1 past"),
        ("ripple/4/4/9n8rigk14h3A2", "a damaged URL: 'A' among the numbers"),
        ("ripple/4/4/9n", "a damaged URL: cut short: the room borders have 2 of their 3"),
        ("ripple/4/4/9nwrigk14h32k", "a damaged URL: 'w' in the room borders"),
        ("ripple/1/1/-", "a damaged URL: '-' not followed by 2 hexadecimal digits"),
        ("ripple/2/1/0+1", "a damaged URL: '+' not followed by 3 hexadecimal digits"),
        ("ripple/1/1/", "a damaged URL: cut short: the numbers stop after 0 of the 1 cells"),
    ],
)
def test_a_damaged_url_is_refused_and_says_why(url: str, message: str) -> None:
    assert message in str(decode_url(url, RIPPLE).failure())


@given(problems(), st.data())
def test_a_url_cut_short_or_with_more_after_its_last_cell_is_refused(
    problem: Problem, data: st.DataObject
) -> None:
    url = encode_url(problem, "ripple")
    body = len(url) - len(url.rsplit("/", 1)[1])
    cut = data.draw(st.integers(body, len(url) - 1))
    more = data.draw(st.text(alphabet="0123456789abcdefghijklmnopqrstuvwxyzAZ.+-", min_size=1))
    for damaged in (url[:cut], url + more):
        assert "a damaged URL" in str(decode_url(damaged, RIPPLE).failure())


@pytest.mark.parametrize("url", REAL.values())
def test_every_real_url_cut_short_or_lengthened_is_refused(url: str) -> None:
    body = len(url) - len(url.rsplit("/", 1)[1])
    for damaged in [url[:cut] for cut in range(body, len(url))] + [url + "g", url + "0"]:
        assert isinstance(decode_url(damaged, RIPPLE), Failure), damaged
