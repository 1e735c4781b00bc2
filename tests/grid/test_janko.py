"""janko.at's text: the block read liberally (CRLF, blank lines, unknown properties, a
saved page with entities, rows and cols or size) and strictly where the grid is
concerned; written back, and kept from a source when converting janko to janko."""

from __future__ import annotations

import pytest
from returns.result import Failure, Success

from ripple_fp.grid.janko import (
    Block,
    cells,
    is_janko,
    kept,
    read_block,
    render,
    shape_fields,
    size,
)
from ripple_fp.grid.text import ParseError

from ..conftest import DATA

NATIVE = DATA / "janko-native"

SMALL = """begin
puzzle hakyuu
author A. Uthor
size 2
problem
- 1
2 -
areas
1 1
2 2
end
"""


def read(text: str) -> Block:
    return read_block(text).unwrap()


def grid(block: Block, name: str = "problem", shape: tuple[int, int] = (2, 2)) -> object:
    return cells(block, name, shape, Success).unwrap()


def test_a_block_holds_its_properties_in_order() -> None:
    block = read(SMALL)
    assert [p.name for p in block.properties] == ["puzzle", "author", "size", "problem", "areas"]
    assert block.puzzle == "hakyuu"
    assert block.named("author").value == "A. Uthor"  # type: ignore[union-attr]
    assert (block.begin, block.end) == (1, 11)
    assert size(block) == Success((2, 2))
    assert grid(block) == (("-", "1"), ("2", "-"))


def test_crlf_blank_lines_indentation_and_unknown_properties_are_read() -> None:
    text = "\r\n".join(["", "begin", "  puzzle Hakyuu", "depth 7", "", *SMALL.split("\n")[3:]])
    block = read(text)
    assert block.puzzle == "hakyuu"
    assert read("begin\npuzzle Tohu-Wa-Vohu\nend").puzzle == "tohuwavohu"
    assert read("begin\npuzzle\nend").puzzle is None
    assert block.named("depth").value == "7"  # type: ignore[union-attr]
    assert grid(block) == (("-", "1"), ("2", "-"))


def test_rows_and_cols_give_a_grid_that_is_not_square() -> None:
    block = read("begin\npuzzle hakyuu\nrows 1\ncols 3\nproblem\n- - 1\nend\n")
    assert size(block) == Success((1, 3))
    assert shape_fields((1, 3)) == (("rows", "1"), ("cols", "3"))
    assert shape_fields((4, 4)) == (("size", "4"),)


def test_a_saved_page_is_read_from_its_script_with_entities() -> None:
    page = (
        "<html><head><title>Hakyuu 1</title></head><body>\n<p>begin? not here</p>\n"
        '<script id="data" type="application/x-janko">\n'
        + SMALL.replace("A. Uthor", "Tom &amp; J&eacute;r&ocirc;me")
        + "</script>\n</body></html>\n"
    )
    assert is_janko(page)
    block = read(page)
    assert block.named("author").value == "Tom & Jérôme"  # type: ignore[union-attr]
    assert block.begin == 4
    assert grid(block) == (("-", "1"), ("2", "-"))


def test_course_files_are_no_janko_texts() -> None:
    assert not is_janko((DATA / "corpus" / "janko" / "hakyuu_001.txt").read_text())
    assert not is_janko("Creek (2, 2) []\n")
    assert is_janko(SMALL)


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("begin\npuzzle hakyuu\n", ParseError(3, "no 'end' line after 'begin' (line 1)")),
        (
            "<script type='application/x-janko'></script>",
            ParseError(1, "no 'begin' line: not a janko.at text"),
        ),
        (
            "begin\n- 1\nend\n",
            ParseError(2, "expected a property (puzzle, size, problem, ...), found '- 1'"),
        ),
    ],
)
def test_a_block_that_is_not_one_says_where(text: str, error: ParseError) -> None:
    assert read_block(text) == Failure(error)


@pytest.mark.parametrize(
    ("edit", "error"),
    [
        (("2 -\n", "2 - 3\n"), ParseError(7, "expected 2 entries in a row of 'problem', found 3")),
        (("2 -\n", ""), ParseError(7, "'problem' has 1 rows, expected 2")),
        (("2 -\n", "2 -\n- -\n"), ParseError(8, "'problem' has 3 rows, expected 2")),
        (("size 2", "size two"), ParseError(4, "size must be a positive number, found 'two'")),
        (
            ("size 2", "rows 2"),
            ParseError(4, "no size: a janko.at text gives 'size N', or 'rows R' and 'cols C'"),
        ),
    ],
)
def test_a_grid_of_the_wrong_shape_names_its_line(
    edit: tuple[str, str], error: ParseError
) -> None:
    block = read(SMALL.replace(*edit))
    assert size(block).bind(lambda shape: cells(block, "problem", shape, Success)) == Failure(
        error
    )


def test_an_entry_that_is_not_read_names_its_line_and_column() -> None:
    block = read(SMALL)

    def number(text: str) -> Success[int] | Failure[str]:
        return Success(int(text)) if text.isdigit() else Failure(f"{text!r} is no number")

    assert cells(block, "problem", (2, 2), number) == Failure(
        ParseError(6, "problem: '-' is no number", 1)
    )
    assert cells(block, "solution", (2, 2), number) == Failure(
        ParseError(1, "no 'solution' grid in the janko.at text")
    )


def test_render_writes_what_read_reads() -> None:
    text = render((("puzzle", "hakyuu"), ("size", "2"), ("problem", (("-", "1"), ("2", "-")))))
    assert text == "begin\npuzzle hakyuu\nsize 2\nproblem\n- 1\n2 -\nend\n"
    assert grid(read(text)) == (("-", "1"), ("2", "-"))


def test_kept_gives_back_every_janko_file_as_it_was() -> None:
    files = sorted(NATIVE.glob("*.x-janko"))
    assert len(files) == 123
    for path in files:
        original = path.read_text()
        block = read(original)
        ours = [p for p in block.properties if p.name in ("puzzle", "size", "rows", "cols")]
        grids = [p for p in block.properties if p.name in ("problem", "areas")]
        written = render(
            [(p.name, p.value) for p in ours]
            + [(p.name, tuple(tuple(line.text.split()) for line in p.body)) for p in grids]
        )
        assert kept(original, written) == original, path.name


def test_kept_keeps_nothing_from_a_file_that_is_not_janko_text() -> None:
    assert kept("1 1\n\n- -\n", SMALL) == SMALL
    assert kept(SMALL.replace("end\n", ""), SMALL) == SMALL
