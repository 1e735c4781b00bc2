"""Every kind's pictures as two renderers draw them: librsvg (``rsvg-convert``, what most
Linux viewers use) and cairosvg. Each test skips when its renderer is not installed.

The checks read the pixels: a digit's ink is centred in its cell (librsvg ignores
``dominant-baseline``, so text centred by it alone sits high there), 0h h1's cells are
red and blue, Tohu-Wa-Vohu's circles black and white, Vergleichssudoku's signs sit on
the lines between cells.
"""

from __future__ import annotations

import io
import shutil
import subprocess
from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

import pytest
from PIL import Image

from ripple_fp.grid.svg import CELL, MARGIN
from ripple_fp.kinds import KIND_NAMES
from ripple_fp.takuzu.pictures import BLUE, RED
from ripple_fp.takuzu.puzzle import Colour

from .conftest import ROOT, declared

DATA = ROOT / "tests" / "data"
SAMPLES = {
    "ripple": ROOT / "puzzles" / "hakyuu_001.txt",
    "0hh1": DATA / "takuzu" / "0hh1" / "002.txt",
    "tohuwavohu": DATA / "takuzu" / "tohuwavohu" / "001.txt",
    "creek": DATA / "creek" / "001.txt",
    "vergleich": DATA / "vergleich" / "001.txt",
    "suguru": DATA / "suguru" / "001.txt",
}
"""A small puzzle of every kind."""

Pixel = tuple[int, int, int]


def with_cairosvg(picture: str) -> bytes:
    cairosvg = pytest.importorskip("cairosvg")
    png: bytes = cairosvg.svg2png(bytestring=picture.encode())
    return png


def with_rsvg(picture: str) -> bytes:
    program = shutil.which("rsvg-convert")
    if program is None:
        pytest.skip("rsvg-convert is not installed (Debian: librsvg2-bin)")
    done = subprocess.run([program], input=picture.encode(), capture_output=True, check=True)
    return done.stdout


RENDERERS: dict[str, Callable[[str], bytes]] = {"cairosvg": with_cairosvg, "rsvg": with_rsvg}


def rendered(renderer: str, picture: str) -> Image.Image:
    """The picture as RGB pixels on white (a transparent ground counts as white)."""
    image = Image.open(io.BytesIO(RENDERERS[renderer](picture))).convert("RGBA")
    ground = Image.new("RGBA", image.size, (255, 255, 255, 255))
    return Image.alpha_composite(ground, image).convert("RGB")


def sample(name: str) -> tuple[Any, Any]:
    kind = declared(name)
    problem = kind.parse_puzzle(SAMPLES[name].read_text()).unwrap()
    (solution,) = islice(kind.solutions(problem), 1)
    return problem, solution


def pixel(image: Image.Image, x: float, y: float) -> Pixel:
    found = image.getpixel((round(x), round(y)))
    assert isinstance(found, tuple)
    return found[0], found[1], found[2]


def ink_centre(
    image: Image.Image, box: tuple[int, int, int, int], is_ink: Callable[[Pixel], bool]
) -> tuple[float, float] | None:
    """The centre of the bounding box of the ink inside ``box`` (left, top, right,
    bottom), or ``None`` if there is none."""
    left, top, right, bottom = box
    inked = [
        (x, y)
        for y in range(top, bottom)
        for x in range(left, right)
        if is_ink(pixel(image, x, y))
    ]
    if not inked:
        return None
    xs, ys = [x for x, _ in inked], [y for _, y in inked]
    return (min(xs) + max(xs) + 1) / 2, (min(ys) + max(ys) + 1) / 2


def dark(colour: Pixel) -> bool:
    return min(colour) < 140


def cell_box(r: int, c: int, inset: int) -> tuple[int, int, int, int]:
    x, y = MARGIN + c * CELL, MARGIN + r * CELL
    return x + inset, y + inset, x + CELL - inset, y + CELL - inset


def cells(size: tuple[int, int]) -> Iterator[tuple[int, int]]:
    rows, cols = size
    return ((r, c) for r in range(rows) for c in range(cols))


