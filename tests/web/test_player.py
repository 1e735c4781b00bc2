"""The page as a player uses it, in a real headless Chromium (issue #37): a number kind
solved by taps alone on a phone-sized screen; a digit in place of a value and two joined
within the cell's largest; pencil marks; one undo step an action; the timer; mistakes
shown on Check or as one goes; the game kept over a reload, and a link that opens the
puzzle and the position in a browser that never saw them; a sample chosen again starting
over; refusals and rules in the page's words; headings, and a hint gone once the position
moves; every control reached by Tab and named, the board's cells named with their values,
every colour passing WCAG AA; .x-janko files; and screenshots of every kind at a phone's
size and a desktop's (in the test's folder, and ``$RIPPLE_FP_SCREENSHOTS`` if set)."""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ripple_fp.kinds import KIND_NAMES

from .test_app import DATA, ask
from .test_page import CASES, chromium, css, opened, shot, until

pytestmark = pytest.mark.web

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True}
DESKTOP = {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False}
LEVEL = Path(__file__).parent.parent / "data" / "corpus" / "app-levels" / "level145.txt"
"""An 11x11 Ripple Effect with a room of 14 cells."""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """The tests' Chromium, a desktop's."""
    with chromium() as driver:
        yield driver


@pytest.fixture(scope="module")
def phone() -> Iterator[Any]:
    """A Chromium as a phone: 390x844, a mobile viewport, touch events."""
    with chromium(size="390,844") as driver:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
        driver.execute_cdp_cmd(
            "Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5}
        )
        yield driver


def faults(driver: Any) -> list[str]:
    """What the console says the page's policy refused, or of an error of its script
    (a refusal of the server is a line of the network's, and no fault)."""
    return [
        str(line)
        for line in driver.get_log("browser")
        if "Content Security Policy" in str(line)
        or (line.get("level") == "SEVERE" and line.get("source") in ("javascript", "console-api"))
    ]


@pytest.fixture(autouse=True)
def obeyed(browser: Any) -> Iterator[None]:
    """Each test ends with no fault in the console."""
    faults(browser)
    yield
    assert not faults(browser)


# --- helpers ---------------------------------------------------------------------------------


def address(server: str, kind: str, text: str, position: str | None = None) -> str:
    """The page's address for a puzzle (and a position), as the page's links write it."""
    hash_ = "#kind=" + kind + "&puzzle=" + urllib.parse.quote(text, safe="")
    return server + hash_ + ("" if position is None else "&position=" + position)


def playing(driver: Any, server: str, kind: str, text: str) -> dict[str, Any]:
    """The page opened afresh on a puzzle through its address; what the API's load says
    of it, and its solution's grid and each cell's largest number."""
    opened(driver, server)
    driver.get(address(server, kind, text))
    loaded: dict[str, Any] = ask(server, "load", {"kind": kind, "puzzle": text})[1]
    until(driver, lambda d: css(d, "#title")[0].text == loaded["kind"]["title"])
    until(driver, lambda d: css(d, "#board svg #entries") and judged(d) > 0)
    loaded["grid"] = ask(server, "solve", {"kind": kind, "puzzle": text})[1]["grid"]
    loaded["most"] = ask(server, "largest", {"kind": kind, "puzzle": text})[1]["most"]
    return loaded


def judged(driver: Any) -> int:
    """How many answers of the referee the page has shown."""
    return int(driver.execute_script("return Number(document.body.dataset.judged || 0)"))


def settled(driver: Any, before: int) -> None:
    """Until the referee has answered about the position since ``before`` answers."""
    until(driver, lambda d: judged(d) > before)


def entries(driver: Any) -> dict[tuple[int, int], str]:
    """The values drawn on the board, by cell."""
    found = driver.execute_script(
        "return Array.from(document.querySelectorAll('#entries .entry'),"
        " (e) => [Number(e.dataset.row), Number(e.dataset.col), e.dataset.value])"
    )
    return {(r, c): v for r, c, v in found}


def value_at(driver: Any, r: int, c: int) -> str | None:
    return entries(driver).get((r, c))


def free(loaded: dict[str, Any]) -> list[tuple[int, int]]:
    """The cells not given, in reading order."""
    givens = {tuple(cell) for cell in loaded["board"]["givens"]}
    rows, cols = loaded["board"]["rows"], loaded["board"]["cols"]
    return [(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1) if (r, c) not in givens]


def board(driver: Any) -> Any:
    return css(driver, "#board")[0]


