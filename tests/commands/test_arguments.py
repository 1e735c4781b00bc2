"""Command lines to commands: each mode's record from its own options, help and usage
errors as values, and the kind's declaration deciding strategies, formats and modes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from returns.result import Failure, Success

from ripple_fp import __version__
from ripple_fp.commands import (
    Batch,
    Check,
    Cluster,
    Convert,
    Count,
    Explain,
    Generate,
    Glance,
    Hint,
    Local,
    Proof,
    Say,
    Serve,
    Solve,
    Text,
    Unique,
    UpTo,
    Url,
)
from ripple_fp.commands.arguments import (
    MODES,
    request,
    ripple_effect,
    ripple_effect_check,
    ripple_effect_generate,
    ripple_fp,
)
from ripple_fp.creek import CREEK
from ripple_fp.kinds.errors import UsageError
from ripple_fp.kinds.kind import Limits
from ripple_fp.ripple import RIPPLE
from ripple_fp.takuzu import TAKUZU_KIND
from ripple_fp.vergleich import VERGLEICH

CLI_DOCS = Path(__file__).resolve().parents[2] / "docs" / "cli.md"


def test_the_defaults_solve_ripple_effect_by_its_default_strategy() -> None:
    """The course's command glances at uniqueness, where a solve proves it by default."""
    assert ripple_effect(["in.txt", "out.txt"]) == Success(
        Solve(RIPPLE, Path("in.txt"), Path("out.txt"), "ripple-effect", uniqueness=Glance())
    )
    assert Solve(RIPPLE, Path("in.txt"), Path("out.txt"), "p").uniqueness == Proof()


@pytest.mark.parametrize(
    ("args", "record"),
    [
        (
            ["--batch", "--jobs", "2", "--strategy", "naive", "in", "out"],
            Batch(RIPPLE, Path("in"), Path("out"), "ripple-effect", "naive", Local(2)),
        ),
        (
            ["--batch", "--scheduler", "tcp://h:1", "in", "out"],
            Batch(RIPPLE, Path("in"), Path("out"), "ripple-effect", place=Cluster("tcp://h:1")),
        ),
        (["--count", "3", "in"], Count(RIPPLE, Path("in"), UpTo(3), "ripple-effect")),
        (
            ["--unique", "--stats", "--timeout", "2", "in"],
            Count(RIPPLE, Path("in"), Unique(), "ripple-effect", timeout=2.0, stats=True),
        ),
        (["--explain", "in"], Explain(RIPPLE, Path("in"), "ripple-effect")),
        (["--hint", "in"], Hint(RIPPLE, Path("in"), "ripple-effect")),
        (
            ["--to", "url", "in", "-"],
            Convert(RIPPLE, Path("in"), Path("-"), "url", "ripple-effect"),
        ),
        (
            ["--jobs", "auto", "--max-cells", "4_000", "in", "out"],
            Solve(
                RIPPLE,
                Path("in"),
                Path("out"),
                "ripple-effect",
                jobs=None,
                limits=Limits(4000),
                uniqueness=Glance(),
            ),
        ),
    ],
)
def test_the_course_commands_flags_choose_a_modes_record(args: list[str], record: object) -> None:
    assert ripple_effect(args) == Success(record)


def test_every_mode_is_a_subcommand_of_ripple_fp_with_its_own_record() -> None:
    assert set(MODES) == {
        "solve", "batch", "count", "explain", "hint", "convert", "check", "generate", "serve"
    }  # fmt: skip
    solved = ripple_fp(["solve", "--puzzle", "creek", "--strategy", "sealed", "in", "out"])
    assert solved == Success(
        Solve(CREEK, Path("in"), Path("out"), "ripple-fp solve", strategy="sealed")
    )  # fmt: skip
    counted = ripple_fp(["count", "--puzzle", "0hh1", "--up-to", "4", "in"])
    assert counted == Success(Count(TAKUZU_KIND, Path("in"), UpTo(4), "ripple-fp count"))
    checked = ripple_fp(["check", "--puzzle", "vergleich", "p", "s"])
    assert checked == Success(Check(VERGLEICH, Path("p"), "ripple-fp check", Path("s")))
    served = ripple_fp(["serve", "--port", "0", "--timeout", "5", "--max-cells", "900"])
    assert served == Success(Serve("ripple-fp serve", port=0, timeout=5.0, limits=Limits(900)))
    assert isinstance(ripple_fp(["serve", "--puzzle", "creek"]), Failure)
    assert isinstance(ripple_fp(["serve", "--port", "65536"]), Failure)


