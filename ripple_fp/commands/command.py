"""Everything a command line, or a request of the page, can ask for: the union of every
mode's record, written once, for the type checker and at run time alike. Imported only
when asked for (``ripple_fp.commands.Command``): it loads every mode's record.

Haskell counterpart::

    data Command = Solve Solve | Batch Batch | Count Count | Explain Explain | Hint Hint
                 | Convert Convert | Check Check | Generate Generate | Serve Serve | Say Say
"""

from __future__ import annotations

from typing import TypeAlias

from . import Say, Solve
from .batch import Batch
from .check import Check, Convert
from .count import Count
from .explain import Explain, Hint
from .generate import Generate
from .serve import Serve

Command: TypeAlias = (
    Solve | Batch | Count | Explain | Hint | Convert | Check | Generate | Serve | Say
)
"""Every mode's record; the shell matches it once (``ripple_fp.shell.main.perform``)."""