def go(driver: Any, r: int, c: int, *keys: str) -> None:
    """The cursor moved from wherever it is to ``r``, ``c`` by the arrow keys, then
    ``keys`` typed."""
    from selenium.webdriver.common.keys import Keys  # noqa: PLC0415

    at = driver.execute_script(
        "const s = document.querySelector('#cursor rect');"
        " return [Number(s.dataset.row), Number(s.dataset.col)]"
    )
    dr, dc = r - at[0], c - at[1]
    moves = [Keys.ARROW_DOWN if dr > 0 else Keys.ARROW_UP] * abs(dr)
    moves += [Keys.ARROW_RIGHT if dc > 0 else Keys.ARROW_LEFT] * abs(dc)
    board(driver).send_keys(*moves, *keys)


def pasted(driver: Any, text: str) -> None:
    """``text`` pasted on the board (Ctrl+V's event, with the clipboard's text)."""
    driver.execute_script(
        "const data = new DataTransfer(); data.setData('text/plain', arguments[0]);"
        "document.getElementById('board').dispatchEvent("
        " new ClipboardEvent('paste', {clipboardData: data, bubbles: true}));",
        text,
    )


def undo(driver: Any) -> None:
    from selenium.webdriver.common.keys import Keys  # noqa: PLC0415

    board(driver).send_keys(Keys.CONTROL, "z")


