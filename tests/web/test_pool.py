"""Each job on a process of its own: ended at its time limit, or when its client goes."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from ripple_fp.kinds.kind import Limits
from ripple_fp.web.pool import Gone, Pool

HUGE = (Path(__file__).parent.parent / "data" / "web" / "huge.txt").read_text()


async def _run(seconds: float, gone: bool) -> tuple[tuple[int, dict[str, Any]], Pool]:
    pool = Pool(2)

    async def going() -> bool:
        return gone

    await pool.start()
    try:
        return await pool.run(
            "solve", {"kind": "ripple", "puzzle": HUGE}, Limits(), seconds, going
        ), pool
    finally:
        pool.close()


def test_a_search_past_its_time_says_so_and_leaves_no_process() -> None:
    (status, said), pool = asyncio.run(_run(0.5, gone=False))
    assert (status, said["code"]) == (408, 124)
    assert not pool.running


def test_a_search_whose_client_is_gone_is_ended() -> None:
    with pytest.raises(Gone):
        asyncio.run(_run(600, gone=True))
