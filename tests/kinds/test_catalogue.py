"""Every kind by name, loaded only when asked for."""

from __future__ import annotations

import ast

import pytest

from ripple_fp.kinds import KIND_NAMES, kind_named, readers, url_varieties

from ..conftest import SAMPLES, fresh_python


@pytest.mark.parametrize("name", KIND_NAMES)
def test_every_name_finds_its_kind(name: str) -> None:
    kind = kind_named(name)
    assert kind.name == name
    assert kind.title.endswith("puzzle")


def test_an_unknown_name_lists_the_choices() -> None:
    with pytest.raises(ValueError, match="choose from ripple, 0hh1, tohuwavohu, creek, vergle"):
        kind_named("Ripple")


def test_a_kind_loads_its_own_puzzle_only() -> None:
    program = (
        "import sys\n"
        "from ripple_fp.kinds import kind_named\n"
        "kind_named('ripple')\n"
        "print(sorted({m.split('.')[1] for m in sys.modules if m.startswith('ripple_fp.')}))\n"
    )
    loaded = fresh_python(program)
    assert "'ripple'" in loaded
    assert not {"creek", "takuzu", "vergleich"} & set(ast.literal_eval(loaded))


def test_the_readers_of_a_text_are_the_kinds_whose_parsers_read_it() -> None:
    same = {"ripple": "suguru", "suguru": "ripple", "0hh1": "tohuwavohu", "tohuwavohu": "0hh1"}
    for name, sample in SAMPLES.items():
        found = {kind.name for kind in readers(sample.read_text())}
        assert found == {name, same.get(name, name)}
    assert readers("no puzzle at all\n") == ()
    assert url_varieties() == ("ripple", "hakyuu", "creek", "suguru")
