"""The fork server's first import: every kind loaded, and a solve of each sample done."""

from __future__ import annotations

import subprocess
import sys


def test_importing_it_loads_every_kind_and_its_pictures() -> None:
    script = (
        "import sys, ripple_fp.web.warmed; "
        "print(sum(m.endswith('pictures') for m in sys.modules) >= 4)"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert done.stdout == "True\n"