def test_ripple_fp_and_the_page_prove_a_solution_unique_where_the_course_glances() -> None:
    """One field of the solve's record, declared once: the course's command keeps its
    bounded second look (and its output), ``ripple-fp solve`` and the page prove it."""
    solves = [
        ripple_effect(["in", "out"]),
        ripple_effect(["--jobs", "2", "--strategy", "mrv", "in", "out"]),
        ripple_fp(["solve", "in", "out"]),
        ripple_fp(["solve", "--jobs", "2", "in", "out"]),
        request("solve", {"kind": "ripple", "puzzle": "text"}, {}),
    ]
    looks = [solve.map(lambda command: getattr(command, "uniqueness", None)) for solve in solves]
    assert looks == [Success(Glance())] * 2 + [Success(Proof())] * 3
    refused = request("solve", {"kind": "ripple", "puzzle": "text", "uniqueness": "glance"}, {})
    assert isinstance(refused, Failure)


def test_the_checker_and_the_maker_keep_their_own_names() -> None:
    assert ripple_effect_check(["p.txt"]) == Success(
        Check(RIPPLE, Path("p.txt"), "ripple-effect-check")
    )
    made = ripple_effect_generate(["--size", "5x6", "--seed", "s", "--jobs", "2", "out"])
    assert made == Success(
        Generate(RIPPLE, Path("out"), (5, 6), "ripple-effect-generate", "s", place=Local(2))
    )


def test_help_and_version_are_said_not_printed() -> None:
    match ripple_effect(["--version"]):
        case Success(Say(text)):
            assert text == f"ripple-effect {__version__}\n"
        case other:
            pytest.fail(f"not a Say: {other}")
    match ripple_fp(["count", "--help"]):
        case Success(Say(text)):
            assert "--count N, --up-to N" in text
            assert "--show" not in text  # an option a mode has not is not in its help
        case other:
            pytest.fail(f"not a Say: {other}")


NOT_WITH = "not allowed with argument"

REFUSED = [
    (["in"], "the following arguments are required: output"),
    (["--count", "2", "in", "out"], "--count prints its answer: no output file"),
    (["--count", "2", "--unique", "in"], f"argument --unique: {NOT_WITH} --count"),
    (["--unique", "--batch", "in", "out"], f"argument --batch: {NOT_WITH} --unique"),
    (["--count", "2", "--hint", "in"], f"argument --hint: {NOT_WITH} --count"),
    (["--explain", "--timeout", "3", "in"], f"argument --timeout: {NOT_WITH} --explain"),
    (["--to", "url", "--show", "in", "out"], f"argument --show: {NOT_WITH} --to"),
    (["--scheduler", "tcp://x:1", "in", "out"], "argument --scheduler: only with --batch"),
    (["--batch", "--jobs", "2", "--executor", "dask", "i", "o"], f"{NOT_WITH} --jobs"),
    (["--strategy", "quick", "in", "out"], "invalid choice: 'quick'"),
    (["--jobs", "2", "--strategy", "mrv-spec", "i", "o"], "'mrv-spec' runs on one process"),
    (["--jobs", "0", "in", "out"], "expected a positive number up to 1024 or 'auto', not '0'"),
    (["--jobs", "²", "in", "out"], "expected a positive number up to 1024 or 'auto', not '²'"),
    (["--jobs", "9" * 5000, "in", "out"], "expected a positive number up to 1024 or 'auto'"),
    (["--to", "png", "in", "out"], "argument --to: invalid choice: 'png'"),
    (["in.txt", "out/"], "the output 'out/' names a folder: give a file name"),
    (["--batch", "-", "o"], "--batch reads and writes folders: not - (standard input"),
]


@pytest.mark.parametrize(("args", "reason"), REFUSED)
def test_what_cannot_be_honoured_is_a_usage_error_in_argparses_words(
    args: list[str], reason: str
) -> None:
    match ripple_effect(args):
        case Failure(UsageError(message)):
            assert message.startswith(
                "usage: ripple-effect [options] <input file> <output file>\n"
            )
            assert "\nripple-effect: error: " in message
            assert reason in message
        case other:
            pytest.fail(f"accepted: {other}")


