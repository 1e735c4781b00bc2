"""The reference answers to the exercises in docs/exercises.md, one module each."""
