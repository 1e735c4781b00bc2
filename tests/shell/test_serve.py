"""``ripple-fp serve`` from the shell's side: without the extra, and where it cannot
listen."""

from __future__ import annotations

import socket
import subprocess
import sys

import pytest


def test_without_the_extra_serve_says_how_to_install_it() -> None:
    blocked = (
        "import sys; sys.modules['starlette'] = None; "
        "from ripple_fp.shell.main import ripple_fp; raise SystemExit(ripple_fp(['serve']))"
    )
    done = subprocess.run(
        [sys.executable, "-c", blocked], capture_output=True, text=True, check=False
    )
    assert done.returncode == 9
    assert done.stderr == (
        "ripple-fp serve: the web page needs the extra 'web' (Starlette and uvicorn): "
        "pip install 'ripple_fp[web]'\n"
    )


def test_an_address_in_use_is_one_line_and_exit_2() -> None:
    pytest.importorskip("uvicorn")
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        serve = (
            "from ripple_fp.shell.main import ripple_fp; raise SystemExit(ripple_fp(sys.argv[1:]))"
        )
        done = subprocess.run(
            [sys.executable, "-c", "import sys; " + serve, "serve", "--port", str(port)],
            capture_output=True,
            text=True,
            check=False,
            timeout=60,
        )
    assert done.returncode == 2
    assert done.stderr.startswith(f"ripple-fp serve: error: cannot listen on 127.0.0.1:{port}: ")
    assert done.stderr.count("\n") == 1
