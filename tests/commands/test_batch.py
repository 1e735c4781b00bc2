"""The batch's record, and where a batch's or the maker's tasks run."""

from __future__ import annotations

from pathlib import Path

from ripple_fp.commands.batch import Batch, Cluster, Local, Outcome
from ripple_fp.kinds.kind import DEFAULT_LIMITS
from ripple_fp.ripple import RIPPLE


def test_a_batch_runs_here_on_one_process_unless_told() -> None:
    batch = Batch(RIPPLE, Path("in"), Path("out"), "ripple-effect")
    assert (batch.place, batch.strategy, batch.timeout, batch.limits) == (
        Local(1),
        None,
        None,
        DEFAULT_LIMITS,
    )


def test_a_cluster_is_dasks_configured_one_unless_an_address_is_given() -> None:
    assert Cluster().address is None
    assert Cluster("tcp://h:8786") != Cluster()


def test_a_files_outcome_has_no_message_unless_it_failed_or_warns() -> None:
    assert Outcome("a.txt", "solved", 0.5).message == ""
