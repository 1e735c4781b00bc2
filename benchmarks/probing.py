"""Benchmark: what the learning search's probing costs and where it pays, per puzzle.

    python benchmarks/probing.py [--corpus DIR] [--folders janko,app-levels,lab,generated]
                                 [--timeout SECONDS]

Before its first guess the learning search (``--strategy learn``) tries each open
variable at the root and learns from each probe that fails at once
(:meth:`ripple_fp.search.learning.Solver._probe`); a probe that does not fail teaches
nothing. For each folder the table gives, over its puzzles, the largest of: the literals
all probes assigned, the literals assigned up to the last probe that failed, and the
longest stretch of probes without a failure (from the start or from a failure to the
next), each per variable of the formula. The last one is what
:data:`~ripple_fp.search.learning.PROBE_DROUGHT` cuts: probing stops once a stretch
without a failure passes it.

The script watches the solver from outside (it wraps the probe's steps, and changes
nothing they do); each puzzle is solved once, in this process, with ``--timeout``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import corpus

from ripple_fp.search import learning
from ripple_fp.shell.main import ripple_effect


@dataclass
class Probing:
    """One solver's probes: literals each assigned, and whether it failed."""

    variables: int
    probes: list[tuple[int, bool]] = field(default_factory=list)

    def spent(self) -> int:
        return sum(cost for cost, _ in self.probes)

    def to_last_failure(self) -> int:
        failed = [i for i, (_, fails) in enumerate(self.probes) if fails]
        return sum(cost for cost, _ in self.probes[: failed[-1] + 1]) if failed else 0

    def longest_drought(self) -> int:
        """The most literals assigned by probes in a row that did not fail, up to and
        including the probe that ended the stretch by failing (or the last one)."""
        longest = stretch = 0
        for cost, fails in self.probes:
            stretch += cost
            longest = max(longest, stretch)
            if fails:
                stretch = 0
        return longest


@contextlib.contextmanager
def watching() -> Iterator[list[Probing]]:
    """Every solver's probing while the block runs, seen from outside the solver."""
    seen: list[Probing] = []
    solver = learning.Solver
    probe, jump, learn = solver._probe, solver._jump, solver._learn
    state: dict[str, Any] = {"now": None, "before": None}

    def probing(self: learning.Solver) -> bool:
        state["now"] = Probing(self.formula.variables)
        seen.append(state["now"])
        wrap_decide = self.trail.decide

        def decide(literal: int) -> None:
            state["before"] = len(self.trail.literals)
            wrap_decide(literal)

        self.trail.decide = decide  # type: ignore[method-assign]
        try:
            return probe(self)
        finally:
            del self.trail.decide
            state["now"] = None

    def ended(step: Callable[..., Any], fails: bool) -> Callable[..., Any]:
        def step_seen(self: learning.Solver, *args: Any) -> Any:
            if state["now"] is not None and state["before"] is not None:
                cost = len(self.trail.literals) - state["before"]
                state["now"].probes.append((cost, fails))
                state["before"] = None  # a failure's analysis jumps back too
            return step(self, *args)

        return step_seen

    solver._probe = probing  # type: ignore[method-assign]
    solver._jump = ended(jump, fails=False)  # type: ignore[method-assign]
    solver._learn = ended(learn, fails=True)  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        solver._probe, solver._jump, solver._learn = probe, jump, learn  # type: ignore[method-assign]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    corpus.add_option(parser)
    parser.add_argument("--folders", default="janko,app-levels,lab,generated")
    parser.add_argument("--timeout", type=float, default=60.0)
    options = parser.parse_args()
    folders = corpus.folders(options.corpus, options.folders.split(","))
    print(f"PROBE_EFFORT {learning.PROBE_EFFORT}, PROBE_DROUGHT {learning.PROBE_DROUGHT}")
    print(
        "| folder | puzzles | probed | all probes / var | to last failure / var "
        "| longest drought / var |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    for folder in folders:
        puzzles = sorted(folder.glob("*.txt"))
        with watching() as seen, tempfile.TemporaryDirectory() as scratch:
            for puzzle in puzzles:
                arguments = ["--strategy", "learn", "--timeout", str(options.timeout)]
                with (
                    contextlib.redirect_stdout(io.StringIO()),
                    contextlib.redirect_stderr(io.StringIO()),
                ):
                    ripple_effect([*arguments, str(puzzle), str(Path(scratch) / "out.txt")])
        probed = [p for p in seen if p.probes]

        def most(measure: Callable[[Probing], int], of: list[Probing] = probed) -> str:
            return f"{max((measure(p) / p.variables for p in of), default=0.0):.2f}"

        print(
            f"| {folder.name} | {len(puzzles)} | {len(probed)} | {most(Probing.spent)} "
            f"| {most(Probing.to_last_failure)} | {most(Probing.longest_drought)} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