def tap(driver: Any, element: Any) -> None:
    """A finger's tap on ``element``'s middle: a touch that starts and ends there (the
    browser makes it a click, as on a phone)."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    x, y = driver.execute_script(
        "const b = arguments[0].getBoundingClientRect();"
        " return [b.x + b.width / 2, b.y + b.height / 2]",
        element,
    )
    point = {"x": x, "y": y}
    driver.execute_cdp_cmd(
        "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]}
    )
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def message(driver: Any) -> str:
    return str(css(driver, "#message-text")[0].text)


# --- play on every device --------------------------------------------------------------------


def test_a_number_kind_is_solved_by_taps_alone_on_a_phone(
    server: str, phone: Any, tmp_path: Path
) -> None:
    """Suguru on a 390x844 touch screen: each cell tapped, then its number on the pad;
    the first cell's value counted up by a second tap on it, as puzz.link's players do."""
    loaded = playing(phone, server, "suguru", (DATA / "suguru.txt").read_text())
    phone.execute_script(
        "window.touched = 0; document.addEventListener('touchstart', () => window.touched++);"
    )
    taps = 0
    for n, (r, c) in enumerate(reversed(free(loaded))):  # from the last: not the cursor's
        tap(phone, css(phone, f"#cell-{r}-{c}")[0])
        taps += 1
        chosen = f'#cursor rect[data-row="{r}"][data-col="{c}"]'
        until(phone, lambda d, chosen=chosen: css(d, chosen))
        if n == 0:  # a tap on the chosen cell counts its value up
            tap(phone, css(phone, f"#cell-{r}-{c}")[0])
            taps += 1
            until(phone, lambda d, r=r, c=c: value_at(d, r, c) == "1")
        value = loaded["grid"][r - 1][c - 1]
        tap(phone, css(phone, f'#pad button[data-value="{value}"]')[0])
        taps += 1
        until(phone, lambda d, r=r, c=c, value=value: value_at(d, r, c) == value)
    until(phone, lambda d: css(d, "#status")[0].text == "Solved!")
    assert phone.execute_script("return window.touched") == taps
    assert css(phone, "#timer")[0].get_attribute("data-running") == "false"
    wide = phone.execute_script("return document.documentElement.scrollWidth")
    assert wide <= PHONE["width"]  # (not the window's: a phone's widens to what it shows)
    shot(phone, tmp_path, "suguru-phone-solved")
    assert not faults(phone)


def test_a_number_kind_is_played_by_mouse_and_a_symbol_kind_cycles_on_a_click(
    server: str, browser: Any
) -> None:
    """A click on a Ripple cell only moved the cursor: now a click chooses the cell, a
    click on the chosen cell counts its value up, a right click down, and the pad enters
    a value; a click on a 0h h1 cell cycles its colour at once."""
    from selenium.webdriver.common.action_chains import ActionChains  # noqa: PLC0415

    loaded = playing(browser, server, "ripple", (DATA / "ripple.txt").read_text())
    r, c = next(
        cell
        for cell in free(loaded)
        if cell != (1, 1) and loaded["most"][cell[0] - 1][cell[1] - 1] >= 3
    )
    cell = css(browser, f"#cell-{r}-{c}")[0]  # (a click at its middle: on the picture)
    ActionChains(browser).click(cell).perform()
    until(browser, lambda d: css(d, f'#cursor rect[data-row="{r}"][data-col="{c}"]'))
    assert value_at(browser, r, c) is None  # the first click only chooses
    ActionChains(browser).click(cell).perform()
    until(browser, lambda d: value_at(d, r, c) == "1")
    ActionChains(browser).click(cell).perform()
    until(browser, lambda d: value_at(d, r, c) == "2")
    ActionChains(browser).context_click(cell).perform()
    until(browser, lambda d: value_at(d, r, c) == "1")
    css(browser, '#pad button[data-value="3"]')[0].click()
    until(browser, lambda d: value_at(d, r, c) == "3")

    loaded = playing(browser, server, "0hh1", (DATA / "0hh1.txt").read_text())
    r, c = next(cell for cell in free(loaded) if cell != (1, 1))
    symbols = loaded["board"]["look"]["symbols"]
    ActionChains(browser).click(css(browser, f"#cell-{r}-{c}")[0]).perform()
    until(browser, lambda d: value_at(d, r, c) == symbols[0])
    ActionChains(browser).click(css(browser, f"#cell-{r}-{c}")[0]).perform()
    until(browser, lambda d: value_at(d, r, c) == symbols[1])


def test_a_digit_replaces_the_value_and_two_join_within_the_cells_largest(
    server: str, browser: Any
) -> None:
    """Typing 3 then 4 gave "34", and 1, 2, 3 "123"; now a digit replaces the value, and
    a room of 14 still takes 12 and 14, typed digit by digit."""
    loaded = playing(browser, server, "ripple", LEVEL.read_text())
    most = loaded["most"]
    big = next((r, c) for r, c in free(loaded) if most[r - 1][c - 1] >= 14)
    small = next((r, c) for r, c in free(loaded) if 4 <= most[r - 1][c - 1] <= 6)
    go(browser, *big, "1", "2")
    until(browser, lambda d: value_at(d, *big) == "12")
    board(browser).send_keys("5")  # 125 > 14: the 5 replaces
    until(browser, lambda d: value_at(d, *big) == "5")
    board(browser).send_keys("1", "4")
    until(browser, lambda d: value_at(d, *big) == "14")
    go(browser, *small, "3", "4")
    until(browser, lambda d: value_at(d, *small) == "4")
    board(browser).send_keys("1", "2", "3")
    until(browser, lambda d: value_at(d, *small) == "3")
    board(browser).send_keys("9")
    r, c = small
    until(
        browser, lambda d: message(d) == f"r{r}c{c} holds a number from 1 to {most[r - 1][c - 1]}."
    )
    assert value_at(browser, *small) == "3"
    board(browser).send_keys("0")
    until(browser, lambda d: value_at(d, *small) is None)
    keys = css(browser, f'#pad button[data-value="{most[r - 1][c - 1] + 1}"]')[0]
    assert not keys.is_enabled()  # the pad offers no more than the cell holds


def test_pencil_marks_are_kept_per_cell_under_a_value(server: str, browser: Any) -> None:
    loaded = playing(browser, server, "suguru", (DATA / "suguru.txt").read_text())
    r, c = free(loaded)[0]
    pencil = f'#entries .pencil[data-row="{r}"][data-col="{c}"]'
    go(browser, r, c, "p", "1", "3")
    until(
        browser,
        lambda d: css(d, pencil) and css(d, pencil)[0].get_attribute("data-marks") == "1 3",
    )
    assert css(browser, "#pencil")[0].get_attribute("aria-pressed") == "true"
    label = css(browser, f"#cell-{r}-{c}")[0].get_attribute("aria-label")
    assert label == f"r{r}c{c}, empty, pencil marks 1 3"
    board(browser).send_keys("3")  # unmarked again
    until(browser, lambda d: css(d, pencil)[0].get_attribute("data-marks") == "1")
    board(browser).send_keys("p", "2")  # a value hides the marks
    until(browser, lambda d: value_at(d, r, c) == "2" and not css(d, pencil))
    from selenium.webdriver.common.keys import Keys  # noqa: PLC0415

    board(browser).send_keys(Keys.BACKSPACE)  # the value cleared: the marks again
    until(browser, lambda d: value_at(d, r, c) is None and css(d, pencil))
    assert css(browser, pencil)[0].get_attribute("data-marks") == "1"
    undo(browser)
    until(browser, lambda d: value_at(d, r, c) == "2")
    undo(browser)  # the value, then the marks one by one
    until(browser, lambda d: value_at(d, r, c) is None and css(d, pencil))
    undo(browser)
    until(browser, lambda d: css(d, pencil)[0].get_attribute("data-marks") == "1 3")


def test_one_undo_takes_back_a_whole_clear_a_paste_or_a_hint_applied(
    server: str, browser: Any
) -> None:
    """Clear was undone a cell at a time (48 undo clicks to unwind fill, clear, fill on
    a 4x4); now each action is one step."""
    from selenium.webdriver.common.keys import Keys  # noqa: PLC0415

    loaded = playing(browser, server, "suguru", (DATA / "suguru.txt").read_text())
    grid, three = loaded["grid"], free(loaded)[:3]
    for r, c in three:
        go(browser, r, c, grid[r - 1][c - 1])
    until(browser, lambda d: len(entries(d)) == 3)
    first = dict(entries(browser))
    css(browser, "#clear")[0].click()
    until(browser, lambda d: not entries(d))
    undo(browser)
    until(browser, lambda d: entries(d) == first)
    board(browser).send_keys(Keys.CONTROL, "y")
    until(browser, lambda d: not entries(d))
    undo(browser)
    until(browser, lambda d: entries(d) == first)

    solution = "\n".join(" ".join(row) for row in grid)
    pasted(browser, solution)
    until(browser, lambda d: len(entries(d)) == len(free(loaded)))
    assert message(browser).startswith("Pasted: ")
    undo(browser)
    until(browser, lambda d: entries(d) == first)
    pasted(browser, "1 2\n3 4")
    until(browser, lambda d: "is not a position of this puzzle" in message(d))

    css(browser, "#hint")[0].click()
    until(browser, lambda d: css(d, "#apply")[0].is_displayed())
    placed = ask(
        server,
        "hint",
        {"kind": "suguru", "puzzle": loaded["puzzle"], "position": position(loaded, first)},
    )[1]["placed"]
    assert placed
    css(browser, "#apply")[0].click()
    until(browser, lambda d: len(entries(d)) == 3 + len(placed))
    undo(browser)
    until(browser, lambda d: entries(d) == first)


def position(loaded: dict[str, Any], values: dict[tuple[int, int], str]) -> list[list[str]]:
    rows, cols = loaded["board"]["rows"], loaded["board"]["cols"]
    return [[values.get((r, c), "") for c in range(1, cols + 1)] for r in range(1, rows + 1)]


def test_the_timer_runs_from_the_load(server: str, browser: Any) -> None:
    playing(browser, server, "ripple", (DATA / "ripple.txt").read_text())
    timer = css(browser, "#timer")[0]
    assert timer.get_attribute("data-running") == "true"
    until(browser, lambda d: css(d, "#timer")[0].text != "0:00")  # and it stops at "Solved!"
    assert re.fullmatch(r"\d+:\d\d", css(browser, "#timer")[0].text)


# --- check when asked ------------------------------------------------------------------------


def test_mistakes_are_shown_on_check_or_as_one_goes_when_the_setting_says(
    server: str, browser: Any
) -> None:
    loaded = playing(browser, server, "suguru", (DATA / "suguru.txt").read_text())
    assert not css(browser, "#live")[0].is_selected()  # off by default
    r, c = free(loaded)[0]
    right = loaded["grid"][r - 1][c - 1]
    wrong = "1" if right != "1" else "2"
    marked = f'#entries .wrong[data-row="{r}"][data-col="{c}"]'
    before = judged(browser)
    go(browser, r, c, wrong)
    settled(browser, before)
    assert not css(browser, marked)
    assert css(browser, "#status")[0].text == ""
    css(browser, "#check")[0].click()
    until(browser, lambda d: css(d, marked))
    assert css(browser, "#status")[0].text == f"r{r}c{c} is wrong."
    before = judged(browser)
    board(browser).send_keys(right)  # the position changed: the check's marks go
    settled(browser, before)
    assert not css(browser, marked)
    css(browser, "#check")[0].click()
    until(browser, lambda d: css(d, "#status")[0].text == "Nothing is wrong so far.")

    css(browser, "#live")[0].click()
    board(browser).send_keys(wrong)
    until(browser, lambda d: css(d, marked))  # as one goes, with no Check
    browser.refresh()
    until(browser, lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert css(browser, "#live")[0].is_selected()  # the setting is kept
    until(browser, lambda d: css(d, marked))
    css(browser, "#live")[0].click()
    until(browser, lambda d: not css(d, marked))


def test_a_full_grid_that_breaks_a_rule_is_said_and_checked_in_r1c1(
    server: str, browser: Any
) -> None:
    """Rule messages said "Cell (1,1)" where everything else says "r1c1"."""
    loaded = playing(browser, server, "suguru", (DATA / "suguru.txt").read_text())
    grid = [row[:] for row in loaded["grid"]]
    r, c = free(loaded)[0]
    grid[r - 1][c - 1] = next(v for v in "12345" if v != grid[r - 1][c - 1])
    pasted(browser, "\n".join(" ".join(row) for row in grid))
    until(
        browser, lambda d: "Every cell is filled, but not all rightly" in css(d, "#status")[0].text
    )
    css(browser, "#check")[0].click()
    until(browser, lambda d: "break the" in css(d, "#status")[0].text)
    status = css(browser, "#status")[0].text
    assert re.search(r"r\d+c\d+ and r\d+c\d+ break the (touch|room) rule", status), status
    assert not re.search(r"\(\d+, ?\d+\)", status)


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_every_kinds_rule_messages_name_cells_as_the_page_does(
    server: str, browser: Any, kind: str
) -> None:
    text = (DATA / f"{kind}.txt").read_text()
    _, loaded = ask(server, "load", {"kind": kind, "puzzle": text})
    _, solved = ask(server, "solve", {"kind": kind, "puzzle": text})
    givens = {tuple(cell) for cell in loaded["board"]["givens"]}
    grid = solved["grid"]
    r, c = next(
        (r, c)
        for r in range(len(grid))
        for c in range(len(grid[0]))
        if (r + 1, c + 1) not in givens
    )
    symbols = loaded["board"]["look"]["symbols"] or ["1", "2"]
    grid[r][c] = next(s for s in symbols if s != grid[r][c])
    separator = "" if kind == "creek" else " "
    claim = "".join(separator.join(row) + "\n" for row in grid)
    _, checked = ask(server, "check", {"kind": kind, "puzzle": text, "solution": claim})
    assert checked["complaints"]
    opened(browser, server)
    said = browser.execute_async_script(
        "const [texts, rows, cols, done] = arguments;"
        "import('/static/words.js').then((words) =>"
        " done(texts.map((t) => words.plainComplaint(t, rows, cols))));",
        checked["complaints"],
        loaded["board"]["rows"],
        loaded["board"]["cols"],
    )
    for line in said:
        assert not re.search(r"\(\d+, ?\d+\)", line), line
        assert "position" not in line, line
    assert any(re.search(r"\br\d+c\d+\b", line) for line in said) or kind in ("0hh1", "tohuwavohu")


# --- nothing lost, everything shareable ------------------------------------------------------


def test_a_reload_keeps_the_game(server: str, browser: Any) -> None:
    loaded = playing(browser, server, "ripple", (DATA / "ripple.txt").read_text())
    (r1, c1), (r2, c2), (r3, c3) = free(loaded)[:3]
    go(browser, r1, c1, "1")
    go(browser, r2, c2, "2")
    go(browser, r3, c3, "p", "1", "2", "p")
    until(browser, lambda d: len(entries(d)) == 2 and css(d, "#entries .pencil"))
    kept = entries(browser)
    until(browser, lambda d: css(d, "#timer")[0].text != "0:00")
    seconds = clocked(css(browser, "#timer")[0].text)
    assert "#kind=ripple&puzzle=https://puzz.link/p?ripple/" in browser.current_url
    browser.refresh()
    until(browser, lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    until(browser, lambda d: css(d, "#board svg #entries"))
    assert entries(browser) == kept
    assert css(browser, "#entries .pencil")[0].get_attribute("data-marks") == "1 2"
    assert clocked(css(browser, "#timer")[0].text) >= seconds
    undo(browser)  # the steps are kept too: the last was the pencil marks'
    until(browser, lambda d: css(d, "#entries .pencil")[0].get_attribute("data-marks") == "1")


def clocked(text: str) -> int:
    """The timer's seconds."""
    seconds = 0
    for part in text.split(":"):
        seconds = seconds * 60 + int(part)
    return seconds


