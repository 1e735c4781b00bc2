"""Imported by the pool's fork server before it forks any job: every kind, its
pictures and its explainer loaded once (:func:`.jobs.warm`), so a job's process starts
with them."""

from .jobs import warm

warm()
