"""``python -m ripple_fp IN OUT`` runs the ``ripple-effect`` command."""

from .cli import main

raise SystemExit(main())
