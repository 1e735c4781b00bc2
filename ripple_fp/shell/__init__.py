"""The IO shell: files, command lines, processes, and the one place IO is unwrapped.

Haskell counterpart: ``Main`` and the modules of the ``IO`` monad around a pure core.
Everything outside this package is pure; :mod:`.runner` is where the programs built
here are performed and their outcome printed.
"""
