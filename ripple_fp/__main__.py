"""``python -m ripple_fp IN OUT`` runs the ``ripple-effect`` command."""

from .shell.main import ripple_effect

raise SystemExit(ripple_effect())
