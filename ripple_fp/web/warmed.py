"""Imported by the pool's fork server before it forks any worker: every kind, its
pictures and its explainer loaded once (:func:`.jobs.warm`), so a worker starts with
them."""

from .jobs import warm

warm()