def test_a_link_opens_the_puzzle_and_the_position_in_a_fresh_browser(
    server: str, browser: Any, tmp_path: Path
) -> None:
    loaded = playing(browser, server, "suguru", (DATA / "suguru.txt").read_text())
    grid = loaded["grid"]
    for r, c in free(loaded)[:4]:
        go(browser, r, c, grid[r - 1][c - 1])
    until(browser, lambda d: len(entries(d)) == 4)
    kept = entries(browser)
    css(browser, "#link-position")[0].click()
    until(browser, lambda d: css(d, "#link")[0].get_attribute("value"))
    with_position = css(browser, "#link")[0].get_attribute("value")
    css(browser, "#link-puzzle")[0].click()
    until(browser, lambda d: css(d, "#link")[0].get_attribute("value") != with_position)
    puzzle_only = css(browser, "#link")[0].get_attribute("value")
    assert "&position=" in with_position
    assert "&position=" not in puzzle_only

    for name in ("one", "two"):
        (tmp_path / name).mkdir()
    with chromium(f"--user-data-dir={tmp_path / 'one'}") as fresh:
        fresh.get(with_position)
        until(fresh, lambda d: css(d, "#title")[0].text == "Suguru puzzle")
        until(fresh, lambda d: entries(d) == kept)
        assert "&position=" not in fresh.current_url  # the game goes on from here
        fresh.get("about:blank")
        fresh.get(puzzle_only)  # the puzzle this browser plays: the game goes on
        until(fresh, lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
        until(fresh, lambda d: css(d, "#board svg #entries"))
        assert entries(fresh) == kept
    with chromium(f"--user-data-dir={tmp_path / 'two'}") as fresh:
        fresh.get(puzzle_only)
        until(fresh, lambda d: css(d, "#title")[0].text == "Suguru puzzle")
        until(fresh, lambda d: css(d, "#board svg #entries"))
        assert not entries(fresh)


def test_choosing_the_same_sample_again_starts_it_over(server: str, browser: Any) -> None:
    from selenium.webdriver.support.ui import Select  # noqa: PLC0415

    opened(browser, server)
    Select(css(browser, "#samples")[0]).select_by_value("suguru-001")
    until(browser, lambda d: css(d, "#title")[0].text == "Suguru puzzle")
    until(browser, lambda d: css(d, "#board svg #entries"))
    go(browser, 1, 2, "2")
    until(browser, entries)
    assert css(browser, "#samples")[0].get_attribute("value") == ""
    Select(css(browser, "#samples")[0]).select_by_value("suguru-001")
    until(browser, lambda d: not entries(d))


# --- words for players -----------------------------------------------------------------------


def test_refusals_are_said_in_the_pages_words_with_a_switch(server: str, browser: Any) -> None:
    """Pasting a 0h h1 while the kind menu said Ripple gave "ripple-fp check: ...
    ripple-fp solve --puzzle 0hh1 'the puzzle' OUT solves it"; a damaged URL with kind
    "any" only said "no kind of puzzle reads it"."""
    from selenium.webdriver.support.ui import Select  # noqa: PLC0415

    from .test_page import paste  # noqa: PLC0415

    said = []
    paste(browser, server, "ripple", (DATA / "0hh1.txt").read_text())
    until(browser, message)
    said.append(message(browser))
    assert said[-1] == (
        "This is not a Ripple Effect puzzle: it is a 0h h1 puzzle"
        " (a Tohu-Wa-Vohu puzzle reads it too)."
    )
    buttons = css(browser, "#message-actions button")
    assert [b.text for b in buttons] == [
        "Play it as a 0h h1 puzzle",
        "Play it as a Tohu-Wa-Vohu puzzle",
    ]
    buttons[0].click()
    until(browser, lambda d: css(d, "#title")[0].text == "0h h1 puzzle")
    assert css(browser, "#kind")[0].get_attribute("value") == "0hh1"

    paste(browser, server, "", (DATA / "0hh1.txt").read_text())  # any kind: read as the first
    until(browser, lambda d: message(d).startswith("Read as"))
    said.append(message(browser))
    assert said[-1] == "Read as a 0h h1 puzzle; it reads as Tohu-Wa-Vohu puzzle too."
    buttons = css(browser, "#message-actions button")
    assert [b.text for b in buttons] == ["Play it as a Tohu-Wa-Vohu puzzle"]
    buttons[0].click()
    until(browser, lambda d: css(d, "#title")[0].text == "Tohu-Wa-Vohu puzzle")

    paste(browser, server, "", "https://puzz.link/p?ripple/4/4/9n")
    until(browser, message)
    said.append(message(browser))
    assert said[-1].startswith("This looks like a Ripple Effect puzzle, but cannot be read as")

    paste(browser, server, "", "https://puzz.link/p?lits/4/4/9n")
    until(browser, message)
    said.append(message(browser))
    assert said[-1].startswith("This is a puzz.link address of lits, a puzzle this page does")

    sudoku = (DATA / "vergleich.txt").read_text().replace("+", "*", 1)
    paste(browser, server, "creek", sudoku)
    until(browser, message)
    said.append(message(browser))
    assert said[-1] == (
        "This is not a Creek puzzle. It looks like a Vergleichssudoku puzzle, but cannot be"
        " read as one either: line 1, column 2: '*' is not '+', '-' or '.'."
    )
    labels = [b.text for b in css(browser, "#message-actions button")]
    assert labels == ["Choose Vergleichssudoku puzzle as the kind", "Show line 1 in the text"]
    css(browser, "#message-actions button")[0].click()
    assert Select(css(browser, "#kind")[0]).first_selected_option.get_attribute("value") == (
        "vergleich"
    )

    paste(browser, server, "", "   ")
    until(browser, message)
    said.append(message(browser))
    assert said[-1].startswith("There is nothing to load")
    for line in said:
        assert "ripple-fp" not in line, line
        assert "--puzzle" not in line, line


def test_headings_and_a_hint_that_goes_when_the_position_moves(server: str, browser: Any) -> None:
    """A hint stayed on screen after the position changed; after Explain and Solve two
    identical boards sat one under the other without a heading."""
    loaded = playing(browser, server, "suguru", (DATA / "suguru.txt").read_text())
    css(browser, "#hint")[0].click()
    until(browser, lambda d: css(d, "#hint-box")[0].is_displayed())
    assert css(browser, "#hint-heading")[0].text == "Hint"
    assert css(browser, "#hint-text")[0].text.startswith("next:")
    until(browser, lambda d: css(d, "#entries .hinted"))
    r, c = free(loaded)[0]
    go(browser, r, c, loaded["grid"][r - 1][c - 1])
    until(browser, lambda d: not css(d, "#hint-box")[0].is_displayed())
    assert not css(browser, "#entries .hinted")
    css(browser, "#explain")[0].click()
    until(browser, lambda d: css(d, "#explanation-heading")[0].is_displayed())
    assert css(browser, "#explanation-heading")[0].text == "Explanation"
    css(browser, "#solve")[0].click()
    until(browser, lambda d: css(d, "#solution-heading")[0].is_displayed())
    assert css(browser, "#solution-heading")[0].text == "Solution"


# --- accessible ------------------------------------------------------------------------------

CONTROLS = "button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex='-1'])"


def test_every_control_is_reached_by_tab_and_named_and_the_cells_say_their_values(
    server: str, browser: Any
) -> None:
    from selenium.webdriver.common.action_chains import ActionChains  # noqa: PLC0415
    from selenium.webdriver.common.keys import Keys  # noqa: PLC0415

    loaded = playing(browser, server, "suguru", (DATA / "suguru.txt").read_text())
    r, c = free(loaded)[0]
    go(browser, r, c, "2")
    for button, shown in (
        ("#hint", "#hint-box"),
        ("#explain", "#explanation"),
        ("#solve", "#solution"),
    ):
        css(browser, button)[0].click()
        until(browser, lambda d, shown=shown: css(d, shown)[0].is_displayed())
    css(browser, "#link-position")[0].click()
    until(browser, lambda d: css(d, "#link")[0].is_displayed())
    browser.execute_script(
        "document.querySelectorAll('[data-tab]').forEach((e) => e.removeAttribute('data-tab'))"
    )
    count = browser.execute_script(
        "const all = Array.from(document.querySelectorAll(arguments[0])).filter((e) =>"
        " e.getClientRects().length && !e.disabled && getComputedStyle(e).visibility !== 'hidden'"
        " && !e.closest('[hidden]') && !e.closest('details:not([open]) > :not(summary)'));"
        "all.forEach((e, i) => e.dataset.tab = i); return all.length;",
        CONTROLS,
    )
    assert count > 30
    browser.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
    reached = set()
    for _ in range(count * 2 + 10):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        tab = browser.execute_script("return document.activeElement.dataset.tab")
        if tab is not None:
            reached.add(int(tab))
        if len(reached) == count:
            break
    missed = browser.execute_script(
        "return Array.from(document.querySelectorAll('[data-tab]'))"
        " .filter((e) => !arguments[0].includes(Number(e.dataset.tab)))"
        " .map((e) => e.outerHTML.slice(0, 80))",
        sorted(reached),
    )
    assert not missed

    tree = browser.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    roles = {
        "button",
        "checkbox",
        "combobox",
        "textbox",
        "spinbutton",
        "grid",
        "gridcell",
        "timer",
    }
    unnamed = [
        node["role"]["value"]
        for node in tree
        if not node.get("ignored")
        and node.get("role", {}).get("value") in roles
        and not node.get("name", {}).get("value", "").strip()
    ]
    assert not unnamed
    names = {
        node.get("name", {}).get("value")
        for node in tree
        if node.get("role", {}).get("value") == "gridcell"
    }
    assert f"r{r}c{c}, 2" in names or f"r{r}c{c}, 2, in the hint" in names, names
    given = loaded["board"]["givens"][0]
    value = loaded["grid"][given[0] - 1][given[1] - 1]
    assert f"r{given[0]}c{given[1]}, given {value}" in names
    grid = next(n for n in tree if n.get("role", {}).get("value") == "grid")
    assert grid["name"]["value"].startswith("Suguru puzzle, 8 rows by 8 columns")


CONTRAST = (Path(__file__).parent / "contrast.js").read_text()
"""WCAG's contrast ratios of the page as shown (an asynchronous script: it gives them
to its last argument)."""


@pytest.mark.parametrize("kind", ["suguru", "0hh1", "tohuwavohu", "creek"])
def test_every_colour_passes_wcag_aa_contrast(server: str, browser: Any, kind: str) -> None:
    """Every text of the page against its background, at least 4.5:1 (3:1 when large),
    and the board's marks and drawn values against a cell's white, at least 3:1, in a
    game with entries, pencil marks, a check's marks, a hint and messages shown."""
    loaded = playing(browser, server, kind, (DATA / f"{kind}.txt").read_text())
    cells = free(loaded)
    symbols = loaded["board"]["look"]["symbols"]
    values = symbols or ["1", "2"]
    for (r, c), value in zip(cells[:2], values, strict=True):
        go(browser, r, c, value.lower())
    r, c = cells[2]
    go(browser, r, c, "p", values[0].lower(), values[1].lower(), "p")
    until(browser, lambda d: len(entries(d)) == 2 and css(d, "#entries .pencil"))
    css(browser, "#check")[0].click()
    css(browser, "#hint")[0].click()
    until(browser, lambda d: css(d, "#hint-box")[0].is_displayed())
    board(browser).send_keys("9" if not symbols else "x")  # a refusal, in the message's colour
    css(browser, "#link-position")[0].click()
    found = browser.execute_async_script(CONTRAST)
    failing = [(what, round(ratio, 2), least) for what, ratio, least in found if ratio < least]
    assert not failing
    assert len(found) > 40


# --- the file picker -------------------------------------------------------------------------


def test_the_file_picker_takes_janko_files(server: str, browser: Any) -> None:
    """The picker hid .x-janko files (accept=".txt,text/plain")."""
    opened(browser, server)
    picker = css(browser, "#file")[0]
    assert ".x-janko" in picker.get_attribute("accept").split(",")
    janko = Path(__file__).parent.parent / "data" / "janko-native" / "hakyuu_001.x-janko"
    picker.send_keys(str(janko))
    until(browser, lambda d: css(d, "#title")[0].text == "Ripple Effect puzzle")


# --- screenshots -----------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES)
def test_every_kind_fits_a_phone_and_a_desktop(
    server: str, browser: Any, phone: Any, case: str, tmp_path: Path
) -> None:
    """Each kind at 390x844 (a phone, by touch) and 1280x800, a few values and pencil
    marks entered: nothing wider than the screen but a board too large for it (which
    scrolls in its own box), the pad beside or under the board."""
    kind, text = case.split("-", maxsplit=1)[0], (DATA / f"{case}.txt").read_text()
    for name, driver, metrics in (("phone", phone, PHONE), ("desktop", browser, DESKTOP)):
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
        try:
            loaded = playing(driver, server, kind, text)
            symbols = loaded["board"]["look"]["symbols"]
            cells = free(loaded)
            for r, c in cells[:3]:
                go(driver, r, c, loaded["grid"][r - 1][c - 1].lower())
            r, c = cells[3]
            values = symbols or ["1", "2"]
            go(driver, r, c, "p", values[0].lower(), values[1].lower(), "p")
            until(driver, lambda d: len(entries(d)) == 3)
            driver.execute_script(
                "arguments[0].scrollIntoView({block: 'start'})", css(driver, "#title")[0]
            )
            shot(driver, tmp_path, f"{case}-{name}")
            assert (tmp_path / f"{case}-{name}.png").stat().st_size > 0
            widths = driver.execute_script(
                "const right = (s) => document.querySelector(s).getBoundingClientRect().right;"
                "return [document.documentElement.scrollWidth, window.innerWidth,"
                " right('#board'), right('#pad')];"
            )
            page, _, board_right, pad_right = widths
            screen = metrics["width"]  # a phone's window widens to what the page shows
            assert page <= screen, widths
            assert board_right <= screen, widths
            assert pad_right <= screen, widths
        finally:
            if driver is browser:
                driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
            else:
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)


