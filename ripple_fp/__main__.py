"""``python -m ripple_fp IN OUT`` runs the ``ripple-effect`` command."""

from .shell.solve import main

raise SystemExit(main())
