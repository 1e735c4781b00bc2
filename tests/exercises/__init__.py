"""Exercises for the course, with reference answers and the tests that check them."""