@pytest.mark.parametrize("renderer", RENDERERS)
@pytest.mark.parametrize("name", ["ripple", "suguru", "vergleich"])
def test_every_digit_is_centred_in_its_cell(renderer: str, name: str) -> None:
    problem, solution = sample(name)
    kind = declared(name)
    for shown in (None, solution):
        image = rendered(renderer, kind.pictures().to_svg(problem, shown, frozenset(), "t"))
        size = ((image.height - 2 * MARGIN) // CELL, (image.width - 2 * MARGIN) // CELL)
        centred = 0
        for r, c in cells(size):
            found = ink_centre(image, cell_box(r, c, 8), dark)  # inside walls and signs
            if found is None:
                continue
            x, y = found
            middle_x, middle_y = MARGIN + c * CELL + CELL / 2, MARGIN + r * CELL + CELL / 2
            assert abs(x - middle_x) <= 2, (r, c, x, middle_x)
            assert abs(y - middle_y) <= 2, (r, c, y, middle_y)
            centred += 1
        assert centred > 0 if shown is None and name != "vergleich" else True
        assert centred == size[0] * size[1] if shown is not None else True


@pytest.mark.parametrize("renderer", RENDERERS)
def test_creeks_clues_are_centred_in_their_circles(renderer: str) -> None:
    problem, _ = sample("creek")
    picture = declared("creek").pictures().to_svg(problem, None, frozenset(), "t")
    image = rendered(renderer, picture)
    extra = round(CELL * 0.3)  # the room round the grid for the clues on its border
    for (r, c), clue in problem.items():
        if clue is None:
            continue
        x, y = extra + MARGIN + c * CELL, extra + MARGIN + r * CELL
        radius = 7  # inside the circle's ring (radius 11)
        found = ink_centre(image, (x - radius, y - radius, x + radius, y + radius), dark)
        assert found is not None, (r, c)
        assert abs(found[0] - x) <= 1.5, (r, c, found, x)
        assert abs(found[1] - y) <= 1.5, (r, c, found, y)


def near(colour: Pixel, wanted: str) -> bool:
    target = tuple(int(wanted[i : i + 2], 16) for i in (1, 3, 5))
    return max(abs(a - b) for a, b in zip(colour, target, strict=True)) <= 8


@pytest.mark.parametrize("renderer", RENDERERS)
def test_0h_h1_is_red_and_blue_squares_with_its_givens_dotted(renderer: str) -> None:
    problem, solution = sample("0hh1")
    picture = declared("0hh1").pictures().to_svg(problem, solution, frozenset(), "t")
    image = rendered(renderer, picture)
    for pos, colour in solution.items():
        left, top, _, _ = cell_box(pos[0], pos[1], 6)
        assert near(pixel(image, left, top), RED if colour is Colour.RED else BLUE), pos
        middle = pixel(image, left - 6 + CELL / 2, top - 6 + CELL / 2)
        assert (middle == (255, 255, 255)) == (problem[pos] is not None), pos


@pytest.mark.parametrize("renderer", RENDERERS)
def test_tohu_wa_vohu_is_black_and_white_circles(renderer: str) -> None:
    problem, solution = sample("tohuwavohu")
    picture = declared("tohuwavohu").pictures().to_svg(problem, solution, frozenset(), "t")
    image = rendered(renderer, picture)
    for pos, colour in solution.items():
        left, top, _, _ = cell_box(pos[0], pos[1], 0)
        middle = pixel(image, left + CELL / 2, top + CELL / 2)
        assert middle == ((0, 0, 0) if colour is Colour.BLUE else (255, 255, 255)), pos
        ground = pixel(image, left + 3, top + 3)  # a corner, outside the circle
        assert (ground != (255, 255, 255)) == (problem[pos] is not None), pos


@pytest.mark.parametrize("renderer", RENDERERS)
def test_vergleich_signs_are_on_the_lines_between_cells(renderer: str) -> None:
    problem, _ = sample("vergleich")
    picture = declared("vergleich").pictures().to_svg(problem, None, frozenset(), "t")
    image = rendered(renderer, picture)
    for (r, c), clue in problem.items():
        x, y = MARGIN + c * CELL, MARGIN + r * CELL
        if clue.right is not None:  # ink just either side of the line on the right
            line = x + CELL
            assert dark(pixel(image, line - 2, y + CELL / 2 - 3)) or dark(
                pixel(image, line + 2, y + CELL / 2 - 3)
            ), (r, c)
        if clue.below is not None:
            line = y + CELL
            assert dark(pixel(image, x + CELL / 2 - 3, line - 2)) or dark(
                pixel(image, x + CELL / 2 - 3, line + 2)
            ), (r, c)


@pytest.mark.parametrize("name", KIND_NAMES)
def test_no_picture_relies_on_dominant_baseline(name: str) -> None:
    problem, solution = sample(name)
    picture = declared(name).pictures().to_svg(problem, solution, frozenset(), "t")
    assert "dominant-baseline" not in picture


def test_every_kind_has_a_sample() -> None:
    assert set(SAMPLES) == set(KIND_NAMES)
    assert all(path.exists() for path in SAMPLES.values())
