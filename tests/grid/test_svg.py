"""The SVG picture: valid XML with one group per cell, and it really renders."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET

import cairosvg
from PIL import Image

from ripple_fp import parse_puzzle
from ripple_fp.grid import svg
from ripple_fp.grid.svg import CELL, MARGIN, to_svg

SVG = "{http://www.w3.org/2000/svg}"


def cells_of(svg: str) -> dict[tuple[int, int], ET.Element]:
    root = ET.fromstring(svg)
    groups = root.iter(f"{SVG}g")
    return {
        (int(g.attrib["data-row"]), int(g.attrib["data-col"])): g
        for g in groups
        if "cell" in g.attrib.get("class", "").split()
    }


def test_every_cell_is_a_group_with_its_number_and_kind() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n- 1\n- -\n").unwrap()
    entries = {**problem.grid, (0, 0): 2}
    layout = problem.layout
    svg = to_svg(layout.size, layout.same_room, entries, givens={(0, 1)}, faulty={(0, 0)})
    cells = cells_of(svg)
    assert sorted(cells) == [(1, 1), (1, 2), (2, 1), (2, 2)]
    assert cells[(1, 2)].attrib["class"] == "cell given"
    assert cells[(1, 1)].attrib["class"] == "cell faulty"
    assert cells[(2, 1)].attrib["class"] == "cell"
    assert cells[(1, 1)].findtext(f"{SVG}text") == "2"
    assert cells[(2, 2)].find(f"{SVG}text") is None


def test_walls_are_heavy_between_rooms_and_light_inside() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n- -\n- -\n").unwrap()
    layout = problem.layout
    root = ET.fromstring(to_svg(layout.size, layout.same_room, problem.grid))
    walls = {
        g.attrib["class"]: g for g in root.iter(f"{SVG}g") if "walls" in g.attrib.get("class", "")
    }
    # 2x2 grid: 12 edges; inside room 1 and room 2 one vertical edge each is light.
    assert len(walls["walls-light"]) == 2
    assert len(walls["walls-heavy"]) == 10


def test_the_picture_renders_with_faulty_cells_shaded() -> None:
    problem = parse_puzzle("1 2\n\n- -\n").unwrap()
    layout = problem.layout
    svg = to_svg(layout.size, layout.same_room, {(0, 0): 1, (0, 1): 1}, faulty={(0, 1)})
    png = cairosvg.svg2png(bytestring=svg.encode())
    image = Image.open(io.BytesIO(png)).convert("RGB")
    assert image.size == (2 * CELL + 2 * MARGIN, CELL + 2 * MARGIN)
    corner = MARGIN + 6  # inside a cell, away from its number
    assert image.getpixel((corner, corner)) == (255, 255, 255)
    shaded = image.getpixel((CELL + corner, corner))
    assert isinstance(shaded, tuple)
    red, green, blue = shaded[:3]
    assert red > 200
    assert max(green, blue) < 220


def test_entries_are_escaped() -> None:
    picture = svg.to_svg((1, 1), lambda a, b: True, {(0, 0): "1<v"})
    assert "1&lt;v" in picture
    ET.fromstring(picture)