OVERLAPS = """
const boxes = (nodes) => [...nodes].map((n) => n.getBoundingClientRect());
const marks = boxes(document.querySelectorAll('#entries .pencil .mark'));
const clues = boxes([...document.querySelectorAll('#board svg circle')].filter(
  (n) => !n.closest('#entries') && !n.closest('#cursor')));
const meet = (a, b) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
return [marks.length, clues.length, marks.filter((m) => clues.some((c) => meet(m, c))).length];
"""
"""How many pencil marks the board shows, how many clue circles, and how many marks a
clue's circle covers (or they it)."""


def test_a_creek_cells_pencil_marks_stay_clear_of_the_clues_on_its_corners(
    server: str, browser: Any
) -> None:
    text = (DATA / "creek.txt").read_text()
    loaded = playing(browser, server, "creek", text)
    rows, cols = loaded["board"]["rows"], loaded["board"]["cols"]
    crossings = [(int(i), int(j)) for i, j in re.findall(r"\(\((\d+), (\d+)\), \d\)", text)]
    cells = [(i + 1, j + 1) for i, j in crossings if i < rows and j < cols][:4]  # clued top left
    go(browser, *cells[0], "p", "1")
    for r, c in cells[1:]:
        go(browser, r, c, "1")
    until(browser, lambda d: len(css(d, "#entries .pencil .mark")) == len(cells))
    marks, clues, covered = browser.execute_script(OVERLAPS)
    assert (marks, covered) == (len(cells), 0)
    assert clues > 0