@pytest.mark.parametrize(
    ("text", "number"), [("7", 7), ("4_000_000", 4_000_000), ("4,000,000", 4_000_000)]
)
def test_a_limit_is_a_positive_number_with_optional_group_marks(text: str, number: int) -> None:
    match ripple_effect(["--max-cells", text, "--max-candidates", text, "in", "out"]):
        case Success(Solve(limits=limits)):
            assert limits == Limits(number, number)
        case other:
            pytest.fail(f"not a solve: {other}")


@pytest.mark.parametrize("text", ["0", "-5", "1e6", "٣", "", "_", "1" * 19])
def test_anything_else_is_not_a_limit(text: str) -> None:
    match ripple_effect(["--max-candidates", text, "in", "out"]):
        case Failure(UsageError(message)):
            assert "argument --max-candidates: expected a positive number" in message
        case other:
            pytest.fail(f"accepted: {other}")


@pytest.mark.parametrize("size", ["10", "0x5", "axb", "5x500", "٣x3"])
def test_a_size_that_is_not_rows_x_columns_is_a_usage_error(size: str) -> None:
    match ripple_effect_generate(["--size", size, "out"]):
        case Failure(UsageError(message)):
            assert "argument --size: takes ROWSxCOLUMNS" in message
        case other:
            pytest.fail(f"accepted: {other}")


@pytest.mark.parametrize("text", ["0", "-1", "1e10", "inf", "nan", "x", "٣"])
def test_a_timeout_is_a_positive_finite_number_of_seconds(text: str) -> None:
    match ripple_effect(["--timeout", text, "in", "out"]):
        case Failure(UsageError(message)):
            assert "argument --timeout: expected a positive number of seconds" in message
        case other:
            pytest.fail(f"accepted: {other}")


def test_a_puzzle_given_as_a_url_keeps_its_text_and_a_batchs_folder_is_a_path() -> None:
    url = "https://puzz.link/p?ripple/4/4/9n8rigk14h32k"
    assert ripple_effect([url, "out"]) == Success(
        Solve(RIPPLE, Url(url), Path("out"), "ripple-effect", uniqueness=Glance())
    )
    assert ripple_effect_check([url]) == Success(Check(RIPPLE, Url(url), "ripple-effect-check"))
    assert ripple_fp(["count", "--unique", url]) == Success(
        Count(None, Url(url), Unique(), "ripple-fp count")
    )
    folder = "ripple/4/4/in"
    assert ripple_effect(["--batch", folder, "out"]) == Success(
        Batch(RIPPLE, Path(folder), Path("out"), "ripple-effect")
    )


def documented_refusals() -> str:
    """The paragraph of docs/cli.md that lists the options refused together."""
    text = CLI_DOCS.read_text()
    start = text.index("- Refused as usage errors")
    return text[start : text.index("\n\n", start)]


def test_every_strategy_refused_on_several_processes_is_documented_as_refused() -> None:
    refused = [
        name
        for name in RIPPLE.strategies.table
        if isinstance(ripple_effect(["--jobs", "2", "--strategy", name, "i", "o"]), Failure)
    ]
    assert refused == ["course", "naive", "mrv-spec", "learn", "sat"]
    listed = documented_refusals()
    assert [name for name in refused if f"`{name}`" not in listed] == []


def test_ripple_effect_and_ripple_fp_share_their_option_names() -> None:
    """``--count N`` counts in both (``--up-to N``, ripple-fp's name before, is kept);
    only the program that says so differs."""
    course = ripple_effect(["--count", "3", "in"])
    assert course == Success(Count(RIPPLE, Path("in"), UpTo(3), "ripple-effect"))
    for flag in ("--count", "--up-to"):
        every = ripple_fp(["count", "--puzzle", "ripple", flag, "3", "in"])
        assert every == Success(Count(RIPPLE, Path("in"), UpTo(3), "ripple-fp count"))


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (
            ["solve", "--count", "2", "in", "-"],
            "argument --count: only with ripple-fp count or generate",
        ),
        (["solve", "--unique", "in", "-"], "argument --unique: only with ripple-fp count"),
        (
            ["check", "--strategy", "auto", "p"],
            "argument --strategy: only with ripple-fp solve or",
        ),
        (["serve", "--puzzle", "creek"], "argument --puzzle: only with ripple-fp solve or"),
    ],
)
def test_another_modes_option_is_refused_naming_the_modes_that_take_it(
    args: list[str], reason: str
) -> None:
    match ripple_fp(args):
        case Failure(UsageError(message)):
            assert f"ripple-fp {args[0]}: error: {reason}" in message
            assert "unrecognized" not in message
        case other:
            pytest.fail(f"accepted: {other}")


