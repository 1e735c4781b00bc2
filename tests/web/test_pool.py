"""Jobs on worker processes that answer one after another: a worker is ended at its
job's time limit, or when its client goes, and every one when the pool closes."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from ripple_fp.kinds.kind import Limits
from ripple_fp.web.pool import Gone, Pool

HUGE = (Path(__file__).parent.parent / "data" / "web" / "huge.txt").read_text()


async def _run(seconds: float, gone: bool) -> tuple[tuple[int, dict[str, Any]], set[int]]:
    """The answer to a hard puzzle within ``seconds``, and the process ids of every
    worker the pool had (to look at after it closed)."""
    pool = Pool(2)
    seen: set[int] = set()

    async def going() -> bool:
        seen.update(worker.process.pid or 0 for worker in {*pool.idle, *pool.running})
        return gone

    await pool.start()
    try:
        return await pool.run(
            "solve", {"kind": "ripple", "puzzle": HUGE}, Limits(), seconds, going
        ), seen
    finally:
        seen.update(worker.process.pid or 0 for worker in pool.idle)
        pool.close()


def test_a_search_past_its_time_says_so_and_leaves_no_process() -> None:
    (status, said), workers = asyncio.run(_run(0.5, gone=False))
    assert (status, said["code"]) == (504, 124)  # no browser sends it again
    assert "within 0.5 s (--timeout)" in said["error"]  # the limit as set, not what was left
    assert workers
    assert not [pid for pid in workers if Path(f"/proc/{pid}").exists()]


def test_a_search_whose_client_is_gone_is_ended() -> None:
    with pytest.raises(Gone):
        asyncio.run(_run(600, gone=True))


EASY = (Path(__file__).parent.parent / "data" / "web" / "ripple.txt").read_text()


async def _one_after_another() -> tuple[list[int], list[int]]:
    pool = Pool(1)

    async def staying() -> bool:
        return False

    await pool.start()
    try:
        started = [worker.process.pid or 0 for worker in pool.idle]
        for _ in range(3):
            status, _ = await pool.run(
                "solve", {"kind": "ripple", "puzzle": EASY}, Limits(), 60, staying
            )
            assert status == 200
        return started, [worker.process.pid or 0 for worker in pool.idle]
    finally:
        pool.close()


def test_a_worker_answers_one_job_after_another() -> None:
    started, after = asyncio.run(_one_after_another())
    assert len(started) == 1
    assert after == started  # no process started per job
