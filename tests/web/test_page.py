"""The page in a real headless Chromium, as a person uses it: load a puzzle of each kind
(its URL where the kind has one), enter a wrong value by keyboard and see it marked, undo
it, take a hint, step the explanation, solve, export; and fill the whole board by
keyboard alone until the page says it is solved, then export the position. Screenshots
go to the test's folder (and to ``$RIPPLE_FP_SCREENSHOTS`` if set, to look at)."""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import pytest

from .. import signs
from ..conftest import declared
from .test_app import DATA, ask

pytestmark = pytest.mark.web

CHROMIUM, DRIVER = Path("/usr/bin/chromium"), Path("/usr/bin/chromedriver")
WAIT = 60
"""Seconds any one sign on the page may take to appear (a generous overall limit)."""


@contextmanager
def chromium(*arguments: str, size: str = "1400,1600") -> Iterator[Any]:
    """Headless Chromium, driven by Selenium through Debian's chromedriver, started with
    ``arguments`` too, its window of ``size`` (width, height)."""
    if find_spec("selenium") is None:
        pytest.skip("needs selenium: pip install 'ripple_fp[web,browser]'")
    if not (CHROMIUM.exists() and DRIVER.exists()):
        pytest.skip(
            "needs /usr/bin/chromium and /usr/bin/chromedriver (apt-get install chromium-driver)"
        )
    from selenium import webdriver  # noqa: PLC0415
    from selenium.webdriver.chrome.service import Service  # noqa: PLC0415

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", *arguments):
        options.add_argument(argument)
    options.add_argument(f"--window-size={size}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})  # the console's lines
    driver = webdriver.Chrome(service=Service(str(DRIVER)), options=options)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """The tests' Chromium."""
    with chromium() as driver:
        yield driver


@pytest.fixture(autouse=True)
def obeyed(browser: Any) -> Iterator[None]:
    """Each test of the page ends with nothing its policy refused in the console: no
    inline script or style, nothing from another host."""
    browser.get_log("browser")  # what earlier tests left
    yield
    refused = [
        line for line in browser.get_log("browser") if "Content Security Policy" in str(line)
    ]
    assert not refused


def until(driver: Any, sign: Any) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait  # noqa: PLC0415

    return WebDriverWait(driver, WAIT).until(sign)


def css(driver: Any, selector: str) -> list[Any]:
    from selenium.webdriver.common.by import By  # noqa: PLC0415

    found: list[Any] = driver.find_elements(By.CSS_SELECTOR, selector)
    return found


def shot(driver: Any, tmp_path: Path, name: str, whole: bool = False) -> None:
    """A screenshot of the window; ``whole``: of the whole page, the window widened and
    lengthened to hold it (a 30x45 board is wider than the window), then put back."""
    path = tmp_path / f"{name}.png"
    size = driver.get_window_size()
    if whole:
        wide, high = driver.execute_script(
            "const b = document.querySelector('#board svg');"
            "return [Math.max(document.body.scrollWidth, b ? b.scrollWidth + 100 : 0),"
            " document.body.scrollHeight + 100];"
        )
        driver.set_window_size(max(wide, size["width"]), max(high, size["height"]))
    driver.save_screenshot(str(path))
    if whole:
        driver.set_window_size(size["width"], size["height"])
    if folder := os.environ.get("RIPPLE_FP_SCREENSHOTS"):
        shutil.copy(path, Path(folder) / path.name)


FORGET = (
    "try { localStorage.clear();"
    " Object.defineProperty(window, 'localStorage', {get() { throw new Error('kept'); }});"
    "} catch (e) {}"
)
"""The page's storage emptied, and nothing written to it by the page any more (its game,
which it keeps as it goes and as it is left)."""


def opened(browser: Any, server: str) -> None:
    """The page opened afresh: nothing the browser kept of an earlier test's game (its
    storage cleared, the address without a puzzle), ready once it says so."""
    origin = server.rstrip("/")
    if browser.current_url.startswith(origin):  # else the page would keep its game on leaving
        browser.execute_script(FORGET)
    browser.get("about:blank")
    browser.execute_cdp_cmd(
        "Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "local_storage"}
    )
    browser.get(server)
    until(browser, lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert browser.execute_script("return document.getElementById('play').hidden")  # no game


def paste(browser: Any, server: str, kind: str, text: str) -> None:
    """Open the page, choose the kind, paste ``text`` and load it."""
    from selenium.webdriver.support.ui import Select  # noqa: PLC0415

    opened(browser, server)
    browser.execute_script("document.getElementById('load-box').open = true")
    Select(css(browser, "#kind")[0]).select_by_value(kind)
    area = css(browser, "#text")[0]
    browser.execute_script("arguments[0].value = arguments[1]", area, text)
    css(browser, "#load-text")[0].click()


def hint_and_explain(browser: Any, lacking: str | None, tmp_path: Path, case: str) -> None:
    """Take a hint and step the explanation; or, for a kind without an explainer, see
    both buttons disabled with the reason as their title."""
    hint, explain = css(browser, "#hint")[0], css(browser, "#explain")[0]
    if lacking is not None:
        assert not hint.is_enabled()
        assert not explain.is_enabled()
        assert hint.get_attribute("title") == lacking
        return
    hint.click()
    until(browser, lambda d: css(d, "#hint-text")[0].text.startswith("next:"))
    until(browser, lambda d: css(d, "#entries .hinted"))
    shot(browser, tmp_path, f"{case}-hint")
    explain.click()
    until(browser, lambda d: "step 1 of" in css(d, "#step-number")[0].text)
    until(browser, lambda d: css(d, "#steps-board #step-marks .premise"))
    css(browser, "#forward")[0].click()
    until(browser, lambda d: "step 2 of" in css(d, "#step-number")[0].text)
    css(browser, "#back")[0].click()
    until(browser, lambda d: "step 1 of" in css(d, "#step-number")[0].text)
    css(browser, "#last")[0].click()
    until(browser, lambda d: css(d, "#steps-board #step-marks .entry"))
    shot(browser, tmp_path, f"{case}-explain")


CASES = ["ripple", "0hh1", "tohuwavohu", "creek", "vergleich", "suguru", "ripple-450"]


@pytest.mark.parametrize("case", CASES)
def test_a_person_plays_each_kind(server: str, browser: Any, case: str, tmp_path: Path) -> None:
    from selenium.webdriver.common.keys import Keys  # noqa: PLC0415
    from selenium.webdriver.support.ui import Select  # noqa: PLC0415

    kind, text = case.split("-", maxsplit=1)[0], (DATA / f"{case}.txt").read_text()
    _, loaded = ask(server, "load", {"kind": kind, "puzzle": text})
    url = "url" in loaded["kind"]["formats"]
    if url:
        text = ask(server, "convert", {"kind": kind, "puzzle": text, "to": "url"})[1]["stdout"]
    _, solved = ask(server, "solve", {"kind": kind, "puzzle": text})
    givens = {tuple(cell) for cell in loaded["board"]["givens"]}
    rows, cols = loaded["board"]["rows"], loaded["board"]["cols"]
    most = ask(server, "largest", {"kind": kind, "puzzle": text})[1]["most"]
    r, c = next(
        (r, c)
        for r in range(1, rows + 1)
        for c in range(1, cols + 1)
        if (r, c) not in givens and (most is None or most[r - 1][c - 1] > 1)
    )

    paste(browser, server, kind, text)
    until(browser, lambda d: css(d, "#board svg #entries"))
    assert css(browser, "#title")[0].text == loaded["kind"]["title"]

    # a wrong value, by keyboard only: arrows from r1c1, then the value; marked once
    # the player asks for a check
    right = solved["grid"][r - 1][c - 1]
    symbols = loaded["board"]["look"]["symbols"]
    wrong = next(s for s in symbols if s != right) if symbols else "1" if right != "1" else "2"
    board = css(browser, "#board")[0]
    board.send_keys(*([Keys.ARROW_DOWN] * (r - 1) + [Keys.ARROW_RIGHT] * (c - 1)), wrong.lower())
    entered = f'#entries .entry[data-row="{r}"][data-col="{c}"]'
    until(browser, lambda d: css(d, entered))
    css(browser, "#check")[0].click()
    marked = f'#entries .wrong[data-row="{r}"][data-col="{c}"]'
    until(browser, lambda d: css(d, marked))
    assert f"r{r}c{c}" in css(browser, "#status")[0].text
    shot(browser, tmp_path, f"{case}-wrong")
    board.send_keys(Keys.CONTROL, "z")
    until(browser, lambda d: not css(d, marked) and not css(d, "#entries .entry"))

    hint_and_explain(browser, loaded["kind"]["explain"], tmp_path, case)

    css(browser, "#solve")[0].click()
    until(browser, lambda d: css(d, "#solution-board svg"))
    assert "Solved: unique" in css(browser, "#solution-said")[0].text
    assert css(browser, "#solution-heading")[0].text == "Solution"
    shot(browser, tmp_path, f"{case}-solved")

    Select(css(browser, "#export-format")[0]).select_by_value("url" if url else "course")
    css(browser, "#export")[0].click()
    until(browser, lambda d: css(d, "#exported")[0].get_attribute("value"))
    exported = css(browser, "#exported")[0].get_attribute("value")
    assert exported.strip() == (text.strip() if url else loaded["puzzle"].strip())


def test_bad_input_is_a_message_on_the_page(server: str, browser: Any) -> None:
    paste(browser, server, "ripple", "https://puzz.link/p?ripple/4/4/9n")
    until(browser, lambda d: "cannot be read" in css(d, "#message")[0].text)
    assert css(browser, "#message-text")[0].text == (
        "This looks like a Ripple Effect puzzle, but cannot be read as one: line 1: a damaged"
        " URL: cut short: the room borders have 2 of their 3 characters."
    )


def test_a_file_a_sample_and_a_made_puzzle_load(server: str, browser: Any, tmp_path: Path) -> None:
    from selenium.webdriver.support.ui import Select  # noqa: PLC0415

    junk = tmp_path / "junk.txt"
    junk.write_bytes(bytes(range(256)))
    opened(browser, server)
    css(browser, "#file")[0].send_keys(str(junk))
    until(browser, lambda d: "junk.txt is not text" in css(d, "#message")[0].text)

    good = tmp_path / "puzzle.txt"
    good.write_text((DATA / "suguru.txt").read_text())
    Select(css(browser, "#kind")[0]).select_by_value("suguru")
    css(browser, "#file")[0].send_keys(str(good))
    until(browser, lambda d: css(d, "#title")[0].text == "Suguru puzzle")

    Select(css(browser, "#samples")[0]).select_by_value("creek-001")
    until(browser, lambda d: css(d, "#title")[0].text == "Creek puzzle")

    Select(css(browser, "#kind")[0]).select_by_value("ripple")
    for field, value in (("#rows", "5"), ("#cols", "5")):
        css(browser, field)[0].clear()
        css(browser, field)[0].send_keys(value)
    css(browser, "#make")[0].click()
    until(browser, lambda d: css(d, "#message")[0].text.startswith("Made: "))
    assert css(browser, "#title")[0].text == "Ripple Effect puzzle"
    shot(browser, tmp_path, "made")


def keys_for(token: str, symbols: list[str]) -> str:
    """What a person types to enter ``token``: its letter (lower case, as typed) where
    the kind has symbols, else its digits."""
    return token.lower() if symbols else token


def strokes(grid: list[list[str]], givens: set[tuple[int, int]], symbols: list[str]) -> list[str]:
    """The keys that fill ``grid`` from r1c1 along a snake, row by row: each row's keys
    one string (a ``send_keys`` call each, few and large), every cell not given typed
    and the arrows between."""
    from selenium.webdriver.common.keys import Keys  # noqa: PLC0415

    rows, cols = len(grid), len(grid[0])
    typed = []
    for r in range(rows):
        order = range(cols) if r % 2 == 0 else range(cols - 1, -1, -1)
        step = Keys.ARROW_RIGHT if r % 2 == 0 else Keys.ARROW_LEFT
        keys = [
            ("" if (r + 1, c + 1) in givens else keys_for(grid[r][c], symbols))
            + (step if i < cols - 1 else Keys.ARROW_DOWN)
            for i, c in enumerate(order)
        ]
        typed.append("".join(keys))
    return typed


@pytest.mark.parametrize("case", CASES)
def test_a_person_fills_the_whole_board_by_keyboard_and_the_page_says_solved(
    server: str, browser: Any, case: str, tmp_path: Path
) -> None:
    from selenium.webdriver.support.ui import Select  # noqa: PLC0415

    kind, text = case.split("-", maxsplit=1)[0], (DATA / f"{case}.txt").read_text()
    _, loaded = ask(server, "load", {"kind": kind, "puzzle": text})
    _, solved = ask(server, "solve", {"kind": kind, "puzzle": text})
    givens = {(r, c) for r, c in loaded["board"]["givens"]}
    symbols = loaded["board"]["look"]["symbols"]

    paste(browser, server, kind, text)
    until(browser, lambda d: css(d, "#board svg #entries"))
    keys = css(browser, "#keys")[0].get_attribute("textContent")
    assert all(f"{symbol} " in keys for symbol in symbols) if symbols else "number" in keys
    board = css(browser, "#board")[0]
    started = time.monotonic()
    for row in strokes(solved["grid"], givens, symbols):
        board.send_keys(row)
    until(browser, lambda d: css(d, "#status")[0].text == "Solved!")
    took = time.monotonic() - started
    size = f"{loaded['board']['rows']}x{loaded['board']['cols']}"
    print(f"{case}: {size} filled by keyboard in {took:.1f} s")  # shown with -s
    assert css(browser, "#status")[0].get_attribute("class") == "solved"
    assert css(browser, "#said")[0].text == ""  # the referee said it, not the Solve button
    filled = len(css(browser, "#entries .entry"))
    assert filled == loaded["board"]["rows"] * loaded["board"]["cols"] - len(givens)
    shot(browser, tmp_path, f"{case}-played", whole=True)

    Select(css(browser, "#export-what")[0]).select_by_value("position")
    Select(css(browser, "#export-format")[0]).select_by_value("course")
    css(browser, "#export")[0].click()
    until(browser, lambda d: css(d, "#exported")[0].get_attribute("value"))
    exported = css(browser, "#exported")[0].get_attribute("value")
    rows = len(solved["grid"])
    lines = exported.splitlines()[-rows:]
    assert [line.split() if " " in line else list(line) for line in lines] == solved["grid"]
    if declared(kind).entry.written == "solution":  # else the puzzle, every cell given
        assert exported == solved["solution"]


def test_the_page_works_under_its_policy_and_the_policy_holds(
    server: str, browser: Any, tmp_path: Path
) -> None:
    """The page's own scripts and styles run, an explanation drawn as the kind's page of
    pictures (its styles set through the page's own script) too; a script written into
    the page does not run."""
    text = (DATA / "ripple.txt").read_text()
    paste(browser, server, "ripple", text)
    until(browser, lambda d: css(d, "#board svg #entries"))
    assert css(browser, "#board")[0].value_of_css_property("overflow-x") == "auto"
    _, explained = ask(server, "explain", {"kind": "ripple", "puzzle": text})
    assert "<style>" in explained["page"]
    assert ' style="' in explained["page"]
    browser.execute_script(  # the explanation as the kind's page: one picture a step
        "const said = arguments[0], real = window.fetch;"
        "window.fetch = (url, init) => url === '/api/explain'"
        " ? Promise.resolve(new Response(JSON.stringify(said),"
        "   {headers: {'Content-Type': 'application/json'}}))"
        " : real(url, init);",
        {**explained, "shown": []},
    )
    css(browser, "#explain")[0].click()
    until(browser, lambda d: css(d, "#steps")[0].is_displayed())
    frame = css(browser, "#steps")[0]
    shown = "return arguments[0].contentDocument.body.innerText"
    until(browser, lambda d: "Step 1" in d.execute_script(shown, frame))
    looks = browser.execute_script(
        "const doc = arguments[0].contentDocument;"
        "const key = doc.querySelector('.key span');"
        "return [getComputedStyle(doc.body).fontFamily,"
        " key ? getComputedStyle(key).backgroundColor : 'no key']",
        frame,
    )
    assert looks[0] == "sans-serif"
    assert looks[1] not in ("rgba(0, 0, 0, 0)", "no key")  # the key's colours, as drawn
    shot(browser, tmp_path, "policy-steps")
    ran = browser.execute_script(
        "const script = document.createElement('script');"
        "script.textContent = 'window.written = true';"
        "document.body.appendChild(script);"
        "return window.written === true;"
    )
    assert ran is False
    refused = [str(line) for line in browser.get_log("browser")]
    assert any("Content Security Policy" in line and "script" in line for line in refused)


def test_a_search_out_of_time_is_asked_once_and_said_at_the_limit(
    browser: Any, tmp_path: Path
) -> None:
    """Solve on a puzzle no search answers within the server's 2 s: one request reaches
    the server (a 408 was sent again by Chromium, and the page waited twice the limit),
    and the page says why, with "Solving..." taken back."""
    from .conftest import serving  # noqa: PLC0415

    with serving(tmp_path, "--timeout", "2") as served:
        paste(browser, served.address, "ripple", (DATA / "huge.txt").read_text())
        until(browser, lambda d: css(d, "#board svg #entries"))
        css(browser, "#solve")[0].click()
        until(browser, lambda d: "solving the puzzle takes" in css(d, "#message")[0].text)
        assert css(browser, "#message")[0].text == (
            "No answer within 2 s, the server's time limit: solving the puzzle takes longer"
            " than that here. (Whoever starts the server can give it more time with --timeout.)"
        )
        # the referee, asked of the position at the load, gets no answer either: said
        # under the board, not over the answer to Solve
        until(browser, lambda d: "checking the position takes" in css(d, "#status")[0].text)
        assert "solving the puzzle takes" in css(browser, "#message")[0].text
        asked = [line for line in served.lines() if " POST /api/solve " in line]
        assert len(asked) == 1, asked
        assert css(browser, "#said")[0].text == ""
        shot(browser, tmp_path, "timed-out")
        assert asked[0].endswith(
            " 504: ripple-fp solve: no answer for the puzzle within 2 s (--timeout)"
        )


# --- another site's page, in the same browser ---------------------------------------------------

EVIL = """<!DOCTYPE html><html><head><title>waiting</title><script>
const api = "{api}", puzzle = {puzzle};
const body = JSON.stringify({{kind: "ripple", puzzle: puzzle}});
Promise.allSettled([
  fetch(api + "solve",
    {{method: "POST", mode: "no-cors", headers: {{"Content-Type": "text/plain"}}, body}}),
  fetch(api + "solve",
    {{method: "POST", headers: {{"Content-Type": "application/json"}}, body}})
    .then((answer) => answer.text()),
  fetch(api + "kinds").then((answer) => answer.text()),
]).then((done) => {{
  document.title = done.map((one) => one.status + ":" + (one.value || "")).join(" | ");
}});
</script></head><body>a page of another site</body></html>"""
"""A page of another site that starts a solve on the server: as plain text (a "simple"
request, sent without asking), as JSON (which the browser asks the server about first),
and reads the kinds."""


@contextmanager
def another_site(folder: Path, page: str) -> Iterator[str]:
    """``page`` served as ``index.html`` from ``folder`` by a server of its own, on
    ``localhost`` (another origin than the server's 127.0.0.1): its address."""
    import functools  # noqa: PLC0415
    import http.server  # noqa: PLC0415
    import threading  # noqa: PLC0415

    (folder / "index.html").write_text(page)
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    with http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler) as site:
        threading.Thread(target=site.serve_forever, daemon=True).start()
        try:
            yield f"http://localhost:{site.server_address[1]}/index.html"
        finally:
            site.shutdown()


def test_a_page_of_another_site_can_start_no_job_nor_read_an_answer(
    browser: Any, tmp_path: Path
) -> None:
    from .conftest import serving  # noqa: PLC0415
    from .test_app import status  # noqa: PLC0415

    (tmp_path / "server").mkdir()
    (tmp_path / "site").mkdir()
    with serving(tmp_path / "server", "--timeout", "20") as served:
        puzzle = json.dumps((DATA / "ripple.txt").read_text())
        page = EVIL.format(api=f"{served.address}api/", puzzle=puzzle)
        with another_site(tmp_path / "site", page) as evil:
            browser.get(evil)
            until(browser, lambda d: d.title != "waiting")
            title = browser.title
        assert title == "rejected: | rejected: | rejected:"  # nothing for the page to read
        asked = ("POST /api/solve", "OPTIONS /api/solve", "GET /api/kinds")  # JSON asks first
        assert signs.until(
            lambda: all(any(f" {one} 403: " in line for line in served.lines()) for one in asked)
        ), served.lines()
        taken = {name: pool["jobs"] for name, pool in status(served.address).items()}
        assert taken == {"search": 0, "quick": 0}  # no job taken


def test_a_page_served_under_another_name_for_this_machine_is_refused(tmp_path: Path) -> None:
    """DNS rebinding: a name of another site that resolves to 127.0.0.1."""
    from .conftest import serving  # noqa: PLC0415

    with serving(tmp_path) as served:
        rules = "--host-resolver-rules=MAP evil.example 127.0.0.1"
        with chromium(rules) as rebound:
            rebound.get(f"http://evil.example:{served.port}/")
            said = rebound.find_element("tag name", "body").text
            rebound.get(f"http://evil.example:{served.port}/api/kinds")
            kinds = rebound.find_element("tag name", "body").text
        assert "the request is for the host 'evil.example:" in said
        assert "this server answers to 127.0.0.1, [::1], localhost only" in kinds
        refused = [line for line in served.lines() if " 400: " in line]
        assert any(" GET / 400: " in line for line in refused)
        assert any(" GET /api/kinds 400: " in line for line in refused)