def help_of(args: list[str]) -> str:
    match ripple_fp(args) if args[0] != "ripple-effect" else ripple_effect(args[1:]):
        case Success(Say(text)):
            return text
        case other:
            pytest.fail(f"no help: {other}")


EVERY = "74 standard output unwritable, 130 interrupted, 143 terminated"


@pytest.mark.parametrize(
    ("mode", "codes"),
    [
        ("serve", f"0 stopped, 2 usage (or the address cannot be listened on), 9 the web extra "
                  f"is not installed, {EVERY}"),
        ("convert", "0 written, 2 usage, 3 input unreadable, 4 input not a puzzle, 5 output "
                    f"unwritable, {EVERY}"),
        ("check", "0 solution correct (or puzzle shown), 1 rules broken, 2 usage error or "
                  f"unreadable or invalid input, {EVERY}"),
    ],
)  # fmt: skip
def test_each_modes_help_lists_the_exit_codes_it_can_give(mode: str, codes: str) -> None:
    text = " ".join(help_of([mode, "--help"]).split())
    assert f"Exit codes: {codes}." in text


@pytest.mark.parametrize("mode", list(MODES))
def test_each_modes_exit_codes_are_listed_in_order_and_are_its_own(mode: str) -> None:
    """Out of time (124) is a search's with ``--timeout`` (a batch's puzzle out of time is
    a line of its report; a request of the server's, a 504), a Dask scheduler out of
    reach (8) a mode's that runs on one."""
    listed = " ".join(help_of([mode, "--help"]).split()).split("Exit codes: ")[1]
    codes = [int(code) for code in re.findall(r"(?:^|, )(\d+) ", listed)]
    assert codes == sorted(codes)
    assert codes[0] == 0
    assert (124 in codes) == (mode in {"solve", "count"})
    assert (8 in codes) == (mode in {"batch", "generate"})


def test_the_help_of_to_names_every_format_it_takes() -> None:
    course = " ".join(help_of(["ripple-effect", "--help"]).split())
    assert "instead of solving it: course, url or janko" in course
    every = help_of(["convert", "--help"])
    assert "formats:\n  ripple: course, url, janko\n  0hh1: course\n" in every


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (
            {"puzzle": "x", "strategy": {"a": 1}},
            "the field 'strategy': expected a name, not {'a': 1}",
        ),
        ({"puzzle": 3}, "the field 'puzzle': expected text, not 3"),
        ({"kind": "sudoku", "puzzle": "x"}, "the field 'kind': invalid choice: 'sudoku'"),
        ({"puzzle": "x", "grade": "yes"}, "the field 'grade': expected true or false, not 'yes'"),
        ({"puzzle": "x", "show": True}, "the field 'show' is not one of 'kind', 'puzzle'"),
        ({"kind": "ripple"}, "the field 'puzzle' is missing"),
        ({"kind": "creek", "puzzle": "x", "strategy": "naive"}, "argument --strategy: invalid"),
    ],
)
def test_a_request_of_the_page_is_refused_naming_its_field(
    body: dict[str, object], reason: str
) -> None:
    """The page's JSON is read by the same options as a command line: a field of the
    wrong kind is a usage error that names it, never a Python error."""
    match request("solve", body, {}):
        case Failure(UsageError(message)):
            assert message.startswith("ripple-fp solve: error: ")
            assert reason in message
        case other:
            pytest.fail(f"accepted: {other}")


def test_a_request_of_the_page_is_the_commands_record() -> None:
    body = {"kind": "creek", "puzzle": "text", "strategy": "sealed", "grade": True}
    assert request("solve", body, {"timeout": 5.0}) == Success(
        Solve(CREEK, Text("the puzzle", "text"), Path("-"), "ripple-fp solve", "sealed",
              timeout=5.0, grade=True, uniqueness=Proof())
    )  # fmt: skip
